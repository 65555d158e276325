/**
 * The clock costs of the MCTS core draft (hdl/blokus/SPEC-v3.md §5): one fact each, read by the
 * search when it charges its work, and by the bench.
 */
import type { BlokusBoard } from '../../blokus/index.ts';
import { PIECE_COUNT, PIECE_SIZES, PLACEMENTS } from '../../blokus/index.ts';
import { ATTACH, FORB, PLACED } from '../../blokus/board.ts';
import { BOARD_SIZE, PLANE_ROWS } from '../../blokus/geometry.ts';
import { SHAPE_COUNT, SHAPE_HEIGHT, SHAPE_PIECE, candidateRows } from '../blokus-core/generation.ts';
import { minConsideredSize } from './playout.ts';
import { CORNER_CELLS, EDGE_CELLS } from './prior.ts';

/** Most cells a placement's prior reads: covered + corner (new attach) + edge cells. */
export const PRIOR_CELLS: number = (() => {
  let max = 0;
  for (let id = 0; id < PLACEMENTS.count; id++) {
    const n = PIECE_SIZES[PLACEMENTS.piece[id]!]! + CORNER_CELLS.start[id + 1]! - CORNER_CELLS.start[id]! + EDGE_CELLS.start[id + 1]! - EDGE_CELLS.start[id]!;
    max = Math.max(max, n);
  }
  return max;
})();

/**
 * Most entries a playout's row buffer takes in one scan (§4a): a scan enters at most one per
 * (shape, candidate row) it visits, and a shape of height h has 15 − h rows on the 14-row board.
 */
export const DRAW_BUFFER_ROWS: number = (() => {
  let rows = 0;
  for (let s = 0; s < SHAPE_COUNT; s++) rows += BOARD_SIZE - SHAPE_HEIGHT[s]! + 1;
  return rows;
})();

/**
 * Passes over its legal moves (each a SCAN and X_MOVE a move) an expansion that keeps `kept`
 * children takes with a top list of `width` entries (SPEC-v3 §5, v3.9): one, unless a root keeps
 * more than the list holds; then each pass takes the next `width` of the order (mcts_top_list.v's
 * floor). Width 0 keeps every move in a list as long as the legal moves.
 */
export function listPasses(kept: number, width: number): number {
  return width > 0 && kept > width ? Math.ceil(kept / width) : 1;
}

export const CLOCKS = Object.freeze({
  /** Units leave idle. */
  start: 1,
  /** Per tree level: read the parent's visit count and form the exploration factor. */
  selectLevel: 1,
  /** Per child compared while selecting. */
  selectChild: 1,
  /** Per move applied to a unit's board (tree or playout): write cells, masks, history. */
  apply: 3,
  /** Per expansion: the prior's per-cell weight tables, one board row a clock. */
  priorTables: BOARD_SIZE,
  /**
   * Per legal move at an expansion: its prior, reading the per-cell weight tables two cells a clock
   * (a placement has at most {@link PRIOR_CELLS} covered, corner and edge cells), the last clock
   * also inserting it into the top-K list.
   */
  expandMove: Math.ceil(PRIOR_CELLS / 2),
  /**
   * Per pass of an expansion after its first (a root wider than the engine's top list, v3.9: see
   * {@link listPasses}): the list emptied and the last pass's last entry loaded as the floor.
   */
  listPass: 1,
  /** Per child kept at an expansion: the pass summing their γ before the priors are formed (§5c). */
  priorSum: 1,
  /** Per child written to the tree at an expansion. */
  expandChild: 1,
  /** Per playout ply with `drawBuffer` off (v3.2): the §4 scan runs twice (best class and weight total, then the draw). */
  playoutScans: 2,
  /**
   * Per playout ply with `drawBuffer` on, after its one scan found a move (§4a), as
   * hdl/blokus/rtl/v3/mcts_draw_buffer.v takes it: a clock to form the drawn number and read the
   * first probe, a binary search of the row buffer's totals a probe a clock, then one clock to test
   * the row it finds again and pick the column.
   */
  playoutDraw: 1 + Math.ceil(Math.log2(DRAW_BUFFER_ROWS)) + 1,
  /** Per finished playout: scores and the result with its bonuses. */
  result: 2,
  /**
   * When a unit's playout count reaches 2, 4, …, 64, then every multiple of 64: the score's and
   * length's means, spreads and inverse spreads, both figures at once, as hdl/blokus/rtl/v3/
   * mcts_stats_update.v takes them (§5c: the start 1, the divisions 32, the variance 1, the root
   * 16, the inverse 25).
   */
  statsUpdate: 75,
  /** Per node on the path backed up. */
  backup: 1,
  /**
   * RAVE (when on): per simulation move, mark it in the played-by table and clear it after (2 steps
   * of this), and per child examined at a node of the path (1 step).
   */
  raveStep: 1,
  /** Last good reply (§5f, when on), per playout ply: both tables' entries read at once (their indices are wires on the last two moves). */
  lgrRead: 1,
  /** Per stored reply tested against the board on the row-vector datapath (LGR2's, then LGR1's unless the same). */
  lgrTest: 1,
  /** Per reply learned after a playout: both tables' entries read, then written back (stored or forgotten). */
  lgrUpdate: 2,
  /** Per table word when an engine empties its tables at a search's start (both tables side by side). */
  lgrClearWord: 1,
  /** Per root child per unit: sum the units' counts and wins, keep the best. */
  merge: 1,
  /** Write the opponent's move before the search, the chosen move after. */
  applyOppOwn: 2,
} as const);

