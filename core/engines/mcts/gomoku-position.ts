/**
 * Gomoku as the MCTS searches it: the UCT engine's Gomoku state (core/engines/uct/gomoku-game.ts)
 * for the rules, the result and the moves a node expands, plus the stones the net reads. Its pruned
 * move list is the MCTS's candidates: the winning cell when the side to move has one, else the
 * cells that block the opponent's winning cells, else every empty cell within two of a stone (the
 * centre on an empty board). The net's priors are spread over these only.
 */
import { BLACK, EMPTY, WHITE } from '../../gomoku/index.ts';
import type { GomokuBoard } from '../../gomoku/index.ts';
import { GomokuUctGame } from '../uct/gomoku-game.ts';
import type { UctResult } from '../uct/game.ts';

/** Result of the current state: −1 ongoing, 0/1 the side that won, 2 a draw (UCT's encoding). */
export type MctsResult = UctResult | -1;

export const PLANES = 3;

export class GomokuPosition {
  readonly size: number;
  readonly #game: GomokuUctGame;
  readonly #root: Uint8Array;
  readonly #cells: Uint8Array;

  constructor(board: GomokuBoard) {
    this.size = board.size;
    this.#game = new GomokuUctGame(board, { prune: true, strategy: false });
    this.#root = Uint8Array.from(board.cells);
    this.#cells = this.#root.slice();
  }

  get toMove(): 0 | 1 {
    return this.#game.toMove();
  }

  get result(): MctsResult {
    return this.#game.result();
  }

  play(cell: number): void {
    this.#cells[cell] = this.#game.toMove() + 1;
    this.#game.play(cell);
  }

  /** Back to the position the search started from. */
  rewind(): void {
    this.#cells.set(this.#root);
    this.#game.rewind();
  }

  /** The net's input: stones of the side to move, the opponent's, ones; [plane][y][x]. */
  encode(planes: Float32Array): void {
    const n = this.#cells.length;
    const own = this.toMove === 0 ? BLACK : WHITE;
    for (let i = 0; i < n; i++) {
      const c = this.#cells[i]!;
      planes[i] = c === own ? 1 : 0;
      planes[n + i] = c !== EMPTY && c !== own ? 1 : 0;
      planes[2 * n + i] = 1;
    }
  }

  /** The moves to expand, into `out` (room for size² moves); 0 when the game is over. */
  candidates(out: Int32Array): number {
    return this.#game.generate(out);
  }
}
