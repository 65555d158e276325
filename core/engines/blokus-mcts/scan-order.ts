/**
 * The order in which the core's scan (SPEC-v3 §6, SPEC-v2 §4) meets the legal placements: shape
 * (the shape ROM's order, piece by piece), then anchor row, then anchor column, each ascending. The
 * rules generator the emulator calls finds them in another order (attach cell by attach cell), and
 * wherever order decides a move — a playout's draw (§4a), ties in an expansion's top list — the
 * core's order is the one an RTL will have, so the emulator sorts into it.
 */
import { PIECE_SIZES, PLACEMENTS } from '../../blokus/index.ts';
import { BOARD_SIZE } from '../../blokus/geometry.ts';
import { SHAPES } from '../blokus-core/shapes.ts';

/** Bits of a placement id in a sort key (13,729 placements < 2^14). */
const ID_BITS = 14;

/** Per placement: shape × 196 + anchor row × 14 + anchor column, its rank in the scan. */
export const SCAN_KEY: Int32Array = (() => {
  const byCells = new Map<string, number>();
  SHAPES.forEach((s, i) => {
    const cells = Array.from({ length: s.size }, (_, k) => s.cellRow[k]! * BOARD_SIZE + s.cellCol[k]!).sort((a, b) => a - b);
    byCells.set(`${s.piece}:${cells.join(',')}`, i);
  });
  const keys = new Int32Array(PLACEMENTS.count);
  for (let id = 0; id < PLACEMENTS.count; id++) {
    const piece = PLACEMENTS.piece[id]!;
    const cells = Array.from(PLACEMENTS.cells.subarray(id * 5, id * 5 + PIECE_SIZES[piece]!));
    const top = Math.min(...cells.map((c) => Math.floor(c / BOARD_SIZE)));
    const left = Math.min(...cells.map((c) => c % BOARD_SIZE));
    const norm = cells.map((c) => (Math.floor(c / BOARD_SIZE) - top) * BOARD_SIZE + (c % BOARD_SIZE) - left).sort((a, b) => a - b);
    const shape = byCells.get(`${piece}:${norm.join(',')}`);
    if (shape === undefined) throw new Error(`placement ${id} has no shape in the core's shape ROM`);
    keys[id] = (shape * BOARD_SIZE + top) * BOARD_SIZE + left;
  }
  if ((SHAPES.length * BOARD_SIZE * BOARD_SIZE) << ID_BITS > 2 ** 31 || PLACEMENTS.count > 1 << ID_BITS) throw new Error('scan keys do not fit a 32-bit sort key');
  return keys;
})();

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
