/**
 * Precomputed constant tables: every placement of every piece on the 14×14 board (Pentobi counts
 * 13,729 for Duo). A placement is a set of covered cells; symmetric pieces reach the same set through
 * several codes, so each placement keeps all of its codes and one canonical code.
 *
 * Fixed order (it defines placement ids and canonical codes): piece a..u, then orientation 0..7,
 * then reference row y 1..14, then column x 1..14. A placement's id is given when that order first
 * reaches its cell set, so the canonical code is the one with the lowest orientation, and ids grow
 * with piece. Codes of a placement are listed in the same order (ascending orientation).
 *
 * Everything here is built once at import (about 0.1 s; 1.6 MB, mostly the pattern lists) and must
 * never be written to.
 */
import type { MoveCode } from './codec.ts';
import { ORIENTED_CELLS, PIECE_COUNT, PIECE_SIZES, ORIENTATION_COUNT } from './pieces.ts';
import { BOARD_SIZE, CELL_COUNT, ROW_MASK, cellIndex } from './geometry.ts';

/** Rows of a placement's cell window (pieces span at most 5 rows). */
export const WINDOW_ROWS = 5;
/** Rows of a placement's halo window: one above and one below the cell window. */
export const HALO_ROWS = 7;

export interface PlacementTables {
  /** Number of distinct placements. */
  readonly count: number;
  /** Piece 0..20 of each placement. */
  readonly piece: Uint8Array;
  /** Top board row (1..14) of each placement's cell window. */
  readonly top: Uint8Array;
  /** Row masks of covered cells, WINDOW_ROWS per placement, rows top..top+4. */
  readonly cellMasks: Int32Array;
  /** Cells sharing an edge with the placement (and not in it), HALO_ROWS per placement, rows top−1..top+5. */
  readonly edgeMasks: Int32Array;
  /** Cells touching the placement only at a corner, HALO_ROWS per placement, rows top−1..top+5. */
  readonly cornerMasks: Int32Array;
  /** Covered cell indices (0..195), 5 slots per placement; the piece size says how many are used. */
  readonly cells: Uint8Array;
  /** codeStart[id]..codeStart[id+1] indexes codeList: the code indices denoting placement id. */
  readonly codeStart: Int32Array;
  readonly codeList: Int32Array;
  /** Placement id of each code index, −1 when some cell would be off the board. */
  readonly placementOfCode: Int32Array;
  /** cellPieceStart[c·21+p]..cellPieceStart[c·21+p+1] indexes cellPieceList: placements of piece p covering cell c. */
  readonly cellPieceStart: Int32Array;
  readonly cellPieceList: Int32Array;
  /**
   * The same lists split by which of the cell's edge neighbours are forbidden (the pattern: bit 0 up,
   * bit 1 left, bit 2 right, bit 3 down): list (c, p, pattern) holds the placements of piece p
   * covering c and none of the neighbours in the pattern. Move generation reads the pattern off the
   * board and so never looks at placements that run into the forbidden cells next to an attach cell
   * (two of its neighbours usually are: they touch the own piece it is diagonal to).
   * Indexed by ((c·21 + p)·16 + pattern).
   */
  readonly patternStart: Int32Array;
  readonly patternList: Int32Array;
}

/** Neighbour-pattern bits, as {@link PlacementTables.patternStart} uses them. */
export const NEIGHBOUR_UP = 1;
export const NEIGHBOUR_LEFT = 2;
export const NEIGHBOUR_RIGHT = 4;
export const NEIGHBOUR_DOWN = 8;

/** Index of the code (x, y, piece, orientation) in {@link PlacementTables.placementOfCode}. */
export function codeIndex(x: number, y: number, piece: number, orientation: number): number {
  return (piece * ORIENTATION_COUNT + orientation) * CELL_COUNT + cellIndex(x, y);
}

/** The move code with a given code index. */
export function codeAt(index: number): MoveCode & { kind: 'place' } {
  const cell = index % CELL_COUNT;
  const po = (index - cell) / CELL_COUNT;
  return {
    kind: 'place',
    x: (cell % BOARD_SIZE) + 1,
    y: Math.floor(cell / BOARD_SIZE) + 1,
    piece: Math.floor(po / ORIENTATION_COUNT),
    orientation: po % ORIENTATION_COUNT,
  };
}

interface Enumerated {
  readonly placementOfCode: Int32Array;
  readonly pieceOf: number[];
  /** Top-left corner of the bounding box, as a cell index. */
  readonly anchorOf: number[];
  /** Offsets from the anchor, sorted by row, then column. */
  readonly shapeOf: (readonly (readonly [number, number])[])[];
  readonly codesOf: number[][];
}

