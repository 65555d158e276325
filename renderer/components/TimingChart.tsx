/**
 * Per-move timing with uPlot: for each side, its measured compute time and the core's predicted
 * time as two series, so two machines can be compared; a log scale on request; and a table of each
 * side's distribution (min, median, p90, p99, max). The legend shows the hovered move, or the last
 * one when the pointer is elsewhere (uPlot's default is `--`). The plot takes its container's width
 * and follows the theme (rebuilt when `data-theme` changes). With no timed move it says so instead
 * of drawing bare axes.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import './TimingChart.css';
import type { MatchMove } from '../../core/api/schemas.ts';
import { legendValue } from '../timing-legend.ts';
import { distributions, forLogScale, timingData, type TimingData } from '../timing-series.ts';
import { useTheme } from '../theme.ts';
import { fmtMs } from './MoveList.tsx';

interface Props {
  readonly moves: readonly MatchMove[];
  /** What to call each side in the legend and the table. */
  readonly names: readonly [string, string];
  readonly height?: number;
}

/** The width of an element, followed as the window resizes. */
function useWidth(el: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const node = el.current;
    if (!node) return;
    const ro = new ResizeObserver(() => setWidth(Math.floor(node.clientWidth)));
    ro.observe(node);
    setWidth(Math.floor(node.clientWidth));
    return () => ro.disconnect();
  }, [el]);
  return width;
}

function alignedData(data: TimingData, log: boolean): uPlot.AlignedData {
  const scale = (v: readonly (number | null)[]) => (log ? forLogScale(v) : [...v]);
  const ys = data.sides.flatMap((s) => (s.predicted ? [scale(s.measured), scale(s.predicted)] : [scale(s.measured)]));
  return [[...data.plies], ...ys];
}

function seriesOf(data: TimingData, names: readonly [string, string], colours: readonly [string, string]): uPlot.Series[] {
  const value = (unit: 'ms' | 'ply') => (u: uPlot, v: number | null, sidx: number, idx: number | null) => legendValue(u.data[sidx] as (number | null)[], v, idx, unit);
  const out: uPlot.Series[] = [{ label: 'ply', value: value('ply') }];
  for (const s of data.sides) {
    const stroke = colours[s.side];
    out.push({ label: `${names[s.side]} measured`, stroke, width: 2, spanGaps: true, points: { show: true }, value: value('ms') });
    if (s.predicted) out.push({ label: `${names[s.side]} predicted`, stroke, width: 1.5, dash: [6, 4], spanGaps: true, points: { show: false }, value: value('ms') });
  }
  return out;
}

export function TimingChart({ moves, names, height = 180 }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const [log, setLog] = useState(false);
  const theme = useTheme();
  const width = useWidth(box);
  const data = timingData(moves);
  const empty = data.plies.length === 0;
  const latest = useRef(alignedData(data, log));
  latest.current = alignedData(data, log);
  // The plot is rebuilt when its series change (a side's first timed move, its first prediction).
  const shape = data.sides.map((s) => `${s.side}${s.predicted ? 'p' : ''}`).join(',');

  useEffect(() => {
    const el = host.current;
    if (!el || empty || width < 50) return;
    const css = getComputedStyle(document.documentElement);
    const fg = css.getPropertyValue('--fg').trim() || '#222';
    const grid = css.getPropertyValue('--line').trim() || '#ccc';
    const colours = [css.getPropertyValue('--p1').trim() || '#d8432f', css.getPropertyValue('--p2').trim() || '#2f6fd1'] as const;
    const axis = { stroke: fg, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } };
    const opts: uPlot.Options = {
      width,
      height,
      scales: { x: { time: false }, y: log ? { distr: 3 } : {} },
      // Whole plies only on the x axis (uPlot would tick 2.5, 3.5, …).
      axes: [{ ...axis, label: 'ply', incrs: [1, 2, 5, 10, 20, 50] }, { ...axis, label: log ? 'ms (log)' : 'ms', size: 56 }],
      series: seriesOf(data, names, colours),
    };
    plot.current = new uPlot(opts, latest.current, el);
    return () => {
      plot.current?.destroy();
      plot.current = null;
    };
    // `data` is followed through `shape` (its series) and setData below (its values).
  }, [width, height, theme, log, empty, shape, names[0], names[1]]);

  useEffect(() => {
    plot.current?.setData(latest.current);
    // Refresh the legend now (uPlot only does it on pointer moves): the last move when not hovering.
    plot.current?.setLegend({});
  });

  return (
    <figure className="chart" aria-label="per-move timing chart" ref={box}>
      {empty ? (
        <p className="chart-empty">no moves yet — timings appear as machines move</p>
      ) : (
        <>
          <div className="chart-tools">
            <label>
              <input type="checkbox" checked={log} onChange={(e) => setLog(e.target.checked)} /> log scale
            </label>
          </div>
          <div ref={host} className="chart-plot" />
          <div className="timing-distribution-wrap">
            <DistributionTable data={data} names={names} />
          </div>
        </>
      )}
    </figure>
  );
}

function DistributionTable({ data, names }: { data: TimingData; names: readonly [string, string] }) {
  return (
    <table className="timing-distribution" aria-label="timing distribution">
      <caption>measured compute time per move</caption>
      <thead>
        <tr>
          <th>side</th>
          <th>moves</th>
          <th>min</th>
          <th>median</th>
          <th>p90</th>
          <th>p99</th>
          <th>max</th>
        </tr>
      </thead>
      <tbody>
        {distributions(data).map((d) => (
          <tr key={d.side} data-side={d.side + 1}>
            <td>{names[d.side]}</td>
            <td>{d.count}</td>
            <td>{fmtMs(d.min)}</td>
            <td>{fmtMs(d.median)}</td>
            <td>{fmtMs(d.p90)}</td>
            <td>{fmtMs(d.p99)}</td>
            <td>{fmtMs(d.max)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
