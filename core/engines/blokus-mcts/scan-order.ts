/**
 * The order in which the core's scan (SPEC-v3 §6, SPEC-v2 §4) meets the legal placements: shape
 * (the shape ROM's order, piece by piece), then anchor row, then anchor column, each ascending. The
 * rules generator the emulator calls finds them in another order (attach cell by attach cell), and
 * wherever order decides a move — a playout's draw (§4a), ties in an expansion's top list — the
 * core's order is the one an RTL will have, so the emulator sorts into it.
 *
 * That order is the placement ids' own (placements.ts numbers them by piece, orientation, row and
 * column, and the shape ROM holds each piece's distinct orientations in the same order), and every
 * anchor of every shape is a placement: a placement's id is its dense rank in the scan, the shape's
 * base (the placements of the shapes before it) + anchor row × (15 − width) + anchor column. So the
 * core forms the 14-bit code the reply tables and the tree's nodes hold from the scan's (shape, row,
 * column) with a 91-entry ROM of bases (SPEC-v3 §8), and sorting ids is sorting into scan order
 * (`test/…/scan-order.test.ts` checks both).
 */
import { PLACEMENTS, canonicalCode } from '../../blokus/placements.ts';
import { BOARD_SIZE } from '../../blokus/geometry.ts';
import { ORIENTATION_COUNT } from '../../blokus/pieces.ts';
import { SHAPE_OF_ORIENTATION } from '../blokus-core/shapes.ts';

/** Per placement: shape × 196 + anchor row × 14 + anchor column, its (sparse) key in the scan's order (the core's own packing of its canonical code); the id is the dense rank. */
export const SCAN_KEY: Int32Array = Int32Array.from({ length: PLACEMENTS.count }, (_, id) => {
  const m = canonicalCode(id);
  const entry = SHAPE_OF_ORIENTATION[m.piece * ORIENTATION_COUNT + m.orientation]!;
  return (entry.shape * BOARD_SIZE + m.y - 1 + entry.minDy) * BOARD_SIZE + m.x - 1 + entry.minDx;
});

/** Per placement: its shape, the scan's outer order. */
export const SCAN_SHAPE: Uint8Array = Uint8Array.from(SCAN_KEY, (k) => Math.floor(k / (BOARD_SIZE * BOARD_SIZE)));

/** Sorts the first `n` placement ids of `moves` into the scan's order, in place: ascending ids (see above). */
export function sortByScan(moves: Int32Array, n: number): void {
  moves.subarray(0, n).sort();
}
