/**
 * One move's search on the emulated v2 core (hdl/blokus/SPEC-v2.md §4, §6–§10): the ordered root
 * list, iterative deepening against the cycle deadline with the previous iteration's best first,
 * beams below the root, fail-soft alpha-beta at the leaves, and every state's clocks charged from
 * V2_STATE_CYCLES. One long file because it is one search loop whose cycle accounting must be read
 * in one place.
 */
import type { CoreBoard, CoreSide } from '../board.ts';
import { FULL as ROW_FULL, STRIDE as ROW_STRIDE } from '../board.ts';
import { BUFFER as BEAM_BUFFER, BeamSearch, LEAF as BEAM_LEAF, type ScanRegisters } from '../beam-search.ts';
import * as gen from '../generation.ts';
import { V2_STATE_CYCLES, V2_STATE_INDEX, V2_STATE_NAMES, visitsRecord, type V2StateVisits } from './cycles.ts';
import { evaluateV2 } from './evaluate.ts';
import { PLACEABLE_VISITS } from './placeable.ts';
import { V2_ORDER } from './shape-order.ts';

// Local copies: hot loops must not go through module bindings (getters under some loaders).
const FULL: number = ROW_FULL;
const STRIDE: number = ROW_STRIDE;
const BUFFER: number = BEAM_BUFFER;
const LEAF: number = BEAM_LEAF;
const { INF, SHAPE_COUNT, SHAPE_HEIGHT, SHAPE_PIECE, candidateRows, insertSorted, legalColumns, packMove } = gen;
const evaluate = evaluateV2;
const C: Readonly<Record<keyof typeof V2_STATE_CYCLES, number>> = { ...V2_STATE_CYCLES };
const S: Readonly<Record<keyof typeof V2_STATE_INDEX, number>> = { ...V2_STATE_INDEX };


/** Deepest iteration the stack and the beam buffers are sized for (SPEC-v2 §6). */
export const MAX_PLY = 8;
/** Entries of the root list RAM (SPEC-v2 §3); moves scored below the 1,024th are dropped. */
export const ROOT_CAPACITY = 1024;

const ROOT = 2;

const ABORT = Symbol('deadline');

const ORDER = V2_ORDER;

// Clocks of the composite steps, from the one table.
const DESCENT = C.N_ADD + C.N_DEL + C.N_UPD;
const PASS_NODE = C.N_PASS + C.N_UNPASS + C.N_UPD;

export interface V2SearchSettings {
  readonly units: number;
  /** Beam width of the children of a node at ply p (1..MAX_PLY − 2): widths[p − 1]. */
  readonly widths: readonly number[];
  /** Deepest iteration, 1..MAX_PLY. */
  readonly maxDepth: number;
  /** Clocks B the units may use (deadline minus the core's overhead). */
  readonly budget: number;
  /** Start iteration d + 1 only if elapsed + (cost of d << growthShift) ≤ B. */
  readonly growthShift: number;
  /** TER visits per evaluation: the territory race's steps plus its count, or 0 without it (SPEC-v2 §5). */
  readonly territoryClocks: number;
  /** The evaluation counts placeable squares (SPEC-v2 §5b): its PL_* clocks vary per evaluation. */
  readonly placeable: boolean;
  /** Units start each root entry from the best value any unit has finished so far (SPEC-v2 §7b). */
  readonly sharedAlpha: boolean;
  /** A deadline-cut iteration still answers when its first entry finished (SPEC-v2 §7b). */
  readonly partialIterations: boolean;
}

export interface V2Iteration {
  readonly depth: number;
  /** Clock at which the iteration ended (or would have: it is then discarded). */
  readonly endCycle: number;
  readonly best: number;
  readonly rootIndex: number;
  readonly completed: boolean;
  /** Cut by the deadline, but its first entry finished, so its best finished entry is the answer (§7b). */
  readonly partial: boolean;
}

export interface V2UnitReport {
  /** Clocks this unit was busy over the completed iterations, root scan included. */
  readonly cycles: number;
  readonly nodes: number;
  readonly leaves: number;
  readonly visits: V2StateVisits;
}

export interface V2SearchOutcome {
  /** Packed move (v1's packMove), or −1 for a pass. */
  readonly move: number;
  readonly value: number;
  /** Clocks of the units' part: root scan, iterations, compare and rotate; B when the deadline hit. */
  readonly cycles: number;
  readonly depth: number;
  readonly deadlineHit: boolean;
  readonly rootMoves: number;
  readonly iterations: readonly V2Iteration[];
  readonly units: readonly V2UnitReport[];
}

