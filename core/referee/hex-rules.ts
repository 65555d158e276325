/** The referee's Hex rules: a HexBoard of its own; side 0 is red (moves first, joins top and bottom). */
import { HexBoard, RED, formatHexMove, winningChain } from '../hex/index.ts';
import type { HexMove, HexSetup } from '../hex/index.ts';
import { AlternatingRules } from './alternating-rules.ts';
import type { GameEnd } from './rules.ts';

export class HexRules extends AlternatingRules<'hex', HexBoard> {
  readonly game = 'hex' as const;

  constructor(setup: HexSetup) {
    super(new HexBoard(setup), RED);
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
