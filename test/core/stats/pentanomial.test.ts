import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { eloEstimate, eloFromScore, scoreFromElo, Z95 } from '../../../core/stats/elo.ts';
import { pentanomialElo, pentanomialOf, pentanomialSprt, pentanomialTally, type GamePoints, type Pentanomial } from '../../../core/stats/pentanomial.ts';
import { sprtLlr } from '../../../core/stats/sprt.ts';

const points = fc.constantFrom<GamePoints>(0, 0.5, 1);
const pairs = fc.array(fc.tuple(points, points), { minLength: 1, maxLength: 200 });
const SETTINGS = { elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05 };

/** The trinomial tally of the same games, game by game. */
function tallyOf(ps: readonly (readonly [GamePoints, GamePoints])[]) {
  const all = ps.flat();
  return { wins: all.filter((x) => x === 1).length, losses: all.filter((x) => x === 0).length, draws: all.filter((x) => x === 0.5).length };
}

describe('pentanomial statistics', () => {
  it('count every pair once by its score, and estimate the same score per game as the trinomial model of the same games', () => {
    fc.assert(
      fc.property(pairs, (ps) => {
        const p = pentanomialOf(ps);
        expect(p.reduce((t, v) => t + v, 0)).toBe(ps.length);
        expect(p[4]).toBe(ps.filter(([x, y]) => x + y === 2).length);
        expect(pentanomialElo(p).score).toBeCloseTo(eloEstimate(tallyOf(ps)).score, 12);
        // The tally it falls back to has the pairs' games and their score.
        const t = pentanomialTally(p);
        expect(t.wins + t.losses + t.draws).toBe(2 * ps.length);
        expect(eloEstimate(t).score).toBeCloseTo(eloEstimate(tallyOf(ps)).score, 12);
      }),
    );
  });

  it('matches a hand computation: pairs 1, 2, 3, 2, 1 score ½ with a pair variance of 1/12', () => {
    const e = pentanomialElo([1, 2, 3, 2, 1]);
    expect(e.score).toBe(0.5);
    expect(e.elo).toBeCloseTo(0, 12);
    // x = 0, ¼, ½, ¾, 1 against s = ½: var = (1·¼ + 2·1/16 + 0 + 2·1/16 + 1·¼) / 9 = 0.75 / 9.
    const margin = Z95 * Math.sqrt(0.75 / 9 / 9);
    expect(e.low).toBeCloseTo(eloFromScore(0.5 - margin), 9);
    expect(e.high).toBeCloseTo(eloFromScore(0.5 + margin), 9);
  });

  it('is narrower than the trinomial interval when colour decides most games, and wider when pairs go one way together', () => {
    // Colour-decided: 40 pairs each won by the first mover (1 point), 6 pairs won twice by A.
    const colour: Pentanomial = [0, 0, 40, 0, 6];
    const c = pentanomialElo(colour);
    const ct = eloEstimate(pentanomialTally(colour));
    expect(c.score).toBeCloseTo(ct.score, 12);
    expect(c.high - c.low).toBeLessThan((ct.high - ct.low) / 2);
    // Correlated: the same score from whole pairs won or lost.
    const together: Pentanomial = [20, 0, 0, 0, 26];
    const t = pentanomialElo(together);
    const tt = eloEstimate(pentanomialTally(together));
    expect(t.high - t.low).toBeGreaterThan(tt.high - tt.low);
  });

  it('gives an SPRT that favours H1 exactly when the score lies above the midpoint of the hypotheses, and decides sooner than the trinomial one on colour-decided pairs', () => {
    const mid = (scoreFromElo(SETTINGS.elo0) + scoreFromElo(SETTINGS.elo1)) / 2;
    fc.assert(
      fc.property(fc.tuple(fc.nat(30), fc.nat(30), fc.nat(30), fc.nat(30), fc.nat(30)), (p) => {
        const s = pentanomialSprt(p, SETTINGS);
        const score = pentanomialElo(p).score;
        if (p.every((v) => v === 0)) expect(s.llr).toBe(0);
        else if (score > mid + 1e-12) expect(s.llr).toBeGreaterThan(0);
        else if (score < mid - 1e-12) expect(s.llr).toBeLessThan(0);
      }),
    );
    const colour: Pentanomial = [0, 0, 60, 0, 12];
    const s = pentanomialSprt(colour, { ...SETTINGS, elo1: 50 });
    expect(s.llr).toBeGreaterThan(2 * sprtLlr(pentanomialTally(colour), { elo0: 0, elo1: 50 }));
    expect(s.decision).toBe('H1');
  });

  it('falls back to the trinomial figures when every pair scored alike, and rejects bad counts and settings', () => {
    const sweep: Pentanomial = [0, 0, 0, 0, 5];
    expect(pentanomialElo(sweep)).toEqual(eloEstimate({ wins: 10, losses: 0, draws: 0 }));
    expect(pentanomialSprt(sweep, SETTINGS).llr).toBeCloseTo(sprtLlr({ wins: 10, losses: 0, draws: 0 }, SETTINGS), 12);
    expect(Number.isNaN(pentanomialElo([0, 0, 0, 0, 0]).score)).toBe(true);
    expect(() => pentanomialElo([1, -1, 0, 0, 0])).toThrow(/non-negative integers/);
    expect(() => pentanomialSprt([1, 0, 0, 0, 0], { ...SETTINGS, alpha: 0.7 })).toThrow(/alpha/);
  });
});
