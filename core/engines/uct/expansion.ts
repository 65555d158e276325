/**
 * When a leaf becomes an inner node. The paper found `count` (more than n = 60 simulations) best
 * and also tried the two others; all three are here so the comparison can be rerun.
 */
import type { UctOptions } from './options.ts';
import type { NodePool } from './tree.ts';

export function shouldExpand(pool: NodePool, node: number, options: UctOptions): boolean {
  const visits = pool.visits[node]!;
  switch (options.expandRule) {
    case 'count':
      return visits > options.expand;
    case 'siblings':
      return visits > 2 * siblingVisits(pool, node);
    case 'confidence':
      return visits > 0 && confidenceHalfWidth(pool.score[node]!, visits, options.confidenceZ) < 1 - options.confidenceTh;
    default:
      return false;
  }
}

/** Visits of the other children of `node`'s parent (the root has no siblings). */
function siblingVisits(pool: NodePool, node: number): number {
  const parent = pool.parent[node]!;
  if (parent < 0) return 0;
  const first = pool.firstChild[parent]!;
  let sum = 0;
  for (let i = first, end = first + pool.childCount[parent]!; i < end; i++) if (i !== node) sum += pool.visits[i]!;
  return sum;
}

/**
 * Half-width z·sqrt(p(1−p)/T) of the normal interval of a node's mean result. The paper gives only
 * C = 1.96 and Th = 0.8; we read Th as "the estimate is known to within 1 − Th". p is smoothed
 * (Laplace: one win and one loss added) so a node with a few equal results is not taken as certain.
 */
export function confidenceHalfWidth(halfPoints: number, visits: number, z: number): number {
  const p = (halfPoints / 2 + 1) / (visits + 2);
  return z * Math.sqrt((p * (1 - p)) / visits);
}
