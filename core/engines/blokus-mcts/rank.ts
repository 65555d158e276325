/**
 * An expansion's order of its moves (SPEC-v3 §5 step 2): best prior score first, the earlier in scan
 * order among equals. It is the order the core's top list keeps as the scan inserts one move a
 * clock, so the `width` kept are its head. The search and the RTL's test both use it.
 */

/** Writes into `order` the indices 0..all−1 of `scores` (moves in scan order), best first. */
export function orderByScore(scores: Int32Array, all: number, order: Int32Array): void {
  for (let i = 0; i < all; i++) order[i] = i;
  order.subarray(0, all).sort((x, y) => scores[y]! - scores[x]! || x - y);
}
