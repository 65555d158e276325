/** A series' or tournament's standings (Elo with its 95% interval), crosstable and games, as they stand. */
import type { SeriesState } from '../../../core/api/schemas.ts';
import { formatEloInterval } from '../../../core/stats/elo-text.ts';

const points = (p: number) => (Number.isInteger(p) ? String(p) : p.toFixed(1));
/** The view's Elo back to numbers: null stands for an infinite bound (JSON has none). */
function eloText(e: SeriesState['standings'][number]['elo'], games: number): string {
  if (games === 0) return '—';
  const low = e.low ?? -Infinity;
  const high = e.high ?? Infinity;
  // A null estimate is infinite: all won when its lower bound is finite, all lost otherwise.
  return formatEloInterval({ elo: e.value ?? (e.low === null ? -Infinity : Infinity), low, high });
}

export function Standings({ state }: { state: SeriesState }) {
  return (
    <table className="standings" aria-label="standings">
      <thead>
        <tr>
          <th>#</th>
          <th className="name">player</th>
          <th title="a win 1, a draw ½">points</th>
          <th>games</th>
          <th>W-D-L</th>
          <th title="Elo against the field it met, with its 95% interval">Elo (95%)</th>
        </tr>
      </thead>
      <tbody>
        {state.standings.map((s) => (
          <tr key={s.player} data-player={s.player}>
            <td>{s.rank}</td>
            <td className="name">{state.players[s.player]?.label}</td>
            <td>{points(s.points)}</td>
            <td>{s.games}</td>
            <td>
              {s.wins}-{s.draws}-{s.losses}
            </td>
            <td className="elo">{eloText(s.elo, s.games)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Row player's points against the column player, out of the games they played. */
export function Crosstable({ state }: { state: SeriesState }) {
  const order = state.standings.map((s) => s.player);
  return (
    <table className="crosstable" aria-label="crosstable">
      <thead>
        <tr>
          <th className="name" />
          {order.map((p) => (
            <th key={p} title={state.players[p]?.label}>
              {p + 1}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {order.map((row) => (
          <tr key={row}>
            <th className="name" scope="row">
              {state.players[row]?.label}
            </th>
            {order.map((col) => {
              const c = state.crosstable[row]?.[col];
              const text = row === col ? '—' : !c || c.games === 0 ? '·' : `${points(c.points)}/${c.games}`;
              return (
                <td key={col} data-cell={`${row}-${col}`}>
                  {text}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function GamesTable({ state }: { state: SeriesState }) {
  const name = (i: number) => state.players[i]?.label ?? String(i + 1);
  return (
    <div className="series-games" aria-label="games">
      <table>
        <thead>
          <tr>
            <th>game</th>
            <th className="name">first</th>
            <th className="name">second</th>
            <th>result</th>
            <th>plies</th>
            <th className="name">verdict</th>
          </tr>
        </thead>
        <tbody>
          {[...state.games].reverse().map((g) => (
            <tr key={g.index} data-game={g.index}>
              <td>{g.index + 1}</td>
              <td className="name">{name(g.first)}</td>
              <td className="name">{name(g.second)}</td>
              <td className="result">{g.winner === null ? '½–½' : g.winner === g.first ? '1–0' : '0–1'}</td>
              <td>{g.plies}</td>
              <td className="name verdict-text" title={g.opening.length ? `opening ${g.opening.join(' ')}` : undefined}>
                {g.text}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
