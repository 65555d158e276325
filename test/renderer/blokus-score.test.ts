// The score panel's and the hint's figures, differential against core/blokus move generation on
// random positions: every legal placement covers an open corner; with the monomino in hand every
// open corner is a legal move; the reachable cells are the union of the legal placements (also for
// the side not to move); legal anchors are exactly the board's legal codes for that piece and
// orientation; the suggested move is legal and uses a largest piece that can be placed.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BlokusBoard } from '../../core/blokus/board.ts';
import { legalPlacements } from '../../core/blokus/movegen.ts';
import { placementCells, PLACEMENTS } from '../../core/blokus/placements.ts';
import { PIECE_SIZES } from '../../core/blokus/pieces.ts';
import { cornerCells, legalAnchors, placementsFor, reachableCells, squaresOf, suggestMove } from '../../renderer/blokus-ui.ts';
import { randomGame } from '../core/blokus/playout.ts';

const key = ([x, y]: readonly [number, number]) => `${x},${y}`;
const position = fc.record({ seed: fc.integer({ min: 1, max: 1_000_000 }), plies: fc.integer({ min: 0, max: 40 }) });

describe('Blokus score and territory', () => {
  it('squares placed and left add up to 89 and follow the score', () => {
    fc.assert(
      fc.property(position, ({ seed, plies }) => {
        const { board } = randomGame(seed, plies);
        for (const side of [0, 1] as const) {
          const sq = squaresOf(board, side);
          expect(sq.placed + sq.left).toBe(89);
          if (sq.left > 0) expect(board.score(side)).toBe(-sq.left);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('every legal placement covers an open corner, and with the monomino every open corner is a legal move', () => {
    fc.assert(
      fc.property(position, ({ seed, plies }) => {
        const { board } = randomGame(seed, plies);
        if (board.isOver()) return;
        const side = board.toMove;
        const corners = new Set(cornerCells(board, side).map(key));
        for (const id of legalPlacements(board)) expect(placementCells(id).some((c) => corners.has(key(c)))).toBe(true);
        if (board.hasPiece(side, 0)) for (const c of corners) expect(board.legality({ kind: 'place', x: Number(c.split(',')[0]), y: Number(c.split(',')[1]), piece: 0, orientation: 0 }).legal).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('reachable cells are the cells of the legal placements, for the side to move and for the other side', () => {
    fc.assert(
      fc.property(position, ({ seed, plies }) => {
        const { board } = randomGame(seed, plies);
        if (board.isOver()) return;
        const other = (1 - board.toMove) as 0 | 1;
        // The other side's placements: the same cells with the mover passing (unchecked: a first
        // mover may not pass by the rules, but the other side's room is what is asked).
        const passed = board.clone();
        passed.applyPass();
        const expected = passed.isOver() ? null : new Set(legalPlacements(passed).flatMap((id) => placementCells(id).map(key)));
        if (expected) expect(reachableCells(board, other)).toBe(expected.size);
        const mine = new Set(legalPlacements(board).flatMap((id) => placementCells(id).map(key)));
        expect(reachableCells(board, board.toMove)).toBe(mine.size);
        expect(placementsFor(board, board.toMove)).toEqual(legalPlacements(board));
      }),
      { numRuns: 30 },
    );
  });

  it('legal anchors are the legal codes of the piece and orientation; the suggestion is legal and of a largest placeable piece', () => {
    fc.assert(
      fc.property(position, fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 7 }), ({ seed, plies }, piece, orientation) => {
        const { board } = randomGame(seed, plies);
        if (board.isOver()) return;
        for (const [x, y] of legalAnchors(board, piece, orientation)) expect(board.legality({ kind: 'place', x, y, piece, orientation }).legal).toBe(true);
        const ids = legalPlacements(board);
        const hint = suggestMove(board);
        if (ids.length === 0) {
          expect(hint).toBeNull();
          return;
        }
        expect(hint && board.legality(hint).legal).toBe(true);
        const largest = Math.max(...ids.map((id) => PIECE_SIZES[PLACEMENTS.piece[id]!]!));
        expect(PIECE_SIZES[hint!.piece]).toBe(largest);
      }),
      { numRuns: 40 },
    );
  });

  it('an empty board: the start square is the only corner, and the first anchors of the monomino are it', () => {
    const b = new BlokusBoard();
    expect(cornerCells(b, 0)).toEqual([[5, 5]]);
    expect(cornerCells(b, 1)).toEqual([[10, 10]]);
    expect(legalAnchors(b, 0, 0)).toEqual([[5, 5]]);
  });
});
