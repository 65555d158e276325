/** Cell contents of a Gomoku board. Black moves first; stone numbers match the Piskvork `BOARD` field. */

export const EMPTY = 0;
export const BLACK = 1;
export const WHITE = 2;

export type Stone = typeof BLACK | typeof WHITE;
export type Cell = typeof EMPTY | Stone;

export function otherStone(s: Stone): Stone {
  return s === BLACK ? WHITE : BLACK;
}

/** Who plays move number `index` (0-based) of a game: black on even indices. */
export function stoneOfMove(index: number): Stone {
  return index % 2 === 0 ? BLACK : WHITE;
}

export const MIN_SIZE = 5;
export const MAX_SIZE = 20;
export const DEFAULT_SIZE = 15;
