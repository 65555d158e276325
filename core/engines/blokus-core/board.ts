/**
 * The core's board model (hdl/blokus/SPEC.md §1, §3, §5): 14 row masks per side, the pieces-left
 * and squares-placed registers, the derived forbidden/attach masks and the influence evaluation.
 * Everything is row-parallel, as the RTL computes it.
 */
import { SHAPES } from './shapes.ts';

export const SIZE = 14;
export const FULL = (1 << SIZE) - 1;
/** Both halves of a packed row (SPEC §1 rows of side 0 in bits 0..13, side 1 in bits 16..29). */
export const FULL2 = FULL | (FULL << 16);
/** Columns 14..18 read as occupied: a piece sticking out on the right fails the forbidden test. */
export const WALL = 0x1f << SIZE;
export const ALL_PIECES = (1 << 21) - 1;
/** Entries of a row array: padding, rows 0..13 at 1..14, padding. */
export const STRIDE = 16;
/** Material weight of the evaluation (SPEC §5). */
export const MATERIAL_WEIGHT = 4;

/** Set bits of a 14-bit row (the RTL's row popcount). */
export const POPCOUNT = new Uint8Array(1 << SIZE);
for (let i = 1; i < POPCOUNT.length; i++) POPCOUNT[i] = (POPCOUNT[i >> 1] as number) + (i & 1);

export type CoreSide = 0 | 1;

/** Scratch for evaluate's counts (the emulator is single-threaded). */
const COUNTS = new Int32Array(6);

// The shape ROM flattened into one local table: hot loops must not go through module bindings.
const SHAPE_COUNT = SHAPES.length;
const HEIGHT_AT = SHAPE_COUNT * 5;
const PIECE_AT = HEIGHT_AT + SHAPE_COUNT;
const SIZE_AT = PIECE_AT + SHAPE_COUNT;
const ROW_MASKS = new Int32Array(SIZE_AT + SHAPE_COUNT);
SHAPES.forEach((s, i) => {
  s.rowMasks.forEach((m, k) => (ROW_MASKS[i * 5 + k] = m));
  ROW_MASKS[HEIGHT_AT + i] = s.height;
  ROW_MASKS[PIECE_AT + i] = s.piece;
  ROW_MASKS[SIZE_AT + i] = s.size;
});

/** Influence cells of both sides (packed) in the row holding `o`, from the dilations around it. */
function influenceRow(o: number, dC: number, dM: number, dN: number): number {
  const occ = (o | (o >>> 16)) & FULL;
  return (dC | (dC << 1) | (dC >>> 1) | dM | dN) & ~(occ | (occ << 16)) & FULL2;
}

/** Dead attach cells of both sides (packed) in a row: attach cells with no coverable orthogonal neighbour. */
function deadRow(a: number, okAbove: number, ok: number, okBelow: number): number {
  return a & ~(okAbove | okBelow | (ok << 1) | (ok >>> 1));
}

export class CoreBoard {
  /**
   * Both sides' rows packed in one word: row r (0..13) at index r + 1, side 0 in bits 0..13, side 1
   * in bits 16..29, so the evaluation dilates both sides with the same shifts. Indices 0 and 15 stay 0.
   */
  readonly rows = new Int32Array(STRIDE);
  readonly avail = new Int32Array([ALL_PIECES, ALL_PIECES]);
  readonly squares = new Int32Array(2);
  /** Start cell per side: column = row = 4 or 9. */
  readonly start: readonly [number, number];

  /** Written by evaluationCounts, packed as `rows`: cells each side may cover, and its attach cells. */
  readonly okRows = new Int32Array(STRIDE);
  readonly attachRows = new Int32Array(STRIDE);

  constructor(firstMoverStartCell: number, secondMoverStartCell: number) {
    this.start = [firstMoverStartCell, secondMoverStartCell];
  }

  /** Cells of `side` in row r (0..13). */
  row(side: CoreSide, r: number): number {
    return (this.rows[r + 1]! >> (side << 4)) & FULL;
  }

