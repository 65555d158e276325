/**
 * Cells and turns of the stone games (Gomoku, Hex): 0 is an empty cell, 1 the first mover's stone, 2 the
 * second's. Each game names the two sides its own way (core/gomoku/stone.ts, core/hex/stone.ts).
 */

export const EMPTY = 0;
export const FIRST = 1;
export const SECOND = 2;

export type Side = typeof FIRST | typeof SECOND;
export type CellValue = typeof EMPTY | Side;

/** Who plays move number `index` (0-based) of a game: the first mover on even indices. */
export function sideOfMove(index: number): Side {
  return index % 2 === 0 ? FIRST : SECOND;
}
