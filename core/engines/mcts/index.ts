/**
 * Mixed-precision MCTS (issue 17, README.md here): PUCT over a policy/value net evaluated in FP32
 * near the root and INT8 below a depth threshold, with tree reuse across moves.
 *
 *   const engine = new MctsEngine(parseMctsSpec('mcts:threshold=2'));
 *   const { move, info } = engine.gomokuMove(board);  // info: playouts, visits, winRate, evaluations and MACs by precision
 */
export { MctsEngine } from './engine.ts';
export type { MctsAnswer, MctsEngineInfo } from './engine.ts';
export { DEPTH_ROWS, MctsSearch } from './search.ts';
export type { Clock, MctsMoveInfo } from './search.ts';
export { GomokuPosition } from './gomoku-position.ts';
export { playOpening, samplePositions } from './openings.ts';
export { MctsTree } from './tree.ts';
export { MCTS_DEFAULTS, mctsOptionsSchema } from './options.ts';
export type { MctsOptions, MctsOptionsInput } from './options.ts';
export { formatMctsSpec, parseMctsSpec } from './spec.ts';
export { NET_NAMES, builtInNet } from './nets.ts';
export type { NetName } from './nets.ts';
export { MctsError } from './errors.ts';
export type { MctsErrorCode } from './errors.ts';
