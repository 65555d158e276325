/**
 * The emulated Gomoku IP of the wujian100 SoC (hdl/gomoku/SPEC.md): plays the move the hardware would
 * play and predicts its cycle count.
 *
 *   const { move, stats } = gomokuCoreMove(position, { depth: 4, clockHz: 20e6 });
 *
 * Only 15×15 boards (the IP's size): other sizes throw GomokuCoreError 'gomoku-core-unsupported-size'.
 * Both rules are supported. A position whose game is over throws 'gomoku-core-game-over'; an illegal
 * position throws the rules' own typed errors (core/gomoku replayGomoku).
 */
import { replayGomoku } from '../../gomoku/index.ts';
import type { GomokuPosition, Point } from '../../gomoku/index.ts';
import { DEFAULT_CLOCK_HZ, DEFAULT_DEPTH, GS_MAX_DEPTH, GS_N, RULE_FREESTYLE, RULE_STANDARD } from './constants.ts';
import { GomokuCoreError } from './errors.ts';
import { gomokuCoreSearch } from './search.ts';
import type { CoreSearchResult } from './search.ts';

export interface GomokuCoreOptions {
  /** Plies searched, 1..4 (default 4). */
  depth?: number;
  /** IP clock for predictedMs (default 20 MHz, the wujian100 board clock). */
  clockHz?: number;
}
export interface GomokuCoreStats {
  nodes: number;
  leaves: number;
  cycles: number;
  predictedMs: number;
}
export interface GomokuCoreResult {
  move: Point;
  stats: GomokuCoreStats;
}

export { GomokuCoreError } from './errors.ts';
export type { GomokuCoreErrorCode } from './errors.ts';
export { gomokuCoreSearch, cyclesOf, moveRegister, NO_MOVE } from './search.ts';
export type { CoreSearchResult } from './search.ts';
export { CYCLE_COSTS, DEFAULT_CLOCK_HZ, DEFAULT_DEPTH, GS_TOPK, GomokuCoreStatus } from './constants.ts';
export type { GomokuCoreStatusName } from './constants.ts';

/** Validated depth and clock of `options` (typed error on a bad value). */
export function resolveGomokuCoreOptions(options: GomokuCoreOptions = {}): { depth: number; clockHz: number } {
  const depth = options.depth ?? DEFAULT_DEPTH;
  const clockHz = options.clockHz ?? DEFAULT_CLOCK_HZ;
  if (!Number.isInteger(depth) || depth < 1 || depth > GS_MAX_DEPTH) {
    throw new GomokuCoreError('gomoku-core-bad-option', `depth ${String(depth)} is outside 1..${GS_MAX_DEPTH}`, { depth });
  }
  if (typeof clockHz !== 'number' || !Number.isFinite(clockHz) || clockHz <= 0) {
    throw new GomokuCoreError('gomoku-core-bad-option', `clockHz ${String(clockHz)} must be a positive number`, { clockHz });
  }
  return { depth, clockHz };
}

/** The IP's full answer for a position (move, status and every counter), after validating it. */
export function gomokuCoreAnalyse(position: GomokuPosition, depth: number = DEFAULT_DEPTH): CoreSearchResult {
  resolveGomokuCoreOptions({ depth });
  if (position.size !== GS_N) {
    throw new GomokuCoreError(
      'gomoku-core-unsupported-size',
      `the Gomoku IP plays on 15×15 boards only, not ${String(position.size)}×${String(position.size)}`,
      { size: position.size },
    );
  }
  const board = replayGomoku(position);
  const outcome = board.outcome;
  if (outcome.kind !== 'ongoing') {
    throw new GomokuCoreError('gomoku-core-game-over', `no move to make: the game is over (${outcome.kind}) after ${position.moves.length} moves`, {
      outcome: outcome.kind,
      moves: position.moves.length,
    });
  }
  const side = position.moves.length % 2 === 0 ? 1 : 2;
  const rule = position.rule === 'standard' ? RULE_STANDARD : RULE_FREESTYLE;
  return gomokuCoreSearch(board.cells, side, depth, rule);
}

/** The move the Gomoku IP plays in `position`, with its search statistics and predicted time. */
export function gomokuCoreMove(position: GomokuPosition, options?: GomokuCoreOptions): GomokuCoreResult {
  const { depth, clockHz } = resolveGomokuCoreOptions(options);
  const r = gomokuCoreAnalyse(position, depth);
  return {
    move: { x: r.x, y: r.y },
    stats: { nodes: r.nodes, leaves: r.leaves, cycles: r.cycles, predictedMs: (r.cycles / clockHz) * 1000 },
  };
}
