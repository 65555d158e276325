/**
 * Paired comparison of two configurations that played the same jobs (the same opening, start square
 * and colours against the same opponent): per job the difference of their points, and the mean
 * difference with its 95% interval by the normal approximation (a t interval differs by under 2%
 * from 30 pairs on). Pairing cancels what the job decides by itself — mostly the colour in Blokus
 * Duo — so the interval is the one a difference in strength needs.
 */
import { Z95 } from './elo.ts';
import type { GamePoints } from './pentanomial.ts';

export interface PairedDifference {
  /** Jobs both sides played. */
  readonly n: number;
  /** Mean points difference a game (−1..1), A less B. */
  readonly mean: number;
  /** Half-width of the 95% interval (Infinity from fewer than two jobs). */
  readonly half: number;
  /** Jobs in which A scored more, and fewer. */
  readonly better: number;
  readonly worse: number;
}

/** The paired difference over jobs `pairs`, each A's points and B's points in the same job. */
export function pairedDifference(pairs: readonly (readonly [GamePoints, GamePoints])[]): PairedDifference {
  const n = pairs.length;
  if (n === 0) return { n, mean: NaN, half: NaN, better: 0, worse: 0 };
  const d = pairs.map(([a, b]) => a - b);
  const mean = d.reduce((t, x) => t + x, 0) / n;
  const variance = n > 1 ? d.reduce((t, x) => t + (x - mean) ** 2, 0) / (n - 1) : Infinity;
  return { n, mean, half: Z95 * Math.sqrt(variance / n), better: d.filter((x) => x > 0).length, worse: d.filter((x) => x < 0).length };
}

/** "+3.5 ± 9.3 points per 100 games (16 better, 19 worse, of 100)". */
export function describePairedDifference(p: PairedDifference): string {
  if (p.n === 0) return 'no job in common';
  const pts = (v: number): string => (100 * v).toFixed(1);
  const sign = p.mean > 0 ? '+' : p.mean < 0 ? '−' : '';
  const half = Number.isFinite(p.half) ? pts(p.half) : '∞';
  return `${sign}${pts(Math.abs(p.mean))} ± ${half} points per 100 games (${p.better} better, ${p.worse} worse, of ${p.n})`;
}
