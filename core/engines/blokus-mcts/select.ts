/**
 * The selection's choice at one expanded node (SPEC-v3 §5 step 1): the child with the largest
 * score v + c·P·sqrt(N)·ln(N + 1)/n in §5c's fixed point, the first of equals in block order (the
 * order the tree port reads them, one a clock). The search and the RTL's test both use it.
 */
import { CLOCKS } from './clocks.ts';
import { selectionScore } from './fixed.ts';
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
