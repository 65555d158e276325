/**
 * One move's search on the emulated core (hdl/blokus/SPEC.md §4, §6–§10): the scan in generation
 * order, the beam buffers, fail-soft alpha-beta, the root split among units and the deadline. Every
 * state visited is charged its clocks from the SPEC §8 table in cycles.ts, through `enter`.
 */
import type { CoreBoard, CoreSide } from './board.ts';
import { FULL as ROW_FULL, STRIDE as ROW_STRIDE } from './board.ts';
import { STEP, STEP_CLOCKS as TABLE_STEP_CLOCKS, visitsOfSteps } from './cycles.ts';
import type { StateVisits } from './cycles.ts';
import { BUFFER, BeamSearch, LEAF, type ScanRegisters } from './beam-search.ts';
import { INF, SHAPE_COUNT, SHAPE_HEIGHT, SHAPE_PIECE, candidateRows, legalColumns, packMove } from './generation.ts';

// Local copies: hot loops must not go through module bindings (getters under some loaders).
const FULL: number = ROW_FULL;
const STRIDE: number = ROW_STRIDE;

export const MAX_DEPTH = 4;

/** Scan mode: stream leaves at the root (D = 1); BUFFER and LEAF are beam-search.ts's. */
const ROOT_LEAF = 2;

// Step numbers (runs of SPEC §8 states, cycles.ts), as locals for the hot loops.
const { U_START, GEN_INIT, SHAPE, ROW, CHILD_INS, CHILD_UPD, SKIP, GEN_END, LEAF_PASS, DESCEND, RETURN, PASS, UNPASS, U_DONE } = STEP;
const STEP_CLOCKS: Int32Array = TABLE_STEP_CLOCKS;
const STEP_COUNT = STEP_CLOCKS.length;

/** Thrown through the recursion when a unit's counter passes its budget; caught per unit. */
const ABORT = Symbol('deadline');


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
   * Visits of each state of SPEC §8 (EV = the 4-clock evaluation, counted once per use). After a
   * deadline abort they count the states entered before it; the cycles are then the budget.
   */
  readonly visits: StateVisits;
}

export interface SearchOutcome {
  /** Packed move (generation.ts packMove), or −1 for a pass. */
  readonly move: number;
  readonly units: readonly UnitReport[];
}

/** The scan in progress (scans never nest: a node's scan ends before its children are searched). */
interface Scan extends ScanRegisters {
  /** Offset of the ply's mask rows in forb/att. */
  off: number;
  /** Generation index of the next legal placement (SPEC §4). */
  gen: number;
  /** First slot of the ply's beam buffer. */
  base: number;
}

export class CoreSearch extends BeamSearch {
  /** Steps taken, by step number; every clock charged goes through {@link enter}. */
  private readonly steps = new Int32Array(STEP_COUNT);
  /** The unit whose share the root leaf scan (D = 1) evaluates. */
  private unit = 0;
  private rootBest = -INF;
  private rootIndex = -1;
  private rootValid = false;
  private rootCount = 0;
  protected readonly sc: Scan;

  constructor(
    board: CoreBoard,
    me: CoreSide,
    private readonly settings: SearchSettings,
  ) {
    super(board, me, settings.widths, MAX_DEPTH);
    this.depth = settings.depth;
    this.sc = { mode: BUFFER, isMax: true, mover: me, off: 0, alpha: -INF, beta: INF, best: -INF, gen: 0, count: 0, width: 0, base: 0 };
  }

