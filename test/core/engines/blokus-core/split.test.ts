/**
 * The root split among search units (SPEC §9) changes cycle counts, never the decision.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { encodeMoveCode } from '../../../../core/blokus/index.ts';
import { blokusCoreMove } from '../../../../core/engines/blokus-core/index.ts';
import { randomBlokusPosition } from '../../../../core/engines/blokus-core/positions.ts';
import { createRng } from '../../../../core/random.ts';
import { searchablePositions } from './helpers.ts';

describe('blokus core search units', () => {
  it('three units choose the single unit\'s move on 200 random positions (depth 3)', () => {
    let fewerCycles = 0;
    // Positions where the side to move has a choice: a forced pass would prove nothing.
    for (const position of searchablePositions(200, 2024, 2)) {
      const one = blokusCoreMove(position, { units: 1 });
      const three = blokusCoreMove(position, { units: 3 });
      expect(three.stats.deadlineHit || one.stats.deadlineHit).toBe(false);
      expect(encodeMoveCode(three.move)).toBe(encodeMoveCode(one.move));
      if (three.stats.cycles < one.stats.cycles) fewerCycles++;
    }
    // The point of the split: most positions finish sooner.
    expect(fewerCycles).toBeGreaterThan(100);
  });

  it('any number of units 1..8 chooses the same move, at depths 1 to 3', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 2, max: 8 }), (seed, depth, units) => {
        const position = randomBlokusPosition(createRng(seed), { maxMoves: 24 });
        const a = blokusCoreMove(position, { depth, units: 1 });
        const b = blokusCoreMove(position, { depth, units });
        expect(encodeMoveCode(b.move)).toBe(encodeMoveCode(a.move));
        expect(b.stats.unitCycles).toHaveLength(units);
      }),
      { numRuns: 40 },
    );
  });
});
