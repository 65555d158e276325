/**
 * PUCT over the net (AlphaZero-style, the patent's method): select by
 * Q + cpuct · P · sqrt(N_parent) / (1 + N_child) (an unvisited child's Q is 0), evaluate the leaf
 * with the policy/value net — in FP32 if it lies less than `threshold` moves below the root, else
 * in INT8 — expand it with the net's priors over its candidate moves, and back the value up.
 * Both precisions' results sit in the same tree. Every search first re-evaluates the root at the
 * root's precision (FP32 unless threshold = 0), so a reused root gets fresh priors for its children.
 *
 * Deterministic: no randomness, ties go to the earlier child. A time budget reads the injected clock.
 */
import type { PolicyValueNet } from '../../nn/policy-value-net.ts';
import type { Precision } from '../../nn/macs.ts';
import { MctsError } from './errors.ts';
import type { GomokuPosition } from './gomoku-position.ts';
import { PLANES } from './gomoku-position.ts';
import type { MctsOptions } from './options.ts';
import { EVAL_FP32, EVAL_INT8, MctsTree } from './tree.ts';

export type Clock = () => number;

/** Depths counted separately in the by-depth tally; deeper leaves count in the last row. */
export const DEPTH_ROWS = 32;

export interface MctsMoveInfo {
  readonly move: number;
  readonly playouts: number;
  /** Visits of the chosen move. */
  readonly visits: number;
  /** The mover's expected result after the chosen move, 0..1 (from its mean value). */
  readonly winRate: number;
  readonly nodes: number;
  /** Visits the root already had from the previous search (tree reuse). */
  readonly reusedVisits: number;
  /** Evaluations and MACs of this search, by precision. */
  readonly evaluations: Readonly<Record<Precision, number>>;
  readonly macs: Readonly<Record<Precision, number>>;
  /** Visits of each root move, in the order they were expanded (the self-play policy target). */
  readonly rootVisits: readonly { readonly cell: number; readonly visits: number }[];
}

export class MctsSearch {
  readonly tree: MctsTree;
  /** Evaluations by depth below the root and precision, over the search's life: [depth · 2 + 0|1]. */
  readonly byDepth = new Int32Array(DEPTH_ROWS * 2);
  readonly #net: PolicyValueNet;
  readonly #options: MctsOptions;
  readonly #clock: Clock | null;
  readonly #moves: Int32Array;
  readonly #priors: Float32Array;
  readonly #planes: Float32Array;
  readonly #path: Int32Array;

  constructor(net: PolicyValueNet, options: MctsOptions, clock: Clock | null = null) {
    if (options.timeMs !== null && clock === null) throw new MctsError('mcts-bad-spec', `a time budget (time=${options.timeMs}) needs a clock; none was given`, { timeMs: options.timeMs });
    this.#net = net;
    this.#options = options;
    this.#clock = clock;
    this.tree = new MctsTree(options.nodes);
    this.#moves = new Int32Array(net.cells);
    this.#priors = new Float32Array(net.cells);
    this.#planes = new Float32Array(PLANES * net.cells);
    this.#path = new Int32Array(net.cells + 1);
  }

  precisionAt(depth: number): Precision {
    return depth < this.#options.threshold ? 'fp32' : 'int8';
  }

