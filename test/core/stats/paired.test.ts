/** The paired difference (core/stats/paired.ts) against its definition, and its symmetries. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Z95 } from '../../../core/stats/elo.ts';
import { describePairedDifference, pairedDifference } from '../../../core/stats/paired.ts';
import type { GamePoints } from '../../../core/stats/pentanomial.ts';

const points = fc.constantFrom<GamePoints>(0, 0.5, 1);
const pairs = fc.array(fc.tuple(points, points), { minLength: 2, maxLength: 200 });

describe('paired difference', () => {
  it('is the mean difference with 1.96 standard errors of the sample spread, and counts the jobs each way', () => {
    fc.assert(
      fc.property(pairs, (p) => {
        const d = p.map(([a, b]) => a - b);
        const mean = d.reduce((t, x) => t + x, 0) / d.length;
        const sd = Math.sqrt(d.reduce((t, x) => t + (x - mean) ** 2, 0) / (d.length - 1));
        const r = pairedDifference(p);
        expect(r.n).toBe(p.length);
        expect(r.mean).toBeCloseTo(mean, 12);
        expect(r.half).toBeCloseTo((Z95 * sd) / Math.sqrt(d.length), 12);
        expect(r.better + r.worse + d.filter((x) => x === 0).length).toBe(p.length);
      }),
    );
  });

  it('turns over when the sides swap, and is 0 ± 0 for a run against itself', () => {
    fc.assert(
      fc.property(pairs, (p) => {
        const r = pairedDifference(p);
        const s = pairedDifference(p.map(([a, b]) => [b, a] as const));
        expect(s.mean).toBeCloseTo(-r.mean, 12);
        expect(s.half).toBeCloseTo(r.half, 12);
        expect([s.better, s.worse]).toEqual([r.worse, r.better]);
        const self = pairedDifference(p.map(([a]) => [a, a] as const));
        expect([self.mean, self.half, self.better, self.worse]).toEqual([0, 0, 0, 0]);
      }),
    );
  });

  it('says what it cannot know: no job in common, or one job with no spread', () => {
    expect(describePairedDifference(pairedDifference([]))).toBe('no job in common');
    expect(describePairedDifference(pairedDifference([[1, 0]]))).toBe('+100.0 ± ∞ points per 100 games (1 better, 0 worse, of 1)');
    expect(describePairedDifference(pairedDifference([[0, 1], [0.5, 0.5], [1, 1], [0, 0.5]]))).toMatch(/^−37\.5 ± \d+\.\d points per 100 games \(0 better, 2 worse, of 4\)$/);
  });
});
