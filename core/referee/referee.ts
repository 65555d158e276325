/**
 * The referee owns the board and the verdicts and never trusts a player (after cutechess's game
 * object). It sees every answer, validates it against its own rules object, and ends the game
 * with a typed verdict. Clocks: core has no timers, so the host races the player against a timer
 * and reports the elapsed time; the referee also rules a timeout when a move's measured wall
 * time exceeds the limit, so a late answer that beat the timer by scheduling luck still loses.
 */
import { ArenaError } from '../errors.ts';
import type { PlayerFault, TurnAnswer } from '../match/player.ts';
import { GameClock, type TimeControl } from '../match/time-control.ts';
import type { GameKind, MoveOf, MoveTiming, Side } from '../match/types.ts';
import type { GameRules, RuleCheck } from './rules.ts';
import type { MoveClock, Verdict } from './verdict.ts';

export interface PlayedMove<G extends GameKind> {
  readonly side: Side;
  readonly move: MoveOf[G];
  readonly text: string;
  readonly timing: MoveTiming | null;
}

export type RefereeStep<G extends GameKind> =
  | { readonly kind: 'continue'; readonly played: PlayedMove<G> }
  | { readonly kind: 'over'; readonly played: PlayedMove<G> | null; readonly verdict: Verdict };

export interface RefereeOptions {
  /** Per-move limit in ms; 0 = none. */
  readonly timeLimitMs: number;
  /** Per-game time per side (core/match/time-control.ts); null or absent = none. */
  readonly timeControl?: TimeControl | null;
}

export class Referee<G extends GameKind> {
  private readonly played: PlayedMove<G>[] = [];
  private finished: Verdict | null = null;
  private readonly clock: GameClock | null;

  constructor(
    private rules: GameRules<G>,
    readonly options: RefereeOptions,
  ) {
    if (!(options.timeLimitMs >= 0)) throw new RangeError(`time limit ${options.timeLimitMs} must be ≥ 0`);
    this.clock = options.timeControl ? new GameClock(options.timeControl) : null;
  }

  /** Scores as they stand (games that keep score), from the rules' board after any take-back. */
  scores(): readonly [number, number] | null {
    return this.rules.scores();
  }

  /** Both sides' remaining game time, or null without a time control. */
  get clocks(): readonly [number, number] | null {
    return this.clock?.both ?? null;
  }

  /**
   * The time the side to move has for this turn: the tighter of the per-move limit and its
   * remaining game time; 0 = unlimited. The host's timer runs on this.
   */
  get turnLimitMs(): number {
    const perMove = this.options.timeLimitMs;
    const game = this.clock?.remainingMs(this.toMove);
    if (game === undefined) return perMove;
    return perMove > 0 ? Math.min(perMove, game) : game;
  }

  get game(): G {
    return this.rules.game;
  }

  /** Side to move: strictly alternating, passes included. */
  get toMove(): Side {
    return (this.played.length % 2) as Side;
  }

  get moves(): readonly PlayedMove<G>[] {
    return this.played;
  }

  get verdict(): Verdict | null {
    return this.finished;
  }

  /**
   * Whether `move` would be legal for `side` now, without playing it: a person's click is
   * checked here before it is sent, so a misclick is refused and the game goes on. The move
   * is still judged by `judge` when it arrives, like every other.
   */
  check(side: Side, move: MoveOf[G]): RuleCheck {
    if (this.finished) return { ok: false, rule: 'game-over', message: 'the game is over' };
    return this.rules.check(side, move);
  }

  /**
   * Judge the answer of the side to move. `clock: 'predicted'` holds the limit against the
   * answer's predicted hardware time (an emulated core), or its wall time when it has none.
   */
  judge(answer: TurnAnswer<G>, clock: MoveClock = 'wall'): RefereeStep<G> {
    this.checkOpen();
    const side = this.toMove;
    if (answer.kind === 'fault') return this.over(null, faultVerdict(side, answer.fault));
    const late = this.lateness(side, answer.timing, clock);
    if (late) return this.over(null, late);
    const check = this.rules.play(side, answer.move);
    if (!check.ok) {
      return this.over(null, { kind: 'illegal-move', loser: side, rule: check.rule, bytes: answer.text, message: check.message });
    }
    const played: PlayedMove<G> = { side, move: answer.move, text: this.rules.encode(answer.move), timing: answer.timing };
    this.played.push(played);
    const end = this.rules.end();
    if (end) return this.over(played, { kind: 'normal-end', ...end });
    return { kind: 'continue', played };
  }

  /**
   * A move of an opening (a book line the game starts from), played for the side to move before
   * any turn: no player sent it and no clock ran. Throws, ending nothing, when it is illegal or
   * ends the game: a book is checked when read, so that is a caller's mistake, not a side's loss.
   */
  playOpeningMove(move: MoveOf[G]): PlayedMove<G> {
    this.checkOpen();
    const side = this.toMove;
    const check = this.rules.play(side, move);
    const text = this.rules.encode(move);
    if (!check.ok) throw new ArenaError('bad-opening', `opening move ${this.played.length + 1} '${text}' is illegal (${check.rule}): ${check.message}`, { ply: this.played.length });
    const played: PlayedMove<G> = { side, move, text, timing: null };
    this.played.push(played);
    if (this.rules.end()) throw new ArenaError('bad-opening', `the game is over after opening move ${this.played.length} '${text}'`, { ply: this.played.length - 1 });
    return played;
  }

