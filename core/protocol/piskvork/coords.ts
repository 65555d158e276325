/** The `x,y` and `x,y,f` fields of Piskvork lines: 0-based decimal integers, x = column. */
import type { Point } from '../../gomoku/position.ts';

const POINT = /^\s*(\d{1,6})\s*,\s*(\d{1,6})\s*$/;
const STONE = /^\s*(\d{1,6})\s*,\s*(\d{1,6})\s*,\s*(\d{1,6})\s*$/;

/** Parse `x,y` (spaces around the comma tolerated); null when it is not two non-negative integers. */
export function parsePoint(text: string): Point | null {
  const m = POINT.exec(text);
  return m ? { x: Number(m[1]), y: Number(m[2]) } : null;
}

/** Parse `x,y,f`; null when it is not three non-negative integers. `f` is not range-checked here. */
export function parseStoneField(text: string): { x: number; y: number; field: number } | null {
  const m = STONE.exec(text);
  return m ? { x: Number(m[1]), y: Number(m[2]), field: Number(m[3]) } : null;
}

/** `x,y` exactly as the protocol writes it. Throws RangeError for a negative or non-integer coordinate. */
export function formatPoint(p: Point): string {
  if (!Number.isInteger(p.x) || !Number.isInteger(p.y) || p.x < 0 || p.y < 0) {
    throw new RangeError(`cannot write point (${String(p.x)},${String(p.y)}): coordinates must be non-negative integers`);
  }
  return `${p.x},${p.y}`;
}
