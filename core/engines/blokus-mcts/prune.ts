/**
 * The tree's pruning when its pool is full (SPEC-v3 §5d, `prune`): as Pentobi prunes its own, the
 * root's children are kept, and a kept node's children when it has at least `min` real visits; the
 * rest of the pool is freed. The core does it in place, in three passes over the pool, so it needs
 * no second tree: nodes keep their order, so a kept node's new address is never above its old one.
 */

/** The tree's node fields, one entry per node (search.ts's pool). */
export interface TreePool {
  readonly move: Int32Array;
  readonly first: Int32Array;
  readonly children: Int32Array;
  readonly mover: Uint8Array;
  readonly count: Int32Array;
  readonly visits: Int32Array;
  readonly value: Int32Array;
  readonly prior: Int32Array;
}

/** A first-child field of a node with no children. */
export const UNEXPANDED = -1;
/** The keep bitmap's words, as the core reads and writes them (the tree's bank width). */
export const KEEP_WORD_BITS = 36;
/** The move pass's pipeline: read the node, look up its first child's rank, write it. */
const MOVE_PIPELINE = 3;

export interface PruneScratch {
  /** A flag per node: kept. */
  readonly keep: Uint8Array;
  /** A kept node's new address: the kept nodes before it. */
  readonly rank: Int32Array;
}

/**
 * The mark and rank passes over `pool` (`used` nodes, every node's children after it): keep `root`
 * (0 when pruning, the reused node when a search takes over the last one's subtree, §5e), its
 * children, and the children of every kept node with at least `min` visits; rank each kept node by
 * the kept nodes before it, so `root` goes to address 0. The tree is not changed, so a core that
 * cannot finish the move pass before its deadline answers from it as it was. Returns the nodes kept
 * and the clocks: a clock per node read from `root` up, a clock per bitmap word a kept block's bits
 * touch, and a clock per bitmap word summed from `root`'s (§5d).
 */
export function markTree(pool: TreePool, used: number, min: number, scratch: PruneScratch, root = 0): { kept: number; clocks: number } {
  const { keep, rank } = scratch;
  keep.fill(0, 0, used);
  keep[root] = 1;
  let clocks = used - root + Math.ceil(used / KEEP_WORD_BITS) - Math.floor(root / KEEP_WORD_BITS);
  for (let a = root; a < used; a++) {
    const f = pool.first[a]!;
    if (keep[a] === 0 || f === UNEXPANDED || (a !== root && pool.visits[a]! < min)) continue;
    const k = pool.children[a]!;
    keep.fill(1, f, f + k);
    clocks += Math.floor((f + k - 1) / KEEP_WORD_BITS) - Math.floor(f / KEEP_WORD_BITS) + 1;
  }
  // The core forms a first child's rank from the rank pass's word sums and a popcount within the word.
  let kept = 0;
  for (let a = root; a < used; a++) {
    rank[a] = kept;
    if (keep[a] === 1) kept++;
  }
  return { kept, clocks };
}

/**
 * The move pass after {@link markTree}: each kept node, in address order, is written at its rank with
 * its first child re-pointed (none when its children were not kept). A rank is never above its
 * address, so no node is overwritten before it is read. Its clocks: {@link moveClocks}.
 */
export function moveTree(pool: TreePool, used: number, scratch: PruneScratch, root = 0): void {
  const { keep, rank } = scratch;
  for (let a = root; a < used; a++) {
    if (keep[a] === 0) continue;
    const n = rank[a]!;
    const f = pool.first[a]!;
    const kids = f !== UNEXPANDED && keep[f] === 1;
    pool.move[n] = pool.move[a]!;
    pool.mover[n] = pool.mover[a]!;
    pool.count[n] = pool.count[a]!;
    pool.visits[n] = pool.visits[a]!;
    pool.value[n] = pool.value[a]!;
    pool.prior[n] = pool.prior[a]!;
    pool.first[n] = kids ? rank[f]! : UNEXPANDED;
    pool.children[n] = kids ? pool.children[a]! : 0;
  }
}

/** The move pass's clocks: one a kept node, pipelined, and the pipeline's fill. */
export function moveClocks(kept: number): number {
  return kept + MOVE_PIPELINE;
}
