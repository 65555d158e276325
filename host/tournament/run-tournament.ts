/**
 * A tournament among several players (after cutechess): a round robin or a gauntlet from the
 * schedule in core/tournament, played one game at a time (a board can play one game at once, and
 * the engines share the machine's cores), every game judged by the referee and journaled as a
 * record. It ends early, keeping every game played, when a player is gone (lost link, exited
 * program), when a player throws (a bug), when a record cannot be written, or on `shouldStop`.
 */
import type { Player } from '../../core/match/player.ts';
import type { GameKind, GameSettings } from '../../core/match/types.ts';
import type { Verdict } from '../../core/referee/verdict.ts';
import { crosstable, type Crosstable } from '../../core/tournament/crosstable.ts';
import { openingForRound, settingsForRound, type Opening } from '../../core/tournament/openings.ts';
import { schedule, type ScheduledGame, type TournamentFormat } from '../../core/tournament/schedule.ts';
import { RecordWriteError } from '../match/errors.ts';
import { playGame, type GameOutcome } from '../match/run-game.ts';
import { prepareRecordDir } from '../records/journal.ts';

export interface TournamentEntrant<G extends GameKind> {
  readonly player: Player<G>;
  /** The SPEC it was made from (records, reports), or null for a player made otherwise. */
  readonly spec: string | null;
  /** The name tables show. */
  readonly name: string;
}

export interface TournamentOptions {
  readonly settings: GameSettings;
  readonly format: TournamentFormat;
  readonly gamesPerPair: number;
  readonly timeLimitMs: number;
  readonly recordDir: string | null;
  readonly openings?: readonly Opening<GameKind>[];
  readonly alternateStart?: boolean;
  readonly onProgress?: (p: TournamentProgress) => void;
  readonly shouldStop?: () => boolean;
}

export interface TournamentGame {
  readonly index: number;
  /** Player indices: who moved first, who second. */
  readonly first: number;
  readonly second: number;
  /** The winning player's index, null for a draw or an aborted game. */
  readonly winner: number | null;
  readonly verdict: Verdict;
  readonly text: string;
  readonly plies: number;
  /** Scores of first and second mover (Blokus), else null. */
  readonly scores: readonly [number, number] | null;
  readonly opening: readonly string[];
  readonly settings: GameSettings;
  readonly recordFile: string | null;
}

export interface TournamentProgress {
  /** The scheduled game being played, 0-based. */
  readonly game: number;
  readonly planned: number;
  readonly first: number;
  readonly second: number;
  readonly ply: number;
  /** Set when the game has just ended, with the table after it. */
  readonly finished: TournamentGame | null;
  readonly table: Crosstable | null;
}

export interface TournamentResult {
  readonly planned: number;
  readonly games: readonly TournamentGame[];
  readonly table: Crosstable;
  /** Why it ended before every scheduled game, or null. */
  readonly stopped: string | null;
}

const counted = (g: TournamentGame) => g.verdict.kind !== 'aborted';
export const tableOf = (players: number, games: readonly TournamentGame[]): Crosstable => crosstable(players, games.map((g) => ({ first: g.first, second: g.second, winner: g.winner, counted: counted(g) })));

function tournamentGame(planned: ScheduledGame, outcome: GameOutcome<GameKind>, opening: readonly string[], settings: GameSettings): TournamentGame {
  const winner = outcome.winner === null ? null : outcome.winner === 0 ? planned.first : planned.second;
  return { index: planned.index, first: planned.first, second: planned.second, winner, verdict: outcome.verdict, text: outcome.text, plies: outcome.moves.length, scores: outcome.scores, opening, settings, recordFile: outcome.recordFile };
}

/** Why nothing more can be played after this game, or null. */
function whyStop(outcome: GameOutcome<GameKind>, planned: ScheduledGame, names: readonly string[]): string | null {
  const playerOf = (side: 0 | 1) => names[side === 0 ? planned.first : planned.second];
  if (outcome.failure) return `${playerOf(outcome.failure.side)} failed: ${outcome.failure.message}`;
  const v = outcome.verdict;
  if (v.kind === 'link-lost' || v.kind === 'program-exited') return `${playerOf(v.loser)} is gone: ${v.detail}`;
  return null;
}

export async function runTournament<G extends GameKind>(entrants: readonly TournamentEntrant<G>[], options: TournamentOptions): Promise<TournamentResult> {
  const plan = schedule({ format: options.format, players: entrants.length, gamesPerPair: options.gamesPerPair });
  if (options.recordDir) await prepareRecordDir(options.recordDir);
  const names = entrants.map((e) => e.name);
  const games: TournamentGame[] = [];
  let stopped: string | null = null;
  for (const planned of plan) {
    if (options.shouldStop?.()) {
      stopped = `stopped by the user after ${games.length} of ${plan.length} games`;
      break;
    }
    const settings = settingsForRound(options.settings, planned.openingRound, options.alternateStart ?? false);
    const opening = openingForRound(options.openings ?? [], planned.openingRound)?.texts ?? [];
    const [a, b] = [entrants[planned.first]!, entrants[planned.second]!];
    const base = { game: planned.index, planned: plan.length, first: planned.first, second: planned.second };
    let outcome: GameOutcome<G>;
    try {
      outcome = await playGame([a.player, b.player], {
        settings,
        opening,
        timeLimitMs: options.timeLimitMs,
        recordDir: options.recordDir,
        series: { index: planned.index, games: plan.length },
        specs: [a.spec, b.spec],
        onMove: (_played, ply) => options.onProgress?.({ ...base, ply, finished: null, table: null }),
      });
    } catch (e) {
      if (!(e instanceof RecordWriteError)) throw e;
      stopped = `${e.message}; game ${planned.index + 1} was not recorded and is not counted; the records written before are kept`;
      break;
    }
    const game = tournamentGame(planned, outcome, opening, settings);
    games.push(game);
    options.onProgress?.({ ...base, ply: game.plies, finished: game, table: tableOf(entrants.length, games) });
    stopped = whyStop(outcome, planned, names);
    if (stopped) break;
  }
  return { planned: plan.length, games, table: tableOf(entrants.length, games), stopped };
}
