/** What a side's clock shows, from the host's clock state and the time the turn has run here. */
import type { MatchClock } from '../../../core/api/schemas.ts';

export interface ClockView {
  /** Left of the running turn's limit; null when this side is not moving or the turn is unlimited. */
  readonly moveLeftMs: number | null;
  /** moveLeftMs as a share of the limit, 0..1 (for the bar). */
  readonly moveFraction: number;
  /** The side's game time; null without a time control. */
  readonly gameLeftMs: number | null;
}

export function runningClock(clock: MatchClock | null, side: 0 | 1, running: 0 | 1 | null, elapsedMs: number): ClockView {
  const used = running === side ? Math.max(0, elapsedMs) : 0;
  const limit = clock && running === side ? clock.turnLimitMs : 0;
  const moveLeftMs = limit > 0 ? Math.max(0, limit - used) : null;
  const remaining = clock?.remainingMs?.[side];
  return {
    moveLeftMs,
    moveFraction: moveLeftMs === null ? 0 : moveLeftMs / limit,
    gameLeftMs: remaining === undefined ? null : Math.max(0, remaining - used),
  };
}

/** `1:05.3` for a minute and more, `9.8 s` below; never negative. */
export function formatClock(ms: number): string {
  const t = Math.max(0, ms);
  if (t >= 60_000) {
    const m = Math.floor(t / 60_000);
    const s = (t - m * 60_000) / 1000;
    return `${m}:${s.toFixed(1).padStart(4, '0')}`;
  }
  return `${(t / 1000).toFixed(1)} s`;
}
