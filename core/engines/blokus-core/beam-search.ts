/**
 * The part of the v1 and v2 searches that is one circuit in both cores (SPEC.md §6–§7, SPEC-v2.md
 * §6–§7): the per-ply mask and beam RAMs and the inner node, which fills its ply's beam, then
 * searches each buffered child with fail-soft alpha-beta. What each core charges around a child
 * and a pass, and how it scans, stays in the subclass.
 */
import type { CoreBoard, CoreSide } from './board.ts';
import { STRIDE } from './board.ts';
import * as gen from './generation.ts';

// Local copies: hot loops must not go through module bindings (getters under some loaders).
const { INF, insertSorted } = gen;

/** Scan modes both cores have: fill the node's beam buffer, or stream leaves (mode 2 is each core's own root mode). */
export const BUFFER = 0;
export const LEAF = 1;

/** The running scan's registers (scans never nest: a node's scan ends before its children are searched). */
export interface ScanRegisters {
  mode: number;
  isMax: boolean;
  mover: CoreSide;
  alpha: number;
  beta: number;
  best: number;
  /** Beam entries held, and the beam's width. */
  count: number;
  width: number;
}

export abstract class BeamSearch {
  /** Clocks of the running unit. */
  protected cyc = 0;
  /** Plies of the running search: nodes at ply depth − 1 scan their children as leaves. */
  protected depth = 0;
  protected readonly op: CoreSide;
  protected readonly forb: Int32Array;
  protected readonly att: Int32Array;
  protected readonly cand = new Int32Array(6);
  protected readonly maxWidth: number;
  protected readonly bufScore: Int32Array;
  protected readonly bufMove: Int32Array;
  protected readonly bufCount: Int32Array;

  constructor(
    protected readonly board: CoreBoard,
    protected readonly me: CoreSide,
    widths: readonly number[],
    maxPly: number,
  ) {
    this.op = (1 - me) as CoreSide;
    this.forb = new Int32Array((maxPly + 1) * STRIDE);
    this.att = new Int32Array((maxPly + 1) * STRIDE);
    this.maxWidth = Math.max(1, ...widths);
    this.bufScore = new Int32Array((maxPly + 1) * this.maxWidth);
    this.bufMove = new Int32Array((maxPly + 1) * this.maxWidth);
    this.bufCount = new Int32Array(maxPly + 1);
  }

  protected abstract readonly sc: ScanRegisters;

  /** One scan of the node at ply d in `mode`; LEAF returns the node's value. */
  protected abstract scan(d: number, mode: number, alpha: number, beta: number): number;
  /** Clocks (and deadline check) of descending into a buffered child. */
  protected abstract enterChild(): void;
  /** Clocks of returning from it. */
  protected abstract leaveChild(): void;
  /** An inner node whose mover has no legal placement. */
  protected abstract passNode(d: number, alpha: number, beta: number): number;

  /** An inner node at ply d (d + 1 < depth): its value from the mover's children in the beam. */
  protected node(d: number, alpha: number, beta: number): number {
    if (d + 1 === this.depth) return this.scan(d, LEAF, alpha, beta);
    const b = this.board;
    const isMax = (d & 1) === 0;
    const mover = isMax ? this.me : this.op;
    this.scan(d, BUFFER, alpha, beta);
    const count = this.bufCount[d]!;
    if (count === 0) return this.passNode(d, alpha, beta);
    let best = isMax ? -INF : INF;
    const base = d * this.maxWidth;
    for (let k = 0; k < count; k++) {
      const m = this.bufMove[base + k]!;
      this.enterChild();
      b.addPacked(mover, m);
      const v = this.node(d + 1, alpha, beta);
      b.removePacked(mover, m);
      this.leaveChild();
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

  /** UPD of SPEC §7 at a leaf-ply node: fold in a child's value; true when alpha ≥ beta. */
  protected leafUpdate(v: number): boolean {
    const sc = this.sc;
    if (sc.isMax) {
      if (v > sc.best) sc.best = v;
      if (sc.best > sc.alpha) sc.alpha = sc.best;
    } else {
      if (v < sc.best) sc.best = v;
      if (sc.best < sc.beta) sc.beta = sc.best;
    }
    return sc.alpha >= sc.beta;
  }

  /** Sorted insertion into a beam buffer (a shift register, SPEC §6); returns the new count. */
  protected insert(base: number, count: number, width: number, score: number, move: number): number {
    if (insertSorted(this.bufScore, this.bufMove, base, count, width, score, move) < 0) return count;
    return count < width ? count + 1 : count;
  }
}
