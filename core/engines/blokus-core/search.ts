/**
 * One move's search on the emulated core (hdl/blokus/SPEC.md §4, §6–§10): the scan in generation
 * order, the beam buffers, fail-soft alpha-beta, the root split among units, the deadline, and the
 * cycle count of every state of SPEC §8. One long file because it is one search loop whose cycle
 * accounting must be read in one place.
 */
import type { CoreBoard, CoreSide } from './board.ts';
import { FULL as ROW_FULL, STRIDE as ROW_STRIDE } from './board.ts';
import { SHAPES } from './shapes.ts';

// Local copies: hot loops must not go through module bindings (getters under some loaders).
const FULL: number = ROW_FULL;
const STRIDE: number = ROW_STRIDE;

export const INF = 32000;
export const MAX_DEPTH = 4;

/** Scan modes: fill the node's beam buffer, stream leaves, or stream leaves at the root (D = 1). */
const BUFFER = 0;
const LEAF = 1;
const ROOT_LEAF = 2;

// Counter slots of CoreSearch.count.
const K_SCAN = 0;
const K_SHAPE = 1;
const K_ROW = 2;
const K_INS = 3;
const K_UPD = 4;
const K_SKIP = 5;
const K_LEAF_PASS = 6;
const K_DESCENT = 7;
const K_PASS = 8;
const K_START = 9;
const K_DONE = 10;
const COUNTERS = 11;

/** Thrown through the recursion when a unit's counter passes its budget; caught per unit. */
const ABORT = Symbol('deadline');

const SHAPE_COUNT = SHAPES.length;
const SHAPE_PIECE = Int32Array.from(SHAPES, (s) => s.piece);
const SHAPE_HEIGHT = Int32Array.from(SHAPES, (s) => s.height);
const SHAPE_SIZE = Int32Array.from(SHAPES, (s) => s.size);
const CELL_ROW = new Int32Array(SHAPE_COUNT * 5);
const CELL_COL = new Int32Array(SHAPE_COUNT * 5);
SHAPES.forEach((s, i) => {
  for (let k = 0; k < s.size; k++) {
    CELL_ROW[i * 5 + k] = s.cellRow[k]!;
    CELL_COL[i * 5 + k] = s.cellCol[k]!;
  }
});

/** A placement inside the core: shape index, anchor row and column (SPEC §2). */
export function packMove(shape: number, bc: number, br: number): number {
  return (shape << 8) | (br << 4) | bc;
}

export interface SearchSettings {
  readonly depth: number;
  readonly units: number;
  /** Beam width per child ply: widths[d] for the children of a node at ply d (SPEC §6). */
  readonly widths: readonly number[];
  /** Per-unit cycle budget B (SPEC §10). */
  readonly budget: number;
}

export interface UnitReport {
  readonly valid: boolean;
  readonly best: number;
  readonly rootIndex: number;
  readonly cycles: number;
  readonly nodes: number;
  readonly leaves: number;
  readonly deadlineHit: boolean;
  /**
   * Visits of each state of SPEC §8 (EV = the 4-clock evaluation, counted once per use). Exact when
   * the deadline was not hit; after an abort, states are counted as entered (a pair such as
   * N_ADD/N_DEL may be counted whole).
   */
  readonly visits: StateVisits;
}

export const STATE_NAMES = [
  'U_START', 'GEN_INIT', 'SHAPE', 'ROW', 'C_ADD', 'EV', 'C_DEL', 'C_INS', 'C_UPD', 'C_SKIP',
  'GEN_END', 'N_ADD', 'N_DEL', 'N_PASS', 'N_UNPASS', 'N_UPD', 'U_DONE',
] as const;
export type StateName = (typeof STATE_NAMES)[number];
export type StateVisits = Record<StateName, number>;

/** Clocks per visit of each state (SPEC §8). */
export const STATE_CYCLES: Readonly<StateVisits> = {
  U_START: 1, GEN_INIT: 1, SHAPE: 1, ROW: 1, C_ADD: 1, EV: 4, C_DEL: 1, C_INS: 1, C_UPD: 1, C_SKIP: 1,
  GEN_END: 1, N_ADD: 1, N_DEL: 1, N_PASS: 1, N_UNPASS: 1, N_UPD: 1, U_DONE: 1,
};

export interface SearchOutcome {
  /** Packed move (see {@link packMove}), or −1 for a pass. */
  readonly move: number;
  readonly units: readonly UnitReport[];
}

