/**
 * Board geometry shared by the tables, the board and move generation.
 *
 * Bitboard layout: one 14-bit mask per row, bit (x − 1) for column x. Row masks live in "planes" of
 * {@link PLANE_ROWS} rows, where plane row y holds board row y (1..14); rows 0 and 15..19 are padding,
 * so a placement's 5-row window and its 7-row halo can be read and written without bounds checks.
 */

export const BOARD_SIZE = 14;
export const CELL_COUNT = BOARD_SIZE * BOARD_SIZE;
export const ROW_MASK = (1 << BOARD_SIZE) - 1;
/** Rows per plane: padding row 0, board rows 1..14, padding rows 15..19. */
export const PLANE_ROWS = 20;

/** Side 0 moves first; side 1 second. Each side's start square comes from the setup. */
export type Side = 0 | 1;

/** Cell index 0..195 of board coordinates (1..14, 1..14). */
export function cellIndex(x: number, y: number): number {
  return (y - 1) * BOARD_SIZE + (x - 1);
}

export function onBoard(x: number, y: number): boolean {
  return x >= 1 && x <= BOARD_SIZE && y >= 1 && y <= BOARD_SIZE;
}

const COORD = '123456789abcde';

/** `(5,a)`-style name of a cell, in the wire's coordinate letters (shared/DESIGN.md §4). */
export function cellName(x: number, y: number): string {
  const c = (v: number): string => (v >= 1 && v <= BOARD_SIZE ? (COORD[v - 1] as string) : String(v));
  return `(${c(x)},${c(y)})`;
}

export function sideName(side: Side): string {
  return side === 0 ? 'the first mover' : 'the second mover';
}
