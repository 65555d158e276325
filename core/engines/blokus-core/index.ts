/**
 * The emulated Blokus Duo search core: plays the move the RTL core (hdl/blokus/SPEC.md) plays and
 * counts the clocks it needs.
 */
import type { MoveCode } from '../../blokus/codec.ts';
import { PASS } from '../../blokus/codec.ts';
import type { BlokusPosition } from '../../blokus/position.ts';
import { otherStart, startCoordinate } from '../../blokus/position.ts';
import type { CoreSide } from './board.ts';
import { CoreBoard } from './board.ts';
import { BlokusCoreOptionError, BlokusCorePositionError } from './errors.ts';
import { CoreSearch, MAX_DEPTH } from './search.ts';
import type { StateVisits } from './cycles.ts';

export { STATE_CYCLES, STATE_NAMES } from './cycles.ts';
export type { StateName, StateVisits } from './cycles.ts';
import { SHAPES, SHAPE_OF_ORIENTATION } from './shapes.ts';
import { placeOnCoreBoard } from './replay.ts';

export { BlokusCoreOptionError, BlokusCorePositionError } from './errors.ts';

export interface BlokusCoreOptions {
  /** Plies, 1..4 (default 3). */
  depth?: number;
  /** Search units, 1..8 (default 3). */
  units?: number;
  /** Core cycle budget per move (default 0.9 s of clock; at least 100,000). */
  deadlineCycles?: number;
  /** Core clock for predictedMs and the default deadline (default 50 MHz). */
  clockHz?: number;
  /** Evaluation variant; only 'influence' exists. */
  variant?: string;
}

export interface BlokusCoreStats {
  nodes: number;
  leaves: number;
  unitCycles: number[];
  cycles: number;
  predictedMs: number;
  deadlineHit: boolean;
}

export interface BlokusCoreResult {
  move: MoveCode;
  stats: BlokusCoreStats;
}

export const DEFAULT_DEPTH = 3;
export const DEFAULT_UNITS = 3;
export const DEFAULT_CLOCK_HZ = 50_000_000;
/** Fraction of a second of clock the default deadline allows (SPEC §10). */
export const DEFAULT_DEADLINE_SECONDS = 0.9;
export const MIN_DEADLINE_CYCLES = 100_000;
export const VARIANTS = ['influence'] as const;
/** Beam widths W[1..3] (SPEC §6). */
export const BEAM_WIDTHS: readonly number[] = [24, 12, 8];
/** Clocks outside the units: APPLY_OPP, COMPARE (2), APPLY_OWN (SPEC §8). */
export const CORE_OVERHEAD_CYCLES = 4;

export interface ResolvedOptions {
  readonly depth: number;
  readonly units: number;
  readonly deadlineCycles: number;
  readonly clockHz: number;
  readonly variant: string;
}

function intIn(name: string, v: unknown, lo: number, hi: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi) throw new BlokusCoreOptionError(name, v, `an integer in ${lo}..${hi}`);
  return v;
}

/** Fill defaults and check ranges; throws {@link BlokusCoreOptionError}. */
export function resolveBlokusCoreOptions(options: BlokusCoreOptions = {}): ResolvedOptions {
  const depth = options.depth === undefined ? DEFAULT_DEPTH : intIn('depth', options.depth, 1, MAX_DEPTH);
  const units = options.units === undefined ? DEFAULT_UNITS : intIn('units', options.units, 1, 8);
  const clockHz = options.clockHz ?? DEFAULT_CLOCK_HZ;
  if (typeof clockHz !== 'number' || !Number.isFinite(clockHz) || clockHz <= 0) throw new BlokusCoreOptionError('clockHz', clockHz, 'a positive number');
  const deadlineCycles =
    options.deadlineCycles === undefined
      ? Math.max(MIN_DEADLINE_CYCLES, Math.floor(clockHz * DEFAULT_DEADLINE_SECONDS))
      : intIn('deadlineCycles', options.deadlineCycles, MIN_DEADLINE_CYCLES, Number.MAX_SAFE_INTEGER);
  const variant = options.variant ?? 'influence';
  if (!(VARIANTS as readonly string[]).includes(variant)) throw new BlokusCoreOptionError('variant', variant, `one of ${VARIANTS.join(', ')}`);
  return { depth, units, deadlineCycles, clockHz, variant };
}

