/** The answer to "may this stone go here?", as a value rather than an exception. */
import type { Point } from './position.ts';

/** `off-board`: outside 0..size−1 or not an integer; `occupied`: a stone is there; `game-over`: won or drawn. */
export type IllegalReason = 'off-board' | 'occupied' | 'game-over';

export type MoveVerdict = { readonly ok: true } | { readonly ok: false; readonly reason: IllegalReason; readonly message: string };

export const LEGAL: MoveVerdict = Object.freeze({ ok: true });

export function describePoint(p: Point): string {
  return `(${String(p.x)},${String(p.y)})`;
}
