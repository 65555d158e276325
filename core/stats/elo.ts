/**
 * Elo difference from a series result, with a 95% confidence interval. The interval comes from the
 * standard error of the mean per-game score (a trinomial win/draw/loss model, as cutechess and
 * most engine testers use), mapped through the logistic Elo curve.
 */

export interface SeriesTally {
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
}

export interface EloEstimate {
  /** Mean score per game, 0..1 (win 1, draw ½). NaN when no game was played. */
  readonly score: number;
  /** Elo difference of the first player over the second; ±Infinity when every game went one way. */
  readonly elo: number;
  /**
   * Lower and upper bound of the 95% interval (may be ±Infinity). When every game went the same way
   * the bounds come from the Wilson score interval, so a 4–0 sweep still has a finite lower bound.
   */
  readonly low: number;
  readonly high: number;
}

/** Two-sided 95% quantile of the standard normal distribution. */
export const Z95 = 1.959963984540054;

/** Elo difference that makes `score` the expected score: −400·log10(1/score − 1). */
export function eloFromScore(score: number): number {
  if (score <= 0) return -Infinity;
  if (score >= 1) return Infinity;
  return -400 * Math.log10(1 / score - 1);
}

/** Expected score of a player `elo` points stronger: 1 / (1 + 10^(−elo/400)). */
export function scoreFromElo(elo: number): number {
  return 1 / (1 + Math.pow(10, -elo / 400));
}

function checkCount(name: string, v: number): void {
  if (!Number.isInteger(v) || v < 0) throw new RangeError(`${name} must be a non-negative integer, got ${v}`);
}

export function eloEstimate({ wins, losses, draws }: SeriesTally): EloEstimate {
  checkCount('wins', wins);
  checkCount('losses', losses);
  checkCount('draws', draws);
  const n = wins + losses + draws;
  if (n === 0) return { score: NaN, elo: NaN, low: NaN, high: NaN };
  const score = (wins + draws / 2) / n;
  const variance = (wins * (1 - score) ** 2 + draws * (0.5 - score) ** 2 + losses * score ** 2) / n;
  if (variance === 0) {
    // Every game ended the same way: the normal approximation collapses to a zero-width interval,
    // which would claim certainty from 4 games. The Wilson score interval stays honest there.
    const [lo, hi] = wilsonInterval(score, n);
    return { score, elo: eloFromScore(score), low: eloFromScore(lo), high: eloFromScore(hi) };
  }
  return normalEloEstimate(score, variance, n);
}

/** Elo and its 95% interval from n trials of mean score `score` and per-trial variance (> 0), by the normal approximation. */
export function normalEloEstimate(score: number, variance: number, n: number): EloEstimate {
  const margin = Z95 * Math.sqrt(variance / n);
  return { score, elo: eloFromScore(score), low: eloFromScore(score - margin), high: eloFromScore(score + margin) };
}

/** Wilson 95% score interval for a proportion `p` observed over `n` trials. */
export function wilsonInterval(p: number, n: number): [low: number, high: number] {
  const z2 = Z95 * Z95;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  // At p = 0 or 1 one bound is exactly 0 or 1; rounding would leave it a hair inside, turning an
  // infinite Elo bound into a finite one that no longer brackets the ±Infinity estimate.
  const low = p === 0 ? 0 : Math.max(0, centre - half);
  const high = p === 1 ? 1 : Math.min(1, centre + half);
  return [low, high];
}
