/**
 * The block RAM an MCTS core configuration needs, by SPEC-v3 §6. Logic elements are left out: the
 * resource model is calibrated on RTL, and v3 has none yet (§6 gives only a rough bound).
 */
import { EP4CE115_M9K } from '../blokus-core/v2/resources.ts';
import type { BlokusMctsOptions } from './options.ts';

/** A node is ~83 bits in three 36-bit banks: 3 M9K per 256 nodes. */
export const TREE_M9K_PER_256_NODES = 3;
/** RAVE's played-by table, per engine: 13,729 placements × 8 bits. */
export const RAVE_TABLE_M9K = 12;
/** An engine's prepared children while its simulation is in flight (§5b; one engine writes them at once). */
export const CHILD_BUFFER_M9K = 1;

export interface MctsMemoryEstimate {
  readonly kind: 'memory-only';
  readonly treeM9k: number;
  readonly engineM9k: number;
  readonly m9k: number;
  readonly m9kPercent: number;
}

export function blokusMctsMemory(o: Pick<BlokusMctsOptions, 'units' | 'engines' | 'nodes' | 'rave'>): MctsMemoryEstimate {
  const treeM9k = o.units * Math.ceil(o.nodes / 256) * TREE_M9K_PER_256_NODES;
  const perEngine = (o.rave ? RAVE_TABLE_M9K : 0) + (o.engines > 1 ? CHILD_BUFFER_M9K : 0);
  const engineM9k = o.units * o.engines * perEngine;
  const m9k = treeM9k + engineM9k;
  return { kind: 'memory-only', treeM9k, engineM9k, m9k, m9kPercent: Math.round((1000 * m9k) / EP4CE115_M9K) / 10 };
}
