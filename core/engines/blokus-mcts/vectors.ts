/**
 * Golden vectors of the v3 (MCTS) core, SPEC-v3 §8: seeded random positions and what the core
 * answers there — its move, total and per-unit clocks, simulations, and the visits and wins its
 * root ends with. The emulator computes in the RTL's fixed-point formats (fixed.ts), so an RTL
 * must reproduce every field; a change to the emulator that moves one is a diff to review.
 */
import { encodeMoveCode } from '../../blokus/codec.ts';
import type { BlokusPosition, StartSquare } from '../../blokus/position.ts';
import { vectorPositions } from '../blokus-core/positions.ts';
import { blokusMctsMove } from './index.ts';
import { blokusMctsOptionsSchema } from './options.ts';
import { BlokusMctsError } from './errors.ts';
import type { BlokusMctsOptions, BlokusMctsOptionsInput } from './options.ts';

export const BLOKUS_MCTS_VECTORS_FORMAT = 'fpga-arena/blokus-mcts-vectors@1';

export interface BlokusMctsVector {
  readonly setup: { readonly firstMoverStart: StartSquare };
  readonly moves: string[];
  readonly move: string;
  readonly cycles: number;
  readonly unitCycles: readonly number[];
  readonly playouts: number;
  /** Real visits of the chosen move and of all root children, summed over the units. */
  readonly visits: number;
  readonly rootVisits: number;
  /** The chosen move's count × value summed over the units, in the tree's units (sixteenths × 2^22). */
  readonly wins: number;
  readonly deadlineHit: boolean;
}

export interface BlokusMctsVectorSet {
  readonly format: typeof BLOKUS_MCTS_VECTORS_FORMAT;
  readonly settings: { readonly count: number; readonly seed: number; readonly maxMoves: number; readonly core: BlokusMctsOptions };
  readonly vectors: BlokusMctsVector[];
}

export function blokusMctsVectorOf(position: BlokusPosition, core: BlokusMctsOptionsInput): BlokusMctsVector {
  const r = blokusMctsMove(position, core);
  return {
    setup: { firstMoverStart: position.setup.firstMoverStart },
    moves: position.moves.map(encodeMoveCode),
    move: encodeMoveCode(r.move),
    cycles: r.info.cycles,
    unitCycles: r.info.unitCycles,
    playouts: r.info.playouts,
    visits: r.info.visits,
    rootVisits: r.info.rootVisits,
    wins: r.info.wins,
    deadlineHit: r.info.deadlineHit,
  };
}

export function generateBlokusMctsVectors(settings: { count: number; seed: number; maxMoves?: number; core?: BlokusMctsOptionsInput }): BlokusMctsVectorSet {
  const { count, seed } = settings;
  const maxMoves = settings.maxMoves ?? 24;
  const positions = vectorPositions(count, seed, maxMoves);
  const core = blokusMctsOptionsSchema.parse(settings.core ?? {});
  // A vector is one search by a fresh core: a tree, a komi or reply tables carried over from the vector before would make it depend on the order.
  if (core.reuse || core.komi > 0 || (core.lgrKeep && core.lgr > 0)) {
    throw new BlokusMctsError('mcts-vectors-state', `golden vectors are single searches: reuse=${core.reuse ? 1 : 0}, komi=${core.komi}, lgrKeep=${core.lgrKeep ? 1 : 0} carry a game's state between searches`, { reuse: core.reuse, komi: core.komi, lgrKeep: core.lgrKeep });
  }
  const vectors = positions.map((position) => blokusMctsVectorOf(position, core));
  return { format: BLOKUS_MCTS_VECTORS_FORMAT, settings: { count, seed, maxMoves, core }, vectors };
}

/** One testbench line: `units engines deadline start n code0 … code(n−1) move cycles playouts visits rootVisits wins hit unitCycles…`. */
export function blokusMctsVectorLine(core: BlokusMctsOptions, v: BlokusMctsVector): string {
  return [
    core.units,
    core.engines,
    core.deadline,
    v.setup.firstMoverStart,
    v.moves.length,
    ...v.moves,
    v.move,
    v.cycles,
    v.playouts,
    v.visits,
    v.rootVisits,
    v.wins,
    v.deadlineHit ? 1 : 0,
    ...v.unitCycles,
  ].join(' ');
}

/** The set as text for a Verilog `$fscanf` or C testbench: a header naming every setting, then a line a vector. */
export function formatBlokusMctsVectorsText(set: BlokusMctsVectorSet): string {
  const c = set.settings.core;
  const head =
    `# ${set.format} units=${c.units} engines=${c.engines} deadline=${c.deadline} nodes=${c.nodes} width=${c.width} rootWidth=${c.rootWidth} ` +
    `expand=${c.expand} expandPerPly=${c.expandPerPly} prune=${c.prune} reuse=${c.reuse ? 1 : 0} c=${c.c} prior=${c.prior ? 1 : 0} policy=${c.policy ? 1 : 0} rave=${c.rave ? 1 : 0} drawBuffer=${c.drawBuffer ? 1 : 0} lgr=${c.lgr} scanRows=${c.scanRows} shapeOverlap=${c.shapeOverlap ? 1 : 0} komi=${c.komi} seed=${c.seed} ` +
    `count=${set.settings.count} vectorSeed=${set.settings.seed}`;
  return [head, ...set.vectors.map((v) => blokusMctsVectorLine(c, v))].join('\n') + '\n';
}
