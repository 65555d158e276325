/**
 * Sequential probability ratio test for "is A stronger than B by elo1 rather than elo0?", the way
 * chess-engine testers (fishtest, cutechess-ob, fastchess) decide a change after as few games as
 * the evidence allows. This is the generalised SPRT with the normal approximation on a trinomial
 * (win/draw/loss) model and logistic Elo, no BayesElo draw model:
 *
 *   s = (W + D/2) / N,  var = (W(1−s)² + D(½−s)² + L·s²) / N   (per-game variance of the score)
 *   s0, s1 = expected scores at elo0, elo1
 *   LLR ≈ N · (s1 − s0) · (2s − s0 − s1) / (2 · var)
 *
 * When every game ended alike (variance 0) the Bernoulli likelihood ratio of the score is used:
 *   LLR = N · (s·log(s1/s0) + (1−s)·log((1−s1)/(1−s0)))
 *
 * Stop with H1 (elo ≥ elo1) when LLR ≥ log((1−β)/α), with H0 (elo ≤ elo0) when LLR ≤ log(β/(1−α)).
 */
import { scoreFromElo, type SeriesTally } from './elo.ts';

export interface SprtSettings {
  readonly elo0: number;
  readonly elo1: number;
  /** False-positive rate (accepting H1 when H0 holds). */
  readonly alpha: number;
  /** False-negative rate (accepting H0 when H1 holds). */
  readonly beta: number;
}

export type SprtDecision = 'H0' | 'H1' | 'continue';

export interface SprtResult {
  readonly llr: number;
  readonly lower: number;
  readonly upper: number;
  readonly decision: SprtDecision;
}

export const DEFAULT_SPRT: SprtSettings = { elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05 };

/** The stopping bounds: [log(β/(1−α)), log((1−β)/α)]. */
export function sprtBounds({ alpha, beta }: SprtSettings): { lower: number; upper: number } {
  return { lower: Math.log(beta / (1 - alpha)), upper: Math.log((1 - beta) / alpha) };
}

export function checkSprtSettings(s: SprtSettings): void {
  const rate = (name: string, v: number): void => {
    if (!(v > 0 && v < 0.5)) throw new RangeError(`SPRT ${name} must be in (0, 0.5), got ${v}`);
  };
  rate('alpha', s.alpha);
  rate('beta', s.beta);
  if (!Number.isFinite(s.elo0) || !Number.isFinite(s.elo1) || !(s.elo1 > s.elo0)) {
    throw new RangeError(`SPRT needs finite elo0 < elo1, got elo0=${s.elo0} elo1=${s.elo1}`);
  }
}

/** Log-likelihood ratio of H1 over H0 for a tally (0 when it cannot yet be estimated). */
export function sprtLlr({ wins, losses, draws }: SeriesTally, { elo0, elo1 }: Pick<SprtSettings, 'elo0' | 'elo1'>): number {
  for (const [name, v] of [['wins', wins], ['losses', losses], ['draws', draws]] as const) {
    if (!Number.isInteger(v) || v < 0) throw new RangeError(`SPRT ${name} must be a non-negative integer, got ${v}`);
  }
  const n = wins + losses + draws;
  if (n === 0) return 0;
  const s = (wins + draws / 2) / n;
  const variance = (wins * (1 - s) ** 2 + draws * (0.5 - s) ** 2 + losses * s ** 2) / n;
  const s0 = scoreFromElo(elo0);
  const s1 = scoreFromElo(elo1);
  // All games ended alike (a clean sweep between deterministic players is common here): the
  // approximation has no variance to divide by, and returning 0 would never stop the series.
  // Use the likelihood ratio of the score taken as a Bernoulli outcome instead, so 5–0 against
  // elo0 0, elo1 400 decides (P(5–0 | equal) = 1/32), while 2–0 does not.
  if (variance === 0) return n * (s * Math.log(s1 / s0) + (1 - s) * Math.log((1 - s1) / (1 - s0)));
  return normalLlr(n, s, variance, s0, s1);
}

/** The GSPRT's normal approximation over n trials of mean score s and per-trial variance (> 0): N·(s1 − s0)·(2s − s0 − s1) / (2·var). */
export function normalLlr(n: number, s: number, variance: number, s0: number, s1: number): number {
  return (n * (s1 - s0) * (2 * s - s0 - s1)) / (2 * variance);
}

export function sprt(tally: SeriesTally, settings: SprtSettings = DEFAULT_SPRT): SprtResult {
  checkSprtSettings(settings);
  const llr = sprtLlr(tally, settings);
  const { lower, upper } = sprtBounds(settings);
  const decision: SprtDecision = llr >= upper ? 'H1' : llr <= lower ? 'H0' : 'continue';
  return { llr, lower, upper, decision };
}
