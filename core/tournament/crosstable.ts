/**
 * The crosstable and the standings of a tournament, from the games played so far. A win is worth
 * 1 point, a draw ½; an aborted game (stopped, a player's bug) counts for nobody. Standings are
 * ordered by points, then by the Sonneborn–Berger score (each opponent's total weighted by the
 * points taken from them), then by entry order, so the order is total and stable.
 */
import { eloEstimate, type EloEstimate, type SeriesTally } from '../stats/elo.ts';

export interface GameResult {
  readonly first: number;
  readonly second: number;
  /** The winning player's index, or null for a draw. */
  readonly winner: number | null;
  /** False for a game that decided nothing (aborted): it is listed but scores for no one. */
  readonly counted: boolean;
}

export interface CrossCell extends SeriesTally {
  readonly games: number;
  readonly points: number;
}

export interface Standing extends SeriesTally {
  readonly player: number;
  readonly rank: number;
  readonly games: number;
  readonly points: number;
  readonly sonnebornBerger: number;
  /** Elo of the player over the field it met, with its 95% interval (core/stats/elo.ts). */
  readonly elo: EloEstimate;
}

export interface Crosstable {
  /** `cells[i][j]`: player i's results against player j (the diagonal stays empty). */
  readonly cells: readonly (readonly CrossCell[])[];
  /** Best first. */
  readonly standings: readonly Standing[];
}

const empty = (): { games: number; wins: number; draws: number; losses: number; points: number } => ({ games: 0, wins: 0, draws: 0, losses: 0, points: 0 });

function checkIndex(players: number, g: GameResult): void {
  const ok = (i: number) => Number.isInteger(i) && i >= 0 && i < players;
  if (!ok(g.first) || !ok(g.second) || g.first === g.second || (g.winner !== null && g.winner !== g.first && g.winner !== g.second)) {
    throw new RangeError(`game result ${JSON.stringify(g)} does not name two distinct players of ${players}, or its winner is neither`);
  }
}

export function crosstable(players: number, results: readonly GameResult[]): Crosstable {
  const cells = Array.from({ length: players }, () => Array.from({ length: players }, empty));
  for (const g of results) {
    checkIndex(players, g);
    if (!g.counted) continue;
    for (const [me, them] of [[g.first, g.second], [g.second, g.first]] as const) {
      const c = cells[me]![them]!;
      c.games++;
      if (g.winner === null) {
        c.draws++;
        c.points += 0.5;
      } else if (g.winner === me) {
        c.wins++;
        c.points += 1;
      } else c.losses++;
    }
  }
  const totals = cells.map((row) => row.reduce((t, c) => ({ games: t.games + c.games, wins: t.wins + c.wins, draws: t.draws + c.draws, losses: t.losses + c.losses, points: t.points + c.points }), empty()));
  const sb = cells.map((row) => row.reduce((s, c, j) => s + c.points * totals[j]!.points, 0));
  const order = totals.map((_, i) => i).sort((a, b) => totals[b]!.points - totals[a]!.points || sb[b]! - sb[a]! || a - b);
  const standings = order.map((player, rank) => {
    const t = totals[player]!;
    return { player, rank: rank + 1, ...t, sonnebornBerger: sb[player]!, elo: eloEstimate(t) };
  });
  return { cells, standings };
}
