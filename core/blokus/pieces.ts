/**
 * The 21 Blokus Duo pieces and their 8 orientations, exactly as shared/DESIGN.md §4.
 * Offsets are (dx, dy) from the piece's reference cell; y grows downward.
 */

export type Offset = readonly [dx: number, dy: number];

export const PIECE_COUNT = 21;
export const ORIENTATION_COUNT = 8;
export const PIECE_LETTERS = 'abcdefghijklmnopqrstu';

/** Orientation-0 cells of pieces `a`..`u` (index 0..20). */
export const PIECE_CELLS: readonly (readonly Offset[])[] = [
  /* a */ [[0, 0]],
  /* b */ [[0, 0], [0, 1]],
  /* c */ [[0, -1], [0, 0], [0, 1]],
  /* d */ [[0, -1], [0, 0], [1, 0]],
  /* e */ [[0, -1], [0, 0], [0, 1], [0, 2]],
  /* f */ [[0, -1], [0, 0], [-1, 1], [0, 1]],
  /* g */ [[0, -1], [0, 0], [1, 0], [0, 1]],
  /* h */ [[0, 0], [1, 0], [0, 1], [1, 1]],
  /* i */ [[-1, 0], [0, 0], [0, 1], [1, 1]],
  /* j */ [[0, -2], [0, -1], [0, 0], [0, 1], [0, 2]],
  /* k */ [[0, -2], [0, -1], [0, 0], [-1, 1], [0, 1]],
  /* l */ [[0, -2], [0, -1], [-1, 0], [0, 0], [-1, 1]],
  /* m */ [[0, -1], [-1, 0], [0, 0], [-1, 1], [0, 1]],
  /* n */ [[-1, -1], [0, -1], [0, 0], [-1, 1], [0, 1]],
  /* o */ [[0, -1], [0, 0], [1, 0], [0, 1], [0, 2]],
  /* p */ [[0, -1], [0, 0], [-1, 1], [0, 1], [1, 1]],
  /* q */ [[0, -2], [0, -1], [0, 0], [1, 0], [2, 0]],
  /* r */ [[-1, -1], [0, -1], [0, 0], [1, 0], [1, 1]],
  /* s */ [[-1, -1], [-1, 0], [0, 0], [1, 0], [1, 1]],
  /* t */ [[-1, -1], [-1, 0], [0, 0], [1, 0], [0, 1]],
  /* u */ [[0, -1], [-1, 0], [0, 0], [1, 0], [0, 1]],
];

/** Number of squares of each piece. */
export const PIECE_SIZES: readonly number[] = PIECE_CELLS.map((c) => c.length);

/**
 * Orientation R = 2k + m: turn k times by 90° clockwise on screen ((dx,dy) → (−dy,dx)),
 * then mirror left↔right ((dx,dy) → (−dx,dy)) when m = 1.
 */
export function orientOffset([dx, dy]: Offset, orientation: number): Offset {
  let x = dx;
  let y = dy;
  for (let k = 0; k < orientation >> 1; k++) {
    const t = x;
    x = -y;
    y = t;
  }
  if (orientation & 1) x = -x;
  return [x + 0, y + 0]; // + 0 turns −0 into 0 so offsets compare and print cleanly
}

/** Cells of `piece` (0..20) in `orientation` (0..7), in the order of the orientation-0 table. */
export const ORIENTED_CELLS: readonly (readonly (readonly Offset[])[])[] = PIECE_CELLS.map((cells) =>
  Array.from({ length: ORIENTATION_COUNT }, (_, r) => cells.map((c) => orientOffset(c, r))),
);

export function pieceLetter(piece: number): string {
  const l = PIECE_LETTERS[piece];
  if (l === undefined) throw new RangeError(`piece index ${piece} is outside 0..20`);
  return l;
}
