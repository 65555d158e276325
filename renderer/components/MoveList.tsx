/** The moves with their codes and timings; the current one (replay) is marked. */
import type { MatchMove } from '../../core/api/schemas.ts';

export function fmtMs(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  return ms < 10 ? `${ms.toFixed(2)} ms` : ms < 1000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

type EngineInfo = NonNullable<NonNullable<MatchMove['timing']>['engine']>;

/** `61% 4.1k/10k`: the win-rate, then the chosen move's visits of all playouts. */
export function fmtEngine(e: EngineInfo | null | undefined): string {
  if (!e) return '—';
  const k = (n: number) => (n >= 10_000 ? `${Math.round(n / 1000)}k` : n >= 1000 ? `${(n / 1000).toFixed(1)}k` : String(n));
  return `${Math.round(e.winRate * 100)}% ${k(e.visits)}/${k(e.playouts)}`;
}

export function MoveList({ moves, current = null, names }: { moves: readonly MatchMove[]; current?: number | null; names: readonly [string, string] }) {
  // The engine column appears only in games with a searching engine (`uct:`).
  const engine = moves.some((m) => m.timing?.engine);
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
            {engine && <th title="win-rate, visits of the move / playouts">engine</th>}
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
              {engine && <td className="engine">{fmtEngine(m.timing?.engine)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