  /** Search `pos` (the tree's root position; the tree may hold a reused subtree for it). */
  run(pos: GomokuPosition): MctsMoveInfo {
    if (pos.result !== -1) throw new MctsError('mcts-game-over', 'the game is over: there is no move to search', { result: pos.result });
    const before = { ...this.#net.evaluations };
    const a = this.tree.arrays;
    const reusedVisits = a.visits[0]!;
    this.#evaluateRoot(pos);
    const deadline = this.#options.timeMs !== null ? this.#clock!() + this.#options.timeMs : null;
    let playouts = 0;
    while (playouts < this.#options.playouts && (deadline === null || this.#clock!() < deadline)) {
      this.#simulate(pos);
      playouts++;
    }
    const evaluations = { fp32: this.#net.evaluations.fp32 - before.fp32, int8: this.#net.evaluations.int8 - before.int8 };
    const per = this.#net.macsPerEvaluation;
    return { ...this.#best(), playouts, reusedVisits, nodes: this.tree.used, evaluations, macs: { fp32: evaluations.fp32 * per, int8: evaluations.int8 * per } };
  }

  /** Fresh priors for the root's children (or its first expansion), at the root's precision. */
  #evaluateRoot(pos: GomokuPosition): void {
    const a = this.tree.arrays;
    const { value, n } = this.#evaluate(pos, 0, 0);
    if (a.count[0] === 0) {
      this.tree.expand(0, this.#moves, this.#priors, n);
      a.visits[0] = 1;
      a.valueSum[0] = -value;
      return;
    }
    // A reused root's children are the same moves (same position, same candidates): new priors only.
    for (let k = 0; k < n; k++) {
      const c = this.tree.child(0, this.#moves[k]!);
      if (c >= 0) a.prior[c] = this.#priors[k]!;
    }
  }

  #simulate(pos: GomokuPosition): void {
    const a = this.tree.arrays;
    let node = 0;
    let depth = 0;
    while (a.count[node]! > 0 && pos.result === -1) {
      node = this.#select(node);
      pos.play(a.move[node]!);
      this.#path[depth++] = node;
    }
    let value: number;
    if (pos.result !== -1) {
      value = pos.result === 2 ? 0 : 1; // the move into this node ended the game: its mover won
    } else {
      const e = this.#evaluate(pos, depth, node);
      if (this.tree.fits(e.n)) this.tree.expand(node, this.#moves, this.#priors, e.n);
      value = -e.value;
    }
    for (let k = depth - 1; k >= 0; k--) {
      const n = this.#path[k]!;
      a.visits[n] = a.visits[n]! + 1;
      a.valueSum[n] = a.valueSum[n]! + value;
      value = -value;
    }
    pos.rewind();
    a.visits[0] = a.visits[0]! + 1;
    a.valueSum[0] = a.valueSum[0]! + value;
  }

  #select(node: number): number {
    const a = this.tree.arrays;
    const u = this.#options.cpuct * Math.sqrt(Math.max(1, a.visits[node]!));
    let best = -1;
    let bestScore = -Infinity;
    for (let c = a.first[node]!, end = c + a.count[node]!; c < end; c++) {
      const n = a.visits[c]!;
      const score = (n > 0 ? a.valueSum[c]! / n : 0) + (u * a.prior[c]!) / (1 + n);
      if (score > bestScore) {
        bestScore = score;
        best = c;
      }
    }
    return best;
  }

  /** Net evaluation of `pos` at `depth`: candidates into #moves, softmax priors into #priors. */
  #evaluate(pos: GomokuPosition, depth: number, node: number): { value: number; n: number } {
    const precision = this.precisionAt(depth);
    pos.encode(this.#planes);
    const e = this.#net.evaluate(this.#planes, precision);
    const n = pos.candidates(this.#moves);
    let max = -Infinity;
    for (let k = 0; k < n; k++) max = Math.max(max, e.logits[this.#moves[k]!]!);
    let sum = 0;
    for (let k = 0; k < n; k++) sum += this.#priors[k] = Math.exp(e.logits[this.#moves[k]!]! - max);
    for (let k = 0; k < n; k++) this.#priors[k] = this.#priors[k]! / sum;
    this.tree.arrays.evaluated[node] = precision === 'fp32' ? EVAL_FP32 : EVAL_INT8;
    const row = Math.min(depth, DEPTH_ROWS - 1) * 2 + (precision === 'fp32' ? 0 : 1);
    this.byDepth[row] = this.byDepth[row]! + 1;
    return { value: e.value, n };
  }

  #best(): Pick<MctsMoveInfo, 'move' | 'visits' | 'winRate' | 'rootVisits'> {
    const a = this.tree.arrays;
    let best = a.first[0]!;
    const rootVisits: { cell: number; visits: number }[] = [];
    for (let c = a.first[0]!, end = c + a.count[0]!; c < end; c++) {
      if (a.visits[c]! > a.visits[best]! || (a.visits[c] === a.visits[best] && a.prior[c]! > a.prior[best]!)) best = c;
      if (a.visits[c]! > 0) rootVisits.push({ cell: a.move[c]!, visits: a.visits[c]! });
    }
    const n = a.visits[best]!;
    const q = n > 0 ? a.valueSum[best]! / n : 0;
    return { move: a.move[best]!, visits: n, winRate: Math.min(1, Math.max(0, (q + 1) / 2)), rootVisits };
  }
}
