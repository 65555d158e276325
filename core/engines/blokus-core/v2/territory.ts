/**
 * Territory (hdl/blokus/SPEC-v2.md §5): both sides race outward from their attach cells, one
 * orthogonal step per clock through the cells each side may still cover; a cell belongs to the side
 * that reaches it first (ties to nobody; the attach cells themselves are reached at step 0).
 * Row-parallel on the packed rows (side 0 in bits 0..13, side 1 in bits 16..29), so a step is one
 * clock for the whole board in hardware. It starts from the masks the evaluation's row pass has just
 * latched (CoreBoard.okRows, attachRows), as the RTL's EV stage would.
 */
import { FULL, POPCOUNT as ROW_POPCOUNT, SIZE, STRIDE } from '../board.ts';
import type { CoreBoard } from '../board.ts';

const LOW: number = FULL;
const N: number = SIZE;

// Local copy of the binding: hot loops must not go through module bindings (getters under some loaders).
const POPCOUNT: Uint8Array = ROW_POPCOUNT;

// Scratch rows (index r + 1 for row r; 0 and 15 stay 0): the emulator is single-threaded.
const REACH = new Int32Array(STRIDE);
const MINE = new Int32Array(STRIDE);

/**
 * out[s] = cells side s reaches strictly first within `steps` steps. Call right after
 * board.evaluationCounts (it reads the masks that pass latched).
 */
export function territoryCounts(board: CoreBoard, steps: number, out: Int32Array): void {
  const OK = board.okRows;
  const A = board.attachRows;
  for (let r = 1; r <= N; r++) {
    const a = A[r]!;
    REACH[r] = a;
    // Step 0: an attach cell of one side only.
    MINE[r] = a & ~(((a & LOW) << 16) | (a >>> 16));
  }
  for (let t = 0; t < steps; t++) {
    let above = 0; // REACH[r − 1] before this step
    for (let r = 1; r <= N; r++) {
      const x = REACH[r]!;
      const n = x | (((x << 1) | (x >>> 1) | above | REACH[r + 1]!) & OK[r]!);
      above = x;
      // A fresh cell is claimed when the other side has not reached it by this step.
      MINE[r]! |= n & ~x & ~(((n & LOW) << 16) | (n >>> 16));
      REACH[r] = n;
    }
  }
  let c0 = 0;
  let c1 = 0;
  for (let r = 1; r <= N; r++) {
    const m = MINE[r]!;
    c0 += POPCOUNT[m & LOW]!;
    c1 += POPCOUNT[(m >>> 16) & LOW]!;
  }
  out[0] = c0;
  out[1] = c1;
}
