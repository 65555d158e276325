import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { eloEstimate, eloFromScore, wilsonInterval, scoreFromElo, Z95 } from '../../../core/stats/elo.ts';
import { formatElo, formatEloInterval } from '../../../core/stats/elo-text.ts';

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
  it('keeps an unbounded side of a sweep unbounded, whatever the count (27-0 once rounded to +6261)', () => {
    for (let n = 1; n <= 200; n++) {
      expect(eloEstimate({ wins: n, losses: 0, draws: 0 }).high).toBe(Infinity);
      expect(eloEstimate({ wins: 0, losses: n, draws: 0 }).low).toBe(-Infinity);
    }
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
  it('gives NaN for an empty series, and a sweep an infinite estimate with a finite Wilson bound', () => {
    expect(Number.isNaN(eloEstimate({ wins: 0, losses: 0, draws: 0 }).elo)).toBe(true);
    const sweep = eloEstimate({ wins: 5, losses: 0, draws: 0 });
    expect(sweep.elo).toBe(Infinity);
    expect(sweep.high).toBe(Infinity);
    // Wilson, n = 5, p = 1: lower score bound 5 / (5 + z²) ≈ 0.5655 → about +46 Elo.
    expect(sweep.low).toBeCloseTo(eloFromScore(5 / (5 + Z95 * Z95)), 9);
    expect(sweep.low).toBeGreaterThan(0);
    const wiped = eloEstimate({ wins: 0, losses: 5, draws: 0 });
    expect(wiped.low).toBe(-Infinity);
    expect(wiped.high).toBeCloseTo(-sweep.low, 9);
    // More games of the same sweep: a tighter (higher) lower bound.
    expect(eloEstimate({ wins: 50, losses: 0, draws: 0 }).low).toBeGreaterThan(sweep.low + 100);
    // All draws: centred on 0 with a real, symmetric width.
    const drawn = eloEstimate({ wins: 0, losses: 0, draws: 8 });
    expect(drawn.elo).toBeCloseTo(0, 12);
    expect(drawn.low).toBeLessThan(-50);
    expect(drawn.high).toBeCloseTo(-drawn.low, 9);
  });
  it('wilsonInterval matches the closed form and stays inside [0, 1]', () => {
    const [lo, hi] = wilsonInterval(0.7, 20);
    const z2 = Z95 * Z95;
    const centre = (0.7 + z2 / 40) / (1 + z2 / 20);
    expect((lo + hi) / 2).toBeCloseTo(centre, 12);
    expect(wilsonInterval(1, 3)[1]).toBeCloseTo(1, 12);
    expect(wilsonInterval(1, 3)[1]).toBeLessThanOrEqual(1);
    expect(wilsonInterval(0, 3)[0]).toBeCloseTo(0, 12);
    expect(wilsonInterval(0, 3)[0]).toBeGreaterThanOrEqual(0);
  });
  it('rejects counts that are not non-negative integers', () => {
    expect(() => eloEstimate({ wins: -1, losses: 0, draws: 0 })).toThrow(RangeError);
    expect(() => eloEstimate({ wins: 1.5, losses: 0, draws: 0 })).toThrow(/wins/);
  });
});

describe('formatElo', () => {
  it('writes signs with a true minus, rounds, and names the infinite and the unknown', () => {
    expect([88.4, -12.6, 0.3, -0.4, Infinity, -Infinity, NaN].map(formatElo)).toEqual(['+88', '−13', '0', '0', '+∞', '−∞', 'n/a']);
    expect(formatEloInterval({ elo: 400, low: 46.2, high: Infinity })).toBe('+400 (+46 … +∞)');
  });
});
