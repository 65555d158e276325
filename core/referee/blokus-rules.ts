/** The referee's Blokus Duo rules: a BlokusBoard of its own (shared/DESIGN.md §4). */
import { BlokusBoard } from '../blokus/board.ts';
import { encodeMoveCode, type MoveCode } from '../blokus/codec.ts';
import type { StartSquare } from '../blokus/position.ts';
import { PIECE_COUNT } from '../blokus/pieces.ts';
import { hasLegalPlacement } from '../blokus/movegen.ts';
import type { Side } from '../match/types.ts';
import type { GameEnd, GameRules, RuleCheck } from './rules.ts';

export class BlokusRules implements GameRules<'blokus'> {
  readonly game = 'blokus' as const;
  readonly board: BlokusBoard;

  constructor(firstMoverStart: StartSquare) {
    this.board = new BlokusBoard({ firstMoverStart });
  }

  check(side: Side, move: MoveCode): RuleCheck {
    if (side !== this.board.toMove) return { ok: false, rule: 'out-of-turn', message: `side ${side + 1} moved out of turn` };
    const v = this.board.legality(move);
    return v.legal ? { ok: true } : { ok: false, rule: v.kind, message: v.reason };
  }

  play(side: Side, move: MoveCode): RuleCheck {
    const c = this.check(side, move);
    if (c.ok) this.board.apply(move);
    return c;
  }

  /** A side with no placement left can only pass (never on a first move: a start square is always free then). */
  forcedMove(side: Side): MoveCode | null {
    if (side !== this.board.toMove || this.board.isOver() || hasLegalPlacement(this.board)) return null;
    return { kind: 'pass' };
  }

  scores(): readonly [number, number] {
    const { scores } = this.board.result();
    return [scores[0], scores[1]];
  }

  end(): GameEnd | null {
    if (!this.board.isOver()) return null;
    const { scores, winner } = this.board.result();
    const allPlaced = this.board.piecesPlaced(0) === PIECE_COUNT || this.board.piecesPlaced(1) === PIECE_COUNT;
    return { reason: allPlaced ? 'all-pieces-placed' : 'two-passes', winner, scores: [scores[0], scores[1]], line: null };
  }

  encode(move: MoveCode): string {
    return encodeMoveCode(move);
  }
}