  /** XOR a placement in or out (add and remove are the same write). */
  toggle(side: CoreSide, shape: number, bc: number, br: number): void {
    const shift = bc + (side << 4);
    const base = shape * 5;
    for (let i = 0; i < ROW_MASKS[HEIGHT_AT + shape]!; i++) this.rows[br + 1 + i]! ^= ROW_MASKS[base + i]! << shift;
    this.avail[side]! ^= 1 << ROW_MASKS[PIECE_AT + shape]!;
  }

  add(side: CoreSide, shape: number, bc: number, br: number): void {
    this.toggle(side, shape, bc, br);
    this.squares[side]! += ROW_MASKS[SIZE_AT + shape]!;
  }

  remove(side: CoreSide, shape: number, bc: number, br: number): void {
    this.toggle(side, shape, bc, br);
    this.squares[side]! -= ROW_MASKS[SIZE_AT + shape]!;
  }

  /** {@link add} of a packed move (generation.ts packMove: shape << 8 | row << 4 | column). */
  addPacked(side: CoreSide, m: number): void {
    this.add(side, m >> 8, m & 15, (m >> 4) & 15);
  }

  removePacked(side: CoreSide, m: number): void {
    this.remove(side, m >> 8, m & 15, (m >> 4) & 15);
  }

  /**
   * Latch the mover's `forb` (with the wall) and `att` masks into `forb`/`att` at `offset` + r + 1
   * and return `attRows` (SPEC §3).
   */
  moverMasks(side: CoreSide, forb: Int32Array, att: Int32Array, offset: number): number {
    const R = this.rows;
    const sh = side << 4;
    let attRows = 0;
    if (this.avail[side] === ALL_PIECES) {
      const c = this.start[side]!;
      for (let r = 0; r < SIZE; r++) {
        const p = R[r + 1]!;
        const occ = (p | (p >>> 16)) & FULL;
        forb[offset + r + 1] = occ | WALL;
        const a = r === c ? (1 << c) & ~occ : 0;
        att[offset + r + 1] = a;
        if (a) attRows |= 1 << r;
      }
      return attRows;
    }
    for (let r = 0; r < SIZE; r++) {
      const p = R[r + 1]!;
      const o = (p >> sh) & FULL;
      const v = ((R[r]! | R[r + 2]!) >> sh) & FULL;
      const f = (p | (p >>> 16) | (o << 1) | (o >> 1) | v) & FULL;
      forb[offset + r + 1] = f | WALL;
      const a = ((v << 1) | (v >> 1)) & ~f & FULL;
      att[offset + r + 1] = a;
      if (a) attRows |= 1 << r;
    }
    return attRows;
  }

  /** V from `me`'s side (SPEC §5): material plus influence. */
  evaluate(me: CoreSide): number {
    this.evaluationCounts(COUNTS);
    const v = MATERIAL_WEIGHT * (this.squares[0]! - this.squares[1]!) + COUNTS[0]! - COUNTS[1]!;
    return (me === 0 ? v : -v) | 0; // | 0: no −0
  }

