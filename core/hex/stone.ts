/**
 * Cell contents and sides of Hex. Red moves first and joins the top and bottom edges; blue joins
 * left and right. The numbers match HTP's colours: red is HTP `black`, blue is HTP `white`.
 */

export const EMPTY = 0;
export const RED = 1;
export const BLUE = 2;

export type HexColor = typeof RED | typeof BLUE;
export type HexCellValue = typeof EMPTY | HexColor;

export function otherColor(c: HexColor): HexColor {
  return c === RED ? BLUE : RED;
}

/** Who plays move number `index` (0-based): red on even indices. A swap is blue's move 1. */
export function colorOfMove(index: number): HexColor {
  return index % 2 === 0 ? RED : BLUE;
}

export function colorName(c: HexColor): string {
  return c === RED ? 'red' : 'blue';
}

export const MIN_SIZE = 5;
export const MAX_SIZE = 19;
export const DEFAULT_SIZE = 11;
