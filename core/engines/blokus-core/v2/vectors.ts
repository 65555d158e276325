/**
 * Golden vectors of the v2 core (hdl/blokus/SPEC-v2.md §11): seeded random positions, the core's
 * move, total and per-unit cycles, the depth reached. The RTL testbench of the next issue reads
 * the text form (one line per vector) and must reproduce every field.
 */
import { encodeMoveCode } from '../../../blokus/codec.ts';
import type { BlokusPosition, StartSquare } from '../../../blokus/position.ts';
import { vectorPositions } from '../positions.ts';
import { blokusCoreV2Move, resolveBlokusCoreV2Options, type BlokusCoreV2Options, type ResolvedV2Options } from './index.ts';

export const BLOKUS_V2_VECTORS_FORMAT = 'fpga-arena/blokus-core-v2-vectors@1';

export interface BlokusV2VectorSettings {
  readonly count: number;
  readonly seed: number;
  /** Most moves in a generated prefix (default 24). */
  readonly maxMoves?: number;
  readonly core?: BlokusCoreV2Options;
}

export interface BlokusV2Vector {
  readonly setup: { readonly firstMoverStart: StartSquare };
  readonly moves: string[];
  readonly move: string;
  readonly cycles: number;
  readonly unitCycles: number[];
  readonly depth: number;
  readonly deadlineHit: boolean;
}

export interface BlokusV2VectorSet {
  readonly format: typeof BLOKUS_V2_VECTORS_FORMAT;
  readonly settings: { readonly count: number; readonly seed: number; readonly maxMoves: number; readonly core: ResolvedV2Options };
  readonly vectors: BlokusV2Vector[];
}

/** The golden vector of one position: the v2 core's move, clocks and depth there. */
export function blokusV2VectorOf(position: BlokusPosition, core: BlokusCoreV2Options): BlokusV2Vector {
  const r = blokusCoreV2Move(position, core);
  return {
    setup: { firstMoverStart: position.setup.firstMoverStart },
    moves: position.moves.map(encodeMoveCode),
    move: encodeMoveCode(r.move),
    cycles: r.stats.cycles,
    unitCycles: r.stats.unitCycles,
    depth: r.stats.depth,
    deadlineHit: r.stats.deadlineHit,
  };
}

export function generateBlokusV2Vectors(settings: BlokusV2VectorSettings): BlokusV2VectorSet {
  const { count, seed } = settings;
  const maxMoves = settings.maxMoves ?? 24;
  const positions = vectorPositions(count, seed, maxMoves);
  const core = resolveBlokusCoreV2Options(settings.core);
  const vectors = positions.map((position) => blokusV2VectorOf(position, core));
  return { format: BLOKUS_V2_VECTORS_FORMAT, settings: { count, seed, maxMoves, core }, vectors };
}

/** One testbench line: `units deadline start n code0 … code(n−1) move cycles depth unitCycles…`. */
export function blokusV2VectorLine(core: ResolvedV2Options, v: BlokusV2Vector): string {
  return [core.units, core.deadlineCycles, v.setup.firstMoverStart, v.moves.length, ...v.moves, v.move, v.cycles, v.depth, ...v.unitCycles].join(' ');
}

/** Every setting besides the above that changes a move or a clock, in the lab's key names. */
function settingsText(c: ResolvedV2Options): string {
  const w = c.weights;
  return (
    `wm=${w.material} wi=${w.influence} wa=${w.attach} wd=${w.deadAttach} ao=${w.attachOther} do=${w.deadOther} ` +
    `wt=${w.territory} tk=${w.territorySteps} wp=${w.placeable} sa=${c.sharedAlpha ? 1 : 0} pi=${c.partialIterations ? 1 : 0}`
  );
}

export function formatBlokusV2VectorsText(set: BlokusV2VectorSet): string {
  const c = set.settings.core;
  const head =
    `# ${set.format} units=${c.units} maxDepth=${c.maxDepth} widths=${c.widths.join('/')} deadlineCycles=${c.deadlineCycles} ` +
    `growthShift=${c.growthShift} ${settingsText(c)} count=${set.settings.count} seed=${set.settings.seed}`;
  return [head, ...set.vectors.map((v) => blokusV2VectorLine(c, v))].join('\n') + '\n';
}
