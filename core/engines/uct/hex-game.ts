/**
 * Hex for UCT. The board is padded by one ring of cells holding the edges as stones (top and
 * bottom rows red, left and right columns blue), so neighbours need no bounds checks and an edge
 * takes part in patterns like any stone: the bridge rule then also completes the two-bridge edge
 * template (a stone on the second row with both cells between it and its edge empty).
 *
 * Hex has no draws and stones never stop mattering once a side is joined, so a playout simply fills
 * every empty cell and the winner is read off the full board once. Tree moves are the empty cells,
 * without dead ones when pruning is on. Moves are padded cell indices; see {@link HexUctGame.cellOf}.
 */
import type { Rng } from '../../random.ts';
import { BLUE, EMPTY, RED, RING } from '../../hex/index.ts';
import type { HexBoard } from '../../hex/index.ts';
import type { UctGame, UctResult, UctSide } from './game.ts';
import { DEAD_IF_FILLED, isDeadPattern } from './hex-patterns.ts';
import { EmptyCells } from './empty-cells.ts';
import type { UctOptions } from './options.ts';

/** Side 0 (first mover) is red. */
const COLOUR_OF_SIDE = [RED, BLUE] as const;

export class HexUctGame implements UctGame {
  readonly size: number;
  readonly maxMoves: number;
  readonly #width: number;
  /** Padded-index offsets of the six neighbours, in RING order. */
  readonly #ring: Int32Array;
  /** Per ring position k: the offsets of neighbours k, k+1, k+2 (two stones and the link between). */
  readonly #bridges: Int32Array;
  readonly #cells: Uint8Array;
  readonly #root: Uint8Array;
  readonly #rootToMove: UctSide;
  /** Empty cells of the current state and each cell's place in that list (swap-remove). */
  readonly #empty: EmptyCells;
  #toMove: UctSide;
  #last = -1;
  readonly #rootLast: number;
  readonly #strategy: boolean;
  readonly #prune: boolean;
  /** Flood-fill scratch: a stamp per cell instead of clearing, and a stack. */
  readonly #seen: Uint32Array;
  #stamp = 0;
  readonly #stack: Int32Array;

  constructor(board: HexBoard, options: Pick<UctOptions, 'strategy' | 'prune'>) {
    const size = board.size;
    const w = size + 2;
    this.size = size;
    this.maxMoves = size * size;
    this.#width = w;
    this.#ring = Int32Array.from(RING, ([dx, dy]) => dy * w + dx);
    this.#bridges = Int32Array.from({ length: 18 }, (_, i) => this.#ring[(Math.floor(i / 3) + (i % 3)) % 6]!);
    this.#root = new Uint8Array(w * w);
    for (let py = 0; py < w; py++) {
      for (let px = 0; px < w; px++) {
        const edge = py === 0 || py === w - 1 ? RED : px === 0 || px === w - 1 ? BLUE : EMPTY;
        this.#root[py * w + px] = edge === EMPTY ? board.cells[(py - 1) * size + px - 1]! : edge;
      }
    }
    this.#cells = this.#root.slice();
    this.#rootToMove = board.toMove === RED ? 0 : 1;
    this.#toMove = this.#rootToMove;
    const last = board.moves[board.moves.length - 1];
    this.#rootLast = last?.kind === 'cell' ? this.indexOf(last.x, last.y) : -1;
    this.#empty = new EmptyCells(size * size, w * w);
    this.#seen = new Uint32Array(w * w);
    this.#stack = new Int32Array(w * w);
    this.#strategy = options.strategy;
    this.#prune = options.prune;
    this.rewind();
  }

  /** Padded index of board cell (x, y). */
  indexOf(x: number, y: number): number {
    return (y + 1) * this.#width + x + 1;
  }

