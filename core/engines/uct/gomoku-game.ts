/**
 * Gomoku for UCT. With the strategy on, playouts follow a simple policy: win if a move wins, else
 * block the opponent's winning cell, else take the best of a few random cells next to stones, scored
 * by the runs they extend and block (pattern-aware). With it off they play uniformly at random. Winning cells are tracked incrementally: after each stone the
 * windows of five through it are scanned for four of a colour and one empty cell.
 *
 * With pruning on, the tree only considers the winning move when there is one, else the cells that
 * block the opponent's win when it has one, else cells within two of a stone.
 */
import type { Rng } from '../../random.ts';
import { BLACK, DIRECTIONS, EMPTY, winningLineThrough } from '../../gomoku/index.ts';
import type { GomokuBoard, GomokuRule } from '../../gomoku/index.ts';
import { DRAW } from './game.ts';
import type { UctGame, UctResult, UctSide } from './game.ts';
import { EmptyCells } from './empty-cells.ts';
import type { UctOptions } from './options.ts';

/** Random cells drawn per playout move; the best-scored one is played. */
const SAMPLES = 4;
/** Draws per sample before a cell with no stone next to it is accepted anyway. */
const NEAR_TRIES = 6;
/** A stone adds at most 4 directions × 5 windows of new winning cells. */
const THREATS_PER_STONE = 20;

export class GomokuUctGame implements UctGame {
  readonly size: number;
  readonly rule: GomokuRule;
  readonly maxMoves: number;
  readonly #cells: Uint8Array;
  readonly #root: Uint8Array;
  readonly #rootToMove: UctSide;
  readonly #empty: EmptyCells;
  #toMove: UctSide;
  #result: UctResult | -1 = -1;
  readonly #rootResult: UctResult | -1;
  /** Cells where side s (stone s + 1) would complete five; stale entries are skipped when read. */
  readonly #threats: [Int32Array, Int32Array];
  readonly #threatCount = new Int32Array(2);
  readonly #rootThreats: [Int32Array, Int32Array];
  readonly #rootThreatCount = new Int32Array(2);
  readonly #prune: boolean;
  readonly #strategy: boolean;

  constructor(board: GomokuBoard, options: Pick<UctOptions, 'prune' | 'strategy'>) {
    const n = board.size * board.size;
    this.size = board.size;
    this.rule = board.rule;
    this.maxMoves = n;
    this.#root = Uint8Array.from(board.cells);
    this.#cells = this.#root.slice();
    this.#rootToMove = board.toMove === BLACK ? 0 : 1;
    this.#toMove = this.#rootToMove;
    const outcome = board.outcome;
    this.#rootResult = outcome.kind === 'ongoing' ? -1 : outcome.kind === 'draw' ? DRAW : outcome.winner === BLACK ? 0 : 1;
    this.#empty = new EmptyCells(n, n);
    const cap = n * THREATS_PER_STONE;
    this.#threats = [new Int32Array(cap), new Int32Array(cap)];
    this.#rootThreats = [new Int32Array(n), new Int32Array(n)];
    this.#prune = options.prune;
    this.#strategy = options.strategy;
    this.#findRootThreats();
    this.rewind();
  }

  toMove(): UctSide {
    return this.#toMove;
  }

  rewind(): void {
    this.#cells.set(this.#root);
    this.#toMove = this.#rootToMove;
    this.#result = this.#rootResult;
    this.#empty.clear();
    for (let i = 0; i < this.#cells.length; i++) {
      if (this.#cells[i] === EMPTY) {
        this.#empty.add(i);
      }
    }
    for (const s of [0, 1] as const) {
      this.#threats[s].set(this.#rootThreats[s].subarray(0, this.#rootThreatCount[s]));
      this.#threatCount[s] = this.#rootThreatCount[s]!;
    }
  }