export class V2Search extends BeamSearch {
  private limit = 0;
  private readonly visits: Int32Array;
  private readonly rootScore = new Int32Array(ROOT_CAPACITY);
  private readonly rootMove = new Int32Array(ROOT_CAPACITY);
  private rootCount = 0;
  private readonly ter: number;
  private readonly placeable: boolean;
  private readonly childIns: number;
  private readonly childUpd: number;
  private readonly childRoot: number;
  private readonly leafPass: number;

  constructor(
    board: CoreBoard,
    me: CoreSide,
    private readonly settings: V2SearchSettings,
  ) {
    super(board, me, settings.widths, MAX_PLY);
    this.visits = new Int32Array(V2_STATE_NAMES.length);
    this.ter = settings.territoryClocks;
    this.placeable = settings.placeable;
    const ev = C.EV + this.ter * C.TER;
    this.childIns = C.C_ADD + ev + C.C_DEL + C.C_INS;
    this.childUpd = C.C_ADD + ev + C.C_DEL + C.C_UPD;
    this.childRoot = C.C_ADD + ev + C.C_DEL + C.R_INS;
    this.leafPass = ev + C.C_UPD;
  }

  run(): V2SearchOutcome {
    const { units, budget, maxDepth, growthShift } = this.settings;
    const unitVisits = Array.from({ length: units }, () => new Int32Array(V2_STATE_NAMES.length));
    const unitCycles = new Array<number>(units).fill(0);
    // U_START and the root scan: identical in every unit, emulated once.
    this.beginUnit(Number.MAX_SAFE_INTEGER);
    this.charge(S.U_START, C.U_START);
    this.scan(0, ROOT, -INF, INF);
    const rootCycles = this.cyc;
    for (let u = 0; u < units; u++) {
      unitVisits[u]!.set(this.visits);
      unitCycles[u] = rootCycles;
    }
    let elapsed = rootCycles;
    let lastCost = rootCycles;
    const iterations: V2Iteration[] = [];
    let value = this.rootCount > 0 ? this.rootScore[0]! : 0;
    let depthDone = 1;
    let deadlineHit = elapsed > budget;
    for (let d = 2; !deadlineHit && d <= maxDepth && this.rootCount > 1; d++) {
      if (elapsed + lastCost * 2 ** growthShift > budget) break;
      const it = this.iterate(d, elapsed, unitVisits, unitCycles);
      iterations.push(it);
      if (!it.completed) {
        deadlineHit = true;
        if (it.partial) {
          // The answer is read from its slot; the rotation models no clocks (the core answers at B).
          value = it.best;
          this.rotateToFront(it.rootIndex);
        }
        break;
      }
      lastCost = it.endCycle - elapsed;
      elapsed = it.endCycle;
      value = it.best;
      depthDone = d;
      this.rotateToFront(it.rootIndex);
    }
    for (let u = 0; u < units; u++) {
      unitVisits[u]![S.U_DONE]!++;
      unitCycles[u]! += C.U_DONE;
    }
    elapsed += C.U_DONE;
    return {
      move: this.rootCount > 0 ? this.rootMove[0]! : -1,
      value,
      cycles: deadlineHit || elapsed > budget ? budget : elapsed,
      depth: depthDone,
      deadlineHit: deadlineHit || elapsed > budget,
      rootMoves: this.rootCount,
      iterations,
      units: unitVisits.map((v, u) => {
        const visits = visitsRecord(v);
        const leaves = visits.C_UPD + visits.C_INS + visits.R_INS;
        return { cycles: unitCycles[u]!, nodes: leaves + visits.N_ADD + visits.N_PASS, leaves, visits };
      }),
    };
  }

  /** Root list in order after the search (packed moves), for traces and tests. */
  rootList(): number[] {
    return Array.from(this.rootMove.subarray(0, this.rootCount));
  }

  private beginUnit(limit: number): void {
    this.cyc = 0;
    this.limit = limit;
    this.visits.fill(0);
  }

  private charge(state: number, clocks: number): void {
    this.visits[state]!++;
    this.cyc += clocks;
  }

