/**
 * The move prior: a log-linear score of a placement from the cells it covers, the cells diagonal to
 * it (its new attach cells) and the cells beside it, read off the board before the move. The
 * features and their Blokus Duo weights are Pentobi's (libpentobi_mcts/PriorKnowledge.cpp, learned
 * there from master games; the figures carry over, the code here is ours), scaled to integers:
 * `LOG_SCALE` units per nat at Pentobi's temperature 0.84, so gamma = exp(score / LOG_SCALE).
 *
 * Integer per-cell weights summed over a placement's ≤ 5 + 8 + 12 cells: what a hardware unit would
 * add in a small adder tree after a table read per cell.
 */
import type { BlokusBoard } from '../../blokus/index.ts';
import { PIECE_SIZES, PLACEMENTS } from '../../blokus/index.ts';
import { ATTACH, FORB, OCC } from '../../blokus/board.ts';
import { BOARD_SIZE, CELL_COUNT, PLANE_ROWS } from '../../blokus/geometry.ts';
import type { Side } from '../../blokus/geometry.ts';
import { HALO_ROWS } from '../../blokus/placements.ts';

/** Score units per nat of gamma. */
export const LOG_SCALE = 100;
const T = 0.84;
const w = (x: number): number => Math.round((x / T) * LOG_SCALE);

/** Pentobi's Duo weights (nats before the temperature), as integers. */
export const PRIOR_WEIGHTS = Object.freeze({
  /** A covered cell that is neither of the next two. */
  pointOther: w(0.394),
  /** A covered cell that is an open attach cell of the opponent or beside one (blocks it). */
  pointBlock: w(1.399),
  /** The move covers a cell near one of the opponent's last two moves (answers it). */
  local: w(0.336),
  /** A new attach cell already covered by the mover. */
  attachOwn: w(-0.082),
  /** A new attach cell the mover may not cover (the opponent's, or beside the mover's own). */
  attachForbidden: w(-0.305),
  /** A new attach cell the mover may cover, by how many of its 4 neighbours it may also cover. */
  attachOpen: [w(-0.2), w(-0.116), w(0.331), w(0.588), w(0.923)] as readonly number[],
  /** A cell beside the move: the opponent's. */
  adjOpponent: w(0.359),
  /** A cell beside the move: empty, already forbidden to the mover. */
  adjForbidden: w(0.404),
  /** A cell beside the move: one of the mover's open attach cells (the move wastes it). */
  adjOwnAttach: w(-1.164),
  /** A cell beside the move: empty and open to the mover (the move makes it forbidden). */
  adjOpen: w(-0.461),
  /** By piece size 1..5 (index 0 unused). */
  size: [0, w(0.33), w(-0.402), w(-0.845), w(-0.245), w(1.149)] as readonly number[],
});

/** Cells beside and diagonal to each placement, as flat lists of cell indices (built once). */
function neighbourLists(masks: Int32Array): { start: Int32Array; cells: Uint8Array } {
  const start = new Int32Array(PLACEMENTS.count + 1);
  const cells: number[] = [];
  for (let id = 0; id < PLACEMENTS.count; id++) {
    start[id] = cells.length;
    const top = PLACEMENTS.top[id]!;
    for (let r = 0; r < HALO_ROWS; r++) {
      const y = top - 1 + r;
      if (y < 1 || y > BOARD_SIZE) continue;
      for (let m = masks[id * HALO_ROWS + r]!; m !== 0; m &= m - 1) cells.push((y - 1) * BOARD_SIZE + (31 - Math.clz32(m & -m)));
    }
  }
  start[PLACEMENTS.count] = cells.length;
  return { start, cells: Uint8Array.from(cells) };
}

export const EDGE_CELLS = neighbourLists(PLACEMENTS.edgeMasks);
export const CORNER_CELLS = neighbourLists(PLACEMENTS.cornerMasks);

/** Bit of cell c in a plane of row masks starting at `plane`. */
export function cellBit(state: Int32Array, plane: number, c: number): boolean {
  const y = ((c / BOARD_SIZE) | 0) + 1;
  return ((state[plane + y]! >> (c % BOARD_SIZE)) & 1) === 1;
}

/** How many of cell c's orthogonal neighbours on the board the plane `forb` leaves open. */
function openNeighbours(s: Int32Array, forb: number, c: number): number {
  const x = c % BOARD_SIZE;
  let n = 0;
  if (x > 0 && !cellBit(s, forb, c - 1)) n++;
  if (x < BOARD_SIZE - 1 && !cellBit(s, forb, c + 1)) n++;
  if (c >= BOARD_SIZE && !cellBit(s, forb, c - BOARD_SIZE)) n++;
  if (c < CELL_COUNT - BOARD_SIZE && !cellBit(s, forb, c + BOARD_SIZE)) n++;
  return n;
}

