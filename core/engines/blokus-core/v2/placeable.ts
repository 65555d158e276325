/**
 * Placeable squares (hdl/blokus/SPEC-v2.md §5b): for each side, the squares of its remaining pieces
 * that still have at least one legal placement on the board. A lab term for the end game, where what
 * decides the score is which pieces will still fit. It runs the scan of §4 once per side without
 * adding anything: shapes in v2 order, candidate rows, the row-vector test, and a piece counts once,
 * at its first legal placement, after which its other shapes are skipped at no cost (as the scan
 * skips the shapes of a placed piece).
 */
import type { CoreBoard } from '../board.ts';
import { FULL as ROW_FULL, STRIDE } from '../board.ts';
import { SHAPE_COUNT, SHAPE_HEIGHT, SHAPE_PIECE, SHAPE_SIZE, candidateRows, legalColumns } from '../generation.ts';
import { V2_ORDER } from './shape-order.ts';

const FULL: number = ROW_FULL;
const ORDER = V2_ORDER;

// Scratch rows: the emulator is single-threaded.
const FORB = new Int32Array(STRIDE);
const ATT = new Int32Array(STRIDE);
const CAND = new Int32Array(6);

/** Visits of the pass's states (SPEC-v2 §8), per call: index 0 PL_INIT, 1 PL_SHAPE, 2 PL_ROW. */
export const PLACEABLE_VISITS = new Int32Array(3);

/** out[s] = squares of side s's remaining pieces with a legal placement; visits in PLACEABLE_VISITS. */
export function placeableSquares(board: CoreBoard, out: Int32Array): void {
  let shapes = 0;
  let rows = 0;
  for (const side of [0, 1] as const) {
    const attRows = board.moverMasks(side, FORB, ATT, 0);
    candidateRows(attRows, CAND);
    const avail = board.avail[side]!;
    let found = 0;
    let squares = 0;
    for (let o = 0; o < SHAPE_COUNT; o++) {
      const s = ORDER[o]!;
      const piece = SHAPE_PIECE[s]!;
      if (((avail >> piece) & 1) === 0 || ((found >> piece) & 1) === 1) continue;
      shapes++;
      let cand = CAND[SHAPE_HEIGHT[s]!]!;
      while (cand !== 0) {
        const br = 31 - Math.clz32(cand & -cand);
        cand &= cand - 1;
        rows++;
        if (legalColumns(FORB, ATT, s, br, 0, FULL) !== 0) {
          found |= 1 << piece;
          squares += SHAPE_SIZE[s]!;
          break;
        }
      }
    }
    out[side] = squares;
  }
  PLACEABLE_VISITS[0] = 2;
  PLACEABLE_VISITS[1] = shapes;
  PLACEABLE_VISITS[2] = rows;
}
