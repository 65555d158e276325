import { describe, it, expect, afterEach } from 'vitest';
import { EmulatedBlokusBoard, EMULATOR_TEAM, type BlokusCoreReport } from '../../../host/boards/emulated-blokus.ts';
import { encodeHostMessage, hostMessageFor, type IcfptDialect, type Mover } from '../../../core/protocol/icfpt/index.ts';
import { Game, tryDecodeMoveCode, encodeMoveCode, type MoveCode } from '../../../core/blokus/index.ts';
import { blokusCoreMove } from '../../../core/engines/blokus-core/index.ts';
import { TransportError } from '../../../host/transports/errors.ts';

/** Reads a board's answers byte by byte, as the official host does. */
function reader(board: EmulatedBlokusBoard) {
  let text = '';
  let taken = 0;
  const waiters: Array<() => void> = [];
  board.onData((bytes) => {
    text += Buffer.from(bytes).toString('latin1');
    for (const w of waiters.splice(0)) w();
  });
  return {
    all: () => text,
    async take(n: number, timeoutMs = 5000): Promise<string> {
      const until = performance.now() + timeoutMs;
      while (text.length < taken + n) {
        if (performance.now() > until) throw new Error(`waited for ${n} byte(s), have ${JSON.stringify(text.slice(taken))}`);
        await new Promise<void>((r) => {
          const t = setTimeout(r, 50);
          waiters.push(() => (clearTimeout(t), r()));
        });
      }
      const out = text.slice(taken, taken + n);
      taken += n;
      return out;
    },
  };
}

const send = (b: EmulatedBlokusBoard, s: string) => b.write(Buffer.from(s, 'latin1'));

