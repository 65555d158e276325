/**
 * The descent's rules (SPEC-v3 §5 step 1, §5b): the choice at one expanded node, the child with
 * the largest score v + c·P·sqrt(N)·ln(N + 1)/n in §5c's fixed point, the first of equals in block
 * order (the order the tree port reads them, one a clock); a level's port clocks, which the limit
 * is checked against; and the virtual loss it writes on each node it passes. The search and the
 * RTL's test both use them.
 */
import { CLOCKS } from './clocks.ts';
import { COUNT_MAX, COUNT_ONE, VISITS_MAX, moveTowards, selectionScore } from './fixed.ts';
import type { ExplorationRom } from './fixed.ts';
import type { TreePool } from './prune.ts';

/** The chosen child's address among `node`'s block of children (the node must be expanded). */
export function selectChild(pool: TreePool, node: number, exploration: ExplorationRom): number {
  const first = pool.first[node]!;
  const end = first + pool.children[node]!;
  const factor = exploration.factor(pool.visits[node]!);
  let best = first;
  let bestScore = -Infinity;
  for (let i = first; i < end; i++) {
    const s = selectionScore(pool.value[i]!, pool.prior[i]!, factor, pool.count[i]!);
    if (s > bestScore) {
      bestScore = s;
      best = i;
    }
  }
  return best;
}

/**
 * The tree port's clocks for one level of a descent over `children` children: S_LEVEL, then S_CHILD
 * a child. A descent does not start a level that would end past its budget (SPEC-v3 §5b, v3.8).
 */
export function levelClocks(children: number): number {
  return CLOCKS.selectLevel + CLOCKS.selectChild * children;
}

/** A virtual loss on `node` (§5b): a visit (saturating) and a value count with result 0. */
export function addVirtualLoss(pool: TreePool, node: number): void {
  const after = Math.min(COUNT_MAX, pool.count[node]! + COUNT_ONE);
  if (pool.visits[node]! < VISITS_MAX) pool.visits[node]!++;
  pool.value[node] = moveTowards(pool.value[node]!, 0, COUNT_ONE, after);
  pool.count[node] = after;
}
