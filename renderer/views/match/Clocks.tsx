/**
 * Both sides' clocks as the host keeps them (MatchState.clock): who is thinking, a countdown to the
 * turn's limit (the tighter of the per-move limit and the game time), and each side's game time
 * when the match has a time control. The countdown starts when this page heard that the request
 * went out, so it may trail the host by a network hop; it never shows less than zero.
 */
import { useEffect, useState } from 'react';
import type { MatchState } from '../../../core/api/schemas.ts';
import { formatClock, runningClock } from './clock-view.ts';
import './Clocks.css';

/** performance.now() of the moment `key` last changed. */
function useSince(key: string): number {
  const [since, setSince] = useState(() => ({ key, at: performance.now() }));
  if (since.key !== key) {
    const next = { key, at: performance.now() };
    setSince(next);
    return next.at;
  }
  return since.at;
}

/** Re-renders every `ms` while `active`. */
function useTicking(active: boolean, ms: number): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const t = setInterval(() => setTick((n) => n + 1), ms);
    return () => clearInterval(t);
  }, [active, ms]);
}

function statusOf(match: MatchState, side: 0 | 1, running: boolean): string {
  if (match.status === 'over') return match.verdict?.winner === side ? 'won' : match.verdict?.winner === null ? 'draw' : 'lost';
  if (!running) return match.watch?.paused && match.players[side].kind !== 'human' ? 'paused' : 'waiting';
  return match.awaitingHuman === side ? 'your move' : 'thinking';
}

export function Clocks({ match }: { readonly match: MatchState }) {
  const clock = match.clock ?? null;
  const running = match.status === 'playing' ? (clock?.running ?? null) : null;
  const since = useSince(`${match.id}:${match.moves.length}:${running}`);
  useTicking(running !== null, 100);
  // Read at render time, not from the tick, so the elapsed time cannot come out negative.
  const elapsedMs = running === null ? 0 : Math.max(0, performance.now() - since);
  return (
    <div className="clocks" aria-label="clocks">
      {([0, 1] as const).map((side) => {
        const view = runningClock(clock, side, running, elapsedMs);
        return (
          <div key={side} className={`side-clock s${side + 1}${running === side ? ' running' : ''}`} data-side={side + 1} data-running={running === side ? 'yes' : 'no'}>
            <div className="side-clock-head">
              <span className={`side-dot s${side + 1}`} /> <span className="side-clock-name">{match.players[side].label}</span>
              <span className="side-clock-status">{statusOf(match, side, running === side)}</span>
            </div>
            {view.moveLeftMs !== null && (
              <div className="move-countdown" title="time left for this move" data-ms={Math.round(view.moveLeftMs)}>
                <span className="move-countdown-bar" style={{ width: `${Math.round(view.moveFraction * 100)}%` }} />
                <span className="move-countdown-text">{formatClock(view.moveLeftMs)} left</span>
              </div>
            )}
            {view.gameLeftMs !== null && (
              <div className={`game-time${view.gameLeftMs === 0 ? ' flagged' : ''}`} title="game time left" data-ms={Math.round(view.gameLeftMs)}>
                {formatClock(view.gameLeftMs)}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
