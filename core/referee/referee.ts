/**
 * The referee owns the board and the verdicts and never trusts a player (after cutechess's game
 * object). It sees every answer, validates it against its own rules object, and ends the game
 * with a typed verdict. Clocks: core has no timers, so the host races the player against a timer
 * and reports the elapsed time; the referee also rules a timeout when a move's measured wall
 * time exceeds the limit, so a late answer that beat the timer by scheduling luck still loses.
 */
import { ArenaError } from '../errors.ts';
import type { PlayerFault, TurnAnswer } from '../match/player.ts';
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
}

export class Referee<G extends GameKind> {
  private readonly played: PlayedMove<G>[] = [];
  private finished: Verdict | null = null;

  constructor(
    private readonly rules: GameRules<G>,
    readonly options: RefereeOptions,
  ) {
    if (!(options.timeLimitMs >= 0)) throw new RangeError(`time limit ${options.timeLimitMs} must be ≥ 0`);
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
    const limit = this.options.timeLimitMs;
    if (answer.kind === 'fault') return this.over(null, faultVerdict(side, answer.fault));
    const late = limit > 0 && answer.timing ? lateness(answer.timing, clock, limit) : null;
    if (late) return this.over(null, { kind: 'timeout', loser: side, limitMs: limit, ...late });
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

  /** The host's timer fired before the side to move answered. */
  timeout(elapsedMs: number): RefereeStep<G> {
    this.checkOpen();
    return this.over(null, { kind: 'timeout', loser: this.toMove, limitMs: this.options.timeLimitMs, elapsedMs });
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

/** The time that broke the limit and the clock it was read on, or null when the move was in time. */
function lateness(timing: MoveTiming, clock: MoveClock, limitMs: number): { elapsedMs: number; clock?: 'predicted' } | null {
  if (clock === 'predicted' && timing.predictedMs !== null) return timing.predictedMs > limitMs ? { elapsedMs: timing.predictedMs, clock: 'predicted' } : null;
  return timing.wallMs > limitMs ? { elapsedMs: timing.wallMs } : null;
}
