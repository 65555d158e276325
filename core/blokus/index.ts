/** Blokus Duo rules: pieces, codes, placement tables, board, move generation, scoring, replay. */
export * from './pieces.ts';
export * from './codec.ts';
export * from './position.ts';
export * from './geometry.ts';
export * from './placements.ts';
export * from './verdict.ts';
export * from './score.ts';
export { BlokusBoard } from './board.ts';
export * from './movegen.ts';
export * from './game.ts';
