/**
 * Plays one game between two players under a referee, journaling every move as it is played.
 * The referee (core) judges; this file only supplies what core cannot: the clock, the timer that
 * enforces the per-move limit, and the file the record goes to.
 *
 * The timer gives `limit + TIMER_GRACE_MS` from the moment the prompt is handed to the player,
 * because the prompt's own write is not the player's time; the referee then compares the measured
 * wall time (prompt out → last reply byte) with the exact limit, so a reply at limit + 1 ms still loses.
 * An emulated core stands in for hardware: the limit applies to its predicted hardware time, and
 * the timer only guards against a hang (EMULATOR_HANG_MS).
 *
 * Nothing a player does ends the game without a verdict: a fault loses, and a player that throws
 * (a bug, not a protocol fault) aborts the game, naming the player and the error in `failure`.
 * A record that cannot be written throws RecordWriteError, after the players' game is ended.
 */
import { performance } from 'node:perf_hooks';
import { PlayerFaultError } from '../../core/match/errors.ts';
import type { Player } from '../../core/match/player.ts';
import type { GameKind, GameSettings, MoveOf, Side } from '../../core/match/types.ts';
import { createRules } from '../../core/games/registry.ts';
import { Referee, faultVerdict, type PlayedMove, type RefereeStep } from '../../core/referee/referee.ts';
import { describeVerdict, winnerOf, type MoveClock, type Verdict } from '../../core/referee/verdict.ts';
import { GameJournal } from '../records/journal.ts';
import type { SummaryEvent } from '../records/schema.ts';
import { RecordWriteError } from './errors.ts';

export const TIMER_GRACE_MS = 5;

/**
 * An emulated core is judged by its predicted hardware time (MoveClock), so its wall time is not
 * the limit; this bound only stops a hung emulator (a full-budget v2 Blokus move is ~135 M
 * unit-clocks, seconds of emulation on a loaded machine).
 */
export const EMULATOR_HANG_MS = 120_000;

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
  /** Set when a player threw instead of answering (the verdict is then `aborted`). */
  readonly failure: PlayerFailure | null;
}

export interface PlayerFailure {
  readonly side: Side;
  readonly message: string;
}

/** `players[0]` moves first. */
export async function playGame<G extends GameKind>(players: readonly [Player<G>, Player<G>], options: GameOptions): Promise<GameOutcome<G>> {
  const rules = createRules(players[0].game, options.settings);
  const referee = new Referee<G>(rules, { timeLimitMs: options.timeLimitMs });
  const t0 = performance.now();
  let verdict: Verdict | null = null;
  let failure: PlayerFailure | null = null;
  const fail = (side: Side, e: unknown, during: string): Verdict => {
    const message = `${players[side].identity.name} failed in ${during}: ${e instanceof Error ? e.message : String(e)}`;
    failure = { side, message };
    return referee.abort(message);
  };

  let journal: GameJournal | null = null;
  const record = async <T>(write: (j: GameJournal) => Promise<T>): Promise<T | null> => {
    if (!journal || !options.recordDir) return null;
    try {
      return await write(journal);
    } catch (e) {
      await journal.close().catch(() => undefined);
      journal = null;
      throw new RecordWriteError(options.recordDir, e);
    }
  };

  try {
    verdict = await startGame(players, referee, options, fail);

    const identity = (side: Side) => ({ ...players[side].identity, spec: options.specs?.[side] ?? null });
    if (options.recordDir) {
      const dir = options.recordDir;
      journal = await GameJournal.create(dir, {
        settings: options.settings,
        timeLimitMs: options.timeLimitMs,
        players: [identity(0), identity(1)],
        series: options.series ?? null,
      }).catch((e: unknown) => {
        throw new RecordWriteError(dir, e);
      });
    }

    while (!verdict) {
      const step = await playTurn(players, referee, options.timeLimitMs, fail);
      if (step.kind === 'continue' || step.played) {
        const played = step.played!;
        const ply = referee.moves.length - 1;
        await record((j) => j.move({ ply, side: played.side, text: played.text, timing: played.timing, atMs: performance.now() - t0 }));
        options.onMove?.(played, ply);
      }
      if (step.kind === 'over') verdict = step.verdict;
    }
  } catch (e) {
    await (journal as GameJournal | null)?.close().catch(() => undefined);
    throw e;
  } finally {
    await Promise.all(players.map((p) => attempt(() => p.endGame())));
  }

  if (!verdict) throw new Error('unreachable: the game loop ended without a verdict');
  const winner = winnerOf(verdict);
  const text = describeVerdict(verdict);
  const scores = verdict.kind === 'normal-end' ? verdict.scores : rules.scores();
  const recordFile = (journal as GameJournal | null)?.file ?? null;
  const final = verdict;
  const summary = await record((j) => j.finish({ verdict: final, text, winner, atMs: performance.now() - t0 }, scores));
  return { verdict, winner, text, moves: referee.moves, scores, recordFile, summary, failure };
}

/** Every player's newGame, first mover first; a fault or a throw is the game's verdict. */
async function startGame<G extends GameKind>(
  players: readonly [Player<G>, Player<G>],
  referee: Referee<G>,
  options: GameOptions,
  fail: (side: Side, e: unknown, during: string) => Verdict,
): Promise<Verdict | null> {
  for (const side of [0, 1] as const) {
    const started = await attempt(() => players[side].newGame({ settings: options.settings, side, timeLimitMs: options.timeLimitMs }));
    if (started.ok) continue;
    return started.error instanceof PlayerFaultError ? referee.forfeit(side, faultVerdict(side, started.error.fault)) : fail(side, started.error, 'newGame');
  }
  return null;
}

/**
 * One turn: ask the side to move, under the timer, and let the referee judge the answer (or the
 * timeout). A player that throws instead of answering gives the `aborted` verdict from `fail`.
 */
async function playTurn<G extends GameKind>(
  players: readonly [Player<G>, Player<G>],
  referee: Referee<G>,
  timeLimitMs: number,
  fail: (side: Side, e: unknown, during: string) => Verdict,
): Promise<RefereeStep<G>> {
  const side = referee.toMove;
  const player = players[side];
  const request = { moves: referee.moves.map((m) => m.move), side, timeLimitMs, check: (move: MoveOf[G]) => referee.check(side, move) };
  const asked = performance.now();
  const aborted = (e: unknown, during: string): RefereeStep<G> => ({ kind: 'over', played: null, verdict: fail(side, e, during) });
  const clock: MoveClock = player.identity.kind === 'emulator' ? 'predicted' : 'wall';
  const bound = clock === 'predicted' && timeLimitMs > 0 ? Math.max(timeLimitMs, EMULATOR_HANG_MS) : timeLimitMs;
  const answer = await withTimer(attempt(() => player.play(request)), bound);
  if (answer !== 'timeout') return answer.ok ? referee.judge(answer.value, clock) : aborted(answer.error, 'play');
  const cancelled = await attempt(async () => player.cancel());
  return cancelled.ok ? referee.timeout(performance.now() - asked) : aborted(cancelled.error, 'cancel');
}

type Attempt<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: unknown };

/** Runs a player's method; a throw, synchronous or not, becomes a value instead of escaping. */
async function attempt<T>(call: () => Promise<T>): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    return { ok: false, error };
  }
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
