/**
 * The emulated Blokus Duo core v2 (hdl/blokus/SPEC-v2.md): the move the v2 RTL plays and the clocks
 * it needs. v1 (../index.ts) stays as it is; this module reuses its board, shape ROM and replay.
 */
import type { MoveCode } from '../../../blokus/codec.ts';
import type { BlokusPosition } from '../../../blokus/position.ts';
import { BlokusCoreOptionError } from '../errors.ts';
import type { CoreSide } from '../board.ts';
import { coreBoardOf, moveCodeOfPacked, unitTotals, type BlokusCoreStats } from '../index.ts';
import { V2_CORE_OVERHEAD_CYCLES } from './cycles.ts';
import { DEFAULT_WEIGHTS, evaluateV2, territoryClocks, useWeights, type EvalWeights } from './evaluate.ts';
import { estimateResources, type ResourceEstimate } from './resources.ts';
import { MAX_PLY, V2Search, type V2Iteration, type V2UnitReport } from './search.ts';

export { V2_STATE_CYCLES, V2_STATE_NAMES, V2_CORE_OVERHEAD_CYCLES, cyclesOfVisits } from './cycles.ts';
export type { V2StateName, V2StateVisits } from './cycles.ts';
export { DEFAULT_WEIGHTS } from './evaluate.ts';
export type { EvalWeights } from './evaluate.ts';
export { BlokusCoreOptionError } from '../errors.ts';
export { MAX_PLY, ROOT_CAPACITY } from './search.ts';
export { V2_SHAPE_ORDER } from './shape-order.ts';

export interface BlokusCoreV2Options {
  /** Search units, 1..8 (default 3). */
  units?: number;
  /** Deepest iteration, 1..8 (default 8). */
  maxDepth?: number;
  /** Beam width per ply below the root, plies 1..6, each 1..64. */
  widths?: readonly number[];
  /** Core cycle budget per move (default 0.9 s of clock; at least 1,000,000 so the root scan always fits). */
  deadlineCycles?: number;
  /** Core clock for predictedMs and the default deadline (default 50 MHz). */
  clockHz?: number;
  /** Next iteration only if elapsed + last iteration × 2^growthShift ≤ budget (0..6, default 2). */
  growthShift?: number;
  /** Evaluation weights, each 0..15. */
  weights?: Partial<EvalWeights>;
  /** Lab option (SPEC-v2 §7b, off by default): units share the best finished root value as alpha. */
  sharedAlpha?: boolean;
  /** Lab option (SPEC-v2 §7b, off by default): a deadline-cut iteration answers if its first entry finished. */
  partialIterations?: boolean;
}

export interface ResolvedV2Options {
  readonly units: number;
  readonly maxDepth: number;
  readonly widths: readonly number[];
  readonly deadlineCycles: number;
  readonly clockHz: number;
  readonly growthShift: number;
  readonly weights: EvalWeights;
  readonly sharedAlpha: boolean;
  readonly partialIterations: boolean;
}

export const V2_DEFAULTS = {
  units: 3,
  maxDepth: MAX_PLY,
  widths: [24, 12, 8, 6, 6, 6] as readonly number[],
  clockHz: 50_000_000,
  deadlineSeconds: 0.9,
  growthShift: 2,
} as const;
export const V2_MIN_DEADLINE_CYCLES = 1_000_000;

export interface BlokusCoreV2Stats extends BlokusCoreStats {
  /** Deepest completed iteration (1 = the ordered root scan alone). */
  depth: number;
  rootMoves: number;
}

export interface BlokusCoreV2Result {
  move: MoveCode;
  stats: BlokusCoreV2Stats;
}

export interface BlokusCoreV2Analysis extends BlokusCoreV2Result {
  readonly value: number;
  readonly iterations: readonly V2Iteration[];
  readonly units: readonly V2UnitReport[];
}

function intIn(name: string, v: unknown, lo: number, hi: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi) throw new BlokusCoreOptionError(name, v, `an integer in ${lo}..${hi}`);
  return v;
}

function flag(name: string, v: unknown): boolean {
  if (v === undefined) return false;
  if (typeof v !== 'boolean') throw new BlokusCoreOptionError(name, v, 'true or false');
  return v;
}

function resolveWidths(widths: unknown): readonly number[] {
  if (widths === undefined) return V2_DEFAULTS.widths;
  if (!Array.isArray(widths) || widths.length < 1 || widths.length > MAX_PLY - 2) throw new BlokusCoreOptionError('widths', widths, `1..${MAX_PLY - 2} beam widths`);
  return widths.map((w, i) => intIn(`widths[${i}]`, w, 1, 64));
}

