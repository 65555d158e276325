/** The block RAM an MCTS core configuration needs, by SPEC-v3 §6 (its logic: logic.ts). */
import { EP4CE115_M9K, percentOf } from '../blokus-core/v2/resources.ts';
import { MAX_PLACEMENTS, PLACEMENTS } from '../../blokus/index.ts';
import { DRAW_BUFFER_ROWS, listPasses } from './clocks.ts';
import { PRIOR_BITS } from './fixed.ts';
import type { BlokusMctsOptions } from './options.ts';
import { KEEP_WORD_BITS } from './prune.ts';

/** An M9K as the tree uses it: 256 words of 36 bits. */
const BANK_BITS = 36;
/**
 * RAVE's played-by table, per tree port (RAVE runs inside a backup, one engine's at a time): 13,729
 * placements × 9 bits (whether played, the first index; the side is that index's parity), 14 M9K
 * as 1K × 9 (`mcts_rave.v`).
 */
export const RAVE_TABLE_M9K = 14;
/** An engine's prepared children while its simulation is in flight (§5b; one engine writes them at once). */
export const CHILD_BUFFER_M9K = 1;
/**
 * The root's children while a root wider than the top list is ranked in passes (v3.9, listPasses):
 * each pass's entries (move 14, score 16) as X_SUM reads them, 256 to an M9K; one a unit, in the
 * engine that expands the root (§6).
 */
export function rootBufferM9k(o: Pick<BlokusMctsOptions, 'width' | 'rootWidth'>): number {
  return listPasses(o.rootWidth, o.width) > 1 ? Math.ceil(o.rootWidth / 256) : 0;
}
/** A playout's row buffer, per engine (§4a): one entry of 35 bits (shape 7, row 4, the total before it 24) per row a scan can enter, 256 to an M9K. */
export const DRAW_BUFFER_M9K = Math.ceil(DRAW_BUFFER_ROWS / 256);

/**
 * The row buffer with `scanRows` entries written a clock (§6a, §6b): up to two through one M9K's two
 * ports; four take four banks, entry i in bank i mod 4, each bank ⌈1,119/4⌉ = 280 entries, so two
 * M9K (512 × 18 each, side by side for 35 bits).
 */
export function drawBufferM9k(scanRows: number): number {
  if (scanRows <= 2) return DRAW_BUFFER_M9K;
  const perBank = Math.ceil(DRAW_BUFFER_ROWS / scanRows);
  return scanRows * (perBank <= 256 ? 1 : Math.ceil(perBank / 512) * 2);
}
/** ROMs per tree port (§5c): reciprocal 256 × 17, exploration 704 × 15 (two), RAVE weight 256 × 20. */
export const PORT_ROM_M9K = 4;
/**
 * ROMs per engine (§5c): sqrt(γ) 2048 × 16 (four), its own reciprocal for the priors, and the tanh
 * 256 × 24 of its playout result (`mcts_result.v` reads it for the score and the length in one
 * clock: one M9K, both ports).
 */
export const ENGINE_ROM_M9K = 6;

const bitsFor = (n: number): number => Math.ceil(Math.log2(n));

/** Reply entries (14 bits, `LGR_MOVE_BITS`) an M9K holds in its 512 × 18 shape. */
const LGR_WORDS_PER_M9K = 512;

/** An engine's last-good-reply tables (§5f): two, each `entries` per side. */
export function lgrM9k(entries: number): number {
  return 2 * Math.ceil((2 * entries) / LGR_WORDS_PER_M9K);
}

/**
 * The pruning's tables per unit (§5d, when `prune` is on): the keep bitmap, a bit a node in words of
 * 36 (256 words an M9K), and each word's rank, the kept nodes before it (⌈log2 nodes⌉ bits, 512 an
 * M9K up to 18 bits).
 */
export function pruneM9k(nodes: number): number {
  const words = Math.ceil(nodes / KEEP_WORD_BITS);
  return Math.ceil(words / 256) + Math.ceil(words / 512) * Math.ceil(bitsFor(nodes + 1) / 18);
}

/**
 * A node's fields (§6): move (a placement or the pass), first child, children − 1, value 24, count
 * 20, visits 16, prior; the mover is the depth's parity. The defaults take 108 bits: three banks.
 */
export function nodeBits(o: Pick<BlokusMctsOptions, 'nodes' | 'width' | 'rootWidth'>): number {
  // Width 0 keeps every considered move: the field must hold any number of legal placements.
  const widest = o.width === 0 ? MAX_PLACEMENTS : Math.max(o.width, o.rootWidth);
  return bitsFor(PLACEMENTS.count + 1) + bitsFor(o.nodes) + bitsFor(widest) + 24 + 20 + 16 + PRIOR_BITS;
}

export interface MctsMemoryEstimate {
  readonly kind: 'mcts';
  readonly nodeBits: number;
  readonly treeM9k: number;
  /** The pruning's bitmap and ranks (§5d, also for reuse, §5e), counted in `treeM9k`. */
  readonly pruneM9k: number;
  readonly engineM9k: number;
  /** RAVE's played-by tables, one a unit. */
  readonly raveM9k: number;
  readonly romM9k: number;
  readonly m9k: number;
  readonly m9kPercent: number;
}

export function blokusMctsMemory(o: Pick<BlokusMctsOptions, 'units' | 'engines' | 'nodes' | 'rave' | 'drawBuffer' | 'width' | 'rootWidth' | 'prune' | 'reuse' | 'lgr' | 'scanRows'>): MctsMemoryEstimate {
  const bits = nodeBits(o);
  // Reuse compacts the kept subtree with the pruning's passes (§5e), so either needs their tables.
  const prune = o.prune > 0 || o.reuse ? o.units * pruneM9k(o.nodes) : 0;
  const treeM9k = o.units * Math.ceil(o.nodes / 256) * Math.ceil(bits / BANK_BITS) + prune;
  const perEngine = (o.drawBuffer ? drawBufferM9k(o.scanRows) : 0) + (o.engines > 1 ? CHILD_BUFFER_M9K : 0) + lgrM9k(o.lgr);
  const engineM9k = o.units * (o.engines * perEngine + rootBufferM9k(o));
  const raveM9k = o.rave ? o.units * RAVE_TABLE_M9K : 0;
  const romM9k = o.units * (PORT_ROM_M9K + o.engines * ENGINE_ROM_M9K);
  const m9k = treeM9k + engineM9k + raveM9k + romM9k;
  return { kind: 'mcts', nodeBits: bits, treeM9k, pruneM9k: prune, engineM9k, raveM9k, romM9k, m9k, m9kPercent: percentOf(m9k, EP4CE115_M9K) };
}
