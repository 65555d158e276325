/** An Elo difference for people, one form for the CLI and the UI: `+88`, `−12`, `0`, `+∞`, `n/a`. */
export function formatElo(v: number): string {
  if (Number.isNaN(v)) return 'n/a';
  if (!Number.isFinite(v)) return v > 0 ? '+∞' : '−∞';
  const r = Math.round(v);
  return `${r > 0 ? '+' : r < 0 ? '−' : ''}${Math.abs(r)}`;
}

/** `+88 (−65 … +257)`: the estimate and its interval. */
export function formatEloInterval(e: { readonly elo: number; readonly low: number; readonly high: number }): string {
  return `${formatElo(e.elo)} (${formatElo(e.low)} … ${formatElo(e.high)})`;
}
