import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { createRng } from '../../core/random.ts';

describe('createRng', () => {
  it('is deterministic per seed and differs between seeds', () => {
    const seq = (seed: number): number[] => {
      const r = createRng(seed);
      return Array.from({ length: 8 }, () => r.nextU32());
    };
    expect(seq(42)).toEqual(seq(42));
    expect(seq(42)).not.toEqual(seq(43));
  });

  it('returns 32-bit unsigned integers', () => {
    const r = createRng(1);
    for (let i = 0; i < 1000; i++) {
      const v = r.nextU32();
      expect(Number.isInteger(v) && v >= 0 && v <= 0xffffffff).toBe(true);
    }
  });

  it('nextInt(n) stays in 0..n−1 for any n', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 2 ** 32 }), (seed, n) => {
        const r = createRng(seed);
        for (let i = 0; i < 20; i++) {
          const v = r.nextInt(n);
          expect(Number.isInteger(v) && v >= 0 && v < n).toBe(true);
        }
      }),
    );
  });

  it('nextInt is roughly uniform', () => {
    const r = createRng(7);
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[r.nextInt(6)]!++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500); // > 5 standard deviations
  });

  it('pick chooses elements of the array and rejects an empty one', () => {
    const r = createRng(3);
    const items = ['a', 'b', 'c'];
    const seen = new Set<string>();
    for (let i = 0; i < 100; i++) seen.add(r.pick(items));
    expect([...seen].sort()).toEqual(items);
    expect(() => r.pick([])).toThrow(RangeError);
    expect(() => r.nextInt(0)).toThrow(RangeError);
    expect(() => r.nextInt(2.5)).toThrow(RangeError);
  });
});
