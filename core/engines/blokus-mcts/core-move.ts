/**
 * The MCTS core (SPEC-v3) as an emulated board's core version 3: its move with the statistics the
 * board reports for every version (`BlokusCoreStats`). It plays SPEC-v3's defaults (one unit, two
 * engines, pruning); only the clock and the deadline are the board's to set. `nodes` is the fullest
 * tree's node count and `leaves` the simulations completed.
 */
import type { BlokusPosition } from '../../blokus/position.ts';
import { BlokusCoreOptionError } from '../blokus-core/errors.ts';
import { DEFAULT_CLOCK_HZ, DEFAULT_DEADLINE_SECONDS, type BlokusCoreResult } from '../blokus-core/index.ts';
import { blokusMctsMove } from './index.ts';
import type { BlokusMctsOptionsInput } from './options.ts';

/** A deadline below this leaves a search of a few simulations (v2's floor, SPEC-v2 §10). */
export const MCTS_CORE_MIN_DEADLINE_CYCLES = 1_000_000;

export interface MctsCoreOptions {
  readonly clockHz?: number;
  readonly deadlineCycles?: number;
}

export interface ResolvedMctsCoreOptions {
  readonly clockHz: number;
  readonly deadlineCycles: number;
}

/** The board's settings for the MCTS core, checked: a bad one throws BlokusCoreOptionError. */
export function resolveMctsCoreOptions(o: MctsCoreOptions): ResolvedMctsCoreOptions {
  const clockHz = o.clockHz ?? DEFAULT_CLOCK_HZ;
  if (!Number.isFinite(clockHz) || clockHz <= 0) throw new BlokusCoreOptionError('clockHz', clockHz, 'a positive number');
  const deadlineCycles = o.deadlineCycles ?? Math.floor(clockHz * DEFAULT_DEADLINE_SECONDS);
  if (!Number.isSafeInteger(deadlineCycles) || deadlineCycles < MCTS_CORE_MIN_DEADLINE_CYCLES) {
    throw new BlokusCoreOptionError('deadlineCycles', deadlineCycles, `an integer of at least ${MCTS_CORE_MIN_DEADLINE_CYCLES}`);
  }
  return { clockHz, deadlineCycles };
}

/** One options object per deadline: `blokusMctsMove` keeps an engine (and its node pool) per object. */
const inputs = new Map<number, BlokusMctsOptionsInput>();

export function blokusMctsCoreMove(position: BlokusPosition, o: MctsCoreOptions = {}): BlokusCoreResult {
  const { clockHz, deadlineCycles } = resolveMctsCoreOptions(o);
  let input = inputs.get(deadlineCycles);
  if (!input) inputs.set(deadlineCycles, (input = { deadline: deadlineCycles }));
  const { move, info } = blokusMctsMove(position, input);
  return {
    move,
    stats: {
      nodes: info.nodes,
      leaves: info.playouts,
      unitCycles: [...info.unitCycles],
      cycles: info.cycles,
      predictedMs: (info.cycles / clockHz) * 1000,
      deadlineHit: info.deadlineHit,
    },
  };
}
