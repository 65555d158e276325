/**
 * The parts of move generation and the beam that v1 (SPEC.md §2, §4, §6) and v2 (SPEC-v2.md §3,
 * §4, §6) share in hardware: the shape tables, the packed move, the candidate rows, the row-vector
 * legality test and the sorted shift-register insertion. The searches differ in order, modes and
 * clock charging, so each keeps its own scan loop and calls these.
 */
import { SHAPES } from './shapes.ts';

export const INF = 32000;

export const SHAPE_COUNT = SHAPES.length;
export const SHAPE_PIECE = Int32Array.from(SHAPES, (s) => s.piece);
export const SHAPE_HEIGHT = Int32Array.from(SHAPES, (s) => s.height);
export const SHAPE_SIZE = Int32Array.from(SHAPES, (s) => s.size);
const CELL_ROW = new Int32Array(SHAPE_COUNT * 5);
const CELL_COL = new Int32Array(SHAPE_COUNT * 5);
SHAPES.forEach((s, i) => {
  for (let k = 0; k < s.size; k++) {
    CELL_ROW[i * 5 + k] = s.cellRow[k]!;
    CELL_COL[i * 5 + k] = s.cellCol[k]!;
  }
});

/** A placement inside the core: shape index, anchor row and column (SPEC.md §2; v2 keeps it). */
export function packMove(shape: number, bc: number, br: number): number {
  return (shape << 8) | (br << 4) | bc;
}

/** cand[h] = anchor rows where a shape of height h has an attach cell within reach (SPEC.md §4). */
export function candidateRows(attRows: number, cand: Int32Array): void {
  let acc = 0;
  for (let h = 1; h <= 5; h++) {
    acc |= attRows >> (h - 1);
    cand[h] = acc & ((1 << (15 - h)) - 1);
  }
}

/** The row-vector test of SPEC.md §4: legal anchor columns of shape `s` at anchor row `br`. */
export function legalColumns(forb: Int32Array, att: Int32Array, s: number, br: number, off: number, full: number): number {
  let bad = 0;
  let hit = 0;
  const n = SHAPE_SIZE[s]!;
  const c0 = s * 5;
  for (let k = 0; k < n; k++) {
    const r = off + br + CELL_ROW[c0 + k]! + 1;
    const j = CELL_COL[c0 + k]!;
    bad |= forb[r]! >> j;
    hit |= att[r]! >> j;
  }
  return ~bad & hit & full;
}

/**
 * Sorted insertion into a list held best first at `base..base+count−1` of width `width` (the beam
 * buffers of SPEC.md §6 and v2's root list): a shift register, the last entry falls off when full.
 * Returns the slot taken, or −1 when the entry ranks below a full list.
 */
export function insertSorted(scores: Int32Array, moves: Int32Array, base: number, count: number, width: number, score: number, move: number): number {
  let pos = count;
  while (pos > 0 && scores[base + pos - 1]! < score) pos--;
  if (pos >= width) return -1;
  const last = count < width ? count : width - 1;
  for (let k = last; k > pos; k--) {
    scores[base + k] = scores[base + k - 1]!;
    moves[base + k] = moves[base + k - 1]!;
  }
  scores[base + pos] = score;
  moves[base + pos] = move;
  return pos;
}
