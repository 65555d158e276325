/** The timing chart's legend text, kept apart from uPlot (which needs a real browser to load). */
import { fmtMs } from './components/MoveList.tsx';

/** The value at the hovered index, or the series' last value when nothing is hovered (uPlot would show `--`). */
export function legendValue(data: readonly (number | null | undefined)[], value: number | null | undefined, idx: number | null | undefined, unit: 'ms' | 'ply'): string {
  const v = idx === null || idx === undefined ? data[data.length - 1] : value;
  if (v === null || v === undefined) return '—';
  return unit === 'ms' ? fmtMs(v) : String(v);
}
