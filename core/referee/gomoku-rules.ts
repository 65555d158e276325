/** The referee's Gomoku rules: a GomokuBoard of its own (shared/DESIGN.md §5). */
import { BLACK, GomokuBoard } from '../gomoku/index.ts';
import type { GomokuRule, Point } from '../gomoku/position.ts';
import { formatPoint } from '../protocol/piskvork/coords.ts';
import { AlternatingRules } from './alternating-rules.ts';
import type { GameEnd } from './rules.ts';

export class GomokuRules extends AlternatingRules<'gomoku', GomokuBoard> {
  readonly game = 'gomoku' as const;

  constructor(size: number, rule: GomokuRule) {
    super(new GomokuBoard(size, rule), BLACK);
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
