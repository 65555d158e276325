/** The arrow-key step both board views use: one cell in the arrow's direction, never off the board. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arrowStep } from '../../renderer/components/GridCell.tsx';

const DIRS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] } as const;

describe('arrowStep', () => {
  it('moves one cell toward the arrow, clamped to first..last', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 1, max: 20 }), fc.constantFrom(...Object.keys(DIRS)), fc.nat(), fc.nat(), (first, n, key, a, b) => {
        const last = first + n - 1;
        const at: [number, number] = [first + (a % n), first + (b % n)];
        const d = DIRS[key as keyof typeof DIRS];
        const want = [Math.min(last, Math.max(first, at[0] + d[0])), Math.min(last, Math.max(first, at[1] + d[1]))];
        expect(arrowStep(key, at, first, last)).toEqual(want);
      }),
    );
  });

  it('is null for keys that are not arrows', () => {
    for (const key of ['Enter', ' ', 'p', 'Left', 'arrowleft']) expect(arrowStep(key, [3, 3], 1, 14)).toBeNull();
  });

  it('stops at each edge', () => {
    expect(arrowStep('ArrowLeft', [1, 5], 1, 14)).toEqual([1, 5]);
    expect(arrowStep('ArrowDown', [4, 14], 1, 14)).toEqual([4, 14]);
    expect(arrowStep('ArrowUp', [0, 0], 0, 14)).toEqual([0, 0]);
    expect(arrowStep('ArrowRight', [14, 0], 0, 14)).toEqual([14, 0]);
  });
});
