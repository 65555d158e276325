/**
 * The result backed up along a simulation's path (SPEC-v3 §5 step 4, §5b), B_NODE a node: each
 * node takes the result for the side that moved into it, side 0's `res0` or its complement. The
 * fresh node (the child an expansion just wrote) takes its visit and count here; the others had
 * theirs from the virtual loss, whose 0 the result now replaces by its share. The expanded leaf,
 * the node above the fresh one, takes its block of children in the same write. RAVE follows
 * (search.ts). The search and the RTL's test both use it.
 */
import { COUNT_MAX, COUNT_ONE, VALUE_ONE, VISITS_MAX, addShare, moveTowards } from './fixed.ts';
import type { TreePool } from './prune.ts';

/**
 * Back `res0` up the first `depth` nodes of `path`; `fresh` is the fresh node's index in it
 * (`depth`: none), and with one, the leaf above it takes its children: `first` and `kids`.
 */
export function backUp(pool: TreePool, path: Int32Array, depth: number, fresh: number, res0: number, first = 0, kids = 0): void {
  for (let i = 0; i < depth; i++) {
    const n = path[i]!;
    if (i === fresh - 1 && fresh < depth) [pool.first[n], pool.children[n]] = [first, kids];
    const r = pool.mover[n] === 0 ? res0 : VALUE_ONE - res0;
    if (i === fresh) {
      if (pool.visits[n]! < VISITS_MAX) pool.visits[n]!++;
      const c = (pool.count[n] = Math.min(COUNT_MAX, pool.count[n]! + COUNT_ONE));
      pool.value[n] = moveTowards(pool.value[n]!, r, COUNT_ONE, c);
    } else pool.value[n] = addShare(pool.value[n]!, r, pool.count[n]!);
  }
}