  generate(out: Int32Array): number {
    if (this.#result !== -1) return 0;
    const side = this.#toMove;
    if (this.#prune) {
      const win = this.#liveThreat(side);
      if (win >= 0) {
        out[0] = win;
        return 1;
      }
      const blocks = this.#liveThreats(1 - side, out);
      if (blocks > 0) return blocks;
    }
    let n = 0;
    for (let k = 0; k < this.#empty.count; k++) {
      const cell = this.#empty.list[k]!;
      if (!this.#prune || this.#near(cell, 2)) out[n++] = cell;
    }
    if (n === 0) out[n++] = this.#centreOrFirst();
    return n;
  }

  play(move: number): void {
    this.#put(move, this.#toMove);
    this.#toMove = (1 - this.#toMove) as UctSide;
  }

  result(): UctResult | -1 {
    return this.#result;
  }

  playout(rng: Rng): UctResult {
    while (this.#result === -1) this.play(this.#strategy ? this.#policyMove(rng) : this.#empty.random(rng));
    return this.#result;
  }

  #policyMove(rng: Rng): number {
    const side = this.#toMove;
    const win = this.#liveThreat(side);
    if (win >= 0) return win;
    const block = this.#liveThreat(1 - side);
    return block >= 0 ? block : this.#patternMove(rng, side);
  }

  #put(cell: number, side: UctSide): void {
    this.#cells[cell] = side + 1;
    this.#empty.take(cell);
    const x = cell % this.size;
    const y = (cell - x) / this.size;
    if (winningLineThrough(this.#cells, this.size, this.rule, x, y)) this.#result = side;
    else if (this.#empty.count === 0) this.#result = DRAW;
    else this.#addThreats(x, y, side);
  }

  /** Record the empty cell of every window of five through (x, y) holding four stones of `side`. */
  #addThreats(x: number, y: number, side: UctSide): void {
    for (const [dx, dy] of DIRECTIONS) {
      for (let start = -4; start <= 0; start++) {
        const x0 = x + start * dx;
        const y0 = y + start * dy;
        if (!this.#inside(x0, y0) || !this.#inside(x0 + 4 * dx, y0 + 4 * dy)) continue;
        const hole = this.#holeOfFour(x0, y0, dx, dy, side + 1);
        if (hole >= 0 && this.#threatCount[side]! < this.#threats[side].length) this.#threats[side][this.#threatCount[side]!++] = hole;
      }
    }
  }

  #inside(x: number, y: number): boolean {
    return x >= 0 && y >= 0 && x < this.size && y < this.size;
  }

  /** The empty cell of the five from (x0, y0) along (dx, dy) if the other four are `stone`, else −1. */
  #holeOfFour(x0: number, y0: number, dx: number, dy: number, stone: number): number {
    let own = 0;
    let hole = -1;
    for (let j = 0; j < 5; j++) {
      const i = (y0 + j * dy) * this.size + x0 + j * dx;
      const c = this.#cells[i];
      if (c === stone) own++;
      else if (c === EMPTY) hole = i;
    }
    return own === 4 ? hole : -1;
  }

  /** A still-empty winning cell of `side`, or −1 (drops filled ones as it goes). */
  #liveThreat(side: number): number {
    const list = this.#threats[side]!;
    while (this.#threatCount[side]! > 0) {
      const cell = list[this.#threatCount[side]! - 1]!;
      if (this.#cells[cell] === EMPTY) return cell;
      this.#threatCount[side]!--;
    }
    return -1;
  }

  /** Every distinct still-empty winning cell of `side`, into `out`. */
  #liveThreats(side: number, out: Int32Array): number {
    let n = 0;
    const list = this.#threats[side]!;
    for (let k = 0; k < this.#threatCount[side]!; k++) {
      const cell = list[k]!;
      if (this.#cells[cell] !== EMPTY) continue;
      let dup = false;
      for (let j = 0; j < n; j++) if (out[j] === cell) dup = true;
      if (!dup) out[n++] = cell;
    }
    return n;
  }

  #patternMove(rng: Rng, side: UctSide): number {
    let best = -1;
    let bestScore = -1;
    for (let s = 0; s < SAMPLES; s++) {
      let cell = this.#empty.random(rng);
      for (let t = 1; t < NEAR_TRIES && !this.#near(cell, 1); t++) cell = this.#empty.random(rng);
      const score = this.#score(cell, side);
      if (score > bestScore) {
        bestScore = score;
        best = cell;
      }
    }
    return best;
  }

  /** Squares of the runs of each colour that a stone at `cell` would join, over the four directions. */
  #score(cell: number, side: UctSide): number {
    const x = cell % this.size;
    const y = (cell - x) / this.size;
    let score = 0;
    for (const [dx, dy] of DIRECTIONS) {
      for (const stone of [side + 1, 2 - side]) {
        const run = this.#run(x, y, dx, dy, stone) + this.#run(x, y, -dx, -dy, stone);
        score += run * run;
      }
    }
    return score;
  }

  #run(x: number, y: number, dx: number, dy: number, stone: number): number {
    let n = 0;
    for (let cx = x + dx, cy = y + dy; cx >= 0 && cy >= 0 && cx < this.size && cy < this.size; cx += dx, cy += dy) {
      if (this.#cells[cy * this.size + cx] !== stone) break;
      n++;
    }
    return n;
  }

  /** Is there a stone within `d` (king's move distance) of `cell`? */
  #near(cell: number, d: number): boolean {
    const size = this.size;
    const x = cell % size;
    const y = (cell - x) / size;
    for (let cy = Math.max(0, y - d); cy <= Math.min(size - 1, y + d); cy++) {
      for (let cx = Math.max(0, x - d); cx <= Math.min(size - 1, x + d); cx++) if (this.#cells[cy * size + cx] !== EMPTY) return true;
    }
    return false;
  }

  #centreOrFirst(): number {
    const c = Math.floor(this.size / 2);
    return this.#cells[c * this.size + c] === EMPTY ? c * this.size + c : this.#empty.list[0]!;
  }

  /** Winning cells of both sides in the root position (once per search). */
  #findRootThreats(): void {
    const cells = this.#root;
    for (const side of [0, 1] as const) {
      let n = 0;
      for (let i = 0; i < cells.length && this.#rootResult === -1; i++) {
        if (cells[i] !== EMPTY) continue;
        cells[i] = side + 1;
        if (winningLineThrough(cells, this.size, this.rule, i % this.size, Math.floor(i / this.size))) this.#rootThreats[side][n++] = i;
        cells[i] = EMPTY;
      }
      this.#rootThreatCount[side] = n;
    }
  }
}