/** Every code of piece `p`, grouped into placements (the same cells, whatever the code). */
function enumeratePiece(p: number, e: Enumerated): void {
  // Orientations with the same cell set up to translation are one shape; a placement is a shape
  // at an anchor, so (shape, anchor) identifies it without comparing cell lists.
  const shapeIds = new Map<string, number>();
  const byShapeAnchor = new Map<number, number>();
  for (let r = 0; r < ORIENTATION_COUNT; r++) {
    const cells = ORIENTED_CELLS[p]![r]!;
    const minX = Math.min(...cells.map((c) => c[0]));
    const minY = Math.min(...cells.map((c) => c[1]));
    const maxX = Math.max(...cells.map((c) => c[0]));
    const maxY = Math.max(...cells.map((c) => c[1]));
    const norm = cells.map(([dx, dy]) => [dx - minX, dy - minY] as const).sort((a, b) => a[1] - b[1] || a[0] - b[0]);
    const key = norm.map((c) => c.join(',')).join(' ');
    let shape = shapeIds.get(key);
    if (shape === undefined) shapeIds.set(key, (shape = shapeIds.size));
    for (let y = 1 - minY; y <= BOARD_SIZE - maxY; y++) {
      for (let x = 1 - minX; x <= BOARD_SIZE - maxX; x++) {
        const anchor = cellIndex(x + minX, y + minY);
        let id = byShapeAnchor.get(shape * CELL_COUNT + anchor);
        if (id === undefined) {
          id = e.pieceOf.length;
          byShapeAnchor.set(shape * CELL_COUNT + anchor, id);
          e.pieceOf.push(p);
          e.anchorOf.push(anchor);
          e.shapeOf.push(norm);
          e.codesOf.push([]);
        }
        const ci = codeIndex(x, y, p, r);
        e.placementOfCode[ci] = id;
        e.codesOf[id]!.push(ci);
      }
    }
  }
}

function enumerate(): Enumerated {
  const e: Enumerated = { placementOfCode: new Int32Array(PIECE_COUNT * ORIENTATION_COUNT * CELL_COUNT).fill(-1), pieceOf: [], anchorOf: [], shapeOf: [], codesOf: [] };
  for (let p = 0; p < PIECE_COUNT; p++) enumeratePiece(p, e);
  return e;
}

type Masks = Pick<PlacementTables, 'top' | 'cellMasks' | 'edgeMasks' | 'cornerMasks' | 'cells' | 'codeStart' | 'codeList'>;

/** A placement's row masks: its cells, the cells sharing an edge with it, those touching only a corner. */
function fillMasks(id: number, rows: Int32Array, m: Masks): void {
  for (let r = 0; r < WINDOW_ROWS; r++) m.cellMasks[id * WINDOW_ROWS + r] = rows[r + 1]!;
  for (let r = 0; r < HALO_ROWS; r++) {
    const here = rows[r]!;
    const above = r > 0 ? rows[r - 1]! : 0;
    const below = r < HALO_ROWS - 1 ? rows[r + 1]! : 0;
    const edge = ((here << 1) | (here >> 1) | above | below) & ~here & ROW_MASK;
    const diag = above | below;
    m.edgeMasks[id * HALO_ROWS + r] = edge;
    m.cornerMasks[id * HALO_ROWS + r] = ((diag << 1) | (diag >> 1)) & ~here & ~edge & ROW_MASK;
  }
}

function buildMasks(e: Enumerated): Masks {
  const count = e.pieceOf.length;
  const m: Masks = {
    top: new Uint8Array(count),
    cellMasks: new Int32Array(count * WINDOW_ROWS),
    edgeMasks: new Int32Array(count * HALO_ROWS),
    cornerMasks: new Int32Array(count * HALO_ROWS),
    cells: new Uint8Array(count * 5),
    codeStart: new Int32Array(count + 1),
    codeList: new Int32Array(e.codesOf.reduce((n, c) => n + c.length, 0)),
  };
  const rows = new Int32Array(HALO_ROWS); // scratch: the cell window with a blank row above and below
  for (let id = 0; id < count; id++) {
    const ax = (e.anchorOf[id]! % BOARD_SIZE) + 1;
    const ay = Math.floor(e.anchorOf[id]! / BOARD_SIZE) + 1;
    m.top[id] = ay;
    rows.fill(0);
    e.shapeOf[id]!.forEach(([dx, dy], i) => {
      m.cells[id * 5 + i] = cellIndex(ax + dx, ay + dy); // shape is sorted by row, then column
      rows[dy + 1]! |= 1 << (ax + dx - 1);
    });
    fillMasks(id, rows, m);
    m.codeStart[id + 1] = m.codeStart[id]! + e.codesOf[id]!.length;
    m.codeList.set(e.codesOf[id]!, m.codeStart[id]!);
  }
  return m;
}

