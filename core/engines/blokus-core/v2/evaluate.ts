/**
 * The v2 static evaluation (hdl/blokus/SPEC-v2.md §5): v1's influence (cells two steps from a
 * side's attach cells, SPEC.md §5) plus the attach cells themselves, weighted with the squares
 * placed. Same row-parallel pass as v1 with one more popcount per row, so the RTL keeps v1's
 * pipeline and adds one adder stage (EV costs 5 clocks instead of 4).
 */
import type { CoreBoard, CoreSide } from '../board.ts';
import { ALL_PIECES as BOARD_ALL, FULL as BOARD_FULL, FULL2 as BOARD_FULL2, SIZE as BOARD_SIZE } from '../board.ts';

// Local copies: hot loops must not go through module bindings (getters under some loaders).
const ALL_PIECES: number = BOARD_ALL;
const FULL: number = BOARD_FULL;
const FULL2: number = BOARD_FULL2;
const SIZE: number = BOARD_SIZE;

/** Integer weights, each 0..15 so the RTL multiplies with shifts and adds (SPEC-v2 §5). */
export interface EvalWeights {
  /** Per square placed. */
  readonly material: number;
  /** Per influence cell. */
  readonly influence: number;
  /** Per attach cell (a free cell touching the side's corners, not its edges). */
  readonly attach: number;
}

export const DEFAULT_WEIGHTS: EvalWeights = { material: 8, influence: 1, attach: 6 };

const POPCOUNT = new Uint8Array(1 << SIZE);
for (let i = 1; i < POPCOUNT.length; i++) POPCOUNT[i] = (POPCOUNT[i >> 1] as number) + (i & 1);

// Weights live in module scope for the hot loop; set per search (the emulator is single-threaded).
let wMat = DEFAULT_WEIGHTS.material;
let wInf = DEFAULT_WEIGHTS.influence;
let wAtt = DEFAULT_WEIGHTS.attach;

export function useWeights(w: EvalWeights): void {
  wMat = w.material;
  wInf = w.influence;
  wAtt = w.attach;
}

/**
 * V from `me`'s side. Both sides at once on packed rows (side 0 bits 0..13, side 1 bits 16..29),
 * with v1's two-row lag: attach cells of row r, first dilation of r − 1, second of r − 2.
 */
export function evaluateV2(board: CoreBoard, me: CoreSide): number {
  const R = board.rows;
  const first0 = board.avail[0] === ALL_PIECES;
  const first1 = board.avail[1] === ALL_PIECES;
  const keep = (first0 ? 0 : FULL) | (first1 ? 0 : FULL << 16);
  const startRow0 = first0 ? board.start[0] + 1 : -1;
  const startRow1 = first1 ? board.start[1] + 1 : -1;
  let aM = 0;
  let aC = 0;
  let dM = 0;
  let dC = 0;
  let inf0 = 0;
  let inf1 = 0;
  let att0 = 0;
  let att1 = 0;
  for (let r = 1; r <= SIZE + 2; r++) {
    let aN = 0;
    if (r <= SIZE) {
      const o = R[r]!;
      const occ = (o | (o >>> 16)) & FULL;
      const v = R[r - 1]! | R[r + 1]!;
      aN = ((v << 1) | (v >>> 1)) & ~(occ | (occ << 16) | (o << 1) | (o >>> 1) | v) & keep;
      if (r === startRow0) aN |= (1 << board.start[0]) & ~occ;
      if (r === startRow1) aN |= ((1 << board.start[1]) & ~occ) << 16;
      att0 += POPCOUNT[aN & FULL]!;
      att1 += POPCOUNT[(aN >>> 16) & FULL]!;
    }
    const dN = r >= 2 && r <= SIZE + 1 ? (aC | (aC << 1) | (aC >>> 1) | aM | aN) & FULL2 : 0;
    if (r >= 3) {
      const o = R[r - 2]!;
      const occ = (o | (o >>> 16)) & FULL;
      const m = (dC | (dC << 1) | (dC >>> 1) | dM | dN) & ~(occ | (occ << 16));
      inf0 += POPCOUNT[m & FULL]!;
      inf1 += POPCOUNT[(m >>> 16) & FULL]!;
    }
    aM = aC;
    aC = aN;
    dM = dC;
    dC = dN;
  }
  const v = wMat * (board.squares[0]! - board.squares[1]!) + wInf * (inf0 - inf1) + wAtt * (att0 - att1);
  return (me === 0 ? v : -v) | 0;
}
