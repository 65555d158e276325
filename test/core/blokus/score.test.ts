import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { ALL_PIECES, resultOf, sideScore } from '../../../core/blokus/score.ts';
import { Game } from '../../../core/blokus/game.ts';
import { DESIGN_PIECES } from './reference.ts';

// The first mover places all 21 pieces while the second mover passes after its first piece;
// found once by a greedy search and kept as a fixture. Ends with the monomino `a`.
const ALL_21_MONOMINO_LAST = [
  '55u0', 'aaa0', '78r0', '0000', 'abp2', '0000', 'a6s1', '0000', '6dj2', '0000', '1cq0', '0000', 'd3n6', '0000',
  'b1o3', '0000', 'bek3', '0000', 'ecl5', '0000', '33t0', '0000', 'd6m1', '0000', '51e2', '0000', 'a8h0', '0000',
  '15g0', '0000', '6ai1', '0000', '28f4', '0000', '2ec2', '0000', 'e9d3', '0000', '92b0', '0000', '11a0',
];
// The same placements with the last two pieces swapped, so `b` is placed last.
const ALL_21_DOMINO_LAST = [...ALL_21_MONOMINO_LAST.slice(0, -3), '11a0', '0000', '92b0'];

describe('scoring', () => {
  it('counts minus the squares of the unplaced pieces', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: ALL_PIECES }), fc.integer({ min: -1, max: 20 }), (left, last) => {
        let expected = 0;
        for (let p = 0; p < 21; p++) if (left & (1 << p)) expected -= DESIGN_PIECES[p]!.length;
        expect(sideScore(left, last)).toBe(expected);
      }),
    );
    expect(sideScore(ALL_PIECES, -1)).toBe(-89);
  });

  it('gives +15 for all 21 placed, +20 when the monomino went last', () => {
    expect(sideScore(0, 0)).toBe(20);
    for (let p = 1; p < 21; p++) expect(sideScore(0, p)).toBe(15);
  });

  it('names the side with more points, or a draw', () => {
    expect(resultOf(-3, -5).winner).toBe(0);
    expect(resultOf(-5, -3).winner).toBe(1);
    expect(resultOf(15, 15).winner).toBeNull();
  });

  it('ends the game the moment a side has placed all 21, and scores it', () => {
    const g = Game.replayCodes({ firstMoverStart: '5' }, ALL_21_MONOMINO_LAST);
    expect(g.board.isOver()).toBe(true);
    expect(g.board.piecesPlaced(0)).toBe(21);
    expect(g.board.result()).toEqual({ scores: [20, -88], winner: 0 });
    expect(g.board.legalityOfCode('0000').kind).toBe('game-over');
    g.board.undo();
    expect(g.board.isOver()).toBe(false);

    const h = Game.replayCodes({ firstMoverStart: '5' }, ALL_21_DOMINO_LAST);
    expect(h.board.result()).toEqual({ scores: [15, -88], winner: 0 });
  });
});
