/**
 * A series of N games between two entrants, colours alternating (entrant A moves first in games
 * 0, 2, 4, …). Results are kept from A's point of view: wins/losses/draws, the Blokus score
 * difference, the Elo difference with its 95% interval, and each entrant's move timings.
 * A series stops early when a player's link is gone (lost, or the program exited): there is
 * nobody left to play the next game; when a player throws instead of answering (a bug: the game
 * is aborted and recorded); and when a record cannot be written (the folder is gone or
 * read-only, the disk is full). It never throws away the games already played or recorded.
 * Under an SPRT it also ends, normally, as soon as the test decides (cutechess's `-sprt`); an
 * opening book and Blokus start-square alternation give each colour-swapped pair its start.
 */
import type { TimeControl } from '../../core/match/time-control.ts';
import type { Player } from '../../core/match/player.ts';
import type { GameKind, GameSettings, MoveTiming } from '../../core/match/types.ts';
import type { PlayedMove } from '../../core/referee/referee.ts';
import { gameEntry } from '../../core/games/registry.ts';
import { eloEstimate, type EloEstimate } from '../../core/stats/elo.ts';
import { summarize, type TimingSummary } from '../../core/stats/summary.ts';
import type { SprtSettings } from '../../core/stats/sprt.ts';
import { sprtState, tallyOf, type GameScore, type SprtState } from '../../core/stats/sprt-stop.ts';
import { openingForRound, settingsForRound, type Opening } from '../../core/tournament/openings.ts';
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
  /** The number of games, or with `sprt` the most it may take. */
  readonly games: number;
  readonly timeLimitMs: number;
  readonly recordDir: string | null;
  readonly onProgress?: (p: SeriesProgress) => void;
  /** Per-game time per side (core/match/time-control.ts); null or absent = none. */
  readonly timeControl?: TimeControl | null;
  /** Stop as soon as this test accepts H0 or H1 (core/stats/sprt-stop.ts). */
  readonly sprt?: SprtSettings | null;
  /** Opening book: games 2k and 2k+1 start from line k (modulo the book), colours swapped. */
  readonly openings?: readonly Opening<GameKind>[];
  /** Blokus: swap the start-square convention every two games (core/tournament/openings.ts). */
  readonly alternateStart?: boolean;
  /** Asked before each game; true ends the series there (the GUI's Stop). */
  readonly shouldStop?: () => boolean;
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
  /** The opening line the game started from ([] without a book). */
  readonly opening: readonly string[];
  readonly settings: GameSettings;
  /** With an SPRT: the test on the tally after this game. */
  readonly sprt: SprtState | null;
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
  /** Why the series ended before N games, or null (also when an SPRT decided: see `sprt`). */
  readonly stopped: string | null;
  /** With an SPRT: the test on the final tally; `decision` is 'continue' when N games were not enough. */
  readonly sprt: SprtState | null;
}

export function timingOf(timings: readonly MoveTiming[]): EntrantTiming {
  const pick = (f: (t: MoveTiming) => number | null) => summarize(timings.map(f).filter((v): v is number => v !== null));
  return { moves: timings.length, wallMs: pick((t) => t.wallMs), wireMs: pick((t) => t.wireMs), computeMs: pick((t) => t.computeMs), predictedMs: pick((t) => t.predictedMs) };
}

interface GameSetup {
  readonly index: number;
  readonly first: EntrantIndex;
  readonly opening: readonly string[];
  readonly settings: GameSettings;
}

/** Game `index`: A moves first in even games; games 2k, 2k+1 share opening k and start squares. */
function gameSetup(index: number, options: SeriesOptions): GameSetup {
  const round = Math.floor(index / 2);
  return {
    index,
    first: (index % 2) as EntrantIndex,
    opening: openingForRound(options.openings ?? [], round)?.texts ?? [],
    settings: settingsForRound(options.settings, round, options.alternateStart ?? false),
  };
}

const scoreOf = (g: SeriesGame): GameScore | null => (g.verdict.kind === 'aborted' ? null : g.winner === null ? 'draw' : g.winner === 0 ? 'win' : 'loss');
const decided = (games: readonly SeriesGame[]): GameScore[] => games.map(scoreOf).filter((r): r is GameScore => r !== null);

/** A game's result from entrant A's side (`first` = the entrant that moved first). */
function seriesGame(outcome: GameOutcome<GameKind>, setup: GameSetup, sprt: SprtState | null): SeriesGame {
  const { index, first } = setup;
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
    opening: setup.opening,
    settings: setup.settings,
    sprt,
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
    if (options.shouldStop?.()) {
      stopped = `stopped by the user after ${games.length} of ${options.games} games`;
      break;
    }
    const setup = gameSetup(index, options);
    const played = await playSeriesGame(entrants, setup, options, games);
    if (typeof played === 'string') {
      stopped = played;
      break;
    }
    const { outcome, game } = played;
    for (const m of outcome.moves) if (m.timing) timings[entrantOfSide(setup.first, m.side)].push(m.timing);
    games.push(game);
    options.onProgress?.({ game: index, games: options.games, ply: game.plies, finished: game });
    stopped = whyStop(outcome, entrants, (side) => entrantOfSide(setup.first, side), index === options.games - 1);
    if (stopped || (game.sprt && game.sprt.decision !== 'continue')) break;
  }
  return seriesResult(games, timings, stopped, options);
}

const entrantOfSide = (first: EntrantIndex, side: 0 | 1): EntrantIndex => (side === 0 ? first : ((1 - first) as EntrantIndex));

/** One game of the series, or why the series cannot go on (its record could not be written). */
async function playSeriesGame<G extends GameKind>(entrants: readonly [Entrant<G>, Entrant<G>], setup: GameSetup, options: SeriesOptions, before: readonly SeriesGame[]): Promise<{ outcome: GameOutcome<G>; game: SeriesGame } | string> {
  const order = [entrants[setup.first], entrants[1 - setup.first]!] as const;
  let outcome: GameOutcome<G>;
  try {
    outcome = await playGame([order[0].player, order[1].player], {
      settings: setup.settings,
      opening: setup.opening,
      timeLimitMs: options.timeLimitMs,
      timeControl: options.timeControl ?? null,
      recordDir: options.recordDir,
      series: { index: setup.index, games: options.games },
      specs: [order[0].spec, order[1].spec],
      onMove: (_played: PlayedMove<GameKind>, ply: number) => options.onProgress?.({ game: setup.index, games: options.games, ply, finished: null }),
    });
  } catch (e) {
    if (!(e instanceof RecordWriteError)) throw e;
    const kept = before.filter((g) => g.recordFile !== null).length;
    return `${e.message}; game ${setup.index + 1} was not recorded and is not counted; the ${kept} record(s) written before are kept`;
  }
  const unscored = seriesGame(outcome, setup, null);
  const sprt = options.sprt ? sprtState(tallyOf(decided([...before, unscored])), options.sprt) : null;
  return { outcome, game: { ...unscored, sprt } };
}

function seriesResult(games: readonly SeriesGame[], timings: readonly [MoveTiming[], MoveTiming[]], stopped: string | null, options: SeriesOptions): SeriesResult {
  const tally = tallyOf(decided(games));
  const scoreDifference = gameEntry(options.settings.game).scored ? games.reduce((s, g) => s + (g.scores ? g.scores[0] - g.scores[1] : 0), 0) : null;
  const sprt = options.sprt ? sprtState(tally, options.sprt) : null;
  return { games, ...tally, scoreDifference, elo: eloEstimate(tally), timing: [timingOf(timings[0]), timingOf(timings[1])], stopped, sprt };
}
