/** Order statistics for move timings: median, 95th percentile and maximum. */

export interface TimingSummary {
  readonly count: number;
  /** null when there are no samples. */
  readonly median: number | null;
  readonly p95: number | null;
  readonly max: number | null;
  readonly mean: number | null;
}

/**
 * Percentile by linear interpolation between closest ranks (the "R-7"/NumPy default), so the
 * median of an even count is the mean of the two middle values. `p` in 0..100.
 */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile ${p} is outside 0..100`);
  const rank = (p / 100) * (sorted.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  const a = sorted[lo] as number;
  const b = sorted[hi] as number;
  return a + (b - a) * (rank - lo);
}

export function summarize(values: readonly number[]): TimingSummary {
  const finite = values.filter((v) => Number.isFinite(v));
  const sorted = [...finite].sort((a, b) => a - b);
  if (sorted.length === 0) return { count: 0, median: null, p95: null, max: null, mean: null };
  return {
    count: sorted.length,
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1] as number,
    mean: sorted.reduce((s, v) => s + v, 0) / sorted.length,
  };
}