export class CoreSearch {
  private cyc = 0;
  /** Visits per state class (K_*), for the statistics and the per-state trace. */
  private readonly count = new Int32Array(COUNTERS);
  /** The unit whose share the root leaf scan (D = 1) evaluates. */
  private unit = 0;
  private rootBest = -INF;
  private rootIndex = -1;
  private rootValid = false;
  private rootCount = 0;
  private readonly op: CoreSide;
  private readonly forb = new Int32Array((MAX_DEPTH + 1) * STRIDE);
  private readonly att = new Int32Array((MAX_DEPTH + 1) * STRIDE);
  private readonly cand = new Int32Array(6);
  private readonly bufScore: Int32Array;
  private readonly bufMove: Int32Array;
  private readonly bufCount = new Int32Array(MAX_DEPTH + 1);
  private readonly maxWidth: number;

  constructor(
    private readonly board: CoreBoard,
    private readonly me: CoreSide,
    private readonly settings: SearchSettings,
  ) {
    this.op = (1 - me) as CoreSide;
    this.maxWidth = Math.max(1, ...settings.widths);
    this.bufScore = new Int32Array((MAX_DEPTH + 1) * this.maxWidth);
    this.bufMove = new Int32Array((MAX_DEPTH + 1) * this.maxWidth);
  }

  run(): SearchOutcome {
    const { depth, units } = this.settings;
    const reports: UnitReport[] = [];
    if (depth === 1) {
      for (let u = 0; u < units; u++) reports.push(this.runUnit(u, () => this.rootLeafUnit(u)));
      if (this.rootCount === 0) return { move: -1, units: reports };
      return { move: this.rootLeafMove(this.pick(reports)), units: reports };
    }
    // The root scan is identical in every unit: emulate it once, charge it to each.
    this.cyc = 0;
    this.count.fill(0);
    this.scan(0, BUFFER, -INF, INF);
    const scan = { cycles: this.cyc, count: this.count.slice() };
    for (let u = 0; u < units; u++) reports.push(this.runUnit(u, () => this.rootInnerUnit(u, scan)));
    if (this.bufCount[0] === 0) return { move: -1, units: reports };
    return { move: this.bufMove[this.pick(reports)]!, units: reports };
  }

  /** Compare unit (SPEC §9): best value, then lowest root index; root index 0 if none is valid. */
  private pick(reports: readonly UnitReport[]): number {
    let index = 0;
    let best = -INF - 1;
    for (const r of reports) {
      if (!r.valid) continue;
      if (r.best > best || (r.best === best && r.rootIndex < index)) {
        best = r.best;
        index = r.rootIndex;
      }
    }
    return index;
  }

  private runUnit(_u: number, body: () => void): UnitReport {
    const saved = this.board.snapshot();
    this.cyc = 0;
    this.count.fill(0);
    this.rootBest = -INF;
    this.rootIndex = -1;
    this.rootValid = false;
    let deadlineHit = false;
    try {
      this.cyc += 1; // U_START
      this.count[K_START]!++;
      body();
      this.cyc += 1; // U_DONE
      if (this.cyc > this.settings.budget) throw ABORT;
      this.count[K_DONE]!++;
    } catch (e) {
      if (e !== ABORT) throw e;
      this.board.restore(saved);
      this.cyc = this.settings.budget;
      deadlineHit = true;
    }
    const c = this.count;
    const visits: StateVisits = {
      U_START: c[K_START]!,
      GEN_INIT: c[K_SCAN]!,
      SHAPE: c[K_SHAPE]!,
      ROW: c[K_ROW]!,
      C_ADD: c[K_INS]! + c[K_UPD]!,
      EV: c[K_INS]! + c[K_UPD]! + c[K_LEAF_PASS]!,
      C_DEL: c[K_INS]! + c[K_UPD]!,
      C_INS: c[K_INS]!,
      C_UPD: c[K_UPD]! + c[K_LEAF_PASS]!,
      C_SKIP: c[K_SKIP]!,
      GEN_END: c[K_SCAN]!,
      N_ADD: c[K_DESCENT]!,
      N_DEL: c[K_DESCENT]!,
      N_PASS: c[K_PASS]!,
      N_UNPASS: c[K_PASS]!,
      N_UPD: c[K_DESCENT]! + c[K_PASS]!,
      U_DONE: c[K_DONE]!,
    };
    return {
      valid: this.rootValid,
      best: this.rootBest,
      rootIndex: this.rootIndex,
      cycles: this.cyc,
      nodes: c[K_INS]! + c[K_UPD]! + c[K_LEAF_PASS]! + c[K_DESCENT]! + c[K_PASS]!,
      leaves: c[K_INS]! + c[K_UPD]! + c[K_LEAF_PASS]!,
      deadlineHit,
      visits,
    };
  }

