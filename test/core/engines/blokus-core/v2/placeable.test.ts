/**
 * The placeable-squares term (SPEC-v2 §5b) against the reference rules: for each side, the squares
 * of its remaining pieces with at least one legal placement, as core/blokus's own move generator
 * finds them (a different code path from the core's scan); the evaluation adds Wp times the mover's
 * minus the other's; and a search with it charges exactly its PL_* visits.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { Game, MAX_PLACEMENTS, PIECE_SIZES, PLACEMENTS, generatePlacements } from '../../../../../core/blokus/index.ts';
import type { BlokusBoard, BlokusPosition } from '../../../../../core/blokus/index.ts';
import { coreBoardOf } from '../../../../../core/engines/blokus-core/index.ts';
import { blokusCoreV2Analyse, blokusCoreV2Evaluate, cyclesOfVisits } from '../../../../../core/engines/blokus-core/v2/index.ts';
import { PLACEABLE_VISITS, placeableSquares } from '../../../../../core/engines/blokus-core/v2/placeable.ts';
import { randomPositions } from '../helpers.ts';

const buffer = new Int32Array(MAX_PLACEMENTS);

/** Squares of the side to move's distinct pieces among its legal placements (reference rules). */
function fitting(board: BlokusBoard): number {
  const n = generatePlacements(board, buffer);
  const pieces = new Set<number>();
  for (let i = 0; i < n; i++) pieces.add(PLACEMENTS.piece[buffer[i]!]!);
  return [...pieces].reduce((sum, p) => sum + PIECE_SIZES[p]!, 0);
}

/** [side 0, side 1] by the reference rules, or null when asking the other side would end the game. */
function reference(p: BlokusPosition): [number, number] | null {
  const board = Game.replay(p).board;
  if (board.isOver()) return null;
  const toMove = board.toMove;
  const mine = fitting(board);
  board.applyPass(); // the other side's turn, to ask the generator for its placements
  if (board.isOver()) return null;
  const other = fitting(board);
  return toMove === 0 ? [mine, other] : [other, mine];
}

describe('blokus core v2: placeable squares', () => {
  const positions = randomPositions(60, 515, 40).filter((p) => reference(p) !== null);

  it('counts, per side, the squares of the pieces the reference rules can still place', () => {
    expect(positions.length).toBeGreaterThan(40);
    const out = new Int32Array(2);
    let partial = 0;
    for (const p of positions) {
      placeableSquares(coreBoardOf(p).board, out);
      const ref = reference(p)!;
      expect([out[0], out[1]], `after ${p.moves.length} moves`).toEqual(ref);
      // Some pieces left but not all placeable: the case the term is for.
      if (ref[0] < 89 - coreBoardOf(p).board.squares[0]!) partial++;
      expect(PLACEABLE_VISITS[0]).toBe(2);
      expect(PLACEABLE_VISITS[1]).toBeGreaterThan(0);
    }
    expect(partial).toBeGreaterThan(5);
  });

  it('adds Wp × (the mover’s placeable squares − the other’s) to the evaluation', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: positions.length - 1 }), fc.integer({ min: 1, max: 15 }), (i, wp) => {
        const p = positions[i]!;
        const ref = reference(p)!;
        const mover = (1 - Game.replay(p).board.toMove) as 0 | 1;
        const stm = (1 - mover) as 0 | 1;
        // blokusCoreV2Evaluate is from the side to move's view: −U of the mover.
        const delta = blokusCoreV2Evaluate(p, { placeable: wp }) - blokusCoreV2Evaluate(p, {});
        expect(delta).toBe(-wp * (ref[mover] - ref[stm]) + 0); // + 0: no −0
      }),
      { numRuns: 60 },
    );
  });

  it('charges a search with the term exactly its state visits, PL_* included', () => {
    let searched = 0;
    for (const p of positions.slice(0, 8)) {
      const a = blokusCoreV2Analyse(p, { maxDepth: 2, deadlineCycles: 20_000_000, weights: { placeable: 4 } });
      if (a.stats.rootMoves < 2) continue; // no search beyond the root scan
      searched++;
      a.units.forEach((u) => expect(cyclesOfVisits(u.visits)).toBe(u.cycles));
      const leaves = a.units.reduce((s, u) => s + u.visits.EV, 0);
      expect(a.units.reduce((s, u) => s + u.visits.PL_INIT, 0)).toBe(2 * leaves);
      expect(a.units.reduce((s, u) => s + u.visits.PL_SHAPE, 0)).toBeGreaterThan(0);
      const off = blokusCoreV2Analyse(p, { maxDepth: 2, deadlineCycles: 20_000_000 });
      expect(off.units.reduce((s, u) => s + u.visits.PL_INIT + u.visits.PL_SHAPE + u.visits.PL_ROW, 0)).toBe(0);
    }
    expect(searched).toBeGreaterThan(3);
  });
});
