/**
 * Differential test of the RTL protocol front end (blokus_proto_rx / blokus_proto_tx) against the
 * TypeScript board-side machine (core/protocol/icfpt): random byte streams of valid messages,
 * malformed move codes, stray bytes, bad start squares and CR/LF, in both dialects. The RTL must
 * report the same events in the same order, and its replies must be the same bytes.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fc from 'fast-check';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeMoveCode, type MoveCode } from '../../../core/blokus/codec.ts';
import {
  IcfptBoardSide,
  encodeHostMessage,
  type BoardEvent,
  type HostMessage,
  type IcfptDialect,
} from '../../../core/protocol/icfpt/index.ts';
import { hex4, packRtlMove } from '../../../host/boards/rtl/packed-move.ts';
import { runIverilog } from './sim.ts';

const SOURCES = ['rtl/blokus_proto_rx.v', 'rtl/blokus_proto_tx.v', 'tb/blokus_proto_tb.v'];
const TEAM = 'Q7';

const moveArb: fc.Arbitrary<MoveCode> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<MoveCode>({ kind: 'pass' }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      x: fc.integer({ min: 1, max: 14 }),
      y: fc.integer({ min: 1, max: 14 }),
      piece: fc.integer({ min: 0, max: 20 }),
      orientation: fc.integer({ min: 0, max: 7 }),
    }),
  },
);
const startArb = fc.constantFrom<'5' | 'a'>('5', 'a');

function messageArb(dialect: IcfptDialect): fc.Arbitrary<HostMessage> {
  const turn = dialect === 'heart-2014'
    ? fc.tuple(moveArb).map((opponent): HostMessage => ({ type: 'turn', opponent }))
    : fc.array(moveArb, { minLength: 1, maxLength: 2 }).map((opponent): HostMessage => ({ type: 'turn', opponent }));
  const choices: fc.Arbitrary<HostMessage>[] = [
    fc.constant<HostMessage>({ type: 'identify' }),
    fc.constant<HostMessage>({ type: 'game-over' }),
    startArb.map((start): HostMessage => ({ type: 'first-move', start })),
    turn,
  ];
  if (dialect === 'heart-2014') {
    choices.push(fc.tuple(startArb, moveArb).map(([start, opponent]): HostMessage => ({ type: 'second-move', start, opponent })));
  }
  return fc.oneof(...choices);
}

/** One chunk of the stream: a good message, possibly damaged, with CR/LF sprinkled in. */
function chunkArb(dialect: IcfptDialect): fc.Arbitrary<number[]> {
  const good = messageArb(dialect).map((m) => [...encodeHostMessage(m, dialect)]);
  const damaged = fc
    .tuple(good, fc.nat(), fc.integer({ min: 0, max: 255 }))
    .map(([bytes, at, b]) => bytes.map((x, i) => (i === at % bytes.length ? b : x)));
  const stray = fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 3 });
  const base = fc.oneof({ weight: 8, arbitrary: good }, { weight: 3, arbitrary: damaged }, { weight: 1, arbitrary: stray });
  return fc.tuple(base, fc.array(fc.tuple(fc.nat(), fc.constantFrom(0x0d, 0x0a)), { maxLength: 2 })).map(([bytes, crlf]) => {
    const out = [...bytes];
    for (const [at, b] of crlf) out.splice(at % (out.length + 1), 0, b);
    return out;
  });
}

const TYPE: Record<BoardEvent['type'], number> = {
  identify: 0,
  'first-move': 1,
  'second-move': 2,
  turn: 3,
  'game-over': 4,
  error: 5,
};

/** The event line the testbench prints, or the fields of it the RTL defines for this type. */
function expectedLine(ev: BoardEvent): string {
  switch (ev.type) {
    case 'first-move':
      return `EV 1 ${ev.start === 'a' ? 1 : 0}`;
    case 'second-move':
      return `EV 2 ${ev.start === 'a' ? 1 : 0} 1 ${hex4(packRtlMove(ev.opponent))}`;
    case 'turn': {
      const [m0, m1] = ev.opponent.map(packRtlMove);
      return ev.opponent.length === 2 ? `EV 3 - 2 ${hex4(m0!)} ${hex4(m1!)}` : `EV 3 - 1 ${hex4(m0!)}`;
    }
    default:
      return `EV ${TYPE[ev.type]}`;
  }
}

/** Keeps the fields of an RTL event line that expectedLine defines. */
function rtlLine(line: string): string {
  const [, type, start, n, m0, m1] = line.split(' ');
  switch (type) {
    case '1':
      return `EV 1 ${start}`;
    case '2':
      return `EV 2 ${start} ${n} ${m0}`;
    case '3':
      return n === '2' ? `EV 3 - 2 ${m0} ${m1}` : `EV 3 - ${n} ${m0}`;
    default:
      return `EV ${type}`;
  }
}

describe.each<[IcfptDialect, number]>([
  ['heart-2014', 0],
  ['icfpt-2013', 1],
])('blokus_proto_rx/tx against IcfptBoardSide (%s)', (dialect, dialectParam) => {
  let dir = '';
  let expectedEvents: string[] = [];
  const expectedTx: number[] = [];
  let output = '';

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'blokus-proto-'));
    const chunks = fc.sample(chunkArb(dialect), { seed: 2014 + dialectParam, numRuns: 500 });
    const bytes = chunks.flat();
    const replies = fc.sample(moveArb, { seed: 99, numRuns: 1000 });
    const events = new IcfptBoardSide({ dialect }).feed(Uint8Array.from(bytes));
    expectedEvents = events.map(expectedLine);
    let r = 0;
    for (const ev of events) {
      if (ev.type === 'identify') expectedTx.push(...[...`1${TEAM}`].map((c) => c.charCodeAt(0)));
      else if (ev.type === 'first-move' || ev.type === 'second-move' || ev.type === 'turn') {
        expectedTx.push(...[...encodeMoveCode(replies[r++]!)].map((c) => c.charCodeAt(0)));
      }
    }
    await writeFile(join(dir, 'in.hex'), bytes.map((b) => b.toString(16)).join('\n') + '\n');
    await writeFile(join(dir, 'moves.hex'), replies.map((m) => hex4(packRtlMove(m))).join('\n') + '\n');
    const team = (TEAM.charCodeAt(0) << 8) | TEAM.charCodeAt(1);
    output = await runIverilog(SOURCES, 'blokus_proto_tb', {
      defines: { DIALECT: dialectParam, TEAM: team },
      plusargs: [`+in=${join(dir, 'in.hex')}`, `+n=${bytes.length}`, `+moves=${join(dir, 'moves.hex')}`],
    });
  }, 60_000);

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('covers every kind of event, errors included', () => {
    const kinds = new Set(expectedEvents.map((l) => l.split(' ')[1]));
    expect([...kinds].sort()).toEqual(dialect === 'heart-2014' ? ['0', '1', '2', '3', '4', '5'] : ['0', '1', '3', '4', '5']);
  });

  it('reports the same events in the same order', () => {
    expect(output).toContain('DONE');
    const got = output.split('\n').filter((l) => l.startsWith('EV ')).map(rtlLine);
    expect(got).toEqual(expectedEvents);
  });

  it('sends the same reply bytes (team code and encoded moves)', () => {
    const got = output.split('\n').filter((l) => l.startsWith('TX ')).map((l) => parseInt(l.slice(3), 16));
    expect(String.fromCharCode(...got)).toEqual(String.fromCharCode(...expectedTx));
  });
});
