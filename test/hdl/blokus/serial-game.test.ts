/**
 * Complete games through the real serial path: the Verilog board (Verilator program on a
 * pseudo-terminal, UART pins bit-banged at 115200 8N1) against the emulator, with the host side
 * of the ICFPT protocol (core/protocol/icfpt) and a referee board (core/blokus) checking every
 * move. Every RTL move must also be the emulator's prediction for the position the RTL has seen.
 * One game per dialect with the v1 core, and one with the v2 core (small budget: Verilator runs the
 * v2 board at a few hundred thousand clocks a second).
 */
import { describe, it, expect, beforeAll, afterEach } from 'vitest';
import { PASS, encodeMoveCode, type MoveCode } from '../../../core/blokus/codec.ts';
import { Game } from '../../../core/blokus/index.ts';
import { otherStart, type StartSquare } from '../../../core/blokus/position.ts';
import type { BlokusPosition } from '../../../core/blokus/position.ts';
import { blokusCoreMove } from '../../../core/engines/blokus-core/index.ts';
import { blokusCoreV2Move } from '../../../core/engines/blokus-core/v2/index.ts';
import { IcfptHostSide, hostMessageFor, type IcfptDialect, type Mover } from '../../../core/protocol/icfpt/index.ts';
import { buildRtlBoard, rtlBoardArgs } from '../../../host/boards/rtl/build.ts';
import { startRtlBoard, type RtlBoardProcess } from '../../../host/boards/rtl/rtl-board.ts';
import { SerialSession } from './serial-port-session.ts';

const UNITS = 3;
const REPLY_MS = 20_000;

interface GameSpec {
  readonly dialect: IcfptDialect;
  readonly rtlMover: Mover;
  readonly firstMoverStart: StartSquare;
  readonly rtlDepth: number;
  readonly opponentDepth: number;
  /** The v2 core at this deadline (rtlDepth is then its deepest iteration); v1 when absent. */
  readonly v2Deadline?: number;
}

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.reverse()) await c();
  cleanups = [];
});

async function playGame(binary: string, spec: GameSpec): Promise<{ moves: string[]; rtlMoves: number }> {
  const board: RtlBoardProcess = await startRtlBoard(binary, rtlBoardArgs({ depth: spec.rtlDepth, dialect: spec.dialect, deadlineCycles: spec.v2Deadline }));
  const predict = (seen: BlokusPosition): MoveCode =>
    spec.v2Deadline === undefined
      ? blokusCoreMove(seen, { depth: spec.rtlDepth, units: UNITS }).move
      : blokusCoreV2Move(seen, { maxDepth: spec.rtlDepth, units: UNITS, deadlineCycles: spec.v2Deadline }).move;
  cleanups.push(() => board.close());
  const serial = await SerialSession.open(board.path);
  cleanups.push(() => serial.close());
  const host = new IcfptHostSide({ dialect: spec.dialect });

  await serial.write(host.send({ type: 'identify' }));
  const team = host.feed(await serial.read(3, REPLY_MS));
  expect(team).toMatchObject([{ type: 'team', code: '01', error: null }]);

  const game = Game.create({ firstMoverStart: spec.firstMoverStart });
  const rtlIndex = spec.rtlMover === 'first' ? 0 : 1;
  let rtlMoves = 0;
  // What the RTL has seen: in ICFPT 2013 the second mover makes its first move blind.
  const rtlStart: StartSquare = spec.rtlMover === 'first' ? spec.firstMoverStart : otherStart(spec.firstMoverStart);
  while (!game.board.isOver()) {
    const moves = game.position().moves;
    let move: MoveCode;
    if (moves.length % 2 === rtlIndex) {
      const prompt = hostMessageFor(spec.dialect, spec.firstMoverStart, spec.rtlMover, moves);
      await serial.write(host.send(prompt));
      const events = host.feed(await serial.read(4, REPLY_MS));
      expect(events).toHaveLength(1);
      const ev = events[0]!;
      if (ev.type !== 'move' || !ev.result.ok) throw new Error(`bad reply to ${JSON.stringify(prompt)}: ${JSON.stringify(ev)}`);
      move = ev.result.move;
      const blind = prompt.type === 'first-move' && spec.rtlMover === 'second';
      const seen = blind ? { setup: { firstMoverStart: rtlStart }, moves: [] } : game.position();
      const predicted = predict(seen);
      expect(encodeMoveCode(move), `RTL move ${moves.length} after ${moves.map(encodeMoveCode).join(' ')}`).toBe(encodeMoveCode(predicted));
      rtlMoves++;
    } else {
      move = blokusCoreMove(game.position(), { depth: spec.opponentDepth, units: 1 }).move;
    }
    const verdict = game.board.legality(move);
    expect(verdict.legal, `${encodeMoveCode(move)}: ${verdict.reason}`).toBe(true);
    game.board.apply(move);
  }
  await serial.write(host.send({ type: 'game-over' }));
  // Nothing may follow: no stray bytes after the game.
  await new Promise((r) => setTimeout(r, 50));
  expect(serial.pending()).toBe(0);
  return { moves: game.position().moves.map(encodeMoveCode), rtlMoves };
}

describe('RTL board over a serial port (Verilator, pty)', () => {
  let binary = '';

  beforeAll(async () => {
    binary = await buildRtlBoard({ maxDepth: 3, units: UNITS });
  }, 15 * 60_000);

  // The default depth 3 in one game, depth 1 in the other to keep the file short.
  it('plays a complete HEART 2014 game as first mover at depth 3', async () => {
    const { moves, rtlMoves } = await playGame(binary, {
      dialect: 'heart-2014', rtlMover: 'first', firstMoverStart: '5', rtlDepth: 3, opponentDepth: 2,
    });
    expect(rtlMoves).toBeGreaterThan(8);
    expect(moves.filter((m) => m !== '0000').length).toBeGreaterThan(16);
  }, 120_000);

  it('plays a complete ICFPT 2013 game as second mover at depth 1', async () => {
    const { moves, rtlMoves } = await playGame(binary, {
      dialect: 'icfpt-2013', rtlMover: 'second', firstMoverStart: 'a', rtlDepth: 1, opponentDepth: 1,
    });
    expect(rtlMoves).toBeGreaterThan(8);
    expect(moves[1]).not.toBe(encodeMoveCode(PASS));
  }, 120_000);

  it('plays a complete HEART 2014 game with the v2 core (maxDepth 2, 1,000,000-clock deadline)', async () => {
    const v2 = await buildRtlBoard({ version: 2, units: UNITS });
    const { moves, rtlMoves } = await playGame(v2, {
      dialect: 'heart-2014', rtlMover: 'second', firstMoverStart: 'a', rtlDepth: 2, opponentDepth: 2, v2Deadline: 1_000_000,
    });
    expect(rtlMoves).toBeGreaterThan(8);
    expect(moves.filter((m) => m !== '0000').length).toBeGreaterThan(16);
  }, 15 * 60_000);
});
