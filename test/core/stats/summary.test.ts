import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { percentile, summarize } from '../../../core/stats/summary.ts';

describe('summarize', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even count', () => {
    expect(summarize([5, 1, 3]).median).toBe(3);
    expect(summarize([4, 1, 3, 2]).median).toBe(2.5);
  });
  it('interpolates the 95th percentile between closest ranks', () => {
    const values = Array.from({ length: 21 }, (_, i) => i * 10); // 0..200
    expect(summarize(values).p95).toBe(190);
    expect(percentile([0, 100], 95)).toBeCloseTo(95, 12);
  });
  it('orders median ≤ p95 ≤ max and ignores non-finite samples', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { minLength: 1 }), (vs) => {
        const s = summarize([...vs, NaN]);
        expect(s.count).toBe(vs.length);
        expect(s.median!).toBeLessThanOrEqual(s.p95!);
        expect(s.p95!).toBeLessThanOrEqual(s.max!);
        expect(s.max).toBe(Math.max(...vs));
      }),
    );
  });
  it('reports nulls for no samples', () => {
    expect(summarize([])).toEqual({ count: 0, median: null, p95: null, max: null, mean: null });
  });
});