  /**
   * The evaluation's row pass (SPEC §5; v2 adds the attach counts, SPEC-v2 §5), per side s:
   * out[s] = influence cells, out[2 + s] = attach cells, out[4 + s] = dead attach cells (no
   * orthogonal neighbour the side may cover, so only the monomino fits). Both sides are
   * computed at once on packed rows, in one pass with a two-row lag: attach cells of row r, dead
   * cells and the first dilation of row r − 1, the second dilation of row r − 2.
   */
  evaluationCounts(out: Int32Array): void {
    const R = this.rows;
    const first0 = this.avail[0] === ALL_PIECES;
    const first1 = this.avail[1] === ALL_PIECES;
    const keep = (first0 ? 0 : FULL) | (first1 ? 0 : FULL << 16);
    const startRow0 = first0 ? this.start[0] + 1 : -1;
    const startRow1 = first1 ? this.start[1] + 1 : -1;
    const early = first0 || first1;
    let aM = 0; // att[r − 2]
    let aC = 0; // att[r − 1]
    let dM = 0; // dil[r − 3]
    let dC = 0; // dil[r − 2]
    let okM = 0; // cells each side may cover, row r − 2
    let okC = 0; // row r − 1
    let inf0 = 0;
    let inf1 = 0;
    let att0 = 0;
    let att1 = 0;
    let dead0 = 0;
    let dead1 = 0;
    let x = 0;
    // Rows 1..14 (the loop bounds replace per-row range tests: this is the emulator's hot spot).
    for (let r = 1; r <= SIZE; r++) {
      const o = R[r]!;
      const occ = (o | (o >>> 16)) & FULL;
      const v = R[r - 1]! | R[r + 1]!;
      const forb = (occ | (occ << 16)) | (o << 1) | (o >>> 1) | v;
      let aN = ((v << 1) | (v >>> 1)) & ~forb & keep;
      if (early) {
        if (r === startRow0) aN |= (1 << this.start[0]) & ~occ;
        if (r === startRow1) aN |= ((1 << this.start[1]) & ~occ) << 16;
      }
      const okN = ~forb & FULL2;
      // Kept for the territory race (v2/territory.ts), which starts from the same masks.
      this.okRows[r] = okN;
      this.attachRows[r] = aN;
      att0 += POPCOUNT[aN & FULL]!;
      att1 += POPCOUNT[aN >>> 16]!;
      // Row 0 is padding: its dilation and dead cells (r = 1) are 0.
      let dN = 0;
      if (r >= 2) {
        dN = (aC | (aC << 1) | (aC >>> 1) | aM | aN) & FULL2;
        x = deadRow(aC, okM, okC, okN);
        dead0 += POPCOUNT[x & FULL]!;
        dead1 += POPCOUNT[(x >>> 16) & FULL]!;
      }
      if (r >= 3) {
        x = influenceRow(R[r - 2]!, dC, dM, dN);
        inf0 += POPCOUNT[x & FULL]!;
        inf1 += POPCOUNT[x >>> 16]!;
      }
      aM = aC;
      aC = aN;
      dM = dC;
      dC = dN;
      okM = okC;
      okC = okN;
    }
    // r = 15: the last dilation and dead row (row 15 is padding), then r = 16 with row 15's dilation 0.
    x = deadRow(aC, okM, okC, 0);
    dead0 += POPCOUNT[x & FULL]!;
    dead1 += POPCOUNT[(x >>> 16) & FULL]!;
    const d15 = (aC | (aC << 1) | (aC >>> 1) | aM) & FULL2;
    x = influenceRow(R[SIZE - 1]!, dC, dM, d15);
    inf0 += POPCOUNT[x & FULL]!;
    inf1 += POPCOUNT[x >>> 16]!;
    x = influenceRow(R[SIZE]!, d15, dC, 0);
    inf0 += POPCOUNT[x & FULL]!;
    inf1 += POPCOUNT[x >>> 16]!;
    out[0] = inf0;
    out[1] = inf1;
    out[2] = att0;
    out[3] = att1;
    out[4] = dead0;
    out[5] = dead1;
  }

  snapshot(): Int32Array {
    const s = new Int32Array(STRIDE + 4);
    s.set(this.rows);
    s[STRIDE] = this.avail[0]!;
    s[STRIDE + 1] = this.avail[1]!;
    s[STRIDE + 2] = this.squares[0]!;
    s[STRIDE + 3] = this.squares[1]!;
    return s;
  }

  restore(s: Int32Array): void {
    this.rows.set(s.subarray(0, STRIDE));
    this.avail[0] = s[STRIDE]!;
    this.avail[1] = s[STRIDE + 1]!;
    this.squares[0] = s[STRIDE + 2]!;
    this.squares[1] = s[STRIDE + 3]!;
  }
}
