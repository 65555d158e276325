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
import { ArenaError } from '../../core/errors.ts';
import { PlayerFaultError } from '../../core/match/errors.ts';
import type { Player } from '../../core/match/player.ts';
import type { GameKind, GameSettings, MoveOf, Side } from '../../core/match/types.ts';
import { createRules, gameEntry } from '../../core/games/registry.ts';
import { Referee, faultVerdict, type PlayedMove, type RefereeStep } from '../../core/referee/referee.ts';
import type { GameRules } from '../../core/referee/rules.ts';
import { describeVerdict, winnerOf, type MoveClock, type Verdict } from '../../core/referee/verdict.ts';
import { GameJournal } from '../records/journal.ts';
import type { SummaryEvent } from '../records/schema.ts';
import { RecordWriteError } from './errors.ts';
import type { TimeControl } from '../../core/match/time-control.ts';
import type { Pacer } from './pacing.ts';
import type { TakeBackChannel } from './take-back.ts';

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
  /**
   * Moves in wire notation the game starts from (an opening book line), played by the referee
   * before the first turn and recorded without timing; the players see them in `moves`.
   */
  readonly opening?: readonly string[];
  /** The SPEC each side was created from, for the record. */
  readonly specs?: readonly [string | null, string | null];
  /** Called after every move the referee accepted. */
  readonly onMove?: (played: PlayedMove<GameKind>, ply: number) => void;
  /** Per-game time per side (base + increment), enforced by the referee; null or absent = none. */
  readonly timeControl?: TimeControl | null;
  /** Holds each turn request while paused, and spaces moves out (host/match/pacing.ts). */
  readonly pacer?: Pacer | null;
  /** Take-backs asked during a turn (host/match/take-back.ts). */
  readonly takeBacks?: TakeBackChannel | null;
  /** A turn's request is going out now: `side` has `limitMs` (0 = none); the game clocks as they stand. */
  readonly onTurn?: (side: Side, limitMs: number, clocks: readonly [number, number] | null) => void;
  /** `plies` moves were taken back; the referee's moves are what remains. */
  readonly onTakeBack?: (plies: number, remaining: number) => void;
  /** The game clocks after each judged turn (a move, a flag), with a time control. */
  readonly onClocks?: (clocks: readonly [number, number]) => void;
  /**
   * Stops the game from outside (the user's Stop, a new game): the turn being played is cancelled
   * and the record ends with an `aborted` verdict naming the signal's reason; nobody loses.
   */
  readonly signal?: AbortSignal;
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
  const referee = new Referee<G>(createRules(players[0].game, options.settings), { timeLimitMs: options.timeLimitMs, timeControl: options.timeControl ?? null });
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

    journal = await openJournal(players, options);

    const opening = verdict ? [] : playOpening(referee, options.opening);
    for (const [ply, played] of opening.entries()) {
      await record((j) => j.move({ ply, side: played.side, text: played.text, timing: null, atMs: 0 }));
      options.onMove?.(played, ply);
    }

    verdict ??= await playMoves(players, referee, options, fail, (event) => record((j) => (event.type === 'move' ? j.move({ ...event, atMs: performance.now() - t0 }) : j.takeBack({ plies: event.plies, atMs: performance.now() - t0 }))));
  } catch (e) {
    await (journal as GameJournal | null)?.close().catch(() => undefined);
    throw e;
  } finally {
    await Promise.all(players.map((p) => attempt(() => p.endGame())));
  }

  if (!verdict) throw new Error('unreachable: the game loop ended without a verdict');
  const winner = winnerOf(verdict);
  const text = describeVerdict(verdict);
  const scores = verdict.kind === 'normal-end' ? verdict.scores : referee.scores();
  const recordFile = (journal as GameJournal | null)?.file ?? null;
  const final = verdict;
  const summary = await record((j) => j.finish({ verdict: final, text, winner, atMs: performance.now() - t0 }, scores));
  return { verdict, winner, text, moves: referee.moves, scores, recordFile, summary, failure };
}

/** What the game loop journals: a move, or a take-back. */
type LoopEvent = { readonly type: 'move'; readonly ply: number; readonly side: Side; readonly text: string; readonly timing: PlayedMove<GameKind>['timing'] } | { readonly type: 'take-back'; readonly plies: number };

