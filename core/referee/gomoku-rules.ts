/** The referee's Gomoku rules: a GomokuBoard of its own (shared/DESIGN.md §5). */
import { BLACK, GomokuBoard } from '../gomoku/index.ts';
import type { GomokuRule, Point } from '../gomoku/position.ts';
import type { Side } from '../match/types.ts';
import type { GameEnd, GameRules, RuleCheck } from './rules.ts';

/** `x,y` as Piskvork writes it. */
export function encodePoint(p: Point): string {
  return `${p.x},${p.y}`;
}

export class GomokuRules implements GameRules<'gomoku'> {
  readonly game = 'gomoku' as const;
  readonly board: GomokuBoard;

  constructor(size: number, rule: GomokuRule) {
    this.board = new GomokuBoard(size, rule);
  }

  play(side: Side, move: Point): RuleCheck {
    const expected: Side = this.board.toMove === BLACK ? 0 : 1;
    if (side !== expected) return { ok: false, rule: 'out-of-turn', message: `side ${side + 1} moved out of turn` };
    const v = this.board.check(move);
    if (!v.ok) return { ok: false, rule: v.reason, message: v.message };
    this.board.play(move);
    return { ok: true };
  }

  end(): GameEnd | null {
    const o = this.board.outcome;
    if (o.kind === 'ongoing') return null;
    if (o.kind === 'draw') return { reason: 'full-board', winner: null, scores: null, line: null };
    return { reason: 'five-in-a-row', winner: o.winner === BLACK ? 0 : 1, scores: null, line: o.line };
  }

  encode(move: Point): string {
    return encodePoint(move);
  }
}