/** Per piece p and height h (1..5), at p·6 + h: how many of the piece's v2 shapes have that height (the §4 scan visits a piece's shapes while it is available). */
const SHAPES_OF_HEIGHT: Int32Array = (() => {
  const n = new Int32Array(PIECE_COUNT * 6);
  for (let s = 0; s < SHAPE_COUNT; s++) n[SHAPE_PIECE[s]! * 6 + SHAPE_HEIGHT[s]!]!++;
  return n;
})();

const CAND = new Int32Array(6);
/** A shape's clocks by its height, for the scan being counted. */
const CLOCKS_OF_HEIGHT = new Int32Array(6);

/** The board rows (bit y − 1 for row y) holding an attach cell the side to move may still cover: the scan's candidate rows come from them (SPEC-v2 §4). */
export function attachRows(board: BlokusBoard): number {
  const s = board.state;
  const me = board.toMove;
  let rows = 0;
  for (let y = 1; y <= BOARD_SIZE; y++) if ((s[ATTACH + me * PLANE_ROWS + y]! & ~s[FORB + me * PLANE_ROWS + y]!) !== 0) rows |= 1 << (y - 1);
  return rows;
}

/**
 * Visits of one §4 scan (SPEC-v2 §4/§8: a clock per shape visited, a clock per candidate row) over
 * the considered shapes of the side to move (all shapes with `allSizes`), read off the rules board.
 * With `rowsPerClock` R (SPEC-v3 §6a, `scanRows`) a shape's candidate rows are tested R a clock;
 * with `shapeOverlap` (§6b) a shape costs its row clocks, at least one, without a clock of its own.
 */
export function scanVisits(board: BlokusBoard, allSizes = false, rowsPerClock = 1, shapeOverlap = false): number {
  const s = board.state;
  const me = board.toMove;
  candidateRows(attachRows(board), CAND);
  const min = allSizes ? 1 : minConsideredSize(s[PLACED]! + s[PLACED + 1]!);
  for (let h = 1; h <= 5; h++) {
    let rows = 0;
    for (let c = CAND[h]!; c !== 0; c &= c - 1) rows++;
    const rowClocks = Math.ceil(rows / rowsPerClock);
    CLOCKS_OF_HEIGHT[h] = shapeOverlap ? Math.max(1, rowClocks) : 1 + rowClocks;
  }
  let visits = 0;
  for (let p = 0; p < PIECE_COUNT; p++) {
    if (!board.hasPiece(me, p) || PIECE_SIZES[p]! < min) continue;
    for (let h = 1; h <= 5; h++) visits += SHAPES_OF_HEIGHT[p * 6 + h]! * CLOCKS_OF_HEIGHT[h]!;
  }
  return visits;
}
