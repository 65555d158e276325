/**
 * Plays one game between two players under a referee, journaling every move as it is played.
 * The referee (core) judges; this file only supplies what core cannot: the clock, the timer that
 * enforces the per-move limit, and the file the record goes to.
 *
 * The timer gives `limit + TIMER_GRACE_MS` from the moment the prompt is handed to the player,
 * because the prompt's own write is not the player's time; the referee then compares the measured
 * wall time (drain → last reply byte) with the exact limit, so a reply at limit + 1 ms still loses.
 */
import { performance } from 'node:perf_hooks';
import { PlayerFaultError } from '../../core/match/errors.ts';
import type { Player } from '../../core/match/player.ts';
import type { GameKind, GameSettings, MoveOf, Side } from '../../core/match/types.ts';
import { BlokusRules } from '../../core/referee/blokus-rules.ts';
import { GomokuRules } from '../../core/referee/gomoku-rules.ts';
import { Referee, faultVerdict, type PlayedMove } from '../../core/referee/referee.ts';
import type { GameRules } from '../../core/referee/rules.ts';
import { describeVerdict, winnerOf, type Verdict } from '../../core/referee/verdict.ts';
import { GameJournal } from '../records/journal.ts';
import type { SummaryEvent } from '../records/schema.ts';

export const TIMER_GRACE_MS = 5;

export interface GameOptions {
  readonly settings: GameSettings;
  /** Per-move limit in ms; 0 = none. */
  readonly timeLimitMs: number;
  /** Folder for the journal; null = keep no record. */
  readonly recordDir: string | null;
  readonly series?: { readonly index: number; readonly games: number } | null;
  /** The SPEC each side was created from, for the record. */
  readonly specs?: readonly [string | null, string | null];
  /** Called after every move the referee accepted. */
  readonly onMove?: (played: PlayedMove<GameKind>, ply: number) => void;
}

export interface GameOutcome<G extends GameKind> {
  readonly verdict: Verdict;
  readonly winner: Side | null;
  readonly text: string;
  readonly moves: readonly PlayedMove<G>[];
  readonly scores: readonly [number, number] | null;
  readonly recordFile: string | null;
  readonly summary: SummaryEvent | null;
}

function rulesFor(settings: GameSettings): GameRules<GameKind> {
  return settings.game === 'blokus' ? new BlokusRules(settings.firstMoverStart) : new GomokuRules(settings.size, settings.rule);
}

/** `players[0]` moves first. */
export async function playGame<G extends GameKind>(players: readonly [Player<G>, Player<G>], options: GameOptions): Promise<GameOutcome<G>> {
  const rules = rulesFor(options.settings) as GameRules<G>;
  const referee = new Referee<G>(rules, { timeLimitMs: options.timeLimitMs });
  const t0 = performance.now();
  let verdict: Verdict | null = null;

  for (const side of [0, 1] as const) {
    if (verdict) break;
    try {
      await players[side].newGame({ settings: options.settings, side, timeLimitMs: options.timeLimitMs });
    } catch (e) {
      if (!(e instanceof PlayerFaultError)) throw e;
      verdict = referee.forfeit(side, faultVerdict(side, e.fault));
    }
  }

  const identity = (side: Side) => ({ ...players[side].identity, spec: options.specs?.[side] ?? null });
  const journal = options.recordDir
    ? await GameJournal.create(options.recordDir, {
        settings: options.settings,
        timeLimitMs: options.timeLimitMs,
        players: [identity(0), identity(1)],
        series: options.series ?? null,
      })
    : null;

  try {
    while (!verdict) {
      const side = referee.toMove;
      const player = players[side];
      const request = { moves: referee.moves.map((m) => m.move) as MoveOf[G][], side, timeLimitMs: options.timeLimitMs };
      const asked = performance.now();
      const answer = await withTimer(player.play(request), options.timeLimitMs);
      const step = answer === 'timeout' ? (player.cancel(), referee.timeout(performance.now() - asked)) : referee.judge(answer);
      if (step.kind === 'continue' || step.played) {
        const played = step.played!;
        const ply = referee.moves.length - 1;
        await journal?.move({ ply, side: played.side, text: played.text, timing: played.timing, atMs: performance.now() - t0 });
        options.onMove?.(played as PlayedMove<GameKind>, ply);
      }
      if (step.kind === 'over') verdict = step.verdict;
    }
  } catch (e) {
    await journal?.close();
    throw e;
  } finally {
    await Promise.all(players.map((p) => p.endGame().catch(() => undefined)));
  }

  const winner = winnerOf(verdict);
  const text = describeVerdict(verdict);
  const scores = verdict.kind === 'normal-end' ? verdict.scores : options.settings.game === 'blokus' ? blokusScores(rules) : null;
  const summary = journal ? await journal.finish({ verdict, text, winner, atMs: performance.now() - t0 }, scores) : null;
  return { verdict, winner, text, moves: referee.moves, scores, recordFile: journal?.file ?? null, summary };
}

/** Scores as they stand when a game ends by a fault (for the record; the verdict decides). */
function blokusScores(rules: GameRules<GameKind>): readonly [number, number] | null {
  if (!(rules instanceof BlokusRules)) return null;
  const r = rules.board.result();
  return [r.scores[0], r.scores[1]];
}

async function withTimer<T>(promise: Promise<T>, limitMs: number): Promise<T | 'timeout'> {
  if (limitMs <= 0) return promise;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), limitMs + TIMER_GRACE_MS)));
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
