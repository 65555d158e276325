/** The moves with their codes and timings; the current one (replay) is marked. */
import type { MatchMove } from '../../core/api/schemas.ts';

export function fmtMs(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  return ms < 10 ? `${ms.toFixed(2)} ms` : ms < 1000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

export function MoveList({ moves, current = null, names }: { moves: readonly MatchMove[]; current?: number | null; names: readonly [string, string] }) {
  return (
    <div className="move-list" aria-label="moves">
      <table>
        <thead>
          <tr>
            <th>#</th>
            <th>side</th>
            <th>move</th>
            <th>time</th>
            <th>predicted</th>
          </tr>
        </thead>
        <tbody>
          {moves.map((m) => (
            <tr key={m.ply} className={current === m.ply ? 'current' : ''} data-ply={m.ply}>
              <td>{m.ply + 1}</td>
              <td className={`side-dot s${m.side + 1}`} title={names[m.side]}>
                {m.side + 1}
              </td>
              <td className="code">{m.text}</td>
              <td>{fmtMs(m.timing?.computeMs)}</td>
              <td>{fmtMs(m.timing?.predictedMs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
