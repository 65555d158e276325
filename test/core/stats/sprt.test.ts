import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { scoreFromElo } from '../../../core/stats/elo.ts';
import { sprt, sprtBounds, sprtLlr } from '../../../core/stats/sprt.ts';
import { createRng } from '../../../core/random.ts';

describe('sprtBounds', () => {
  it('gives the bounds engine testers print: (−2.94, 2.94) for α = β = 0.05, (−2.25, 2.89) for fishtest’s α 0.05 β 0.1', () => {
    const a = sprtBounds({ elo0: 0, elo1: 5, alpha: 0.05, beta: 0.05 });
    expect(a.lower).toBeCloseTo(-Math.log(19), 12);
    expect(a.upper).toBeCloseTo(Math.log(19), 12);
    expect(a.upper).toBeCloseTo(2.944, 3);
    const b = sprtBounds({ elo0: 0, elo1: 5, alpha: 0.05, beta: 0.1 });
    expect(b.lower).toBeCloseTo(-2.251, 3);
    expect(b.upper).toBeCloseTo(2.890, 3);
  });
});

describe('sprtLlr', () => {
  it('matches a hand computation of the trinomial GSPRT approximation', () => {
    // 60 wins, 30 losses, 10 draws; elo0 = 0, elo1 = 50.
    const n = 100;
    const s = (60 + 5) / n;
    const v = (60 * (1 - s) ** 2 + 10 * (0.5 - s) ** 2 + 30 * s ** 2) / n;
    const s0 = 0.5;
    const s1 = 1 / (1 + 10 ** (-50 / 400));
    const expected = (n * (s1 - s0) * (2 * s - s0 - s1)) / (2 * v);
    expect(sprtLlr({ wins: 60, losses: 30, draws: 10 }, { elo0: 0, elo1: 50 })).toBeCloseTo(expected, 12);
    // s = 0.65, var = 0.2025, s1 = 0.571463: 100 · 0.071463 · 0.228537 / 0.405 = 4.0326.
    expect(expected).toBeCloseTo(4.0326, 3);
  });

  it('is 0 with no games, the Bernoulli ratio when every game ended alike, and rejects bad counts', () => {
    expect(sprtLlr({ wins: 0, losses: 0, draws: 0 }, { elo0: 0, elo1: 10 })).toBe(0);
    // 5–0 against elo0 0, elo1 400: 5·log(s1/s0) = 5·log(0.9091/0.5) ≈ 2.99, just past the 2.94 bound.
    expect(sprtLlr({ wins: 5, losses: 0, draws: 0 }, { elo0: 0, elo1: 400 })).toBeCloseTo(5 * Math.log(scoreFromElo(400) / 0.5), 12);
    expect(sprt({ wins: 5, losses: 0, draws: 0 }, { elo0: 0, elo1: 400, alpha: 0.05, beta: 0.05 }).decision).toBe('H1');
    expect(sprt({ wins: 4, losses: 0, draws: 0 }, { elo0: 0, elo1: 400, alpha: 0.05, beta: 0.05 }).decision).toBe('continue');
    expect(sprt({ wins: 0, losses: 6, draws: 0 }, { elo0: 0, elo1: 400, alpha: 0.05, beta: 0.05 }).decision).toBe('H0');
    // Only draws: s = ½ lies nearer s0 = ½ than s1, so the evidence is for H0.
    expect(sprtLlr({ wins: 0, losses: 0, draws: 8 }, { elo0: 0, elo1: 100 })).toBeLessThan(0);
    expect(() => sprtLlr({ wins: -1, losses: 0, draws: 0 }, { elo0: 0, elo1: 10 })).toThrow(/wins/);
    expect(() => sprtLlr({ wins: 1.5, losses: 0, draws: 0 }, { elo0: 0, elo1: 10 })).toThrow(/wins/);
  });

  it('changes sign when wins and losses swap and the hypotheses mirror', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), fc.nat(500), fc.double({ min: -200, max: 200, noNaN: true }), fc.double({ min: 1, max: 100, noNaN: true }), (w, l, d, elo0, gap) => {
        const a = sprtLlr({ wins: w, losses: l, draws: d }, { elo0, elo1: elo0 + gap });
        const b = sprtLlr({ wins: l, losses: w, draws: d }, { elo0: -elo0 - gap, elo1: -elo0 });
        expect(b).toBeCloseTo(-a, 6);
      }),
    );
  });

  it('grows with every extra win', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 300 }), fc.nat(300), (w, l, d) => {
        const h = { elo0: 0, elo1: 20 };
        expect(sprtLlr({ wins: w + 1, losses: l, draws: d }, h)).toBeGreaterThan(sprtLlr({ wins: w, losses: l, draws: d }, h));
      }),
    );
  });
});

describe('sprt', () => {
  /** Plays simulated games at a true Elo difference until the test decides. */
  function run(trueElo: number, seed: number): { decision: string; games: number } {
    const rng = createRng(seed);
    const p = scoreFromElo(trueElo);
    const t = { wins: 0, losses: 0, draws: 0 };
    for (let g = 1; g <= 20_000; g++) {
      const r = rng.nextInt(1_000_000) / 1_000_000;
      if (r < 0.1) t.draws++;
      else if (r < 0.1 + 0.9 * p) t.wins++;
      else t.losses++;
      const res = sprt(t, { elo0: 0, elo1: 30, alpha: 0.05, beta: 0.05 });
      if (res.decision !== 'continue') return { decision: res.decision, games: g };
    }
    return { decision: 'continue', games: 20_000 };
  }

  it('accepts H1 for a clearly stronger player and H0 for an equal or weaker one', () => {
    for (let seed = 1; seed <= 5; seed++) {
      expect(run(100, seed).decision).toBe('H1');
      expect(run(-30, seed).decision).toBe('H0');
    }
  });

  it('rejects settings that cannot define a test', () => {
    const t = { wins: 3, losses: 2, draws: 0 };
    expect(() => sprt(t, { elo0: 10, elo1: 0, alpha: 0.05, beta: 0.05 })).toThrow(/elo0 < elo1/);
    expect(() => sprt(t, { elo0: 0, elo1: 10, alpha: 0, beta: 0.05 })).toThrow(/alpha/);
    expect(() => sprt(t, { elo0: 0, elo1: 10, alpha: 0.05, beta: 0.7 })).toThrow(/beta/);
  });
});
