/**
 * The winning chain: a shortest path of the winner's stones from one of its edges to the other,
 * for the referee's `GameEnd.line` and the GUI's highlight. Breadth-first, so it has no detours.
 */
import { neighbours } from './geometry.ts';
import { RED } from './stone.ts';
import type { HexColor } from './stone.ts';

export interface HexPoint {
  readonly x: number;
  readonly y: number;
}

/** The chain of `colour` joining its edges on `cells`, first edge to second, or null if there is none. */
export function winningChain(cells: ArrayLike<number>, size: number, colour: HexColor): HexPoint[] | null {
  const along = (i: number): number => (colour === RED ? Math.floor(i / size) : i % size);
  const from = new Int32Array(size * size).fill(-2); // −2 unseen, −1 start cell, else the previous cell
  const queue: number[] = [];
  for (let i = 0; i < size * size; i++) {
    if (cells[i] === colour && along(i) === 0) {
      from[i] = -1;
      queue.push(i);
    }
  }
  for (let head = 0; head < queue.length; head++) {
    const i = queue[head]!;
    if (along(i) === size - 1) return pathTo(i, from, size);
    for (const nb of neighbours(size, i)) {
      if (from[nb] === -2 && cells[nb] === colour) {
        from[nb] = i;
        queue.push(nb);
      }
    }
  }
  return null;
}

function pathTo(end: number, from: Int32Array, size: number): HexPoint[] {
  const path: HexPoint[] = [];
  for (let i = end; i >= 0; i = from[i]!) path.push({ x: i % size, y: Math.floor(i / size) });
  return path.reverse();
}
