/**
 * Golden vectors of the Blokus core (hdl/blokus/SPEC.md §11): seeded random positions as move lists
 * from the start, the core's move and its counters. JSON for TypeScript consumers; the text form is
 * one line per vector for the Verilog testbench's $fscanf.
 */
import { encodeMoveCode } from '../../blokus/codec.ts';
import type { StartSquare } from '../../blokus/position.ts';
import { BEAM_WIDTHS, blokusCoreMove, resolveBlokusCoreOptions } from './index.ts';
import { vectorPositions } from './positions.ts';

export const BLOKUS_VECTORS_FORMAT = 'fpga-arena/blokus-core-vectors@1';

export interface BlokusVectorSettings {
  readonly count: number;
  readonly seed: number;
  readonly depth?: number;
  readonly units?: number;
  /** Most moves in a generated prefix (default 24). */
  readonly maxMoves?: number;
}

export interface BlokusVector {
  readonly setup: { readonly firstMoverStart: StartSquare };
  /** The game so far as 4-character codes; the core moves for the side to move after them. */
  readonly moves: string[];
  /** The core's answer, `0000` for a pass. */
  readonly move: string;
  readonly cycles: number;
  readonly nodes: number;
  readonly leaves: number;
  readonly unitCycles: number[];
}

export interface BlokusVectorSet {
  readonly format: typeof BLOKUS_VECTORS_FORMAT;
  readonly game: 'blokus';
  readonly settings: {
    readonly count: number;
    readonly seed: number;
    readonly depth: number;
    readonly units: number;
    readonly maxMoves: number;
    readonly variant: string;
    readonly deadlineCycles: number;
    readonly clockHz: number;
    readonly widths: readonly number[];
  };
  readonly vectors: BlokusVector[];
}

export function generateBlokusVectors(settings: BlokusVectorSettings): BlokusVectorSet {
  const { count, seed } = settings;
  const maxMoves = settings.maxMoves ?? 24;
  const positions = vectorPositions(count, seed, maxMoves);
  const o = resolveBlokusCoreOptions({ depth: settings.depth, units: settings.units });
  const vectors: BlokusVector[] = [];
  for (const position of positions) {
    const r = blokusCoreMove(position, o);
    vectors.push({
      setup: { firstMoverStart: position.setup.firstMoverStart },
      moves: position.moves.map(encodeMoveCode),
      move: encodeMoveCode(r.move),
      cycles: r.stats.cycles,
      nodes: r.stats.nodes,
      leaves: r.stats.leaves,
      unitCycles: r.stats.unitCycles,
    });
  }
  return {
    format: BLOKUS_VECTORS_FORMAT,
    game: 'blokus',
    settings: { count, seed, depth: o.depth, units: o.units, maxMoves, variant: o.variant, deadlineCycles: o.deadlineCycles, clockHz: o.clockHz, widths: BEAM_WIDTHS },
    vectors,
  };
}

/** One testbench line: `depth units start n code0 … code(n−1) move cycles` (start is 5 or a). */
export function blokusVectorLine(depth: number, units: number, v: BlokusVector): string {
  return [depth, units, v.setup.firstMoverStart, v.moves.length, ...v.moves, v.move, v.cycles].join(' ');
}

/** The text form of a set: a comment naming its settings, then one line per vector. */
export function formatBlokusVectorsText(set: BlokusVectorSet): string {
  const s = set.settings;
  const head = `# ${set.format} depth=${s.depth} units=${s.units} count=${s.count} seed=${s.seed} maxMoves=${s.maxMoves} deadlineCycles=${s.deadlineCycles}`;
  return [head, ...set.vectors.map((v) => blokusVectorLine(s.depth, s.units, v))].join('\n') + '\n';
}
