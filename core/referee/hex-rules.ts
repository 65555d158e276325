/** The referee's Hex rules: a HexBoard of its own; side 0 is red (moves first, joins top and bottom). */
import { HexBoard, RED, formatHexMove, winningChain } from '../hex/index.ts';
import type { HexMove, HexSetup } from '../hex/index.ts';
import type { Side } from '../match/types.ts';
import type { GameEnd, GameRules, RuleCheck } from './rules.ts';

export class HexRules implements GameRules<'hex'> {
  readonly game = 'hex' as const;
  readonly board: HexBoard;

  constructor(setup: HexSetup) {
    this.board = new HexBoard(setup);
  }

  check(side: Side, move: HexMove): RuleCheck {
    const expected: Side = this.board.toMove === RED ? 0 : 1;
    if (side !== expected) return { ok: false, rule: 'out-of-turn', message: `side ${side + 1} moved out of turn` };
    const v = this.board.check(move);
    return v.ok ? { ok: true } : { ok: false, rule: v.reason, message: v.message };
  }

  play(side: Side, move: HexMove): RuleCheck {
    const c = this.check(side, move);
    if (c.ok) this.board.play(move);
    return c;
  }

  /** Hex keeps no score. */
  scores(): null {
    return null;
  }

  end(): GameEnd | null {
    const winner = this.board.winner;
    if (winner === null) return null;
    return { reason: 'connection', winner: winner === RED ? 0 : 1, scores: null, line: winningChain(this.board.cells, this.board.size, winner) };
  }

  encode(move: HexMove): string {
    return formatHexMove(move);
  }
}
