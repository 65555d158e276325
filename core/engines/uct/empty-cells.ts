/**
 * The empty cells of a UCT game state (Gomoku, Hex): a dense list plus each cell's place in it, so
 * that taking a cell (swap with the last entry) and drawing a random empty cell are O(1).
 */
import type { Rng } from '../../random.ts';

export class EmptyCells {
  /** Entries 0..count − 1 are the empty cells, in no particular order. */
  readonly list: Int32Array;
  /** Place in `list` of each cell index (meaningful for empty cells only). */
  readonly #place: Int32Array;
  count = 0;

  /** `capacity`: most empty cells at once; `indexSpace`: cell indices are below it. */
  constructor(capacity: number, indexSpace: number) {
    this.list = new Int32Array(capacity);
    this.#place = new Int32Array(indexSpace);
  }

  clear(): void {
    this.count = 0;
  }

  add(cell: number): void {
    this.#place[cell] = this.count;
    this.list[this.count++] = cell;
  }

  /** Remove `cell`, which must be in the list: the last entry takes its place. */
  take(cell: number): void {
    const k = this.#place[cell]!;
    const moved = this.list[--this.count]!;
    this.list[k] = moved;
    this.#place[moved] = k;
  }

  random(rng: Rng): number {
    return this.list[rng.nextInt(this.count)]!;
  }
}
