/**
 * Blokus helpers for the board and the tray, on core/blokus: the board after a list of codes,
 * rotating and flipping an orientation the way the buttons do, the ghost of a piece at a cell
 * with its legality (the same rules the referee applies), and what the score panel and the hint
 * show: squares placed and left, open corners, reachable cells, legal anchors, a suggested move.
 */
import { BlokusBoard } from '../core/blokus/board.ts';
import { decodeMoveCode, encodeMoveCode, type MoveCode } from '../core/blokus/codec.ts';
import { ORIENTED_CELLS, PIECE_COUNT, PIECE_SIZES } from '../core/blokus/pieces.ts';
import { canonicalCode, placementCells, PLACEMENTS } from '../core/blokus/placements.ts';
import { legalPlacements } from '../core/blokus/movegen.ts';
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

const TOTAL_SQUARES = PIECE_SIZES.reduce((a, b) => a + b, 0);
const ORTHOGONAL = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;
const DIAGONAL = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
] as const;

/** Squares of the pieces a side has placed and still holds (89 in all). */
export function squaresOf(board: BlokusBoard, side: 0 | 1): { readonly placed: number; readonly left: number } {
  const mask = board.piecesLeftMask(side);
  let left = 0;
  for (let p = 0; p < PIECE_COUNT; p++) if ((mask >> p) & 1) left += PIECE_SIZES[p]!;
  return { placed: TOTAL_SQUARES - left, left };
}

function startCell(board: BlokusBoard, side: 0 | 1): [number, number] {
  return board.startSquare(side) === '5' ? [5, 5] : [10, 10];
}

/**
 * The empty cells where `side` may start a new piece: touching one of its pieces at a corner and
 * none along an edge (before its first piece, its start square). Pentobi shows these as the
 * side's open corners; fewer corners = less room to grow.
 */
export function cornerCells(board: BlokusBoard, side: 0 | 1): [number, number][] {
  const own = (x: number, y: number) => x >= 1 && y >= 1 && x <= SIZE && y <= SIZE && board.owner(x, y) === side;
  if (board.piecesPlaced(side) === 0) {
    const [x, y] = startCell(board, side);
    return board.owner(x, y) === null ? [[x, y]] : [];
  }
  const out: [number, number][] = [];
  for (let y = 1; y <= SIZE; y++) {
    for (let x = 1; x <= SIZE; x++) {
      if (board.owner(x, y) !== null || ORTHOGONAL.some(([dx, dy]) => own(x + dx, y + dy))) continue;
      if (DIAGONAL.some(([dx, dy]) => own(x + dx, y + dy))) out.push([x, y]);
    }
  }
  return out;
}

/** The board with `side` to move and the cells as they are (for a side that is not to move now). */
function withSideToMove(board: BlokusBoard, side: 0 | 1): BlokusBoard {
  if (board.toMove === side) return board;
  const b = board.clone();
  // The side's own last move was a pass: step back over it rather than pass twice (a game end).
  if (b.moves.at(-1)?.kind === 'pass') b.undo();
  else b.applyPass();
  return b;
}

/** Every legal placement `side` would have if it were to move now (core/blokus move generation). */
export function placementsFor(board: BlokusBoard, side: 0 | 1): number[] {
  if (board.isOver()) return [];
  return legalPlacements(withSideToMove(board, side));
}

/** The empty cells some legal placement of `side` would cover: its reachable territory now. */
export function reachableCells(board: BlokusBoard, side: 0 | 1): number {
  const cells = new Set<number>();
  for (const id of placementsFor(board, side)) for (const [x, y] of placementCells(id)) cells.add((y - 1) * SIZE + (x - 1));
  return cells.size;
}

/** Where the selected piece in its orientation may go: the reference cells of its legal placements. */
export function legalAnchors(board: BlokusBoard, piece: number, orientation: number): [number, number][] {
  const out: [number, number][] = [];
  for (let y = 1; y <= SIZE; y++) for (let x = 1; x <= SIZE; x++) if (board.legality({ kind: 'place', x, y, piece, orientation }).legal) out.push([x, y]);
  return out;
}

/** A move to suggest: the first legal placement of the largest piece left (the usual opening advice), or null (pass). */
export function suggestMove(board: BlokusBoard): (MoveCode & { kind: 'place' }) | null {
  let best: number | null = null;
  for (const id of legalPlacements(board)) if (best === null || PIECE_SIZES[PLACEMENTS.piece[id]!]! > PIECE_SIZES[PLACEMENTS.piece[best]!]!) best = id;
  return best === null ? null : canonicalCode(best);
}
