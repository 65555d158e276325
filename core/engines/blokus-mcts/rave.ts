/**
 * RAVE as Pentobi adds it (SPEC-v3 §5a), after the backup: for each node of the path above the
 * last, from the leaf's parent up to the root, each child whose move the same side played later in
 * this simulation takes the result into its own value, weighted 0.7 · (1 − distance / remaining
 * moves) in sixteenths of a count, while the node has at most 25,000 visits and the child a value
 * count of at most 2,000. A played-by table (per placement: the side that played it, or none, and
 * where first) is marked from the simulation's end back to the leaf, then along the path as the walk
 * passes each node, and cleared after. The search and the RTL's test both use it.
 */
import { PLACEMENTS } from '../../blokus/index.ts';
import { COUNT_MAX, COUNT_ONE, VALUE_ONE, moveTowards, raveWeight } from './fixed.ts';
import type { TreePool } from './prune.ts';

/** Pentobi's Duo limits: a node's visits, a child's value count (sixteenths). */
export const RAVE_PARENT_MAX = 25_000;
export const RAVE_CHILD_MAX = 2_000 * COUNT_ONE;

/** Per placement, the side that played it in this simulation (−1: none) and where first; all none between simulations. */
export interface PlayedTable {
  readonly side: Int8Array;
  readonly first: Int32Array;
}

export function newPlayedTable(): PlayedTable {
  return { side: new Int8Array(PLACEMENTS.count).fill(-1), first: new Int32Array(PLACEMENTS.count) };
}

/**
 * RAVE for a simulation of `moves` moves `sim` (placement ids, passes negative) down the first
 * `depth` nodes of `path` (the root first), with side 0's result `res0`.
 */
export function addRave(pool: TreePool, played: PlayedTable, sim: Int32Array, moves: number, path: Int32Array, depth: number, res0: number): void {
  // The side to move at the root: the one that did not move into it.
  const side0 = pool.mover[0] === 0 ? 1 : 0;
  for (let k = moves - 1; k >= depth - 1; k--) {
    const mv = sim[k]!;
    if (mv >= 0) [played.side[mv], played.first[mv]] = [(side0 + k) & 1, k];
  }
  for (let j = depth - 2; j >= 0; j--) {
    const node = path[j]!;
    const player = (side0 + j) & 1;
    if (pool.visits[node]! <= RAVE_PARENT_MAX) {
      const r = player === 0 ? res0 : VALUE_ONE - res0;
      for (let c = pool.first[node]!, end = c + pool.children[node]!; c < end; c++) {
        const mv = pool.move[c]!;
        if (mv < 0 || played.side[mv] !== player || pool.count[c]! > RAVE_CHILD_MAX) continue;
        const w = raveWeight(moves - played.first[mv]!, moves - j);
        if (w === 0) continue;
        const n = (pool.count[c] = Math.min(COUNT_MAX, pool.count[c]! + w));
        pool.value[c] = moveTowards(pool.value[c]!, r, w, n);
      }
    }
    const mv = sim[j]!;
    if (mv >= 0) [played.side[mv], played.first[mv]] = [player, j];
  }
  for (let k = 0; k < moves; k++) {
    const mv = sim[k]!;
    if (mv >= 0) played.side[mv] = -1;
  }
}