describe('EmulatedBlokusBoard', () => {
  const boards: EmulatedBlokusBoard[] = [];
  const make = (o: ConstructorParameters<typeof EmulatedBlokusBoard>[0]) => {
    const b = new EmulatedBlokusBoard(o);
    boards.push(b);
    return b;
  };
  afterEach(async () => {
    for (const b of boards.splice(0)) await b.close();
  });

  it("answers '0' with '1' and its team code", async () => {
    const b = make({ team: '07' });
    await b.open();
    const r = reader(b);
    await send(b, '0');
    expect(await r.take(3)).toBe('107');
    const d = make({});
    await d.open();
    const rd = reader(d);
    await send(d, '0');
    expect(await rd.take(3)).toBe(`1${EMULATOR_TEAM}`);
  });

  it('answers a first-move prompt with a legal 4-byte code covering its start square', async () => {
    for (const [prompt, start] of [['25', '5'], ['2A', 'a']] as const) {
      const b = make({ depth: 1 });
      await b.open();
      const r = reader(b);
      await send(b, '0' + prompt);
      await r.take(3);
      const code = await r.take(4);
      const decoded = tryDecodeMoveCode(code);
      expect(decoded.ok).toBe(true);
      // Legal as the first move of a game where this board starts from `start`.
      expect(() => Game.replay({ setup: { firstMoverStart: start }, moves: [(decoded as { move: MoveCode }).move] })).not.toThrow();
      expect(decoded.ok && decoded.move.kind).toBe('place');
    }
  });

  it('reports the core statistics of each move, and plays exactly the core move', async () => {
    const b = make({ depth: 2, units: 3 });
    await b.open();
    const reports: BlokusCoreReport[] = [];
    b.onCoreStats((x) => reports.push(x));
    const r = reader(b);
    await send(b, '25');
    const code = await r.take(4);
    expect(reports.length).toBe(1);
    const expected = blokusCoreMove({ setup: { firstMoverStart: '5' }, moves: [] }, { depth: 2, units: 3 });
    expect(code).toBe(encodeMoveCode(expected.move));
    expect(reports[0]!.stats).toEqual(expected.stats);
    expect(b.lastCoreReport).toBe(reports[0]);
  });

  // Two emulated boards refereed through the protocol messages a host would send: every move legal.
  for (const dialect of ['heart-2014', 'icfpt-2013'] as IcfptDialect[]) {
    it(`plays a whole game against itself in ${dialect}, every move legal`, async () => {
      const first = make({ depth: 1, dialect });
      const second = make({ depth: 1, dialect, team: '02' });
      await first.open();
      await second.open();
      const rf = reader(first);
      const rs = reader(second);
      const game = Game.create({ firstMoverStart: 'a' });
      const moves: MoveCode[] = [];
      let passes = 0;
      while (passes < 2 && moves.length < 60) {
        const mover: Mover = moves.length % 2 === 0 ? 'first' : 'second';
        const [board, r] = mover === 'first' ? [first, rf] : [second, rs];
        const msg = hostMessageFor(dialect, 'a', mover, moves);
        await board.write(encodeHostMessage(msg, dialect));
        const code = await r.take(4);
        const decoded = tryDecodeMoveCode(code);
        expect(decoded.ok, `move ${moves.length}: ${code}`).toBe(true);
        const move = (decoded as { move: MoveCode }).move;
        const verdict = game.board.legality(move);
        expect(verdict.legal, `move ${moves.length} ${code}: ${verdict.legal ? '' : verdict.reason}`).toBe(true);
        game.board.apply(move);
        moves.push(move);
        passes = move.kind === 'pass' ? passes + 1 : 0;
      }
      expect(moves.length).toBeGreaterThan(20);
      await send(first, '9');
      await send(second, '9');
      await new Promise((res) => setTimeout(res, 20));
      expect(rf.all().length % 4).toBe(0);
    });
  }

  it('ignores CR/LF between and inside messages', async () => {
    const b = make({ depth: 1 });
    await b.open();
    const r = reader(b);
    await send(b, '\r\n0\r\n2\r\n5');
    expect(await r.take(3)).toBe('1EM');
    expect(tryDecodeMoveCode(await r.take(4)).ok).toBe(true);
  });

  it('stays silent on garbage and on a turn before any first-move prompt, and says why in a diagnostic', async () => {
    const b = make({ depth: 1 });
    await b.open();
    const problems: Error[] = [];
    b.onDiagnostic((e) => problems.push(e));
    const r = reader(b);
    await send(b, 'Z');
    await send(b, '455a0');
    await send(b, '0');
    expect(await r.take(3)).toBe('1EM');
    expect(problems.map((e) => (e as { code?: string }).code)).toEqual(['icfpt-unexpected-byte', 'emulated-board-refused']);
  });

  it('gives no move when the opponent move it is told about is illegal', async () => {
    const b = make({ depth: 1 });
    await b.open();
    const problems: Error[] = [];
    b.onDiagnostic((e) => problems.push(e));
    const r = reader(b);
    // The first mover starts at (5,5); an opening "move" at (1,1) is illegal.
    await send(b, '3A11a0');
    await new Promise((res) => setTimeout(res, 100));
    expect(r.all()).toBe('');
    expect(problems.length).toBe(1);
  });

  it('realtime mode answers after the predicted hardware time, and close cancels it cleanly', async () => {
    // A 100 kHz clock stretches the prediction to well over 100 ms.
    const b = make({ depth: 2, clockHz: 100_000, deadlineCycles: 10_000_000, realtime: true });
    await b.open();
    const reports: BlokusCoreReport[] = [];
    b.onCoreStats((x) => reports.push(x));
    const r = reader(b);
    const t0 = performance.now();
    await send(b, '25');
    await r.take(4, 30_000);
    expect(reports[0]!.stats.predictedMs).toBeGreaterThan(100);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(reports[0]!.stats.predictedMs - 5);
    await send(b, '4' + '0000');
    await new Promise((res) => setTimeout(res, 30));
    await b.close();
    await new Promise((res) => setTimeout(res, 50));
    expect(r.all().length).toBe(4);
    const e = await send(b, '0').then(() => null, (x: unknown) => x);
    expect((e as TransportError).code).toBe('transport-closed');
  });

  it('refuses a bad team code or depth at construction', () => {
    expect(() => new EmulatedBlokusBoard({ team: 'X' })).toThrow(/team code/);
    expect(() => new EmulatedBlokusBoard({ depth: 9 })).toThrow(/depth/);
  });
});
