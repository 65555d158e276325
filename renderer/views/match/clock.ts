/**
 * The running clock of the side to move. The turn's start is taken when a move arrives, which can
 * be newer than the last 200 ms tick (and, before the first tick of a new game, much newer), so the
 * elapsed time is clamped: a clock never shows a negative time.
 */
export function elapsedSince(turnStartMs: number, nowMs: number): number {
  return Math.max(0, nowMs - turnStartMs);
}
