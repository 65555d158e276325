/** Seeded random play on the real board, for tests: passes only when forced. */
import { createRng } from '../../../core/random.ts';
import { BlokusBoard } from '../../../core/blokus/board.ts';
import { MAX_PLACEMENTS, generatePlacements } from '../../../core/blokus/movegen.ts';
import { encodeMoveCode } from '../../../core/blokus/codec.ts';
import type { StartSquare } from '../../../core/blokus/position.ts';

const buf = new Int32Array(MAX_PLACEMENTS);

/** Play up to `plies` random moves (fewer if the game ends); returns the board and the codes played. */
export function randomGame(seed: number, plies = Infinity, start: StartSquare = '5'): { board: BlokusBoard; codes: string[] } {
  const rng = createRng(seed);
  const board = new BlokusBoard({ firstMoverStart: start });
  while (board.ply < plies && !board.isOver()) {
    const n = generatePlacements(board, buf);
    if (n === 0) board.applyPass();
    else board.applyPlacement(buf[rng.nextInt(n)]!);
  }
  return { board, codes: board.moves.map(encodeMoveCode) };
}
