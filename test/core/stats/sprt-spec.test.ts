import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatSprtSpec, parseSprtSpec } from '../../../core/stats/sprt-spec.ts';
import { sprt, sprtLlr } from '../../../core/stats/sprt.ts';

describe('parseSprtSpec', () => {
  it('reads elo0,elo1 with the default error rates, and all four values', () => {
    expect(parseSprtSpec('0,10')).toEqual({ elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05 });
    expect(parseSprtSpec('-5, 5, 0.01, 0.1')).toEqual({ elo0: -5, elo1: 5, alpha: 0.01, beta: 0.1 });
  });

  it('round-trips through formatSprtSpec', () => {
    const settings = fc.record({ elo0: fc.integer({ min: -500, max: 500 }), d: fc.integer({ min: 1, max: 500 }), alpha: fc.integer({ min: 1, max: 49 }), beta: fc.integer({ min: 1, max: 49 }) });
    fc.assert(
      fc.property(settings, ({ elo0, d, alpha, beta }) => {
        const s = { elo0, elo1: elo0 + d, alpha: alpha / 100, beta: beta / 100 };
        expect(parseSprtSpec(formatSprtSpec(s))).toEqual(s);
      }),
    );
  });

  it('names what is wrong', () => {
    expect(() => parseSprtSpec('10')).toThrow(/SPRT "10": 1 value\(s\); expected elo0,elo1/);
    expect(() => parseSprtSpec('0,x')).toThrow(/value 2 \("x"\) is not a number/);
    expect(() => parseSprtSpec('10,0')).toThrow(/elo1 must be greater than elo0/);
    expect(() => parseSprtSpec('0,10,0.5,0.05')).toThrow(/alpha and beta must lie in \(0, 0.5\)/);
  });
});

describe('SPRT stop on decision', () => {
  const tally = fc.record({ wins: fc.nat(300), losses: fc.nat(300), draws: fc.nat(300) });

  it('is symmetric: for elo0 = −elo1, swapping wins and losses negates the LLR and swaps H0 and H1', () => {
    fc.assert(
      fc.property(tally, fc.integer({ min: 1, max: 200 }), (t, e) => {
        const s = { elo0: -e, elo1: e, alpha: 0.05, beta: 0.05 };
        const swapped = { wins: t.losses, losses: t.wins, draws: t.draws };
        expect(sprtLlr(swapped, s) + sprtLlr(t, s)).toBeCloseTo(0, 9);
        const d = sprt(t, s).decision;
        expect(sprt(swapped, s).decision).toBe(d === 'H1' ? 'H0' : d === 'H0' ? 'H1' : 'continue');
      }),
    );
  });

  it('a player that keeps winning three of four is accepted as stronger before 200 games, and its decision holds the bound', () => {
    const s = { elo0: 0, elo1: 50, alpha: 0.05, beta: 0.05 };
    let t = { wins: 0, losses: 0, draws: 0 };
    let stoppedAt: number | null = null;
    for (let n = 1; n <= 200 && stoppedAt === null; n++) {
      t = n % 4 === 0 ? { ...t, losses: t.losses + 1 } : { ...t, wins: t.wins + 1 };
      const r = sprt(t, s);
      if (r.decision !== 'continue') {
        stoppedAt = n;
        expect(r.decision).toBe('H1');
        expect(r.llr).toBeGreaterThanOrEqual(r.upper);
      }
    }
    expect(stoppedAt).not.toBeNull();
  });
});
