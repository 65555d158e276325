/**
 * The search tree as a fixed pool of typed arrays (a hardware node memory): node 0 is the root,
 * a node's children are consecutive. Values are kept from the view of the side that made the move
 * into the node. Re-rooting copies the kept subtree into the spare pool and swaps, so the dropped
 * siblings cost nothing and the pool never fragments.
 */
export const NO_NODE = -1;
/** How a node's own position was evaluated: not yet, FP32, INT8. */
export const UNEVALUATED = -1;
export const EVAL_FP32 = 0;
export const EVAL_INT8 = 1;

class Arrays {
  readonly move: Int32Array;
  readonly first: Int32Array;
  readonly count: Int32Array;
  readonly visits: Int32Array;
  readonly valueSum: Float64Array;
  readonly prior: Float32Array;
  readonly evaluated: Int8Array;

  constructor(readonly capacity: number) {
    this.move = new Int32Array(capacity);
    this.first = new Int32Array(capacity);
    this.count = new Int32Array(capacity);
    this.visits = new Int32Array(capacity);
    this.valueSum = new Float64Array(capacity);
    this.prior = new Float32Array(capacity);
    this.evaluated = new Int8Array(capacity);
  }

  init(node: number, move: number, prior: number): void {
    this.move[node] = move;
    this.first[node] = NO_NODE;
    this.count[node] = 0;
    this.visits[node] = 0;
    this.valueSum[node] = 0;
    this.prior[node] = prior;
    this.evaluated[node] = UNEVALUATED;
  }

  copyNode(to: number, from: Arrays, node: number): void {
    this.move[to] = from.move[node]!;
    this.count[to] = from.count[node]!;
    this.visits[to] = from.visits[node]!;
    this.valueSum[to] = from.valueSum[node]!;
    this.prior[to] = from.prior[node]!;
    this.evaluated[to] = from.evaluated[node]!;
    this.first[to] = NO_NODE;
  }
}

export class MctsTree {
  #a: Arrays;
  #spare: Arrays;
  #used = 1;

  constructor(capacity: number) {
    this.#a = new Arrays(capacity);
    this.#spare = new Arrays(capacity);
    this.clear();
  }

  get arrays(): Arrays {
    return this.#a;
  }

  get used(): number {
    return this.#used;
  }

  get capacity(): number {
    return this.#a.capacity;
  }

  clear(): void {
    this.#used = 1;
    this.#a.init(0, NO_NODE, 1);
  }

  fits(n: number): boolean {
    return this.#used + n <= this.#a.capacity;
  }

  /** Give `node` children for `moves[0..n)` with `priors[0..n)`; the caller checks {@link fits}. */
  expand(node: number, moves: Int32Array, priors: Float32Array, n: number): void {
    const a = this.#a;
    a.first[node] = this.#used;
    a.count[node] = n;
    for (let k = 0; k < n; k++) a.init(this.#used + k, moves[k]!, priors[k]!);
    this.#used += n;
  }

  /** The child of `node` that plays `move`, or NO_NODE. */
  child(node: number, move: number): number {
    const a = this.#a;
    for (let c = a.first[node]!, end = c + a.count[node]!; c < end; c++) if (a.move[c] === move) return c;
    return NO_NODE;
  }

  /** Make `node` the root, keeping its subtree only (breadth first into the spare pool). */
  reroot(node: number): void {
    const from = this.#a;
    const to = this.#spare;
    const queue = new Int32Array(this.#used);
    const target = new Int32Array(this.#used);
    to.copyNode(0, from, node);
    let used = 1;
    let head = 0;
    let tail = 0;
    queue[tail] = node;
    target[tail++] = 0;
    while (head < tail) {
      const src = queue[head]!;
      const dst = target[head++]!;
      const n = from.count[src]!;
      if (n === 0 || from.first[src] === NO_NODE) continue;
      to.first[dst] = used;
      for (let k = 0; k < n; k++) {
        to.copyNode(used + k, from, from.first[src]! + k);
        queue[tail] = from.first[src]! + k;
        target[tail++] = used + k;
      }
      used += n;
    }
    this.#spare = from;
    this.#a = to;
    this.#used = used;
  }
}
