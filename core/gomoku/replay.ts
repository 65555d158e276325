/** Replaying a recorded GomokuPosition onto a fresh board. */
import { GomokuBoard } from './board.ts';
import { IllegalGomokuMoveError } from './errors.ts';
import type { GomokuPosition } from './position.ts';

/**
 * Play every move of `position` onto a new board. Throws GomokuSetupError for a bad size or rule,
 * and IllegalGomokuMoveError naming the index (0-based) of the first move the rules refuse — a
 * move off the board, onto a stone, or after the game was already won or drawn.
 */
export function replayGomoku(position: GomokuPosition): GomokuBoard {
  const board = new GomokuBoard(position.size, position.rule);
  position.moves.forEach((p, index) => {
    const verdict = board.check(p);
    if (!verdict.ok) {
      throw new IllegalGomokuMoveError(verdict.reason, { x: p.x, y: p.y }, index, `position move index ${index}: ${verdict.message}`);
    }
    board.play(p);
  });
  return board;
}