  run(): SearchOutcome {
    const { depth, units } = this.settings;
    const reports: UnitReport[] = [];
    if (depth === 1) {
      for (let u = 0; u < units; u++) reports.push(this.runUnit(() => this.rootLeafUnit(u)));
      if (this.rootCount === 0) return { move: -1, units: reports };
      return { move: this.rootLeafMove(this.pick(reports)), units: reports };
    }
    // The root scan is identical in every unit: emulate it once, charge it to each.
    this.cyc = 0;
    this.steps.fill(0);
    this.scan(0, BUFFER, -INF, INF);
    const scan = { cycles: this.cyc, steps: this.steps.slice() };
    for (let u = 0; u < units; u++) reports.push(this.runUnit(() => this.rootInnerUnit(u, scan)));
    if (this.bufCount[0] === 0) return { move: -1, units: reports };
    return { move: this.bufMove[this.pick(reports)]!, units: reports };
  }

  /** One step `k`: its clocks from the SPEC §8 table. */
  private enter(k: number): void {
    this.cyc += STEP_CLOCKS[k]!;
    this.steps[k]!++;
  }

  /** Throws the deadline abort once the unit has spent more than its budget. */
  private checkBudget(): void {
    if (this.cyc > this.settings.budget) throw ABORT;
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

  private runUnit(body: () => void): UnitReport {
    const saved = this.board.snapshot();
    this.cyc = 0;
    this.steps.fill(0);
    this.rootBest = -INF;
    this.rootIndex = -1;
    this.rootValid = false;
    let deadlineHit = false;
    try {
      this.enter(U_START);
      body();
      if (this.cyc + STEP_CLOCKS[U_DONE]! > this.settings.budget) throw ABORT;
      this.enter(U_DONE);
    } catch (e) {
      if (e !== ABORT) throw e;
      this.board.restore(saved);
      this.cyc = this.settings.budget;
      deadlineHit = true;
    }
    const visits = visitsOfSteps(this.steps);
    return {
      valid: this.rootValid,
      best: this.rootBest,
      rootIndex: this.rootIndex,
      cycles: this.cyc,
      // Positions made: scan children and leaf-ply passes (one evaluation each), descents, passes.
      nodes: visits.EV + visits.N_ADD + visits.N_PASS,
      leaves: visits.EV,
      deadlineHit,
      visits,
    };
  }

  private rootInnerUnit(u: number, scan: { cycles: number; steps: Int32Array }): void {
    const units = this.settings.units;
    const b = this.board;
    this.cyc += scan.cycles;
    for (let k = 0; k < STEP_COUNT; k++) this.steps[k]! += scan.steps[k]!;
    this.checkBudget();
    let alpha = -INF;
    const count = this.bufCount[0]!;
    for (let i = u; i < count; i += units) {
      const m = this.bufMove[i]!;
      this.enter(DESCEND);
      b.addPacked(this.me, m);
      const v = this.node(1, alpha, INF);
      b.removePacked(this.me, m);
      this.enter(RETURN);
      this.checkBudget();
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
    candidateRows(this.board.moverMasks(this.me, this.forb, this.att, off), this.cand);
    const avail = this.board.avail[this.me]!;
    for (let s = 0; s < SHAPE_COUNT; s++) {
      if (((avail >> SHAPE_PIECE[s]!) & 1) === 0) continue;
      let rows = this.cand[SHAPE_HEIGHT[s]!]!;
      while (rows !== 0) {
        const br = 31 - Math.clz32(rows & -rows);
        rows &= rows - 1;
        let legal = legalColumns(this.forb, this.att, s, br, off, FULL);
        while (legal !== 0) {
          const bc = 31 - Math.clz32(legal & -legal);
          legal &= legal - 1;
          out.push(packMove(s, bc, br));
        }
      }
    }
    return out;
  }

  protected enterChild(): void {
    this.enter(DESCEND);
    this.checkBudget();
  }

  protected leaveChild(): void {
    this.enter(RETURN);
  }

  /** An inner node whose mover has no legal placement: it passes, and its value is the child's. */
  protected passNode(d: number, alpha: number, beta: number): number {
    this.enter(PASS);
    const v = this.node(d + 1, alpha, beta);
    this.enter(UNPASS);
    // UPD from best = ∓INF: the child's value, clamped to ±INF.
    return (d & 1) === 0 ? Math.max(-INF, v) : Math.min(INF, v);
  }

  /**
   * One scan (SPEC §4) at a node of ply d. BUFFER fills the node's beam; LEAF and ROOT_LEAF evaluate
   * each child and update alpha-beta, returning the node's value (LEAF) or recording the root's
   * best (ROOT_LEAF).
   */
  protected scan(d: number, mode: number, alpha: number, beta: number): number {
    const sc = this.sc;
    const isMax = (d & 1) === 0;
    sc.mode = mode;
    sc.isMax = isMax;
    sc.mover = isMax ? this.me : this.op;
    sc.off = d * STRIDE;
    sc.alpha = alpha;
    sc.beta = beta;
    sc.best = isMax ? -INF : INF;
    sc.gen = 0;
    sc.count = 0;
    sc.width = this.settings.widths[d] ?? 0;
    sc.base = d * this.maxWidth;
    this.enter(GEN_INIT);
    candidateRows(this.board.moverMasks(sc.mover, this.forb, this.att, sc.off), this.cand);
    const avail = this.board.avail[sc.mover]!;
    const off = sc.off;
    for (let s = 0; s < SHAPE_COUNT; s++) {
      if (((avail >> SHAPE_PIECE[s]!) & 1) === 0) continue;
      this.enter(SHAPE);
      let rows = this.cand[SHAPE_HEIGHT[s]!]!;
      while (rows !== 0) {
        const br = 31 - Math.clz32(rows & -rows);
        rows &= rows - 1;
        this.enter(ROW);
        this.checkBudget();
        let legal = legalColumns(this.forb, this.att, s, br, off, FULL);
        while (legal !== 0) {
          const bc = 31 - Math.clz32(legal & -legal);
          legal &= legal - 1;
          if (this.child(s, bc, br)) {
            this.enter(GEN_END); // right after a leaf-ply cut-off
            return sc.best;
          }
        }
      }
    }
    this.enter(GEN_END);
    return this.endScan(d);
  }

  /** One legal placement out of the scan: skipped, buffered or used as a leaf; true on a cut-off. */
  private child(s: number, bc: number, br: number): boolean {
    const sc = this.sc;
    const index = sc.gen++;
    if (sc.mode === ROOT_LEAF && index % this.settings.units !== this.unit) {
      this.enter(SKIP);
      return false;
    }
    this.enter(sc.mode === BUFFER ? CHILD_INS : CHILD_UPD);
    const b = this.board;
    b.add(sc.mover, s, bc, br);
    const v = b.evaluate(this.me);
    b.remove(sc.mover, s, bc, br);
    if (sc.mode === BUFFER) {
      sc.count = this.insert(sc.base, sc.count, sc.width, sc.isMax ? v : -v, packMove(s, bc, br));
      return false;
    }
    if (sc.mode === ROOT_LEAF) {
      this.rootLeafUpdate(v, index);
      return false;
    }
    return this.leafUpdate(v);
  }

  /** UPD at the root of a depth-1 search (never cuts off). */
  private rootLeafUpdate(v: number, index: number): void {
    this.checkBudget();
    if (v > this.rootBest) {
      this.rootBest = v;
      this.rootIndex = index;
    }
    this.rootValid = true;
  }

  /** After GEN_END: publish the scan's count, or evaluate a leaf-ply pass (the board itself). */
  private endScan(d: number): number {
    const sc = this.sc;
    if (sc.mode === ROOT_LEAF) this.rootCount = sc.gen;
    if (sc.mode === BUFFER) this.bufCount[d] = sc.count;
    if (sc.mode === LEAF && sc.gen === 0) {
      this.enter(LEAF_PASS);
      const v = this.board.evaluate(this.me);
      sc.best = sc.isMax ? Math.max(sc.best, v) : Math.min(sc.best, v);
    }
    return sc.best;
  }
}