/** Turn after turn (paced, interruptible by a take-back) until the referee's verdict. */
async function playMoves<G extends GameKind>(
  players: readonly [Player<G>, Player<G>],
  referee: Referee<G>,
  options: GameOptions,
  fail: (side: Side, e: unknown, during: string) => Verdict,
  journal: (event: LoopEvent) => Promise<unknown>,
): Promise<Verdict> {
  for (;;) {
    await options.pacer?.beforeTurn();
    options.onTurn?.(referee.toMove, referee.turnLimitMs, referee.clocks);
    const step = await playTurn(players, referee, options.takeBacks ?? null, fail, options.signal);
    if (step.kind === 'take-back') {
      const failed = await takeBack(players, referee, createRules(players[0].game, options.settings), step.plies, fail);
      if (failed) return failed;
      await journal({ type: 'take-back', plies: step.plies });
      options.onTakeBack?.(step.plies, referee.moves.length);
      continue;
    }
    options.pacer?.moved();
    const clocks = referee.clocks;
    if (clocks) options.onClocks?.(clocks);
    if (step.played) {
      const played = step.played;
      const ply = referee.moves.length - 1;
      await journal({ type: 'move', ply, side: played.side, text: played.text, timing: played.timing });
      options.onMove?.(played, ply);
    }
    if (step.kind === 'over') return step.verdict;
  }
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
  takeBacks: TakeBackChannel | null,
  fail: (side: Side, e: unknown, during: string) => Verdict,
  signal?: AbortSignal,
): Promise<RefereeStep<G> | TakeBackStep> {
  if (signal?.aborted) return { kind: 'over', played: null, verdict: referee.abort(abortReason(signal)) };
  const side = referee.toMove;
  const player = players[side];
  const timeLimitMs = referee.turnLimitMs;
  const request = { moves: referee.moves.map((m) => m.move), side, timeLimitMs, check: (move: MoveOf[G]) => referee.check(side, move), forced: referee.forcedMove() };
  const asked = performance.now();
  const aborted = (e: unknown, during: string): RefereeStep<G> => ({ kind: 'over', played: null, verdict: fail(side, e, during) });
  const clock: MoveClock = player.identity.kind === 'emulator' ? 'predicted' : 'wall';
  // An emulated core is judged on its predicted hardware time; the wall timer only bounds a hang.
  const bound = clock === 'predicted' && timeLimitMs > 0 ? Math.max(timeLimitMs, EMULATOR_HANG_MS) : timeLimitMs;
  // The take-back races the answer inside the timer, so a take-back also clears the turn's timer.
  const answer = await withTimer(untilAborted(raceTakeBack(attempt(() => player.play(request)), takeBacks), signal), bound);
  if (answer === 'aborted') {
    // Stopped from outside: the side to move is not at fault, so its turn is only withdrawn.
    await attempt(async () => player.cancel());
    return { kind: 'over', played: null, verdict: referee.abort(abortReason(signal)) };
  }
  if (typeof answer === 'object' && 'plies' in answer) {
    const cancelled = await attempt(async () => player.cancel());
    return cancelled.ok ? answer : aborted(cancelled.error, 'cancel');
  }
  if (answer !== 'timeout') return answer.ok ? referee.judge(answer.value, clock) : aborted(answer.error, 'play');
  const cancelled = await attempt(async () => player.cancel());
  return cancelled.ok ? referee.timeout(performance.now() - asked) : aborted(cancelled.error, 'cancel');
}

interface TakeBackStep {
  readonly kind: 'take-back';
  readonly plies: number;
}

/** The turn's answer, or a take-back asked while it was pending. */
async function raceTakeBack<T>(answer: Promise<T>, takeBacks: TakeBackChannel | null): Promise<T | TakeBackStep> {
  if (!takeBacks) return answer;
  try {
    return await Promise.race([answer, takeBacks.next().then((plies): TakeBackStep => ({ kind: 'take-back', plies }))]);
  } finally {
    takeBacks.idle();
  }
}

/** Withdraw `plies` moves: the referee replays the rest on `fresh` rules, then each player forgets them. */
async function takeBack<G extends GameKind>(
  players: readonly [Player<G>, Player<G>],
  referee: Referee<G>,
  fresh: GameRules<G>,
  plies: number,
  fail: (side: Side, e: unknown, during: string) => Verdict,
): Promise<Verdict | null> {
  referee.takeBack(plies, fresh);
  for (const side of [0, 1] as const) {
    const p = players[side];
    const done = await attempt(async () => p.takeBack?.(plies));
    if (!done.ok) return fail(side, done.error, 'takeBack');
  }
  return null;
}

/** The game's journal, or null when no record is kept; a folder that fails is a RecordWriteError. */
async function openJournal<G extends GameKind>(players: readonly [Player<G>, Player<G>], options: GameOptions): Promise<GameJournal | null> {
  const dir = options.recordDir;
  if (!dir) return null;
  const identity = (side: Side) => ({ ...players[side].identity, spec: options.specs?.[side] ?? null });
  return GameJournal.create(dir, {
    settings: options.settings,
    timeLimitMs: options.timeLimitMs,
    players: [identity(0), identity(1)],
    series: options.series ?? null,
    ...(options.timeControl ? { timeControl: options.timeControl } : {}),
  }).catch((e: unknown) => {
    throw new RecordWriteError(dir, e);
  });
}

/** The opening's moves, played by the referee (it throws ArenaError on a move it refuses). */
function playOpening<G extends GameKind>(referee: Referee<G>, opening: readonly string[] = []): readonly PlayedMove<G>[] {
  const entry = gameEntry(referee.game);
  for (const [i, text] of opening.entries()) {
    const parsed = entry.parseMove(text);
    if (!parsed.ok) throw new ArenaError('bad-opening', `opening move ${i + 1} '${text}': ${parsed.message}`, { opening });
    referee.playOpeningMove(parsed.move);
  }
  return referee.moves;
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

/** The reason a game was stopped from outside, for its verdict and record. */
function abortReason(signal: AbortSignal | undefined): string {
  const reason: unknown = signal?.reason;
  return typeof reason === 'string' ? reason : 'stopped';
}

/** Resolves with `promise`, or with 'aborted' as soon as `signal` fires (at once if it already has). */
async function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T | 'aborted'> {
  if (!signal) return promise;
  if (signal.aborted) return 'aborted';
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<'aborted'>((resolve) => {
    onAbort = () => resolve('aborted');
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([promise, aborted]);
  } finally {
    if (onAbort) signal.removeEventListener('abort', onAbort);
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
