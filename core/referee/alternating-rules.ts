/**
 * The referee's part shared by the stone-placing games (Gomoku, Hex): the side to move must be the
 * board's, the board judges the move itself, neither keeps a score. Blokus (passes, scores) has its own.
 */
import type { GameKind, MoveOf, Side } from '../match/types.ts';
import type { GameEnd, GameRules, RuleCheck } from './rules.ts';

/** What the rules need of a board that alternates turns and checks its own moves. */
export interface AlternatingBoard<M> {
  /** The stone or colour to move: 1 is the first mover's, 2 the second's. */
  readonly toMove: number;
  check(move: M): { readonly ok: true } | { readonly ok: false; readonly reason: string; readonly message: string };
  play(move: M): void;
}

export abstract class AlternatingRules<G extends GameKind, B extends AlternatingBoard<MoveOf[G]>> implements GameRules<G> {
  abstract readonly game: G;

  constructor(
    readonly board: B,
    /** The board's `toMove` value of the first mover (side 0). */
    private readonly firstMover: number,
  ) {}

  check(side: Side, move: MoveOf[G]): RuleCheck {
    const expected: Side = this.board.toMove === this.firstMover ? 0 : 1;
    if (side !== expected) return { ok: false, rule: 'out-of-turn', message: `side ${side + 1} moved out of turn` };
    const v = this.board.check(move);
    return v.ok ? { ok: true } : { ok: false, rule: v.reason, message: v.message };
  }

  play(side: Side, move: MoveOf[G]): RuleCheck {
    const c = this.check(side, move);
    if (c.ok) this.board.play(move);
    return c;
  }

  /** These games keep no score. */
  scores(): null {
    return null;
  }

  abstract end(): GameEnd | null;
  abstract encode(move: MoveOf[G]): string;
}
