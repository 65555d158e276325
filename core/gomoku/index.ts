/**
 * Gomoku rules (shared/DESIGN.md §5): a 5..20 board (15 by default), black first, freestyle (five
 * or more wins) or standard (exactly five), draw on a full board.
 *
 *   const board = new GomokuBoard(15, 'freestyle');
 *   board.check({ x: 7, y: 7 });   // { ok: true } | { ok: false, reason: 'off-board'|'occupied'|'game-over', message }
 *   board.play({ x: 7, y: 7 });    // → outcome: ongoing | { kind: 'win', winner, line } | draw; throws IllegalGomokuMoveError
 *   board.undo();
 *   replayGomoku(position);        // → GomokuBoard; throws with the index of the first bad move
 *   winningLineThrough(cells, size, rule, x, y);   // for engines with their own cell array
 */
export type { GomokuPosition, GomokuRule, Point } from './position.ts';
export { BLACK, WHITE, EMPTY, DEFAULT_SIZE, MIN_SIZE, MAX_SIZE, stoneOfMove } from './stone.ts';
export type { Cell, Stone } from './stone.ts';
export type { IllegalReason, MoveVerdict } from './verdict.ts';
export { describePoint } from './verdict.ts';
export { GomokuSetupError, IllegalGomokuMoveError } from './errors.ts';
export { DIRECTIONS, isWinningRun, winningLineThrough } from './lines.ts';
export { GomokuBoard, checkSetup } from './board.ts';
export type { GomokuOutcome } from './board.ts';
export { replayGomoku } from './replay.ts';