  /** Board cell (x, y) of a padded index (a move of this game). */
  cellOf(move: number): { x: number; y: number } {
    const px = move % this.#width;
    return { x: px - 1, y: (move - px) / this.#width - 1 };
  }

  toMove(): UctSide {
    return this.#toMove;
  }

  /** The current state as a row-major, unpadded copy (0 empty, 1 red, 2 blue): for tests and logs. */
  boardCells(): Uint8Array {
    const out = new Uint8Array(this.size * this.size);
    for (let y = 0; y < this.size; y++) for (let x = 0; x < this.size; x++) out[y * this.size + x] = this.#cells[this.indexOf(x, y)]!;
    return out;
  }

  rewind(): void {
    this.#cells.set(this.#root);
    this.#toMove = this.#rootToMove;
    this.#last = this.#rootLast;
    this.#empty.clear();
    const w = this.#width;
    for (let py = 1; py < w - 1; py++) {
      for (let px = 1; px < w - 1; px++) {
        const i = py * w + px;
        if (this.#cells[i] === EMPTY) {
          this.#empty.add(i);
        }
      }
    }
  }

  generate(out: Int32Array): number {
    let n = 0;
    for (let k = 0; k < this.#empty.count; k++) {
      const cell = this.#empty.list[k]!;
      if (!this.#prune || !isDeadPattern(this.#pattern(cell))) out[n++] = cell;
    }
    // Every empty cell dead: the winner is settled, but the game still needs a move.
    if (n === 0 && this.#empty.count > 0) out[n++] = this.#empty.list[0]!;
    return n;
  }

  play(move: number): void {
    this.#put(move, COLOUR_OF_SIDE[this.#toMove]);
    this.#last = move;
    this.#toMove = (1 - this.#toMove) as UctSide;
  }

  result(): UctResult | -1 {
    return this.#empty.count > 0 ? -1 : this.#redJoined() ? 0 : 1;
  }

  playout(rng: Rng): UctResult {
    if (this.#strategy) this.#fillCaptured();
    let last = this.#last;
    let side = this.#toMove;
    while (this.#empty.count > 0) {
      const colour = COLOUR_OF_SIDE[side];
      let cell = this.#strategy && last >= 0 ? this.#bridgeReply(last, colour) : -1;
      if (cell < 0) cell = this.#empty.random(rng);
      this.#put(cell, colour);
      last = cell;
      side = (1 - side) as UctSide;
    }
    return this.#redJoined() ? 0 : 1;
  }

  /** Base-3 code of the six neighbours of padded cell `i` (see hex-patterns.ts). */
  #pattern(i: number): number {
    const c = this.#cells;
    const r = this.#ring;
    return c[i + r[0]!]! + 3 * (c[i + r[1]!]! + 3 * (c[i + r[2]!]! + 3 * (c[i + r[3]!]! + 3 * (c[i + r[4]!]! + 3 * c[i + r[5]!]!))));
  }

  #put(cell: number, colour: number): void {
    this.#cells[cell] = colour;
    this.#empty.take(cell);
  }

  /**
   * The opponent just played `intruded`. If that cell was one of the two links of a `colour`
   * bridge (two of its stones — or a stone and its edge — with `intruded` and one more empty cell
   * as their common neighbours), return the other link, else −1.
   */
  #bridgeReply(intruded: number, colour: number): number {
    const c = this.#cells;
    const t = this.#bridges;
    for (let k = 0; k < 18; k += 3) {
      const link = intruded + t[k + 1]!;
      if (c[link] === EMPTY && c[intruded + t[k]!] === colour && c[intruded + t[k + 2]!] === colour) return link;
    }
    return -1;
  }

  /**
   * Captured pairs: two adjacent empty cells p, q such that if the opponent takes either, `colour`
   * taking the other leaves the intruded cell dead. Filling both for `colour` cannot change the
   * result, and saves the playout from losing the pair at random.
   */
  #fillCaptured(): void {
    const r = this.#ring;
    for (let k = 0; k < this.#empty.count; k++) {
      const p = this.#empty.list[k]!;
      // Only the three forward neighbours, so each pair is looked at once.
      const bits = DEAD_IF_FILLED[this.#pattern(p)]! & 0b111111;
      if (bits === 0) continue;
      for (let d = 0; d < 3; d++) {
        const colour = (bits >> (2 * d)) & 3;
        if (colour === 0 || colour === 3) continue; // neither colour, or both: not one owner's
        const q = p + r[d]!;
        // q sees p as its neighbour d + 3: p given to `colour` must leave q dead as well.
        if (!((DEAD_IF_FILLED[this.#pattern(q)]! >> (2 * (d + 3))) & colour)) continue;
        this.#put(p, colour);
        this.#put(q, colour);
        k = -1; // the list was reordered: scan again from the start
        break;
      }
    }
  }

  /** On a full board: does red join top and bottom? Depth-first from the top row. */
  #redJoined(): boolean {
    const w = this.#width;
    const c = this.#cells;
    const r = this.#ring;
    const seen = this.#seen;
    const stamp = ++this.#stamp;
    let sp = 0;
    for (let px = 1; px < w - 1; px++) {
      const i = w + px;
      if (c[i] === RED) {
        seen[i] = stamp;
        this.#stack[sp++] = i;
      }
    }
    const bottom = (w - 2) * w;
    while (sp > 0) {
      const i = this.#stack[--sp]!;
      if (i >= bottom) return true;
      for (let k = 0; k < 6; k++) {
        const j = i + r[k]!;
        // Edge rows are red too; j ≥ w keeps the walk off the top edge, the bottom row ends it above.
        if (j >= w && c[j] === RED && seen[j] !== stamp) {
          seen[j] = stamp;
          this.#stack[sp++] = j;
        }
      }
    }
    return false;
  }
}

