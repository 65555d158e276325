/**
 * Game-pair ("pentanomial") statistics, as fishtest and fastchess count colour-swapped pairs: each
 * pair of games from the same start, one with each colour, scores 0, ½, 1, 1½ or 2, and the pairs,
 * not the games, are the independent trials.
 *
 * Why: in Blokus Duo the first mover's advantage is large (Pentobi 6 against itself: the first mover
 * won 77 of 100 games), so a game's result is mostly its colour. The trinomial model treats the two
 * games of a pair as independent and counts that colour swing as noise; the pair's sum cancels it,
 * and its variance is the one that matters for a difference in strength. Same formulas as sprt.ts
 * and elo.ts, with a pair's mean score per game as the observation:
 *
 *   x = pair score / 2,  s = mean x,  var = mean (x − s)²   over N pairs
 *   interval: s ± 1.96·√(var / N), through the logistic Elo curve
 *   LLR ≈ N · (s1 − s0) · (2s − s0 − s1) / (2 · var)
 *
 * When every pair scored alike (variance 0) the interval and the LLR fall back to the trinomial
 * ones of the same games, which handle a sweep (Wilson interval, Bernoulli likelihood ratio).
 */
import { eloEstimate, normalEloEstimate, scoreFromElo, type EloEstimate, type SeriesTally } from './elo.ts';
import { checkSprtSettings, normalLlr, sprtBounds, sprtLlr, type SprtResult, type SprtSettings } from './sprt.ts';

/** Pairs that scored 0, ½, 1, 1½ and 2 (a pair's two games' points for the side counted). */
export type Pentanomial = readonly [number, number, number, number, number];

/** One game's result for the side counted: 1 win, ½ draw, 0 loss. */
export type GamePoints = 0 | 0.5 | 1;

/** The pentanomial of pairs given as their two games' points. */
export function pentanomialOf(pairs: readonly (readonly [GamePoints, GamePoints])[]): Pentanomial {
  const counts: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  for (const [x, y] of pairs) counts[(x + y) * 2]!++;
  return counts;
}

function checkCounts(p: Pentanomial): number {
  for (const v of p) if (!Number.isInteger(v) || v < 0) throw new RangeError(`pentanomial counts must be non-negative integers, got [${p.join(', ')}]`);
  return p.reduce((t, v) => t + v, 0);
}

/** The games a pentanomial holds as a win/loss/draw tally (a pair scoring 1 may be a draw twice or a win and a loss: counted as a win and a loss, which has the same score and more variance). */
export function pentanomialTally(p: Pentanomial): SeriesTally {
  return { wins: p[4] * 2 + p[3] + p[2], losses: p[0] * 2 + p[1] + p[2], draws: p[1] + p[3] };
}

/** Mean score per game and the variance of a pair's mean score, over N pairs. */
function moments(p: Pentanomial): { n: number; score: number; variance: number } {
  const n = checkCounts(p);
  if (n === 0) return { n, score: NaN, variance: NaN };
  const score = p.reduce((t, v, k) => t + (v * k) / 4, 0) / n;
  const variance = p.reduce((t, v, k) => t + v * (k / 4 - score) ** 2, 0) / n;
  return { n, score, variance };
}

/** Elo with its 95% interval from pairs. */
export function pentanomialElo(p: Pentanomial): EloEstimate {
  const { n, score, variance } = moments(p);
  if (n === 0) return { score: NaN, elo: NaN, low: NaN, high: NaN };
  return variance === 0 ? eloEstimate(pentanomialTally(p)) : normalEloEstimate(score, variance, n);
}

/** The SPRT of sprt.ts on pairs. */
export function pentanomialSprt(p: Pentanomial, settings: SprtSettings): SprtResult {
  checkSprtSettings(settings);
  const { n, score, variance } = moments(p);
  const { lower, upper } = sprtBounds(settings);
  const llr = n === 0 ? 0 : variance === 0 ? sprtLlr(pentanomialTally(p), settings) : normalLlr(n, score, variance, scoreFromElo(settings.elo0), scoreFromElo(settings.elo1));
  return { llr, lower, upper, decision: llr >= upper ? 'H1' : llr <= lower ? 'H0' : 'continue' };
}
