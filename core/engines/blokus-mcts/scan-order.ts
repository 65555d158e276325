/**
 * The order in which the core's scan (SPEC-v3 §6, SPEC-v2 §4) meets the legal placements: shape
 * (the shape ROM's order, piece by piece), then anchor row, then anchor column, each ascending. The
 * rules generator the emulator calls finds them in another order (attach cell by attach cell), and
 * wherever order decides a move — a playout's draw (§4a), ties in an expansion's top list — the
 * core's order is the one an RTL will have, so the emulator sorts into it.
 */
import { PLACEMENTS, canonicalCode } from '../../blokus/placements.ts';
import { BOARD_SIZE } from '../../blokus/geometry.ts';
import { ORIENTATION_COUNT } from '../../blokus/pieces.ts';
import { SHAPE_OF_ORIENTATION } from '../blokus-core/shapes.ts';

/** Bits of a placement id in a sort key (13,729 placements < 2^14; keys < 91 × 196, so key << 14 stays below 2^31). */
const ID_BITS = 14;

/** Per placement: shape × 196 + anchor row × 14 + anchor column, its rank in the scan (the core's own packing of its canonical code). */
export const SCAN_KEY: Int32Array = Int32Array.from({ length: PLACEMENTS.count }, (_, id) => {
  const m = canonicalCode(id);
  const entry = SHAPE_OF_ORIENTATION[m.piece * ORIENTATION_COUNT + m.orientation]!;
  return (entry.shape * BOARD_SIZE + m.y - 1 + entry.minDy) * BOARD_SIZE + m.x - 1 + entry.minDx;
});

/** Per placement: its shape, the scan's outer order. */
export const SCAN_SHAPE: Uint8Array = Uint8Array.from(SCAN_KEY, (k) => Math.floor(k / (BOARD_SIZE * BOARD_SIZE)));

/** Sorts the first `n` placement ids of `moves` into the scan's order, in place. */
export function sortByScan(moves: Int32Array, n: number): void {
  const part = moves.subarray(0, n);
  for (let i = 0; i < n; i++) part[i] = (SCAN_KEY[part[i]!]! << ID_BITS) | part[i]!;
  part.sort();
  const mask = (1 << ID_BITS) - 1;
  for (let i = 0; i < n; i++) part[i] = part[i]! & mask;
}
