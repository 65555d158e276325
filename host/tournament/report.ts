/**
 * What `arena tournament` prints: the standings with Elo intervals and the crosstable as text, and
 * the stable `--json` document (host/tournament/JSON-OUTPUT.md). Non-finite numbers (the Elo of a
 * clean sweep) are written as null in JSON and as ±∞ in text.
 */
import type { PlayerIdentity } from '../../core/match/player.ts';
import { formatEloInterval } from '../../core/stats/elo-text.ts';
import type { GameSettings } from '../../core/match/types.ts';
import type { Crosstable } from '../../core/tournament/crosstable.ts';
import type { TournamentFormat } from '../../core/tournament/schedule.ts';
import type { TournamentResult } from './run-tournament.ts';

export const TOURNAMENT_JSON_FORMAT = 'fpga-arena.tournament/1';

const finite = (v: number): number | null => (Number.isFinite(v) ? v : null);
const points = (p: number) => (Number.isInteger(p) ? String(p) : p.toFixed(1));

/** Standings then the crosstable, one row per player in rank order; a cell is the row player's points against the column player. */
export function crosstableText(names: readonly string[], table: Crosstable): string {
  const width = Math.min(40, Math.max(6, ...names.map((n) => n.length)));
  const cut = (s: string) => (s.length > width ? `${s.slice(0, width - 1)}…` : s).padEnd(width);
  const lines = [`${'rank'.padEnd(5)}${cut('player')}  ${'pts'.padStart(6)}  ${'games'.padStart(5)}   W-D-L        Elo (95% interval)`];
  for (const s of table.standings) {
    const wdl = `${s.wins}-${s.draws}-${s.losses}`.padEnd(11);
    lines.push(`${String(s.rank).padEnd(5)}${cut(names[s.player]!)}  ${points(s.points).padStart(6)}  ${String(s.games).padStart(5)}   ${wdl}  ${formatEloInterval(s.elo)}`);
  }
  lines.push('', `${''.padEnd(5)}${''.padEnd(width)}  ${table.standings.map((s) => String(s.rank).padStart(7)).join('')}`);
  for (const s of table.standings) {
    const row = table.standings.map((o) => (o.player === s.player ? '—' : table.cells[s.player]![o.player]!.games === 0 ? '·' : `${points(table.cells[s.player]![o.player]!.points)}/${table.cells[s.player]![o.player]!.games}`).padStart(7));
    lines.push(`${String(s.rank).padEnd(5)}${cut(names[s.player]!)}  ${row.join('')}`);
  }
  return lines.join('\n') + '\n';
}

export interface TournamentJsonInput {
  readonly settings: GameSettings;
  readonly format: TournamentFormat;
  readonly gamesPerPair: number;
  readonly timeLimitMs: number;
  readonly players: readonly { readonly spec: string; readonly identity: PlayerIdentity }[];
  readonly result: TournamentResult;
  readonly recordDir: string | null;
}

export function tournamentJson(input: TournamentJsonInput) {
  const r = input.result;
  return {
    format: TOURNAMENT_JSON_FORMAT,
    tournament: input.format,
    settings: input.settings,
    gamesPerPair: input.gamesPerPair,
    timeLimitMs: input.timeLimitMs,
    players: input.players.map((p, index) => ({ index, spec: p.spec, ...p.identity })),
    gamesPlanned: r.planned,
    games: r.games.map((g) => ({ index: g.index, first: g.first, second: g.second, winner: g.winner, verdict: g.verdict, text: g.text, plies: g.plies, scores: g.scores, opening: g.opening, settings: g.settings, record: g.recordFile })),
    standings: r.table.standings.map((s) => ({
      rank: s.rank,
      player: s.player,
      points: s.points,
      games: s.games,
      wins: s.wins,
      draws: s.draws,
      losses: s.losses,
      sonnebornBerger: s.sonnebornBerger,
      elo: { value: finite(s.elo.elo), low: finite(s.elo.low), high: finite(s.elo.high), score: finite(s.elo.score) },
    })),
    crosstable: r.table.cells.map((row) => row.map((c) => ({ games: c.games, wins: c.wins, draws: c.draws, losses: c.losses, points: c.points }))),
    recordDir: input.recordDir,
    stopped: r.stopped,
  };
}
