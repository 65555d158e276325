/**
 * A series of N games between two entrants, colours alternating (entrant A moves first in games
 * 0, 2, 4, …). Results are kept from A's point of view: wins/losses/draws, the Blokus score
 * difference, the Elo difference with its 95% interval, and each entrant's move timings.
 * A series stops early when a player's link is gone (lost, or the program exited): there is
 * nobody left to play the next game; when a player throws instead of answering (a bug: the game
 * is aborted and recorded); and when a record cannot be written (the folder is gone or
 * read-only, the disk is full). It never throws away the games already played or recorded.
 */
import type { TimeControl } from '../../core/match/time-control.ts';
import type { Player } from '../../core/match/player.ts';
import type { GameKind, GameSettings, MoveTiming } from '../../core/match/types.ts';
import type { PlayedMove } from '../../core/referee/referee.ts';
import { gameEntry } from '../../core/games/registry.ts';
import { eloEstimate, type EloEstimate } from '../../core/stats/elo.ts';
import { summarize, type TimingSummary } from '../../core/stats/summary.ts';
import { RecordWriteError } from './errors.ts';
import { prepareRecordDir } from '../records/journal.ts';
import { playGame, type GameOutcome } from './run-game.ts';

export type EntrantIndex = 0 | 1;

export interface Entrant<G extends GameKind> {
  readonly player: Player<G>;
  /** The SPEC it was created from, for records and reports. */
  readonly spec: string | null;
}

export interface SeriesProgress {
  readonly game: number;
  readonly games: number;
  readonly ply: number;
  /** Set when a game has just ended. */
  readonly finished: SeriesGame | null;
}

export interface SeriesOptions {
  readonly settings: GameSettings;
  readonly games: number;
  readonly timeLimitMs: number;
  readonly recordDir: string | null;
  readonly onProgress?: (p: SeriesProgress) => void;
  /** Per-game time per side (core/match/time-control.ts); null or absent = none. */
  readonly timeControl?: TimeControl | null;
}

export interface SeriesGame {
  readonly index: number;
  /** The entrant that moved first. */
  readonly first: EntrantIndex;
  readonly verdict: import('../../core/referee/verdict.ts').Verdict;
  readonly text: string;
  /** The winning entrant, null for a draw (or an aborted game). */
  readonly winner: EntrantIndex | null;
  /** Blokus scores in entrant order (A, B); null for Gomoku. */
  readonly scores: readonly [number, number] | null;
  readonly plies: number;
  readonly recordFile: string | null;
}

export interface EntrantTiming {
  readonly moves: number;
  readonly wallMs: TimingSummary;
  readonly wireMs: TimingSummary;
  readonly computeMs: TimingSummary;
  readonly predictedMs: TimingSummary;
}

export interface SeriesResult {
  readonly games: readonly SeriesGame[];
  /** From entrant A's point of view. */
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  /** Sum over games of A's Blokus score minus B's; null for Gomoku. */
  readonly scoreDifference: number | null;
  readonly elo: EloEstimate;
  readonly timing: readonly [EntrantTiming, EntrantTiming];
  /** Why the series ended before N games, or null. */
  readonly stopped: string | null;
}

export function timingOf(timings: readonly MoveTiming[]): EntrantTiming {
  const pick = (f: (t: MoveTiming) => number | null) => summarize(timings.map(f).filter((v): v is number => v !== null));
  return { moves: timings.length, wallMs: pick((t) => t.wallMs), wireMs: pick((t) => t.wireMs), computeMs: pick((t) => t.computeMs), predictedMs: pick((t) => t.predictedMs) };
}