/** Replay `position` on the core's board; the side to move is `me`. */
export function coreBoardOf(position: BlokusPosition): { board: CoreBoard; me: CoreSide } {
  // Positions may come from records or the wire: check the shape before trusting it.
  const p = position as Partial<BlokusPosition> | null | undefined;
  if (p === null || typeof p !== 'object' || !Array.isArray(p.moves) || p.setup === null || typeof p.setup !== 'object') {
    throw new BlokusCorePositionError(-1, '', 'is not a position: expected { setup: { firstMoverStart }, moves: [...] }');
  }
  const first = position.setup.firstMoverStart;
  if (first !== '5' && first !== 'a') throw new BlokusCorePositionError(-1, '', `has start square ${JSON.stringify(first)}, expected '5' or 'a'`);
  const board = new CoreBoard(startCoordinate(first) - 1, startCoordinate(otherStart(first)) - 1);
  position.moves.forEach((m, i) => placeOnCoreBoard(board, (i & 1) as CoreSide, m, i));
  return { board, me: (position.moves.length & 1) as CoreSide };
}

/** The move code of a packed core move (−1 = pass). */
export function moveCodeOfPacked(packed: number): MoveCode {
  if (packed < 0) return PASS;
  const s = SHAPES[packed >> 8]!;
  const bc = packed & 15;
  const br = (packed >> 4) & 15;
  return { kind: 'place', x: bc + 1 - s.minDx, y: br + 1 - s.minDy, piece: s.piece, orientation: s.orientation };
}

/** The statistics both cores report from their units' reports and the core's clocks. */
export function unitTotals(
  units: readonly { readonly nodes: number; readonly leaves: number; readonly cycles: number }[],
  cycles: number,
  clockHz: number,
): Omit<BlokusCoreStats, 'deadlineHit'> {
  return {
    nodes: units.reduce((n, u) => n + u.nodes, 0),
    leaves: units.reduce((n, u) => n + u.leaves, 0),
    unitCycles: units.map((u) => u.cycles),
    cycles,
    predictedMs: (cycles / clockHz) * 1000,
  };
}

/** One search unit's report (SPEC §9) and its state visits (SPEC §8), for debugging the RTL. */
export interface BlokusUnitTrace {
  /** At least one of its root moves completed. */
  readonly valid: boolean;
  /** Its best value (from the core's side; −32,000 = −INF when not valid) and that move's root index (−1). */
  readonly best: number;
  readonly rootIndex: number;
  readonly cycles: number;
  readonly deadlineHit: boolean;
  /** Visits per state; Σ visits × STATE_CYCLES = cycles when the deadline was not hit. */
  readonly visits: Readonly<StateVisits>;
}

export interface BlokusCoreAnalysis extends BlokusCoreResult {
  readonly units: readonly BlokusUnitTrace[];
}

/** {@link blokusCoreMove} with every unit's report and state visits. */
export function blokusCoreAnalyse(position: BlokusPosition, options?: BlokusCoreOptions): BlokusCoreAnalysis {
  const o = resolveBlokusCoreOptions(options);
  const { board, me } = coreBoardOf(position);
  const search = new CoreSearch(board, me, {
    depth: o.depth,
    units: o.units,
    widths: BEAM_WIDTHS,
    budget: o.deadlineCycles - CORE_OVERHEAD_CYCLES,
  });
  const outcome = search.run();
  const cycles = CORE_OVERHEAD_CYCLES + Math.max(...outcome.units.map((u) => u.cycles));
  return {
    move: moveCodeOfPacked(outcome.move),
    stats: { ...unitTotals(outcome.units, cycles, o.clockHz), deadlineHit: outcome.units.some((u) => u.deadlineHit) },
    units: outcome.units.map((u) => ({
      valid: u.valid,
      best: u.best,
      rootIndex: u.valid ? u.rootIndex : -1,
      cycles: u.cycles,
      deadlineHit: u.deadlineHit,
      visits: u.visits,
    })),
  };
}

/** The core's move for the side to move after `position.moves`, with its statistics. */
export function blokusCoreMove(position: BlokusPosition, options?: BlokusCoreOptions): BlokusCoreResult {
  const { move, stats } = blokusCoreAnalyse(position, options);
  return { move, stats };
}

/** The static evaluation V (SPEC §5) of a position, from the side to move's point of view. */
export function blokusCoreEvaluate(position: BlokusPosition): number {
  const { board, me } = coreBoardOf(position);
  return board.evaluate(me);
}

/** The legal moves of the side to move in the core's generation order (SPEC §4), canonical codes. */
export function blokusCoreLegalMoves(position: BlokusPosition): MoveCode[] {
  const { board, me } = coreBoardOf(position);
  const search = new CoreSearch(board, me, { depth: 1, units: 1, widths: BEAM_WIDTHS, budget: MIN_DEADLINE_CYCLES });
  return search.generationOrder().map(moveCodeOfPacked);
}

export { SHAPES, SHAPE_OF_ORIENTATION };
