/**
 * Win detection through one stone. Only lines through the last stone can have changed, so an
 * engine checks four directions instead of the whole board. Works on any row-major cell array so
 * engines with their own board representation can call it.
 */
import type { GomokuRule, Point } from './position.ts';

/** Horizontal, vertical, diagonal (down-right), anti-diagonal (down-left). */
export const DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [-1, 1],
];

/** Freestyle: five or more wins. Standard: exactly five; an overline (six or more) does not. */
export function isWinningRun(length: number, rule: GomokuRule): boolean {
  return rule === 'freestyle' ? length >= 5 : length === 5;
}

/**
 * The winning run through (x, y), ordered from one end to the other, or null. The stone at (x, y)
 * decides the colour; an empty cell never wins. When several directions win, the first of
 * DIRECTIONS does. Under freestyle the whole run is returned (it may be longer than five).
 * `cells` is row-major: cells[y * size + x].
 */
export function winningLineThrough(
  cells: ArrayLike<number>,
  size: number,
  rule: GomokuRule,
  x: number,
  y: number,
): Point[] | null {
  const stone = cells[y * size + x];
  if (stone === undefined || stone === 0) return null;
  for (const [dx, dy] of DIRECTIONS) {
    const back = runLength(cells, size, stone, x, y, -dx, -dy);
    const forward = runLength(cells, size, stone, x, y, dx, dy);
    if (!isWinningRun(back + 1 + forward, rule)) continue;
    const line: Point[] = [];
    for (let i = -back; i <= forward; i++) line.push({ x: x + i * dx, y: y + i * dy });
    return line;
  }
  return null;
}

/** Stones of colour `stone` next to (x, y) going (dx, dy), not counting (x, y) itself. */
function runLength(cells: ArrayLike<number>, size: number, stone: number, x: number, y: number, dx: number, dy: number): number {
  let n = 0;
  let cx = x + dx;
  let cy = y + dy;
  while (cx >= 0 && cy >= 0 && cx < size && cy < size && cells[cy * size + cx] === stone) {
    n++;
    cx += dx;
    cy += dy;
  }
  return n;
}