  /**
   * Iteration `d` on every unit from clock `start`; the iteration ends at the slowest unit plus
   * IT_CMP and IT_ROT. With a shared alpha the units are emulated entry by entry, always the one
   * whose clock is lowest, so that each entry sees exactly the values finished before it starts.
   */
  private iterate(d: number, start: number, unitVisits: Int32Array[], unitCycles: number[]): V2Iteration {
    const { units, budget, sharedAlpha, partialIterations } = this.settings;
    this.depth = d;
    const saved = this.board.snapshot();
    // With partial iterations the units stop early enough for the compare before B.
    const limit = budget - start - (partialIterations ? C.IT_CMP : 0);
    const it = new IterationUnits(units);
    for (let u = it.next(this.rootCount, sharedAlpha); u >= 0; u = it.next(this.rootCount, sharedAlpha)) {
      const alpha = it.alphaOf(u, sharedAlpha);
      const i = it.cursor[u]!;
      this.cyc = it.clock[u]!;
      this.limit = limit;
      this.visits.set(it.spent[u]!);
      try {
        const v = this.rootEntry(this.rootMove[i]!, alpha);
        it.finished(u, i, v, alpha, this.cyc, this.visits);
      } catch (e) {
        if (e !== ABORT) throw e;
        this.board.restore(saved);
        it.stopped[u] = true;
        if (!partialIterations) return { depth: d, endCycle: budget + 1, best: -INF, rootIndex: -1, completed: false, partial: false };
      }
    }
    const { best, index, slowest } = it.compare();
    const end = start + slowest + C.IT_CMP + C.IT_ROT + index * C.R_SHIFT;
    if (it.stopped.includes(true) || end > budget) {
      return { depth: d, endCycle: Math.max(end, budget + 1), best, rootIndex: index, completed: false, partial: partialIterations && it.firstDone };
    }
    for (let u = 0; u < units; u++) {
      const v = unitVisits[u]!;
      const s = it.spent[u]!;
      for (let k = 0; k < v.length; k++) v[k]! += s[k]!;
      // Every unit waits for the slowest, then all see the compare and the rotation.
      v[S.IT_CMP]!++;
      v[S.IT_ROT]!++;
      v[S.R_SHIFT]! += index;
      unitCycles[u]! += it.clock[u]! + C.IT_CMP + C.IT_ROT + index * C.R_SHIFT;
    }
    return { depth: d, endCycle: end, best, rootIndex: index, completed: true, partial: false };
  }

  /** One root entry searched from `alpha` (N_ADD … N_UPD); throws ABORT past the unit's limit. */
  private rootEntry(m: number, alpha: number): number {
    this.descend();
    this.board.addPacked(this.me, m);
    const v = this.node(1, alpha, INF);
    this.board.removePacked(this.me, m);
    if (this.cyc > this.limit) throw ABORT;
    return v;
  }

  private descend(): void {
    this.visits[S.N_ADD]!++;
    this.visits[S.N_DEL]!++;
    this.visits[S.N_UPD]!++;
    this.cyc += DESCENT;
    if (this.cyc > this.limit) throw ABORT;
  }

  protected enterChild(): void {
    this.descend();
  }

  /** Returning costs nothing of its own in v2: N_UPD is charged with the descent. */
  protected leaveChild(): void {}

  /** The mover passes: N_PASS, N_UNPASS and N_UPD, and the node's value is the child's. */
  protected passNode(p: number, alpha: number, beta: number): number {
    this.visits[S.N_PASS]!++;
    this.visits[S.N_UNPASS]!++;
    this.visits[S.N_UPD]!++;
    this.cyc += PASS_NODE;
    return this.node(p + 1, alpha, beta);
  }

  /** The running scan's registers: ply p, and the legal children met so far. */
  protected readonly sc: ScanRegisters & { p: number; children: number } = { mode: BUFFER, isMax: true, mover: 0, alpha: 0, beta: 0, best: 0, count: 0, width: 0, p: 0, children: 0 };

