/** The moves with their codes and timings; the current one (replay) is marked. */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { MatchMove } from '../../core/api/schemas.ts';
import { engineCompact, engineKeyValues } from '../../core/match/engine-text.ts';

export function fmtMs(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  return ms < 10 ? `${ms.toFixed(2)} ms` : ms < 1000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

interface MoveListProps {
  moves: readonly MatchMove[];
  /** The ply shown on the board (a replay or a position picked from the list); null follows the latest move. */
  current?: number | null;
  names: readonly [string, string];
  /** Called with a row's ply when it is clicked (or chosen with Enter); rows are plain text without it. */
  onSelect?: (ply: number) => void;
}

export function MoveList({ moves, current = null, names, onSelect }: MoveListProps) {
  // The engine column appears only in games where a player reported its search: an engine's
  // output, a board's cycle report, an emulated core's counts.
  const engine = moves.some((m) => m.timing?.engine);
  const box = useRef<HTMLDivElement>(null);
  const focus = current ?? moves.at(-1)?.ply ?? null;
  // Keep the followed row in view: the latest move while live, the current one in a replay. Only the
  // list scrolls (scrollIntoView would also scroll the page under the user).
  useEffect(() => {
    const list = box.current;
    const row = focus === null ? null : list?.querySelector<HTMLElement>(`tr[data-ply="${focus}"]`);
    if (!list || !row) return;
    const header = list.querySelector('thead')?.offsetHeight ?? 0;
    if (row.offsetTop - header < list.scrollTop) list.scrollTop = row.offsetTop - header;
    else if (row.offsetTop + row.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = row.offsetTop + row.offsetHeight - list.clientHeight;
  }, [focus, moves.length]);
  return (
    <div className={`move-list${onSelect ? ' selectable' : ''}`} aria-label="moves" ref={box}>
      <table>
        <thead>
          <tr>
            <th>#</th>
            <th>side</th>
            <th>move</th>
            <th>time</th>
            <th>predicted</th>
            {engine && <th title="the player's own report: win-rate, visits/playouts, depth (d), nodes (n), evaluation, clock cycles (cyc)">engine</th>}
          </tr>
        </thead>
        <tbody>
          {moves.map((m) => (
            <tr
              key={m.ply}
              className={current === m.ply ? 'current' : ''}
              data-ply={m.ply}
              {...(onSelect
                ? {
                    tabIndex: 0,
                    onClick: () => onSelect(m.ply),
                    onKeyDown: (e: KeyboardEvent) => {
                      if (e.key === 'Enter') onSelect(m.ply);
                    },
                  }
                : {})}
            >
              <td>{m.ply + 1}</td>
              <td className={`side-dot s${m.side + 1}`} title={names[m.side]}>
                {m.side + 1}
              </td>
              <td className="code">{m.text}</td>
              <td>{fmtMs(m.timing?.computeMs)}</td>
              <td>{fmtMs(m.timing?.predictedMs)}</td>
              {engine && (
                <td className="engine" title={engineKeyValues(m.timing?.engine)}>
                  {engineCompact(m.timing?.engine)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