  private rootInnerUnit(u: number, scan: { cycles: number; count: Int32Array }): void {
    const { units, budget } = this.settings;
    const b = this.board;
    this.cyc += scan.cycles;
    for (let k = 0; k < COUNTERS; k++) this.count[k]! += scan.count[k]!;
    if (this.cyc > budget) throw ABORT;
    let alpha = -INF;
    const count = this.bufCount[0]!;
    for (let i = u; i < count; i += units) {
      const m = this.bufMove[i]!;
      this.cyc += 1; // N_ADD
      this.count[K_DESCENT]!++;
      b.add(this.me, m >> 8, m & 15, (m >> 4) & 15);
      const v = this.node(1, alpha, INF);
      b.remove(this.me, m >> 8, m & 15, (m >> 4) & 15);
      this.cyc += 2; // N_DEL, N_UPD
      if (this.cyc > budget) throw ABORT;
      if (v > this.rootBest) {
        this.rootBest = v;
        this.rootIndex = i;
      }
      this.rootValid = true;
      if (this.rootBest > alpha) alpha = this.rootBest;
    }
  }

  private rootLeafUnit(u: number): void {
    this.unit = u;
    this.scan(0, ROOT_LEAF, -INF, INF);
  }

  /** Packed move of generation index `index` at the root (D = 1). */
  private rootLeafMove(index: number): number {
    const m = this.generationOrder()[index];
    if (m === undefined) throw new RangeError(`root generation index ${index} not found`);
    return m;
  }

  /** Every legal placement of the side to move at the root, packed, in generation order (SPEC §4). No cycles counted. */
  generationOrder(): number[] {
    const off = 0;
    const out: number[] = [];
    this.candidateRows(this.board.moverMasks(this.me, this.forb, this.att, off));
    const avail = this.board.avail[this.me]!;
    for (let s = 0; s < SHAPE_COUNT; s++) {
      if (((avail >> SHAPE_PIECE[s]!) & 1) === 0) continue;
      let rows = this.cand[SHAPE_HEIGHT[s]!]!;
      while (rows !== 0) {
        const br = 31 - Math.clz32(rows & -rows);
        rows &= rows - 1;
        let legal = this.legalColumns(s, br, off);
        while (legal !== 0) {
          const bc = 31 - Math.clz32(legal & -legal);
          legal &= legal - 1;
          out.push(packMove(s, bc, br));
        }
      }
    }
    return out;
  }

  private node(d: number, alpha: number, beta: number): number {
    if (d + 1 === this.settings.depth) return this.scan(d, LEAF, alpha, beta);
    const b = this.board;
    const isMax = (d & 1) === 0;
    const mover = isMax ? this.me : this.op;
    this.scan(d, BUFFER, alpha, beta);
    let best = isMax ? -INF : INF;
    const count = this.bufCount[d]!;
    if (count === 0) {
      this.cyc += 1; // N_PASS
      this.count[K_PASS]!++;
      const v = this.node(d + 1, alpha, beta);
      this.cyc += 2; // N_UNPASS, N_UPD
      return isMax ? Math.max(best, v) : Math.min(best, v);
    }
    const base = d * this.maxWidth;
    for (let k = 0; k < count; k++) {
      const m = this.bufMove[base + k]!;
      this.cyc += 1; // N_ADD
      this.count[K_DESCENT]!++;
      if (this.cyc > this.settings.budget) throw ABORT;
      b.add(mover, m >> 8, m & 15, (m >> 4) & 15);
      const v = this.node(d + 1, alpha, beta);
      b.remove(mover, m >> 8, m & 15, (m >> 4) & 15);
      this.cyc += 2; // N_DEL, N_UPD
      if (isMax) {
        if (v > best) best = v;
        if (best > alpha) alpha = best;
      } else {
        if (v < best) best = v;
        if (best < beta) beta = best;
      }
      if (alpha >= beta) break;
    }
    return best;
  }

  private candidateRows(attRows: number): void {
    let acc = 0;
    for (let h = 1; h <= 5; h++) {
      acc |= attRows >> (h - 1);
      this.cand[h] = acc & ((1 << (15 - h)) - 1);
    }
  }

