/** Test helpers for Gomoku: building games and a brute-force win oracle independent of lines.ts. */
import { GomokuBoard } from '../../../core/gomoku/index.ts';
import type { GomokuRule, Point } from '../../../core/gomoku/index.ts';

export const pt = (x: number, y: number): Point => ({ x, y });

/** Interleave black and white stones (black first): black may have one stone more than white. */
export function interleave(black: readonly Point[], white: readonly Point[]): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < black.length; i++) {
    out.push(black[i]!);
    if (i < white.length) out.push(white[i]!);
  }
  if (white.length > black.length) out.push(...white.slice(black.length));
  return out;
}

export function boardWith(moves: readonly Point[], size = 15, rule: GomokuRule = 'freestyle'): GomokuBoard {
  const b = new GomokuBoard(size, rule);
  for (const m of moves) b.play(m);
  return b;
}

/**
 * Brute force: does any maximal run of one colour on the whole board win under `rule`?
 * Scans every cell in every direction, starting runs only at their first cell.
 */
export function anyWinningRun(cells: ArrayLike<number>, size: number, rule: GomokuRule): boolean {
  const at = (x: number, y: number): number => (x < 0 || y < 0 || x >= size || y >= size ? 0 : (cells[y * size + x] ?? 0));
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const c = at(x, y);
      if (c === 0) continue;
      for (const [dx, dy] of [[1, 0], [0, 1], [1, 1], [-1, 1]] as const) {
        if (at(x - dx, y - dy) === c) continue; // not the start of the run
        let n = 0;
        while (at(x + n * dx, y + n * dy) === c) n++;
        if (rule === 'freestyle' ? n >= 5 : n === 5) return true;
      }
    }
  }
  return false;
}
