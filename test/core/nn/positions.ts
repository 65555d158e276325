// Gomoku positions for the net's tests, made in the test without I/O: a seeded opening of 2–5
// stones near the centre (as scripts/train/selfplay.ts starts its games), then alpha-beta moves
// (the emulated Gomoku core at depth 2), so the positions look like the ones the net learnt from.
import { gomokuCoreMove } from '../../../core/engines/gomoku-core/index.ts';
import { GomokuBoard } from '../../../core/gomoku/index.ts';
import { createRng } from '../../../core/random.ts';

export const SIZE = 15;

/** `count` boards, game g stopped after `extra` core moves (0..maxExtra, cycling). */
export function testBoards(count: number, seed: number, maxExtra = 12): GomokuBoard[] {
  const boards: GomokuBoard[] = [];
  const rng = createRng(seed);
  for (let g = 0; g < count; g++) {
    const board = new GomokuBoard(SIZE, 'freestyle');
    const stones = 2 + rng.nextInt(4);
    while (board.moveCount < stones) {
      const p = { x: 4 + rng.nextInt(7), y: 4 + rng.nextInt(7) };
      if (board.check(p).ok) board.play(p);
    }
    const extra = g % (maxExtra + 1);
    for (let k = 0; k < extra && !board.isOver; k++) board.play(gomokuCoreMove(board.toPosition(), { depth: 2 }).move);
    if (!board.isOver) boards.push(board);
  }
  return boards;
}

/** The net's input planes for `board` (stones of the side to move, the opponent's, ones). */
export function planesOf(own: readonly number[], opp: readonly number[], cells = SIZE * SIZE): Float32Array {
  const x = new Float32Array(3 * cells);
  for (const c of own) x[c] = 1;
  for (const c of opp) x[cells + c] = 1;
  x.fill(1, 2 * cells);
  return x;
}