  /** The host's timer fired before the side to move answered: the tighter limit was the one missed. */
  timeout(elapsedMs: number): RefereeStep<G> {
    this.checkOpen();
    const side = this.toMove;
    const perMove = this.options.timeLimitMs;
    const clock = this.clock;
    const game = clock?.remainingMs(side);
    if (clock && game !== undefined && (perMove === 0 || game < perMove)) {
      clock.charge(side, Math.max(elapsedMs, game + 1)); // the flag: the side's game time is spent
      return this.over(null, { kind: 'timeout', loser: side, limitMs: game, elapsedMs, clock: 'game' });
    }
    return this.over(null, { kind: 'timeout', loser: side, limitMs: perMove, elapsedMs });
  }

  /**
   * Take back the last `plies` moves (a human's move and the reply): the moves are replayed on
   * `fresh` rules (the game's rules at the start, from the same settings), and the game clocks
   * get back the values they had. Only while the game goes on.
   */
  takeBack(plies: number, fresh: GameRules<G>): void {
    this.checkOpen();
    if (!(Number.isInteger(plies) && plies >= 1 && plies <= this.played.length)) {
      throw new ArenaError('take-back-range', `cannot take back ${plies} move(s): ${this.played.length} played`, { plies, played: this.played.length });
    }
    if (fresh.game !== this.rules.game) throw new RangeError(`take-back rules are for ${fresh.game}, not ${this.rules.game}`);
    const kept = this.played.slice(0, this.played.length - plies);
    for (const m of kept) {
      const c = fresh.play(m.side, m.move);
      if (!c.ok) throw new ArenaError('take-back-replay', `replaying move ${m.text} after a take-back failed: ${c.message}`, { move: m.text });
    }
    this.rules = fresh;
    this.played.length = kept.length;
    this.clock?.takeBack(plies);
  }

  /** The one move the side to move has (a Blokus side with no placement must pass), else null. */
  forcedMove(): MoveOf[G] | null {
    if (this.finished) return null;
    return this.rules.forcedMove?.(this.toMove) ?? null;
  }

  /**
   * A time verdict for a move that took `wallMs`, charging the game clock when there is one (a
   * move without a timing is charged 0 ms, so the clock's history has one entry per move).
   */
  /**
   * The per-move limit on the move's clock (wall, or predicted hardware time for an emulated core),
   * then the game clock, charged with the same time the limit judged.
   */
  private lateness(side: Side, timing: MoveTiming | null, clock: MoveClock): Verdict | null {
    const limit = this.options.timeLimitMs;
    const late = limit > 0 && timing ? overLimit(timing, clock, limit) : null;
    if (late) return { kind: 'timeout', loser: side, limitMs: limit, ...late };
    if (!this.clock) return null;
    const charge = this.clock.charge(side, timing ? timeOn(timing, clock) : 0);
    return charge.kind === 'flag' ? { kind: 'timeout', loser: side, limitMs: charge.availableMs, elapsedMs: charge.usedMs, clock: 'game' } : null;
  }

  /** A fault outside a turn (the link of the side `side` died while waiting). */
  forfeit(side: Side, verdict: Extract<Verdict, { loser: Side }>): Verdict {
    this.checkOpen();
    if (verdict.loser !== side) throw new RangeError('forfeit verdict names another side');
    return this.over(null, verdict).verdict;
  }

  abort(detail: string): Verdict {
    this.checkOpen();
    return this.over(null, { kind: 'aborted', detail }).verdict;
  }

  private over(played: PlayedMove<G> | null, verdict: Verdict): Extract<RefereeStep<G>, { kind: 'over' }> {
    this.finished = verdict;
    return { kind: 'over', played, verdict };
  }

  private checkOpen(): void {
    if (this.finished) throw new ArenaError('game-over', 'the referee was asked to judge a game that is already over', { verdict: this.finished });
  }
}

/** The verdict a player's fault earns it. */
export function faultVerdict(side: Side, f: PlayerFault): Extract<Verdict, { loser: Side }> {
  switch (f.kind) {
    case 'malformed-code':
      return { kind: 'malformed-code', loser: side, bytes: f.bytes, message: f.message };
    case 'protocol-error':
      return { kind: 'protocol-error', loser: side, bytes: f.bytes, position: f.position, unit: f.unit, message: f.message };
    case 'link-lost':
      return { kind: 'link-lost', loser: side, detail: f.detail };
    case 'program-exited':
      return { kind: 'program-exited', loser: side, code: f.code, signal: f.signal, detail: f.detail };
    case 'resigned':
      return { kind: 'resigned', loser: side };
  }
}

/** The move's time on `clock`: the predicted hardware time when asked for and known, else the wall time. */
function timeOn(timing: MoveTiming, clock: MoveClock): number {
  return clock === 'predicted' && timing.predictedMs !== null ? timing.predictedMs : timing.wallMs;
}

/** The time that broke the limit and the clock it was read on, or null when the move was in time. */
function overLimit(timing: MoveTiming, clock: MoveClock, limitMs: number): { elapsedMs: number; clock?: 'predicted' } | null {
  const t = timeOn(timing, clock);
  if (t <= limitMs) return null;
  return clock === 'predicted' && timing.predictedMs !== null ? { elapsedMs: t, clock: 'predicted' } : { elapsedMs: t };
}
