/** The session as rows (exchanges or hex), following the newest row while auto-scroll is on. */
import { useEffect, useRef } from 'react';
import { escapeBytes } from '../../../core/bytes.ts';
import type { ExchangeLine } from '../../../core/terminal/exchanges.ts';
import { msText } from '../../../core/terminal/log-format.ts';
import type { HexLine } from './session-view.ts';

export type View = 'exchanges' | 'hex';

function ExchangeRows({ lines, t0 }: { lines: readonly ExchangeLine[]; t0: number }) {
  return (
    <table className="session">
      <thead>
        <tr>
          <th className="num">time (ms)</th>
          <th>dir</th>
          <th className="num">after prompt (ms)</th>
          <th>bytes</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l, i) => (
          <tr key={i} className={l.direction} data-exchange={l.exchange}>
            <td className="num">{msText(l.timeMs - t0)}</td>
            <td className="dir">{l.direction.toUpperCase()}</td>
            <td className="num">{l.sincePromptMs === null ? '' : `+${msText(l.sincePromptMs)}`}</td>
            <td className="bytes">{escapeBytes(l.bytes)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function HexRowsTable({ rows, t0 }: { rows: readonly HexLine[]; t0: number }) {
  return (
    <table className="session hex">
      <thead>
        <tr>
          <th className="num">time (ms)</th>
          <th>dir</th>
          <th>offset</th>
          <th>hex</th>
          <th>ASCII</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i} className={r.direction}>
            <td className="num">{msText(r.timeMs - t0)}</td>
            <td className="dir">{r.direction.toUpperCase()}</td>
            <td className="offset">{r.offset}</td>
            <td className="hex">{r.hex}</td>
            <td className="ascii">{r.ascii}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SessionTable(props: { view: View; lines: readonly ExchangeLine[]; hex: readonly HexLine[]; t0: number; autoScroll: boolean; empty: string }) {
  const box = useRef<HTMLDivElement>(null);
  const count = props.view === 'hex' ? props.hex.length : props.lines.length;
  useEffect(() => {
    const el = box.current;
    if (el && props.autoScroll) el.scrollTop = el.scrollHeight;
  }, [count, props.autoScroll, props.view]);
  // A row that grows after it is drawn (bytes arriving in pieces, a column widening) or a resized
  // window moves the bottom without adding a row: follow those too while auto-scroll is on. One
  // observer per shown content (hint or table), not one per row, since a flood adds rows fast.
  const empty = count === 0;
  useEffect(() => {
    const el = box.current;
    if (!el || !props.autoScroll) return;
    const ro = new ResizeObserver(() => {
      el.scrollTop = el.scrollHeight;
    });
    ro.observe(el);
    for (const child of el.children) ro.observe(child);
    return () => ro.disconnect();
  }, [empty, props.autoScroll, props.view]);
  return (
    <div className="session-box" ref={box} aria-label="terminal output" data-rows={count}>
      {count === 0 ? <p className="hint">{props.empty}</p> : props.view === 'hex' ? <HexRowsTable rows={props.hex} t0={props.t0} /> : <ExchangeRows lines={props.lines} t0={props.t0} />}
    </div>
  );
}
