import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { sprt, type SprtSettings } from '../../../core/stats/sprt.ts';
import { sprtStopPoint, tallyOf, type GameScore } from '../../../core/stats/sprt-stop.ts';
import { createRng } from '../../../core/random.ts';
import { scoreFromElo } from '../../../core/stats/elo.ts';

const scoreArb = fc.constantFrom<GameScore>('win', 'draw', 'loss');
const settingsArb = fc
  .record({ elo0: fc.integer({ min: -50, max: 40 }), width: fc.integer({ min: 5, max: 60 }), alpha: fc.constantFrom(0.01, 0.05, 0.1), beta: fc.constantFrom(0.01, 0.05, 0.1) })
  .map(({ elo0, width, alpha, beta }): SprtSettings => ({ elo0, elo1: elo0 + width, alpha, beta }));

describe('sprtStopPoint', () => {
  it('stops at the first game whose tally decides, and never before', () => {
    fc.assert(
      fc.property(fc.array(scoreArb, { maxLength: 300 }), settingsArb, (results, s) => {
        const stop = sprtStopPoint(results, s);
        const end = stop ?? results.length;
        for (let k = 1; k < end; k++) expect(sprt(tallyOf(results.slice(0, k)), s).decision).toBe('continue');
        if (stop !== null) expect(sprt(tallyOf(results.slice(0, stop)), s).decision).not.toBe('continue');
      }),
    );
  });

  it('on simulated series, accepts H1 for a player 60 Elo stronger and H0 for an equal one, well before 5000 games', () => {
    const s: SprtSettings = { elo0: 0, elo1: 30, alpha: 0.05, beta: 0.05 };
    const simulate = (elo: number, seed: number): GameScore[] => {
      const rng = createRng(seed);
      const p = scoreFromElo(elo);
      return Array.from({ length: 5000 }, () => (rng.nextU32() / 2 ** 32 < p ? 'win' : 'loss'));
    };
    let h1 = 0;
    let h0 = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const strong = simulate(60, seed);
      const stop = sprtStopPoint(strong, s);
      if (stop !== null && sprt(tallyOf(strong.slice(0, stop)), s).decision === 'H1') h1++;
      const equal = simulate(0, 100 + seed);
      const stop0 = sprtStopPoint(equal, s);
      if (stop0 !== null && sprt(tallyOf(equal.slice(0, stop0)), s).decision === 'H0') h0++;
    }
    // α = β = 0.05: at most a few of 20 wrong or undecided.
    expect(h1).toBeGreaterThanOrEqual(17);
    expect(h0).toBeGreaterThanOrEqual(17);
  });
});