  /**
   * One scan at ply p in v2 generation order. ROOT fills the root list, BUFFER the ply's beam,
   * LEAF evaluates each child with alpha-beta and returns the node's value.
   */
  protected scan(p: number, mode: number, alpha: number, beta: number): number {
    const b = this.board;
    this.sc.mode = mode;
    this.sc.p = p;
    this.sc.isMax = (p & 1) === 0;
    this.sc.mover = this.sc.isMax ? this.me : this.op;
    this.sc.alpha = alpha;
    this.sc.beta = beta;
    this.sc.best = this.sc.isMax ? -INF : INF;
    this.sc.count = 0;
    this.sc.children = 0;
    this.sc.width = mode === BUFFER ? (this.settings.widths[p - 1] ?? 1) : 0;
    const off = p * STRIDE;
    this.charge(S.GEN_INIT, C.GEN_INIT);
    candidateRows(b.moverMasks(this.sc.mover, this.forb, this.att, off), this.cand);
    const avail = b.avail[this.sc.mover]!;
    for (let o = 0; o < SHAPE_COUNT; o++) {
      const s = ORDER[o]!;
      if (((avail >> SHAPE_PIECE[s]!) & 1) === 0) continue;
      this.charge(S.SHAPE, C.SHAPE);
      let rows = this.cand[SHAPE_HEIGHT[s]!]!;
      while (rows !== 0) {
        const br = 31 - Math.clz32(rows & -rows);
        rows &= rows - 1;
        this.charge(S.ROW, C.ROW);
        if (this.cyc > this.limit) throw ABORT;
        let legal = legalColumns(this.forb, this.att, s, br, off, FULL);
        while (legal !== 0) {
          const bc = 31 - Math.clz32(legal & -legal);
          legal &= legal - 1;
          if (this.child(s, bc, br)) {
            this.charge(S.GEN_END, C.GEN_END); // right after a cut-off
            return this.sc.best;
          }
        }
      }
    }
    this.charge(S.GEN_END, C.GEN_END);
    return this.endScan();
  }

  /** One legal child of the running scan: add, evaluate, remove, then file it. True on a cut-off. */
  private child(s: number, bc: number, br: number): boolean {
    const b = this.board;
    const visits = this.visits;
    const mover = this.sc.mover;
    this.sc.children++;
    visits[S.C_ADD]!++;
    visits[S.EV]!++;
    visits[S.TER]! += this.ter;
    visits[S.C_DEL]!++;
    b.add(mover, s, bc, br);
    const v = evaluate(b, this.me, mover);
    if (this.placeable) this.chargePlaceable();
    b.remove(mover, s, bc, br);
    if (this.sc.mode === ROOT) {
      this.cyc += this.childRoot;
      visits[S.R_INS]!++;
      this.sc.count = this.rootInsert(this.sc.count, v, packMove(s, bc, br));
      return false;
    }
    if (this.sc.mode === BUFFER) {
      this.cyc += this.childIns;
      visits[S.C_INS]!++;
      this.sc.count = this.insert(this.sc.p * this.maxWidth, this.sc.count, this.sc.width, this.sc.isMax ? v : -v, packMove(s, bc, br));
      return false;
    }
    this.cyc += this.childUpd;
    visits[S.C_UPD]!++;
    return this.leafUpdate(v);
  }

  /** After the last row: latch the list or beam count; a leaf parent without a move evaluates the board. */
  private endScan(): number {
    if (this.sc.mode === ROOT) this.rootCount = this.sc.count;
    if (this.sc.mode === BUFFER) this.bufCount[this.sc.p] = this.sc.count;
    if (this.sc.mode === LEAF && this.sc.children === 0) {
      // The mover passes: the leaf is the board itself.
      this.cyc += this.leafPass;
      this.visits[S.EV]!++;
      this.visits[S.TER]! += this.ter;
      this.visits[S.C_UPD]!++;
      const v = evaluate(this.board, this.me, this.sc.mover);
      if (this.placeable) this.chargePlaceable();
      this.sc.best = this.sc.isMax ? Math.max(this.sc.best, v) : Math.min(this.sc.best, v);
    }
    return this.sc.best;
  }

  /** The placeable-squares pass the last evaluation ran (SPEC-v2 §5b): its visits and clocks. */
  private chargePlaceable(): void {
    this.visits[S.PL_INIT]! += PLACEABLE_VISITS[0]!;
    this.visits[S.PL_SHAPE]! += PLACEABLE_VISITS[1]!;
    this.visits[S.PL_ROW]! += PLACEABLE_VISITS[2]!;
    this.cyc += PLACEABLE_VISITS[0]! * C.PL_INIT + PLACEABLE_VISITS[1]! * C.PL_SHAPE + PLACEABLE_VISITS[2]! * C.PL_ROW;
  }