/** A game's result from entrant A's side (`first` = the entrant that moved first). */
function seriesGame(outcome: GameOutcome<GameKind>, index: number, first: EntrantIndex): SeriesGame {
  const entrantOfSide = (side: 0 | 1): EntrantIndex => (side === 0 ? first : ((1 - first) as EntrantIndex));
  const scores = outcome.scores ? (first === 0 ? outcome.scores : ([outcome.scores[1], outcome.scores[0]] as const)) : null;
  return {
    index,
    first,
    verdict: outcome.verdict,
    text: outcome.text,
    winner: outcome.winner === null ? null : entrantOfSide(outcome.winner),
    scores,
    plies: outcome.moves.length,
    recordFile: outcome.recordFile,
  };
}

/** Why the series cannot go on after this game, or null. */
function whyStop<G extends GameKind>(outcome: GameOutcome<G>, entrants: readonly [Entrant<G>, Entrant<G>], entrantOfSide: (side: 0 | 1) => EntrantIndex, last: boolean): string | null {
  const nameOf = (e: EntrantIndex) => `player ${e === 0 ? 'A' : 'B'} (${entrants[e].spec ?? entrants[e].player.identity.name})`;
  if (outcome.failure) return `${nameOf(entrantOfSide(outcome.failure.side))} failed: ${outcome.failure.message}`;
  const v = outcome.verdict;
  // A player that left during the last game ends nothing: every game was played.
  if ((v.kind === 'link-lost' || v.kind === 'program-exited') && !last) return `${nameOf(entrantOfSide(v.loser))} is gone: ${v.detail}`;
  return null;
}

export async function runSeries<G extends GameKind>(entrants: readonly [Entrant<G>, Entrant<G>], options: SeriesOptions): Promise<SeriesResult> {
  if (!Number.isInteger(options.games) || options.games < 1) throw new RangeError(`games must be a positive integer, got ${options.games}`);
  // A folder that cannot hold records is said at once, before any game is played.
  if (options.recordDir) await prepareRecordDir(options.recordDir);
  const games: SeriesGame[] = [];
  const timings: [MoveTiming[], MoveTiming[]] = [[], []];
  let stopped: string | null = null;
  for (let index = 0; index < options.games; index++) {
    const first: EntrantIndex = (index % 2) as EntrantIndex;
    const order = [entrants[first], entrants[1 - first]!] as const;
    let outcome: GameOutcome<G>;
    try {
      outcome = await playGame([order[0].player, order[1].player], {
        settings: options.settings,
        timeLimitMs: options.timeLimitMs,
        timeControl: options.timeControl ?? null,
        recordDir: options.recordDir,
        series: { index, games: options.games },
        specs: [order[0].spec, order[1].spec],
        onMove: (_played: PlayedMove<GameKind>, ply: number) => options.onProgress?.({ game: index, games: options.games, ply, finished: null }),
      });
    } catch (e) {
      if (!(e instanceof RecordWriteError)) throw e;
      const kept = games.filter((g) => g.recordFile !== null).length;
      stopped = `${e.message}; game ${index + 1} was not recorded and is not counted; the ${kept} record(s) written before are kept`;
      break;
    }
    const entrantOfSide = (side: 0 | 1): EntrantIndex => (side === 0 ? first : ((1 - first) as EntrantIndex));
    for (const m of outcome.moves) if (m.timing) timings[entrantOfSide(m.side)].push(m.timing);
    const game = seriesGame(outcome, index, first);
    games.push(game);
    options.onProgress?.({ game: index, games: options.games, ply: game.plies, finished: game });
    stopped = whyStop(outcome, entrants, entrantOfSide, index === options.games - 1);
    if (stopped) break;
  }
  const decided = games.filter((g) => g.verdict.kind !== 'aborted');
  const wins = decided.filter((g) => g.winner === 0).length;
  const losses = decided.filter((g) => g.winner === 1).length;
  const draws = decided.length - wins - losses;
  const scoreDifference = gameEntry(options.settings.game).scored ? games.reduce((s, g) => s + (g.scores ? g.scores[0] - g.scores[1] : 0), 0) : null;
  return { games, wins, losses, draws, scoreDifference, elo: eloEstimate({ wins, losses, draws }), timing: [timingOf(timings[0]), timingOf(timings[1])], stopped };
}
