/**
 * Pentobi's simulations a move in Duo (its Player.cpp, levels 4 and up; read for the fact): the
 * level's count × 0.7·e^(0.1·i), i the mover's pieces on the board, × 0.6 more on its first move,
 * rounded up. Pentobi spreads a game's time evenly this way, since its simulations get faster as
 * the board fills. `mcts:deadline=0,pentobiSchedule=1,playouts=N` runs it, so that the lab can play
 * Pentobi level L with L's own count N (7,280 at level 6, 221,867 at level 7) a move.
 */
export function pentobiPlayouts(count: number, history: readonly number[]): number {
  // The mover's moves are every second entry back from the last, passes (−1) among them.
  let pieces = 0;
  for (let i = history.length - 2; i >= 0; i -= 2) if (history[i]! >= 0) pieces++;
  const weight = 0.7 * Math.exp(0.1 * pieces) * (pieces === 0 ? 0.6 : 1);
  return Math.max(1, Math.ceil(count * weight));
}