  /** Sorted insertion into the root list RAM: one clock (R_SHIFT) per entry moved down. */
  private rootInsert(count: number, score: number, move: number): number {
    const pos = insertSorted(this.rootScore, this.rootMove, 0, count, ROOT_CAPACITY, score, move);
    if (pos < 0) return count;
    const shifts = (count < ROOT_CAPACITY ? count : ROOT_CAPACITY - 1) - pos;
    this.visits[S.R_SHIFT]! += shifts;
    this.cyc += shifts * C.R_SHIFT;
    return count < ROOT_CAPACITY ? count + 1 : count;
  }

  /** Move root entry `index` to the front, the others keep their order (R_SHIFT per entry moved). */
  private rotateToFront(index: number): void {
    const m = this.rootMove[index]!;
    const s = this.rootScore[index]!;
    for (let k = index; k > 0; k--) {
      this.rootMove[k] = this.rootMove[k - 1]!;
      this.rootScore[k] = this.rootScore[k - 1]!;
    }
    this.rootMove[0] = m;
    this.rootScore[0] = s;
  }
}

/** The units' registers during one iteration (SPEC-v2 §7, §7b), for the entry-by-entry emulation. */
class IterationUnits {
  /** Each unit's clock since the iteration began (IT_START charged). */
  readonly clock: number[];
  readonly spent: Int32Array[];
  /** Next root index of each unit: i ≡ u (mod units). */
  readonly cursor: number[];
  readonly stopped: boolean[];
  private readonly best: number[];
  private readonly index: number[];
  // Values that raised a unit's best, with the clock from which GA shows them (§7b).
  private readonly doneAt: number[] = [];
  private readonly doneValue: number[] = [];

  constructor(private readonly units: number) {
    this.clock = new Array<number>(units).fill(C.IT_START);
    this.spent = Array.from({ length: units }, () => {
      const v = new Int32Array(V2_STATE_NAMES.length);
      v[S.IT_START] = 1;
      return v;
    });
    this.cursor = Array.from({ length: units }, (_, u) => u);
    this.stopped = new Array<boolean>(units).fill(false);
    this.best = new Array<number>(units).fill(-INF);
    this.index = new Array<number>(units).fill(-1);
  }

  /** Root entry 0 (the previous best, unit 0's first) has finished: unit 0's cursor has moved on. */
  get firstDone(): boolean {
    return this.cursor[0]! > 0;
  }

  /**
   * The next unit to run an entry, or −1: with a shared alpha the one with the lowest clock (ties:
   * the lowest unit); without one the units do not interact, so each runs to its end in turn, and a
   * unit that passes the deadline ends the emulation of a discarded iteration before the others run.
   */
  next(rootCount: number, interleave: boolean): number {
    let u = -1;
    for (let k = 0; k < this.units; k++) {
      if (this.stopped[k] || this.cursor[k]! >= rootCount) continue;
      if (!interleave) return k;
      if (u < 0 || this.clock[k]! < this.clock[u]!) u = k;
    }
    return u;
  }

  /** Unit u's alpha for its next entry: its own best, and with a shared alpha GA at its clock. */
  alphaOf(u: number, shared: boolean): number {
    let alpha = this.best[u]!;
    if (!shared) return alpha;
    const now = this.clock[u]!;
    for (let k = 0; k < this.doneAt.length; k++) if (this.doneAt[k]! <= now && this.doneValue[k]! > alpha) alpha = this.doneValue[k]!;
    return alpha;
  }

  /** Unit u finished root entry i with value v, searched from `alpha`, at clock `at`. */
  finished(u: number, i: number, v: number, alpha: number, at: number, visits: Int32Array): void {
    this.clock[u] = at;
    this.spent[u]!.set(visits);
    this.cursor[u] = i + this.units;
    // Fail-soft: a value at or below the alpha it started from is only a bound, never a report.
    if (v <= alpha) return;
    this.best[u] = v;
    this.index[u] = i;
    this.doneAt.push(at);
    this.doneValue.push(v);
  }

  /** Compare (§9): the highest reported value, then the lowest root index; and the slowest unit's clock. */
  compare(): { best: number; index: number; slowest: number } {
    let best = -INF - 1;
    let index = 0;
    let slowest = 0;
    for (let u = 0; u < this.units; u++) {
      slowest = Math.max(slowest, this.clock[u]!);
      const b = this.best[u]!;
      const i = this.index[u]!;
      if (i >= 0 && (b > best || (b === best && i < index))) {
        best = b;
        index = i;
      }
    }
    return { best, index, slowest };
  }
}