/** Mark cell c and its orthogonal neighbours that the plane `forb` leaves open. */
function markWithOpenNeighbours(s: Int32Array, forb: number, c: number, out: Uint8Array, rows?: Int32Array): void {
  markCell(c, out, rows);
  const x = c % BOARD_SIZE;
  if (x > 0 && !cellBit(s, forb, c - 1)) markCell(c - 1, out, rows);
  if (x < BOARD_SIZE - 1 && !cellBit(s, forb, c + 1)) markCell(c + 1, out, rows);
  if (c >= BOARD_SIZE && !cellBit(s, forb, c - BOARD_SIZE)) markCell(c - BOARD_SIZE, out, rows);
  if (c < CELL_COUNT - BOARD_SIZE && !cellBit(s, forb, c + BOARD_SIZE)) markCell(c + BOARD_SIZE, out, rows);
}

/** Marks cell c in `out` and, when given, in the row masks `rows` as the scan reads a plane (bit x of word y + 1). */
function markCell(c: number, out: Uint8Array, rows: Int32Array | undefined): void {
  out[c] = 1;
  if (!rows) return;
  const y = ((c / BOARD_SIZE) | 0) + 1;
  rows[y] = rows[y]! | (1 << c % BOARD_SIZE);
}

/** Open attach cells of `side` (attach and not forbidden to it), and their open orthogonal neighbours. */
function markOpenAttachAndBeside(board: BlokusBoard, side: Side, out: Uint8Array): void {
  const s = board.state;
  const forb = FORB + side * PLANE_ROWS;
  for (let c = 0; c < CELL_COUNT; c++) if (cellBit(s, ATTACH + side * PLANE_ROWS, c) && !cellBit(s, forb, c)) markWithOpenNeighbours(s, forb, c, out);
}

/**
 * The prior of every placement for the side to move of one position. `prepare` reads the board
 * once into per-cell weight tables; `score` then sums a placement's cells.
 */
export class MovePrior {
  readonly #point = new Int16Array(CELL_COUNT);
  readonly #attach = new Int16Array(CELL_COUNT);
  readonly #adj = new Int16Array(CELL_COUNT);
  readonly #block = new Uint8Array(CELL_COUNT);
  readonly #local = new Uint8Array(CELL_COUNT);

  /** `recent`: placement ids of the opponent's last moves (up to two; passes left out). */
  prepare(board: BlokusBoard, recent: readonly number[]): void {
    const s = board.state;
    const me = board.toMove;
    const op = (1 - me) as Side;
    const W = PRIOR_WEIGHTS;
    this.#block.fill(0);
    markOpenAttachAndBeside(board, op, this.#block);
    this.#local.fill(0);
    for (const id of recent) markRecent(board, op, id, this.#local);
    const forb = FORB + me * PLANE_ROWS;
    for (let c = 0; c < CELL_COUNT; c++) {
      if (cellBit(s, forb, c)) {
        this.#attach[c] = cellBit(s, OCC + me * PLANE_ROWS, c) ? W.attachOwn : W.attachForbidden;
        this.#adj[c] = cellBit(s, OCC + op * PLANE_ROWS, c) ? W.adjOpponent : W.adjForbidden;
        continue;
      }
      this.#point[c] = this.#block[c] ? W.pointBlock : W.pointOther;
      this.#adj[c] = cellBit(s, ATTACH + me * PLANE_ROWS, c) ? W.adjOwnAttach : W.adjOpen;
      this.#attach[c] = W.attachOpen[openNeighbours(s, forb, c)]!;
    }
  }

  /** Cell c's weights as a move's covered, corner and edge cell, and whether it is recent (what mcts_prior_tables.v reads). */
  cell(c: number): { readonly point: number; readonly attach: number; readonly adj: number; readonly local: boolean } {
    return { point: this.#point[c]!, attach: this.#attach[c]!, adj: this.#adj[c]!, local: this.#local[c] === 1 };
  }

  /** The placement's score in LOG_SCALE units (gamma = exp(score / LOG_SCALE)). */
  score(id: number): number {
    const W = PRIOR_WEIGHTS;
    const size = PIECE_SIZES[PLACEMENTS.piece[id]!]!;
    let v = W.size[size]!;
    let local = false;
    for (let k = 0; k < size; k++) {
      const c = PLACEMENTS.cells[id * 5 + k]!;
      v += this.#point[c]!;
      if (this.#local[c]) local = true;
    }
    if (local) v += W.local;
    for (let k = CORNER_CELLS.start[id]!, e = CORNER_CELLS.start[id + 1]!; k < e; k++) v += this.#attach[CORNER_CELLS.cells[k]!]!;
    for (let k = EDGE_CELLS.start[id]!, e = EDGE_CELLS.start[id + 1]!; k < e; k++) v += this.#adj[EDGE_CELLS.cells[k]!]!;
    return v;
  }
}

/**
 * Cells near the opponent's move `id`: its attach cells the opponent may still cover, and their
 * open neighbours; with `rows`, also as row masks (bit x of word y + 1).
 */
export function markRecent(board: BlokusBoard, op: Side, id: number, out: Uint8Array, rows?: Int32Array): void {
  const s = board.state;
  const forb = FORB + op * PLANE_ROWS;
  for (let k = CORNER_CELLS.start[id]!, e = CORNER_CELLS.start[id + 1]!; k < e; k++) {
    const c = CORNER_CELLS.cells[k]!;
    if (!cellBit(s, forb, c)) markWithOpenNeighbours(s, forb, c, out, rows);
  }
}
