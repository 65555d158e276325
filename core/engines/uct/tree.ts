/**
 * The search tree as a fixed pool of nodes in typed arrays, allocated once per engine: what a
 * hardware search would keep in block RAM. The children of a node are consecutive, so a node
 * holds only its first child and their count. Scores are integers in half-points (win 2, draw 1)
 * so backing up a result is an integer add.
 */
export const NO_NODE = -1;
/** firstChild of a node that was expanded and has no move (the game is over there). */
export const TERMINAL = -2;

export class NodePool {
  readonly capacity: number;
  readonly parent: Int32Array;
  readonly move: Int32Array;
  /** Side that played `move` into this node: the side whose score `score` counts. */
  readonly mover: Uint8Array;
  /** NO_NODE until expanded, TERMINAL for an expanded node without moves. */
  readonly firstChild: Int32Array;
  readonly childCount: Int32Array;
  readonly visits: Int32Array;
  /** Half-points won by `mover` over `visits` simulations. */
  readonly score: Int32Array;
  #used = 0;

  constructor(capacity: number) {
    this.capacity = capacity;
    this.parent = new Int32Array(capacity);
    this.move = new Int32Array(capacity);
    this.mover = new Uint8Array(capacity);
    this.firstChild = new Int32Array(capacity);
    this.childCount = new Int32Array(capacity);
    this.visits = new Int32Array(capacity);
    this.score = new Int32Array(capacity);
  }

  get used(): number {
    return this.#used;
  }

  /** Empty the pool and make node 0 the root (its mover is the side that moved last). */
  reset(rootMover: number): number {
    this.#used = 0;
    return this.#alloc(NO_NODE, -1, rootMover);
  }

  /** Room for `n` more nodes? */
  fits(n: number): boolean {
    return this.#used + n <= this.capacity;
  }

  /** Give `node` the children `moves[0..n)`, all played by `mover`. The caller checked {@link fits}. */
  expand(node: number, moves: Int32Array, n: number, mover: number): void {
    if (n === 0) {
      this.firstChild[node] = TERMINAL;
      return;
    }
    this.firstChild[node] = this.#used;
    this.childCount[node] = n;
    for (let i = 0; i < n; i++) this.#alloc(node, moves[i]!, mover);
  }

  #alloc(parent: number, move: number, mover: number): number {
    const i = this.#used++;
    this.parent[i] = parent;
    this.move[i] = move;
    this.mover[i] = mover;
    this.firstChild[i] = NO_NODE;
    this.childCount[i] = 0;
    this.visits[i] = 0;
    this.score[i] = 0;
    return i;
  }
}
