/**
 * Blokus Duo scoring (shared/DESIGN.md §4): minus the squares of the pieces not placed; a side that
 * placed all 21 gets +15 instead, or +20 if its last piece was the monomino `a` (the usual rule:
 * +15, plus 5 more for the monomino last — not +35).
 */
import { PIECE_COUNT, PIECE_SIZES } from './pieces.ts';
import type { Side } from './geometry.ts';

/** 21-bit mask with every piece available. */
export const ALL_PIECES = (1 << PIECE_COUNT) - 1;

export const ALL_PLACED_BONUS = 15;
export const MONOMINO_LAST_BONUS = 20;

/** Score of one side from its pieces-left mask (bit p = piece p not placed) and last piece placed (−1: none). */
export function sideScore(piecesLeft: number, lastPiece: number): number {
  if (piecesLeft === 0) return lastPiece === 0 ? MONOMINO_LAST_BONUS : ALL_PLACED_BONUS;
  let s = 0;
  for (let p = 0; p < PIECE_COUNT; p++) if ((piecesLeft >> p) & 1) s -= PIECE_SIZES[p]!;
  return s;
}

export interface GameResult {
  readonly scores: readonly [first: number, second: number];
  /** The side with more points; null for a draw. */
  readonly winner: Side | null;
}

export function resultOf(first: number, second: number): GameResult {
  return { scores: [first, second], winner: first > second ? 0 : second > first ? 1 : null };
}
