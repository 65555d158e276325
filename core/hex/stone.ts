/**
 * Cell contents and sides of Hex. Red moves first and joins the top and bottom edges; blue joins
 * left and right. The numbers match HTP's colours: red is HTP `black`, blue is HTP `white`.
 */
import { FIRST, SECOND } from '../stones.ts';
import type { Side } from '../stones.ts';

export { EMPTY, sideOfMove as colorOfMove } from '../stones.ts';
export type { Side as HexColor, CellValue as HexCellValue } from '../stones.ts';

export const RED = FIRST;
export const BLUE = SECOND;

export function colorName(c: Side): string {
  return c === RED ? 'red' : 'blue';
}

export const MIN_SIZE = 5;
export const MAX_SIZE = 19;
export const DEFAULT_SIZE = 11;
