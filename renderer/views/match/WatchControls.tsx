/**
 * Watching a machine game: pause, single-step and a least interval between moves. The host holds
 * the next turn's request (host/match/pacing.ts), so the move times shown stay the players' own.
 */
import { useState } from 'react';
import type { MatchState, WatchCommand } from '../../../core/api/schemas.ts';
import { messageOf, useApi } from '../../context.ts';
import { WATCH_SPEEDS } from './watch-speeds.ts';
import './WatchControls.css';

export function WatchControls({ match }: { readonly match: MatchState }) {
  const api = useApi();
  const [error, setError] = useState<string | null>(null);
  const watch = match.watch;
  if (!watch || match.status !== 'playing' || match.players.some((p) => p.kind === 'human')) return null;
  const send = (command: WatchCommand) => {
    setError(null);
    void api.watchMatch(match.id, command).catch((e: unknown) => setError(messageOf(e)));
  };
  return (
    <div className="watch-controls" role="group" aria-label="watch controls" data-paused={watch.paused ? 'yes' : 'no'}>
      <button type="button" className="watch-pause" onClick={() => send({ action: watch.paused ? 'resume' : 'pause' })}>
        {watch.paused ? 'Resume ▶' : 'Pause ❚❚'}
      </button>
      <button type="button" className="watch-step" onClick={() => send({ action: 'step' })} disabled={!watch.paused} title="let one more move be played">
        Step ▶❚
      </button>
      <label htmlFor="watch-speed">between moves</label>
      <select id="watch-speed" value={watch.minIntervalMs} onChange={(e) => send({ action: 'interval', ms: Number(e.target.value) })}>
        {WATCH_SPEEDS.map((s) => (
          <option key={s.ms} value={s.ms}>
            {s.label}
          </option>
        ))}
      </select>
      <span className="watch-note">Pausing and pacing wait between turns: the move times shown are measured, never paced.</span>
      {error && (
        <span className="error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