function resolveWeights(w: Partial<EvalWeights> | undefined): EvalWeights {
  const all = { ...DEFAULT_WEIGHTS, ...(w ?? {}) };
  return {
    material: intIn('weights.material', all.material, 0, 15),
    influence: intIn('weights.influence', all.influence, 0, 15),
    attach: intIn('weights.attach', all.attach, -15, 15),
    deadAttach: intIn('weights.deadAttach', all.deadAttach, -15, 15),
    attachOther: intIn('weights.attachOther', w?.attachOther ?? -all.attach, -15, 15),
    deadOther: intIn('weights.deadOther', w?.deadOther ?? -all.deadAttach, -15, 15),
    territory: intIn('weights.territory', all.territory, 0, 15),
    territorySteps: intIn('weights.territorySteps', all.territorySteps, 0, 8),
    placeable: intIn('weights.placeable', all.placeable, 0, 15),
  };
}

/** Fill defaults and check ranges; throws BlokusCoreOptionError. */
export function resolveBlokusCoreV2Options(options: BlokusCoreV2Options = {}): ResolvedV2Options {
  const clockHz = options.clockHz ?? V2_DEFAULTS.clockHz;
  if (typeof clockHz !== 'number' || !Number.isFinite(clockHz) || clockHz <= 0) throw new BlokusCoreOptionError('clockHz', clockHz, 'a positive number');
  const deadlineCycles =
    options.deadlineCycles === undefined
      ? Math.max(V2_MIN_DEADLINE_CYCLES, Math.floor(clockHz * V2_DEFAULTS.deadlineSeconds))
      : intIn('deadlineCycles', options.deadlineCycles, V2_MIN_DEADLINE_CYCLES, Number.MAX_SAFE_INTEGER);
  return {
    units: options.units === undefined ? V2_DEFAULTS.units : intIn('units', options.units, 1, 8),
    maxDepth: options.maxDepth === undefined ? V2_DEFAULTS.maxDepth : intIn('maxDepth', options.maxDepth, 1, MAX_PLY),
    widths: resolveWidths(options.widths),
    deadlineCycles,
    clockHz,
    growthShift: options.growthShift === undefined ? V2_DEFAULTS.growthShift : intIn('growthShift', options.growthShift, 0, 6),
    weights: resolveWeights(options.weights),
    sharedAlpha: flag('sharedAlpha', options.sharedAlpha),
    partialIterations: flag('partialIterations', options.partialIterations),
  };
}

/** The resource estimate (resources.ts) of a resolved configuration: what its options build. */
export function blokusCoreV2Resources(o: ResolvedV2Options): ResourceEstimate {
  const beamEntries = o.widths.reduce((x, y) => x + y, 0);
  return estimateResources({ version: 2, units: o.units, beamEntries, plies: o.maxDepth, territory: o.weights.territory !== 0, sharedAlpha: o.sharedAlpha, placeable: o.weights.placeable !== 0 });
}

/** {@link blokusCoreV2Move} with the iterations and every unit's report. */
export function blokusCoreV2Analyse(position: BlokusPosition, options?: BlokusCoreV2Options): BlokusCoreV2Analysis {
  const o = resolveBlokusCoreV2Options(options);
  const { board, me } = coreBoardOf(position);
  useWeights(o.weights);
  const search = new V2Search(board, me, {
    units: o.units,
    widths: o.widths,
    maxDepth: o.maxDepth,
    budget: o.deadlineCycles - V2_CORE_OVERHEAD_CYCLES,
    growthShift: o.growthShift,
    territoryClocks: territoryClocks(o.weights),
    placeable: o.weights.placeable !== 0,
    sharedAlpha: o.sharedAlpha,
    partialIterations: o.partialIterations,
  });
  const out = search.run();
  const cycles = V2_CORE_OVERHEAD_CYCLES + out.cycles;
  return {
    move: moveCodeOfPacked(out.move),
    value: out.value,
    stats: { ...unitTotals(out.units, cycles, o.clockHz), deadlineHit: out.deadlineHit, depth: out.depth, rootMoves: out.rootMoves },
    iterations: out.iterations,
    units: out.units,
  };
}

/** The v2 core's move for the side to move after `position.moves`, with its statistics. */
export function blokusCoreV2Move(position: BlokusPosition, options?: BlokusCoreV2Options): BlokusCoreV2Result {
  const { move, stats } = blokusCoreV2Analyse(position, options);
  return { move, stats };
}

/** The v2 static evaluation (SPEC-v2 §5) of a position, from the side to move's point of view, the other side having just moved. */
export function blokusCoreV2Evaluate(position: BlokusPosition, weights?: Partial<EvalWeights>): number {
  const w = resolveBlokusCoreV2Options({ weights }).weights;
  const { board, me } = coreBoardOf(position);
  useWeights(w);
  return evaluateV2(board, me, (1 - me) as CoreSide);
}
