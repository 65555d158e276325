/**
 * Legal move generation: each distinct placement once, by id (see placements.ts for codes).
 *
 * Candidates come only from the side's open attach cells (corner contact, not forbidden) and, per
 * cell, only from the pieces the side still has, via the per-cell-and-piece placement lists already
 * filtered by which of the cell's four neighbours are forbidden. A stamp per placement skips ids
 * already seen through another attach cell.
 */
import { PIECE_COUNT } from './pieces.ts';
import { NEIGHBOUR_DOWN, NEIGHBOUR_LEFT, NEIGHBOUR_RIGHT, NEIGHBOUR_UP, PLACEMENTS, WINDOW_ROWS } from './placements.ts';
import { BOARD_SIZE, PLANE_ROWS } from './geometry.ts';
import type { BlokusBoard } from './board.ts';
import { ATTACH, FORB, LEFT } from './board.ts';

/** Upper bound on the number of legal placements in any position (room for every placement). */
export const MAX_PLACEMENTS = PLACEMENTS.count;

// Scratch: not re-entrant, which is fine for single-threaded synchronous generation.
const seen = new Uint32Array(PLACEMENTS.count);
let stamp = 0;
const scratch = new Int32Array(MAX_PLACEMENTS);

/**
 * Write the ids of every legal placement for the side to move into `out` and return how many (of
 * the pieces in `pieceMask` only, bit p for piece p, when it is given).
 * Give `out` MAX_PLACEMENTS entries: always enough, and the real maximum is not known to be smaller. 0 when the game is over or the side
 * has no placement (it must pass). Order: by attach cell, then piece, then id. Given `marked`, the
 * ones that cover a marked cell go into it too ({@link MarkedPlacements}).
 */
export function generatePlacements(board: BlokusBoard, out: Int32Array, pieceMask = ALL_PIECES, marked?: MarkedPlacements): number {
  return scan(board, out, false, pieceMask, marked);
}

/**
 * Legal placements that cover a marked cell: given to {@link generatePlacements}, it fills them in
 * the same pass, in the same order (what a playout needs to find the moves that answer the
 * opponent without a second pass over every move).
 */
export interface MarkedPlacements {
  /** Row masks of the marked cells as a board plane holds them: row y (1..14) at y, bit x for column x. */
  readonly rows: Int32Array;
  readonly ids: Int32Array;
  count: number;
}

const ALL_PIECES = (1 << PIECE_COUNT) - 1;

/** Whether placement window `m`'s five row masks meet the plane rows from `r` on. */
function meets(plane: Int32Array, r: number, masks: Int32Array, m: number): boolean {
  return ((plane[r]! & masks[m]!) | (plane[r + 1]! & masks[m + 1]!) | (plane[r + 2]! & masks[m + 2]!) | (plane[r + 3]! & masks[m + 3]!) | (plane[r + 4]! & masks[m + 4]!)) !== 0;
}

/** Which of an attach cell's four neighbours (row y, column bit `bit`) the plane at `forb` forbids: the placement lists' pattern. */
function forbiddenNeighbours(s: Int32Array, forb: number, y: number, bit: number): number {
  const row = s[forb + y]!;
  return (
    (s[forb + y - 1]! & bit ? NEIGHBOUR_UP : 0) |
    (row & (bit >> 1) ? NEIGHBOUR_LEFT : 0) |
    (row & (bit << 1) ? NEIGHBOUR_RIGHT : 0) |
    (s[forb + y + 1]! & bit ? NEIGHBOUR_DOWN : 0)
  );
}

function scan(board: BlokusBoard, out: Int32Array, firstOnly: boolean, pieceMask = ALL_PIECES, marked?: MarkedPlacements): number {
  if (marked) marked.count = 0;
  if (board.isOver()) return 0;
  const s = board.state;
  const side = board.toMove;
  const left = s[LEFT + side]! & pieceMask;
  const forb = FORB + side * PLANE_ROWS;
  const attach = ATTACH + side * PLANE_ROWS;
  const { patternStart, patternList, top, cellMasks } = PLACEMENTS;
  if (++stamp === 0xffffffff) {
    seen.fill(0);
    stamp = 1;
  }
  let n = 0;
  for (let y = 1; y <= BOARD_SIZE; y++) {
    let open = s[attach + y]! & ~s[forb + y]!;
    while (open !== 0) {
      const bit = open & -open;
      open ^= bit;
      const cell = (y - 1) * BOARD_SIZE + (31 - Math.clz32(bit));
      const pattern = forbiddenNeighbours(s, forb, y, bit);
      const base = cell * PIECE_COUNT;
      for (let pieces = left; pieces !== 0; pieces &= pieces - 1) {
        const p = 31 - Math.clz32(pieces & -pieces);
        const list = (base + p) * 16 + pattern;
        const end = patternStart[list + 1]!;
        for (let k = patternStart[list]!; k < end; k++) {
          const id = patternList[k]!;
          if (seen[id] === stamp) continue;
          seen[id] = stamp;
          const m = id * WINDOW_ROWS;
          if (meets(s, forb + top[id]!, cellMasks, m)) continue;
          out[n++] = id;
          if (firstOnly) return n;
          if (marked && meets(marked.rows, top[id]!, cellMasks, m)) marked.ids[marked.count++] = id;
        }
      }
    }
  }
  return n;
}

/**
 * Whether placement `id` is legal for the side to move (the game not over): its piece left, none
 * of its cells forbidden, one on an attach cell. One id's test, as the MCTS core's row-vector
 * datapath makes it for a stored reply (SPEC-v3 §5f).
 */
export function placementFits(board: BlokusBoard, id: number): boolean {
  const s = board.state;
  const side = board.toMove;
  if ((s[LEFT + side]! & (1 << PLACEMENTS.piece[id]!)) === 0) return false;
  const top = PLACEMENTS.top[id]!;
  const forb = FORB + side * PLANE_ROWS + top;
  const attach = ATTACH + side * PLANE_ROWS + top;
  const masks = PLACEMENTS.cellMasks;
  let touches = 0;
  for (let r = 0; r < WINDOW_ROWS; r++) {
    const m = masks[id * WINDOW_ROWS + r]!;
    if ((s[forb + r]! & m) !== 0) return false;
    touches |= s[attach + r]! & m;
  }
  return touches !== 0;
}

/** Legal placement ids for the side to move, ascending (canonical order). */
export function legalPlacements(board: BlokusBoard): number[] {
  const n = scan(board, scratch, false);
  return Array.from(scratch.subarray(0, n)).sort((a, b) => a - b);
}

/** True when the side to move has at least one placement (else its only legal move is a pass). */
export function hasLegalPlacement(board: BlokusBoard): boolean {
  return scan(board, scratch, true) > 0;
}