  /** The row-vector test of SPEC §4: legal anchor columns of shape `s` at anchor row `br`. */
  private legalColumns(s: number, br: number, off: number): number {
    const forb = this.forb;
    const att = this.att;
    let bad = 0;
    let hit = 0;
    const n = SHAPE_SIZE[s]!;
    const c0 = s * 5;
    for (let k = 0; k < n; k++) {
      const r = off + br + CELL_ROW[c0 + k]! + 1;
      const j = CELL_COL[c0 + k]!;
      bad |= forb[r]! >> j;
      hit |= att[r]! >> j;
    }
    return ~bad & hit & FULL;
  }

  /**
   * One scan (SPEC §4) at a node of ply d. BUFFER fills the node's beam; LEAF and ROOT_LEAF evaluate
   * each child and update alpha-beta, returning the node's value (LEAF) or recording the root's
   * best (ROOT_LEAF).
   */
  private scan(d: number, mode: number, alpha: number, beta: number): number {
    const b = this.board;
    const budget = this.settings.budget;
    const isMax = (d & 1) === 0;
    const mover = isMax ? this.me : this.op;
    const me = this.me;
    const off = d * STRIDE;
    this.cyc += 1; // GEN_INIT
    this.count[K_SCAN]!++;
    this.candidateRows(b.moverMasks(mover, this.forb, this.att, off));
    const avail = b.avail[mover]!;
    const width = this.settings.widths[d] ?? 0;
    const bufBase = d * this.maxWidth;
    const units = this.settings.units;
    let count = 0;
    let best = isMax ? -INF : INF;
    let gen = 0;
    for (let s = 0; s < SHAPE_COUNT; s++) {
      if (((avail >> SHAPE_PIECE[s]!) & 1) === 0) continue;
      this.cyc += 1; // SHAPE
      this.count[K_SHAPE]!++;
      let rows = this.cand[SHAPE_HEIGHT[s]!]!;
      while (rows !== 0) {
        const br = 31 - Math.clz32(rows & -rows);
        rows &= rows - 1;
        this.cyc += 1; // ROW
        this.count[K_ROW]!++;
        if (this.cyc > budget) throw ABORT;
        let legal = this.legalColumns(s, br, off);
        while (legal !== 0) {
          const bc = 31 - Math.clz32(legal & -legal);
          legal &= legal - 1;
          const index = gen++;
          if (mode === ROOT_LEAF && index % units !== this.unit) {
            this.cyc += 1; // C_SKIP
            this.count[K_SKIP]!++;
            continue;
          }
          this.cyc += 7; // C_ADD, EV_*, C_DEL, C_INS/C_UPD
          this.count[mode === BUFFER ? K_INS : K_UPD]!++;
          b.add(mover, s, bc, br);
          const v = b.evaluate(me);
          b.remove(mover, s, bc, br);
          if (mode === BUFFER) {
            count = this.insert(bufBase, count, width, isMax ? v : -v, packMove(s, bc, br));
            continue;
          }
          if (mode === ROOT_LEAF) {
            if (this.cyc > budget) throw ABORT;
            if (v > this.rootBest) {
              this.rootBest = v;
              this.rootIndex = index;
            }
            this.rootValid = true;
            continue;
          }
          if (isMax) {
            if (v > best) best = v;
            if (best > alpha) alpha = best;
          } else {
            if (v < best) best = v;
            if (best < beta) beta = best;
          }
          if (alpha >= beta) {
            this.cyc += 1; // GEN_END after a cut-off
            return best;
          }
        }
      }
    }
    this.cyc += 1; // GEN_END
    if (mode === ROOT_LEAF) this.rootCount = gen;
    if (mode === BUFFER) this.bufCount[d] = count;
    if (mode === LEAF && gen === 0) {
      this.cyc += 5; // EV_* and C_UPD: the mover passes, the leaf is the board itself
      this.count[K_LEAF_PASS]!++;
      const v = b.evaluate(me);
      best = isMax ? Math.max(best, v) : Math.min(best, v);
    }
    return best;
  }

  /** Sorted insertion into a beam buffer (SPEC §6); returns the new count. */
  private insert(base: number, count: number, width: number, score: number, move: number): number {
    const sc = this.bufScore;
    const mv = this.bufMove;
    let pos = count;
    while (pos > 0 && sc[base + pos - 1]! < score) pos--;
    if (pos >= width) return count;
    const last = count < width ? count : width - 1;
    for (let k = last; k > pos; k--) {
      sc[base + k] = sc[base + k - 1]!;
      mv[base + k] = mv[base + k - 1]!;
    }
    sc[base + pos] = score;
    mv[base + pos] = move;
    return count < width ? count + 1 : count;
  }
}
