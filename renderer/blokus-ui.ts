/**
 * Blokus helpers for the board and the tray, on core/blokus: the board after a list of codes,
 * rotating and flipping an orientation the way the buttons do, and the ghost of a piece at a cell
 * with its legality (the same rules the referee applies).
 */
import { BlokusBoard } from '../core/blokus/board.ts';
import { decodeMoveCode, encodeMoveCode, type MoveCode } from '../core/blokus/codec.ts';
import { ORIENTED_CELLS } from '../core/blokus/pieces.ts';
import type { StartSquare } from '../core/blokus/position.ts';

export const SIZE = 14;

export function boardAfter(firstMoverStart: StartSquare, codes: readonly string[]): BlokusBoard {
  const b = new BlokusBoard({ firstMoverStart });
  for (const c of codes) b.apply(decodeMoveCode(c));
  return b;
}

/** Orientation R = 2k + m (shared/DESIGN.md §4): a clockwise turn of what is shown. */
export function rotateClockwise(o: number): number {
  const k = o >> 1;
  const m = o & 1;
  return m ? 2 * ((k + 3) % 4) + 1 : 2 * ((k + 1) % 4);
}

/** Mirror left↔right of what is shown. */
export function flip(o: number): number {
  return o ^ 1;
}

export interface Ghost {
  readonly cells: readonly (readonly [number, number])[];
  readonly legal: boolean;
  readonly reason: string;
  readonly code: string | null;
}

/** The cells `piece` in `orientation` would cover with its reference cell at (x, y), and whether the move is legal. */
export function ghostAt(board: BlokusBoard, piece: number, orientation: number, x: number, y: number): Ghost {
  const cells = ORIENTED_CELLS[piece]![orientation]!.map(([dx, dy]) => [x + dx, y + dy] as const);
  const move: MoveCode = { kind: 'place', x, y, piece, orientation };
  const v = board.legality(move);
  return { cells, legal: v.legal, reason: v.reason, code: v.legal ? encodeMoveCode(move) : null };
}

/** Cells covered by each side, and the cells of the last move. */
export function cellOwners(board: BlokusBoard): (0 | 1 | null)[] {
  const out: (0 | 1 | null)[] = [];
  for (let y = 1; y <= SIZE; y++) for (let x = 1; x <= SIZE; x++) out.push(board.owner(x, y));
  return out;
}

export function cellsOfCode(code: string): [number, number][] {
  const m = decodeMoveCode(code);
  if (m.kind === 'pass') return [];
  return ORIENTED_CELLS[m.piece]![m.orientation]!.map(([dx, dy]) => [m.x + dx, m.y + dy]);
}
