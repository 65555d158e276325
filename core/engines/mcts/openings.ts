/**
 * Seeded Gomoku openings: 2–5 stones at random within the central 7×7 (retrying occupied cells).
 * The engines are deterministic, so self-play (scripts/train), the bench and the tests start their
 * games from these to get different games from one engine.
 */
import { gomokuCoreMove } from '../gomoku-core/index.ts';
import { GomokuBoard } from '../../gomoku/index.ts';
import { createRng } from '../../random.ts';
import type { Rng } from '../../random.ts';

export function playOpening(board: GomokuBoard, rng: Rng): void {
  const stones = 2 + rng.nextInt(4);
  const lo = Math.floor(board.size / 2) - 3;
  while (board.moveCount < stones) {
    const p = { x: lo + rng.nextInt(7), y: lo + rng.nextInt(7) };
    if (board.check(p).ok) board.play(p);
  }
}

/**
 * `count` positions for measuring the net: game g is an opening (seeded by `seed`) followed by
 * g mod (maxExtra + 1) moves of the emulated alpha-beta core at depth 2, so the positions look like
 * the ones the net learnt from; a game that ends on the way is skipped.
 */
export function samplePositions(count: number, seed: number, maxExtra = 12): GomokuBoard[] {
  const boards: GomokuBoard[] = [];
  const rng = createRng(seed);
  for (let g = 0; g < count; g++) {
    const board = new GomokuBoard(15, 'freestyle');
    playOpening(board, rng);
    const extra = g % (maxExtra + 1);
    for (let k = 0; k < extra && !board.isOver; k++) board.play(gomokuCoreMove(board.toPosition(), { depth: 2 }).move);
    if (!board.isOver) boards.push(board);
  }
  return boards;
}
