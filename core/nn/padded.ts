/**
 * Activations live in padded planes: (size + 2)² per channel with a zero border, as a line-buffer
 * design keeps them, so a 3×3 window never tests bounds and each kernel tap is one pass over a
 * contiguous run. Only the kernels' border clean-up and the input/output copies know the layout.
 */

export function paddedSide(size: number): number {
  return size + 2;
}

export function paddedPlane(size: number): number {
  return (size + 2) * (size + 2);
}

/** Flat index of cell (x, y) in a padded plane. */
export function paddedIndex(size: number, x: number, y: number): number {
  return (y + 1) * (size + 2) + x + 1;
}

/** The contiguous run from the first to the last interior cell of a plane: [start, end). */
export function interiorRun(size: number): readonly [number, number] {
  const p = size + 2;
  return [p + 1, p * size + size + 1];
}

/** Zero the two border columns inside the run of plane `base` (a tap pass writes them too). */
export function clearBorder(plane: { [i: number]: number }, base: number, size: number): void {
  const p = size + 2;
  for (let y = 1; y < size; y++) {
    plane[base + y * p + size + 1] = 0;
    plane[base + (y + 1) * p] = 0;
  }
}
