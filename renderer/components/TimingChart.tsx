/**
 * Per-move timing (measured compute time vs the core's predicted time) with uPlot. The legend
 * shows the hovered move's times, and the last move's when the pointer is elsewhere (uPlot's
 * default is `--`). Colours follow the theme: the plot is rebuilt when `data-theme` changes.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { MatchMove } from '../../core/api/schemas.ts';
import { legendValue } from '../timing-legend.ts';
import { useTheme } from '../theme.ts';

export function TimingChart({ moves, width = 420, height = 180 }: { moves: readonly MatchMove[]; width?: number; height?: number }) {
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const timed = moves.filter((m) => m.timing !== null);
  const theme = useTheme();
  const data: uPlot.AlignedData = [timed.map((m) => m.ply + 1), timed.map((m) => m.timing!.computeMs), timed.map((m) => m.timing!.predictedMs)];
  const latest = useRef(data);
  latest.current = data;

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const css = getComputedStyle(document.documentElement);
    const fg = css.getPropertyValue('--fg').trim() || '#222';
    const grid = css.getPropertyValue('--line').trim() || '#ccc';
    const axis = { stroke: fg, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } };
    const value = (unit: 'ms' | 'ply') => (u: uPlot, v: number | null, sidx: number, idx: number | null) => legendValue(u.data[sidx] as (number | null)[], v, idx, unit);
    const opts: uPlot.Options = {
      width,
      height,
      scales: { x: { time: false } },
      // Whole plies only on the x axis (uPlot would tick 2.5, 3.5, …).
      axes: [{ ...axis, label: 'ply', incrs: [1, 2, 5, 10, 20, 50] }, { ...axis, label: 'ms' }],
      series: [
        { label: 'ply', value: value('ply') },
        { label: 'measured', stroke: '#2f7de1', width: 2, points: { show: true }, value: value('ms') },
        { label: 'predicted', stroke: '#e0822f', width: 2, dash: [6, 4], points: { show: true }, value: value('ms') },
      ],
    };
    plot.current = new uPlot(opts, latest.current, el);
    return () => {
      plot.current?.destroy();
      plot.current = null;
    };
  }, [width, height, theme]);

  useEffect(() => {
    plot.current?.setData(latest.current);
    // Refresh the legend now (uPlot only does it on pointer moves): the last move when not hovering.
    plot.current?.setLegend({});
  });

  return (
    <figure className="chart" aria-label="per-move timing chart">
      <div ref={host} />
      <figcaption>{timed.length ? `${timed.length} timed moves: measured compute time vs the core's predicted time (legend: last move, or the one pointed at)` : 'timings appear as machines move'}</figcaption>
    </figure>
  );
}
