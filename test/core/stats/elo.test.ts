import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { eloEstimate, eloFromScore, scoreFromElo, Z95 } from '../../../core/stats/elo.ts';

describe('eloFromScore / scoreFromElo', () => {
  it('are inverse functions', () => {
    fc.assert(
      fc.property(fc.double({ min: -1500, max: 1500, noNaN: true }), (elo) => {
        expect(eloFromScore(scoreFromElo(elo))).toBeCloseTo(elo, 6);
      }),
    );
  });
  it('gives 0 for an even score, is odd around ½, and is infinite at the ends', () => {
    expect(eloFromScore(0.5)).toBeCloseTo(0, 12);
    expect(eloFromScore(0.75)).toBeCloseTo(-eloFromScore(0.25), 9);
    // 10:1 odds is exactly 400 points by the definition of the scale.
    expect(eloFromScore(10 / 11)).toBeCloseTo(400, 9);
    expect(eloFromScore(1)).toBe(Infinity);
    expect(eloFromScore(0)).toBe(-Infinity);
  });
});

describe('eloEstimate', () => {
  it('matches a hand computation for 6 wins, 2 losses, 2 draws', () => {
    const e = eloEstimate({ wins: 6, losses: 2, draws: 2 });
    const s = 0.7;
    const sd = Math.sqrt((6 * 0.3 ** 2 + 2 * 0.2 ** 2 + 2 * 0.7 ** 2) / 10);
    const m = (Z95 * sd) / Math.sqrt(10);
    expect(e.score).toBeCloseTo(s, 12);
    expect(e.elo).toBeCloseTo(-400 * Math.log10(1 / s - 1), 9);
    expect(e.low).toBeCloseTo(-400 * Math.log10(1 / (s - m) - 1), 9);
    expect(e.high).toBeCloseTo(-400 * Math.log10(1 / (s + m) - 1), 9);
  });
  it('always brackets the estimate, and swapping sides negates everything', () => {
    const tally = fc.record({ wins: fc.nat(60), losses: fc.nat(60), draws: fc.nat(60) }).filter((t) => t.wins + t.losses + t.draws > 0);
    fc.assert(
      fc.property(tally, (t) => {
        const e = eloEstimate(t);
        expect(e.low).toBeLessThanOrEqual(e.elo);
        expect(e.high).toBeGreaterThanOrEqual(e.elo);
        const r = eloEstimate({ wins: t.losses, losses: t.wins, draws: t.draws });
        expect(r.elo + 0).toBeCloseTo(-e.elo + 0, 6);
        expect(r.low).toBeCloseTo(-e.high, 6);
      }),
    );
  });
  it('narrows as the same ratio is observed over more games', () => {
    const small = eloEstimate({ wins: 6, losses: 3, draws: 1 });
    const big = eloEstimate({ wins: 600, losses: 300, draws: 100 });
    expect(big.elo).toBeCloseTo(small.elo, 9);
    expect(big.high - big.low).toBeLessThan((small.high - small.low) / 5);
  });
  it('gives NaN for an empty series and infinities for a clean sweep', () => {
    expect(Number.isNaN(eloEstimate({ wins: 0, losses: 0, draws: 0 }).elo)).toBe(true);
    const sweep = eloEstimate({ wins: 5, losses: 0, draws: 0 });
    expect(sweep.elo).toBe(Infinity);
    expect(sweep.low).toBe(Infinity); // zero variance: the interval collapses
  });
  it('rejects counts that are not non-negative integers', () => {
    expect(() => eloEstimate({ wins: -1, losses: 0, draws: 0 })).toThrow(RangeError);
    expect(() => eloEstimate({ wins: 1.5, losses: 0, draws: 0 })).toThrow(/wins/);
  });
});
