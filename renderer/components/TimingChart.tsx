/** Per-move timing (measured compute time vs the core's predicted time) with uPlot. */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { MatchMove } from '../../core/api/schemas.ts';

export function TimingChart({ moves, width = 420, height = 180 }: { moves: readonly MatchMove[]; width?: number; height?: number }) {
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const timed = moves.filter((m) => m.timing !== null);

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const css = getComputedStyle(document.documentElement);
    const fg = css.getPropertyValue('--fg').trim() || '#222';
    const grid = css.getPropertyValue('--line').trim() || '#ccc';
    const axis = { stroke: fg, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } };
    const opts: uPlot.Options = {
      width,
      height,
      scales: { x: { time: false } },
      axes: [{ ...axis, label: 'ply' }, { ...axis, label: 'ms' }],
      series: [{ label: 'ply' }, { label: 'measured', stroke: '#2f7de1', width: 2, points: { show: true } }, { label: 'predicted', stroke: '#e0822f', width: 2, dash: [6, 4], points: { show: true } }],
    };
    plot.current = new uPlot(opts, [[], [], []], el);
    return () => {
      plot.current?.destroy();
      plot.current = null;
    };
  }, [width, height]);

  useEffect(() => {
    plot.current?.setData([timed.map((m) => m.ply + 1), timed.map((m) => m.timing!.computeMs), timed.map((m) => m.timing!.predictedMs)]);
  });

  return (
    <figure className="chart" aria-label="per-move timing chart">
      <div ref={host} />
      <figcaption>{timed.length ? `${timed.length} timed moves: measured compute time vs the core's predicted time` : 'timings appear as machines move'}</figcaption>
    </figure>
  );
}
