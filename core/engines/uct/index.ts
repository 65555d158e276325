/**
 * UCT with a strategy system (the Hex paper's method), generic over a small game interface, with
 * adapters for Hex, Gomoku and Blokus Duo.
 *
 *   const engine = new UctEngine(parseUctSpec('uct:playouts=2000,seed=3'));
 *   const { move, info } = engine.hexMove(board);   // info: playouts, visits, winRate, nodes, rootMoves
 *
 * Time budgets (`uct:time=500`) need a clock: new UctEngine(options, () => performance.now()).
 */
export { UctEngine } from './engine.ts';
export type { UctAnswer, UctEngineInfo } from './engine.ts';
export { UctSearch } from './search.ts';
export type { Clock, UctMoveInfo } from './search.ts';
export { DRAW } from './game.ts';
export type { UctGame, UctResult, UctSide } from './game.ts';
export { EXPAND_RULES, PAPER_DEFAULTS, uctOptionsSchema } from './options.ts';
export type { ExpandRule, UctOptions, UctOptionsInput } from './options.ts';
export { formatUctSpec, parseUctSpec } from './spec.ts';
export { UctError } from './errors.ts';
export type { UctErrorCode } from './errors.ts';
export { HexUctGame } from './hex-game.ts';
export { GomokuUctGame } from './gomoku-game.ts';
export { BLOKUS_PASS, BlokusUctGame } from './blokus-game.ts';
export { DEAD_IF_FILLED, USELESS, isDeadPattern } from './hex-patterns.ts';