/** Per cell and piece: the placements covering that cell, in id order. */
function cellPieceLists(piece: Uint8Array, cells: Uint8Array): Pick<PlacementTables, 'cellPieceStart' | 'cellPieceList'> {
  const lists = PIECE_COUNT * CELL_COUNT;
  const sizes = new Int32Array(lists);
  for (let id = 0; id < piece.length; id++) for (let i = 0; i < PIECE_SIZES[piece[id]!]!; i++) sizes[cells[id * 5 + i]! * PIECE_COUNT + piece[id]!]!++;
  const cellPieceStart = new Int32Array(lists + 1);
  for (let i = 0; i < lists; i++) cellPieceStart[i + 1] = cellPieceStart[i]! + sizes[i]!;
  const cellPieceList = new Int32Array(cellPieceStart[lists]!);
  const fill = cellPieceStart.slice(0, lists);
  for (let id = 0; id < piece.length; id++) {
    for (let i = 0; i < PIECE_SIZES[piece[id]!]!; i++) cellPieceList[fill[cells[id * 5 + i]! * PIECE_COUNT + piece[id]!]!++] = id;
  }
  return { cellPieceStart, cellPieceList };
}

/** The cell-piece lists split by neighbour pattern: each placement covering c lands in the lists of the patterns that avoid the neighbours it uses. */
function neighbourPatterns(m: Masks, l: Pick<PlacementTables, 'cellPieceStart' | 'cellPieceList'>): Pick<PlacementTables, 'patternStart' | 'patternList'> {
  const lists = PIECE_COUNT * CELL_COUNT;
  const covers = (id: number, x: number, y: number): boolean => {
    const r = y - m.top[id]!;
    return x >= 1 && x <= BOARD_SIZE && r >= 0 && r < WINDOW_ROWS && ((m.cellMasks[id * WINDOW_ROWS + r]! >> (x - 1)) & 1) === 1;
  };
  const uses = new Uint8Array(l.cellPieceList.length);
  let total = 0;
  for (let i = 0; i < lists; i++) {
    const cell = Math.floor(i / PIECE_COUNT);
    const x = (cell % BOARD_SIZE) + 1;
    const y = Math.floor(cell / BOARD_SIZE) + 1;
    for (let k = l.cellPieceStart[i]!; k < l.cellPieceStart[i + 1]!; k++) {
      const id = l.cellPieceList[k]!;
      uses[k] =
        (covers(id, x, y - 1) ? NEIGHBOUR_UP : 0) |
        (covers(id, x - 1, y) ? NEIGHBOUR_LEFT : 0) |
        (covers(id, x + 1, y) ? NEIGHBOUR_RIGHT : 0) |
        (covers(id, x, y + 1) ? NEIGHBOUR_DOWN : 0);
      total += 16 >> bitCount(uses[k]!); // patterns p with (uses & p) = 0
    }
  }
  const patternStart = new Int32Array(lists * 16 + 1);
  const patternList = new Int32Array(total);
  let n = 0;
  for (let i = 0; i < lists; i++) {
    for (let pattern = 0; pattern < 16; pattern++) {
      patternStart[i * 16 + pattern] = n;
      for (let k = l.cellPieceStart[i]!; k < l.cellPieceStart[i + 1]!; k++) if ((uses[k]! & pattern) === 0) patternList[n++] = l.cellPieceList[k]!;
    }
  }
  patternStart[lists * 16] = n;
  return { patternStart, patternList };
}

function buildTables(): PlacementTables {
  const e = enumerate();
  const piece = Uint8Array.from(e.pieceOf);
  const masks = buildMasks(e);
  const lists = cellPieceLists(piece, masks.cells);
  return { count: piece.length, piece, placementOfCode: e.placementOfCode, ...masks, ...lists, ...neighbourPatterns(masks, lists) };
}

function bitCount(v: number): number {
  let c = 0;
  for (; v !== 0; v &= v - 1) c++;
  return c;
}

export const PLACEMENTS: PlacementTables = buildTables();

/** The placement a code denotes, or −1 when the piece would leave the board. */
export function placementOfMove(move: MoveCode & { kind: 'place' }): number {
  const { x, y, piece, orientation } = move;
  return PLACEMENTS.placementOfCode[codeIndex(x, y, piece, orientation)]!;
}

/** The canonical (first) code of a placement. */
export function canonicalCode(id: number): MoveCode & { kind: 'place' } {
  return codeAt(PLACEMENTS.codeList[PLACEMENTS.codeStart[id]!]!);
}

/** Every code that denotes a placement, canonical first. */
export function placementCodes(id: number): (MoveCode & { kind: 'place' })[] {
  const out: (MoveCode & { kind: 'place' })[] = [];
  for (let k = PLACEMENTS.codeStart[id]!; k < PLACEMENTS.codeStart[id + 1]!; k++) out.push(codeAt(PLACEMENTS.codeList[k]!));
  return out;
}

/** Covered cells of a placement as board coordinates, in cell-index order. */
export function placementCells(id: number): [x: number, y: number][] {
  const n = PLACEMENTS.cells;
  const size = PIECE_SIZES[PLACEMENTS.piece[id]!]!;
  const out: [number, number][] = [];
  for (let i = 0; i < size; i++) {
    const c = n[id * 5 + i]!;
    out.push([(c % BOARD_SIZE) + 1, Math.floor(c / BOARD_SIZE) + 1]);
  }
  return out;
}
