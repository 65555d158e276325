/** The timing chart's legend text, kept apart from uPlot (which needs a real browser to load). */
import { fmtMs } from './components/MoveList.tsx';

/**
 * The value at the hovered index, or the series' last value when nothing is hovered (uPlot would
 * show `--`). A side's series is empty on the other side's plies: its last value is its last move's.
 */
export function legendValue(data: readonly (number | null | undefined)[], value: number | null | undefined, idx: number | null | undefined, unit: 'ms' | 'ply'): string {
  const v = idx === null || idx === undefined ? lastValue(data) : value;
  if (v === null || v === undefined) return '—';
  return unit === 'ms' ? fmtMs(v) : String(v);
}

function lastValue(data: readonly (number | null | undefined)[]): number | null {
  for (let i = data.length - 1; i >= 0; i--) {
    const d = data[i];
    if (d !== null && d !== undefined) return d;
  }
  return null;
}
