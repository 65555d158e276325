/** Shared helpers of the gomoku-core tests. */
import type { GomokuPosition, GomokuRule, Point } from '../../../../core/gomoku/index.ts';
import { winningLineThrough } from '../../../../core/gomoku/index.ts';

export type XY = readonly [number, number];

/**
 * A position with the given stones, black and white interleaved (black first). black.length must be
 * white.length (black to move) or white.length + 1 (white to move).
 */
export function positionOf(black: readonly XY[], white: readonly XY[], rule: GomokuRule = 'freestyle'): GomokuPosition {
  if (black.length !== white.length && black.length !== white.length + 1) throw new Error('bad stone counts');
  const moves: Point[] = [];
  black.forEach(([x, y], i) => {
    moves.push({ x, y });
    const w = white[i];
    if (w) moves.push({ x: w[0], y: w[1] });
  });
  return { size: 15, rule, moves };
}

/** Row-major cells of a position (independent of the engine). */
export function cellsOf(position: GomokuPosition): number[] {
  const cells = new Array<number>(position.size * position.size).fill(0);
  position.moves.forEach((p, i) => {
    cells[p.y * position.size + p.x] = i % 2 === 0 ? 1 : 2;
  });
  return cells;
}

/** Cells where a stone of `stone` would complete a winning line, by the rules module's own check. */
export function winningCells(position: GomokuPosition, stone: number): Point[] {
  return winningCellsOf(cellsOf(position), position.rule, stone);
}

/** The same on a 15×15 cell array (restored before returning). */
export function winningCellsOf(cells: number[], rule: GomokuRule, stone: number): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] !== 0) continue;
    cells[i] = stone;
    const x = i % 15;
    const y = Math.floor(i / 15);
    if (winningLineThrough(cells, 15, rule, x, y)) out.push({ x, y });
    cells[i] = 0;
  }
  return out;
}

export function sideToMove(position: GomokuPosition): number {
  return position.moves.length % 2 === 0 ? 1 : 2;
}
