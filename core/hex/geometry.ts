/**
 * Hex adjacency on a size×size rhombus, row-major cell index y·size + x. A cell touches
 * (x±1, y), (x, y±1), (x+1, y−1) and (x−1, y+1). The list below walks round the cell, so
 * consecutive entries are neighbours of each other (engines rely on this order for patterns).
 */
export const RING: readonly (readonly [dx: number, dy: number])[] = [
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [0, -1],
  [1, -1],
];

/** Row-major indices of the on-board neighbours of cell `index`. */
export function neighbours(size: number, index: number): number[] {
  const x = index % size;
  const y = (index - x) / size;
  const out: number[] = [];
  for (const [dx, dy] of RING) {
    const nx = x + dx;
    const ny = y + dy;
    if (nx >= 0 && ny >= 0 && nx < size && ny < size) out.push(ny * size + nx);
  }
  return out;
}
