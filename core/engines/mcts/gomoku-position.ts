/**
 * Gomoku as the MCTS searches it: a mutable board with play/undo, the net's input planes, and the
 * moves a node expands. Candidates: the winning cells when the side to move has one, else the cells
 * that block the opponent's winning cells when it has some, else every empty cell within two of a
 * stone (the centre on an empty board). The net's priors are spread over these only.
 */
import { BLACK, EMPTY, winningLineThrough } from '../../gomoku/index.ts';
import type { GomokuBoard, GomokuRule } from '../../gomoku/index.ts';

/** Result of the current state: −1 ongoing, 0/1 the side that won, 2 a draw. */
export type MctsResult = -1 | 0 | 1 | 2;

/** How far from a stone a candidate may be (king's moves). */
const NEAR = 2;
export const PLANES = 3;

export class GomokuPosition {
  readonly size: number;
  readonly rule: GomokuRule;
  readonly cells: Uint8Array;
  #toMove: 0 | 1;
  #result: MctsResult = -1;
  readonly #played: number[] = [];
  readonly #results: MctsResult[] = [];
  #empty: number;

  constructor(board: GomokuBoard) {
    this.size = board.size;
    this.rule = board.rule;
    this.cells = Uint8Array.from(board.cells);
    this.#toMove = board.toMove === BLACK ? 0 : 1;
    this.#empty = this.cells.reduce((n, c) => n + (c === EMPTY ? 1 : 0), 0);
    const o = board.outcome;
    this.#result = o.kind === 'ongoing' ? -1 : o.kind === 'draw' ? 2 : o.winner === BLACK ? 0 : 1;
  }

  get toMove(): 0 | 1 {
    return this.#toMove;
  }

  get result(): MctsResult {
    return this.#result;
  }

  /** Moves played since construction (undo takes them back). */
  get depth(): number {
    return this.#played.length;
  }

  play(cell: number): void {
    this.#results.push(this.#result);
    this.#played.push(cell);
    this.cells[cell] = this.#toMove + 1;
    this.#empty--;
    const x = cell % this.size;
    if (winningLineThrough(this.cells, this.size, this.rule, x, (cell - x) / this.size)) this.#result = this.#toMove;
    else if (this.#empty === 0) this.#result = 2;
    this.#toMove = (1 - this.#toMove) as 0 | 1;
  }

  undo(): void {
    const cell = this.#played.pop();
    if (cell === undefined) return;
    this.cells[cell] = EMPTY;
    this.#empty++;
    this.#result = this.#results.pop()!;
    this.#toMove = (1 - this.#toMove) as 0 | 1;
  }

  /** The net's input: stones of the side to move, the opponent's, ones; [plane][y][x]. */
  encode(planes: Float32Array): void {
    const n = this.cells.length;
    const own = this.#toMove + 1;
    for (let i = 0; i < n; i++) {
      const c = this.cells[i]!;
      planes[i] = c === own ? 1 : 0;
      planes[n + i] = c !== EMPTY && c !== own ? 1 : 0;
      planes[2 * n + i] = 1;
    }
  }

  /** The moves to expand, into `out`; 0 when the game is over. */
  candidates(out: Int32Array): number {
    if (this.#result !== -1) return 0;
    const wins = this.#winningCells(this.#toMove, out);
    if (wins > 0) return wins;
    const blocks = this.#winningCells(1 - this.#toMove, out);
    if (blocks > 0) return blocks;
    let n = 0;
    for (let i = 0; i < this.cells.length; i++) if (this.cells[i] === EMPTY && this.#near(i)) out[n++] = i;
    if (n === 0) out[n++] = this.#centreOrFirstEmpty();
    return n;
  }

  /** Empty cells next to stones where `side` would make five. */
  #winningCells(side: number, out: Int32Array): number {
    let n = 0;
    const x0 = this.size;
    for (let i = 0; i < this.cells.length; i++) {
      if (this.cells[i] !== EMPTY || !this.#near(i, 1)) continue;
      this.cells[i] = side + 1;
      if (winningLineThrough(this.cells, x0, this.rule, i % x0, Math.floor(i / x0))) out[n++] = i;
      this.cells[i] = EMPTY;
    }
    return n;
  }

  #near(cell: number, d = NEAR): boolean {
    const size = this.size;
    const x = cell % size;
    const y = (cell - x) / size;
    for (let cy = Math.max(0, y - d); cy <= Math.min(size - 1, y + d); cy++) {
      for (let cx = Math.max(0, x - d); cx <= Math.min(size - 1, x + d); cx++) if (this.cells[cy * size + cx] !== EMPTY) return true;
    }
    return false;
  }

  #centreOrFirstEmpty(): number {
    const c = Math.floor(this.size / 2) * (this.size + 1);
    return this.cells[c] === EMPTY ? c : this.cells.indexOf(EMPTY);
  }
}
