import { describe, it, expect } from 'vitest';
import { BlokusBoard } from '../../../core/blokus/board.ts';
import { legalPlacements } from '../../../core/blokus/movegen.ts';
import { PIECE_SIZES } from '../../../core/blokus/pieces.ts';
import { RefBoard } from './reference.ts';
import { randomGame } from './playout.ts';

/** Squares of `side`'s colour on the board, counted cell by cell. */
function squaresOf(board: BlokusBoard, side: 0 | 1): number {
  let n = 0;
  for (let y = 1; y <= 14; y++) for (let x = 1; x <= 14; x++) if (board.owner(x, y) === side) n++;
  return n;
}

describe('1,000 random playouts', () => {
  it('all end, with scores that match the squares on the board and a consistent result', () => {
    const failures: string[] = [];
    for (let g = 0; g < 1000; g++) {
      const { board, codes } = randomGame(1_000_003 * g + 17, Infinity, g % 2 === 0 ? '5' : 'a');
      const why = (m: string): number => failures.push(`game ${g}: ${m}`);
      if (!board.isOver()) why('not over');
      const { scores, winner } = board.result();
      for (const side of [0, 1] as const) {
        const placedSquares = squaresOf(board, side);
        const pieces = 21 - [...Array(21).keys()].filter((p) => board.hasPiece(side, p)).length;
        if (pieces !== board.piecesPlaced(side)) why(`side ${side} placed-count mismatch`);
        const lastPiece = board.moves.filter((_, i) => i % 2 === side).reverse().find((m) => m.kind === 'place');
        if (pieces === 21) {
          // Random play practically never gets here; score.test.ts covers it with a fixture game.
          const expected = lastPiece?.kind === 'place' && lastPiece.piece === 0 ? 20 : 15;
          if (scores[side] !== expected) why(`side ${side} placed all 21 but scores ${scores[side]}`);
        } else if (scores[side] !== placedSquares - 89) {
          why(`side ${side} has ${placedSquares} squares on the board but scores ${scores[side]}`);
        }
        const unplaced = [...Array(21).keys()].filter((p) => board.hasPiece(side, p)).reduce((a, p) => a + PIECE_SIZES[p]!, 0);
        if (unplaced + placedSquares !== 89) why(`side ${side}: ${unplaced} unplaced + ${placedSquares} placed ≠ 89`);
      }
      const expectedWinner = scores[0] > scores[1] ? 0 : scores[1] > scores[0] ? 1 : null;
      if (winner !== expectedWinner) why(`winner ${winner} for scores ${scores}`);
      if (board.piecesPlaced(0) < 21 && board.piecesPlaced(1) < 21) {
        // Ended by two passes, which random play makes only when forced: check both were forced.
        const last = codes.slice(-2);
        if (last.join() !== '0000,0000') why(`ended without two passes: ${last}`);
        board.undo();
        if (legalPlacements(board).length !== 0) why('second pass was not forced');
        board.undo();
        if (legalPlacements(board).length !== 0) why('first pass was not forced');
      }
      if (g % 25 === 0) {
        const ref = new RefBoard(g % 2 === 0 ? '5' : 'a');
        for (const c of codes) {
          if (ref.judge(c) !== 'legal') why(`reference rejects ${c}`);
          ref.play(c);
        }
        if (!ref.over() || ref.score(0) !== scores[0] || ref.score(1) !== scores[1]) why(`reference scores ${ref.score(0)},${ref.score(1)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
