/** The referee's Gomoku rules: a GomokuBoard of its own (shared/DESIGN.md §5). */
import { BLACK, GomokuBoard } from '../gomoku/index.ts';
import type { GomokuRule, Point } from '../gomoku/position.ts';
import { formatPoint } from '../protocol/piskvork/coords.ts';
import type { Side } from '../match/types.ts';
import type { GameEnd, GameRules, RuleCheck } from './rules.ts';


export class GomokuRules implements GameRules<'gomoku'> {
  readonly game = 'gomoku' as const;
  readonly board: GomokuBoard;

  constructor(size: number, rule: GomokuRule) {
    this.board = new GomokuBoard(size, rule);
  }

  check(side: Side, move: Point): RuleCheck {
    const expected: Side = this.board.toMove === BLACK ? 0 : 1;
    if (side !== expected) return { ok: false, rule: 'out-of-turn', message: `side ${side + 1} moved out of turn` };
    const v = this.board.check(move);
    return v.ok ? { ok: true } : { ok: false, rule: v.reason, message: v.message };
  }

  play(side: Side, move: Point): RuleCheck {
    const c = this.check(side, move);
    if (c.ok) this.board.play(move);
    return c;
  }

  /** Gomoku keeps no score. */
  scores(): null {
    return null;
  }

  end(): GameEnd | null {
    const o = this.board.outcome;
    if (o.kind === 'ongoing') return null;
    if (o.kind === 'draw') return { reason: 'full-board', winner: null, scores: null, line: null };
    return { reason: 'five-in-a-row', winner: o.winner === BLACK ? 0 : 1, scores: null, line: o.line };
  }

  encode(move: Point): string {
    return formatPoint(move);
  }
}
