/** A breadth-first reference for Hex connection, written independently of the union-find. */
import { neighbours } from '../../../core/hex/index.ts';

/** Does `colour` (1 red: top↔bottom, 2 blue: left↔right) connect its edges on `cells`? */
export function connectsByBfs(cells: ArrayLike<number>, size: number, colour: 1 | 2): boolean {
  const seen = new Uint8Array(size * size);
  const queue: number[] = [];
  const starts = (i: number): boolean => (colour === 1 ? Math.floor(i / size) === 0 : i % size === 0);
  const ends = (i: number): boolean => (colour === 1 ? Math.floor(i / size) === size - 1 : i % size === size - 1);
  for (let i = 0; i < size * size; i++) {
    if (cells[i] === colour && starts(i)) {
      seen[i] = 1;
      queue.push(i);
    }
  }
  while (queue.length > 0) {
    const i = queue.shift()!;
    if (ends(i)) return true;
    for (const nb of neighbours(size, i)) {
      if (!seen[nb] && cells[nb] === colour) {
        seen[nb] = 1;
        queue.push(nb);
      }
    }
  }
  return false;
}
