/**
 * Union-find over the cells plus four virtual edge nodes, so "has red joined top and bottom?" is two
 * finds after each stone. Stones are only ever added (a swap rebuilds it: it happens at move 1).
 */
import { neighbours } from './geometry.ts';
import { BLUE, EMPTY, RED } from './stone.ts';
import type { HexColor } from './stone.ts';

export class HexConnectivity {
  readonly #size: number;
  readonly #parent: Int32Array;
  readonly #colour: Uint8Array;
  readonly #adjacent: readonly (readonly number[])[];

  constructor(size: number) {
    this.#size = size;
    const n = size * size;
    this.#parent = new Int32Array(n + 4);
    this.#colour = new Uint8Array(n);
    this.#adjacent = Array.from({ length: n }, (_, i) => neighbours(size, i));
    this.clear();
  }

  /** Virtual nodes: top and bottom edges (red's), left and right (blue's). */
  get top(): number {
    return this.#size * this.#size;
  }

  clear(): void {
    for (let i = 0; i < this.#parent.length; i++) this.#parent[i] = i;
    this.#colour.fill(EMPTY);
  }

  add(index: number, colour: HexColor): void {
    const size = this.#size;
    this.#colour[index] = colour;
    for (const nb of this.#adjacent[index]!) if (this.#colour[nb] === colour) this.#union(index, nb);
    const x = index % size;
    const y = (index - x) / size;
    const t = this.top;
    if (colour === RED) {
      if (y === 0) this.#union(index, t);
      if (y === size - 1) this.#union(index, t + 1);
    } else {
      if (x === 0) this.#union(index, t + 2);
      if (x === size - 1) this.#union(index, t + 3);
    }
  }

  /** The colour whose two edges are joined, or null. */
  winner(): HexColor | null {
    const t = this.top;
    if (this.#find(t) === this.#find(t + 1)) return RED;
    if (this.#find(t + 2) === this.#find(t + 3)) return BLUE;
    return null;
  }

  #find(i: number): number {
    const p = this.#parent;
    while (p[i] !== i) {
      p[i] = p[p[i]!]!; // path halving
      i = p[i]!;
    }
    return i;
  }

  #union(a: number, b: number): void {
    const ra = this.#find(a);
    const rb = this.#find(b);
    if (ra !== rb) this.#parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
}

/** The winner of a row-major cell array (0 empty, 1 red, 2 blue), or null. */
export function hexWinner(cells: ArrayLike<number>, size: number): HexColor | null {
  const uf = new HexConnectivity(size);
  for (let i = 0; i < size * size; i++) {
    const c = cells[i];
    if (c === RED || c === BLUE) uf.add(i, c);
  }
  return uf.winner();
}
