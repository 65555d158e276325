/** Cell contents of a Gomoku board. Black moves first; stone numbers match the Piskvork `BOARD` field. */
import { FIRST, SECOND } from '../stones.ts';

export { EMPTY, sideOfMove as stoneOfMove } from '../stones.ts';
export type { Side as Stone, CellValue as Cell } from '../stones.ts';

export const BLACK = FIRST;
export const WHITE = SECOND;

export const MIN_SIZE = 5;
export const MAX_SIZE = 20;
export const DEFAULT_SIZE = 15;
