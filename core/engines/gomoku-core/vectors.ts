/**
 * Golden vectors of the Gomoku IP (hdl/gomoku/SPEC.md §8): positions as move lists from the start, the
 * core's move and its counters. JSON for TypeScript consumers; the text form is what the C-simulation
 * testbench (hdl/gomoku/tb/) reads.
 */
import type { GomokuRule } from '../../gomoku/index.ts';
import { createRng } from '../../random.ts';
import { RULE_STANDARD } from './constants.ts';
import { GomokuCoreError, gomokuCoreAnalyse, resolveGomokuCoreOptions } from './index.ts';
import { NO_MOVE } from './search.ts';
import { randomGomokuPosition } from './positions.ts';

export const GOMOKU_VECTORS_FORMAT = 'fpga-arena/gomoku-core-vectors@1';

export interface GomokuVectorSettings {
  readonly count: number;
  readonly seed: number;
  readonly depth: number;
  readonly rule?: GomokuRule;
  /** Most stones in a generated position (default 60). */
  readonly maxMoves?: number;
}

export interface GomokuVector {
  readonly size: number;
  readonly rule: GomokuRule;
  readonly moves: [number, number][];
  /** [255, 255] when there is no move. */
  readonly move: [number, number];
  readonly cycles: number;
  readonly nodes: number;
  readonly leaves: number;
}

export interface GomokuVectorSet {
  readonly format: typeof GOMOKU_VECTORS_FORMAT;
  readonly settings: Required<GomokuVectorSettings>;
  readonly vectors: GomokuVector[];
}

export function generateGomokuVectors(settings: GomokuVectorSettings): GomokuVectorSet {
  const full: Required<GomokuVectorSettings> = {
    count: settings.count,
    seed: settings.seed,
    depth: resolveGomokuCoreOptions({ depth: settings.depth }).depth,
    rule: settings.rule ?? 'freestyle',
    maxMoves: settings.maxMoves ?? 60,
  };
  if (!Number.isInteger(full.count) || full.count < 0) {
    throw new GomokuCoreError('gomoku-core-bad-option', `vector count ${String(full.count)} must be a non-negative integer`, { count: full.count });
  }
  if (!Number.isInteger(full.seed)) {
    throw new GomokuCoreError('gomoku-core-bad-option', `vector seed ${String(full.seed)} must be an integer`, { seed: full.seed });
  }
  if (!Number.isInteger(full.maxMoves) || full.maxMoves < 0 || full.maxMoves > 224) {
    throw new GomokuCoreError('gomoku-core-bad-option', `maxMoves ${String(full.maxMoves)} is outside 0..224`, { maxMoves: full.maxMoves });
  }
  const rng = createRng(full.seed);
  const vectors: GomokuVector[] = [];
  for (let i = 0; i < full.count; i++) {
    const position = randomGomokuPosition(rng, { maxMoves: full.maxMoves, rule: full.rule });
    const r = gomokuCoreAnalyse(position, full.depth);
    vectors.push({
      size: position.size,
      rule: position.rule,
      moves: position.moves.map((p) => [p.x, p.y]),
      move: [r.x, r.y],
      cycles: r.cycles,
      nodes: r.nodes,
      leaves: r.leaves,
    });
  }
  return { format: GOMOKU_VECTORS_FORMAT, settings: full, vectors };
}

/** One testbench line: `depth rule n x0 y0 … mx my cycles nodes leaves` (SPEC §8). */
export function gomokuVectorLine(depth: number, v: GomokuVector): string {
  const rule = v.rule === 'standard' ? RULE_STANDARD : 0;
  const fields = [depth, rule, v.moves.length, ...v.moves.flat(), v.move[0], v.move[1], v.cycles, v.nodes, v.leaves];
  return fields.join(' ');
}

/** The query part of a line (no expected results), for the testbench's --query mode. */
export function gomokuQueryLine(depth: number, rule: GomokuRule, moves: readonly (readonly [number, number])[]): string {
  return [depth, rule === 'standard' ? RULE_STANDARD : 0, moves.length, ...moves.flat()].join(' ');
}

/** The text form of a set: a comment naming its settings, then one line per vector. */
export function formatGomokuVectorsText(set: GomokuVectorSet): string {
  const s = set.settings;
  const head = `# ${set.format} depth=${s.depth} rule=${s.rule} count=${s.count} seed=${s.seed} maxMoves=${s.maxMoves}`;
  return [head, ...set.vectors.map((v) => gomokuVectorLine(s.depth, v))].join('\n') + '\n';
}

export { NO_MOVE };
