/**
 * Which position the board shows: live (every move) or the one after a move picked in the move
 * list, during or after the game. A new match goes back to live.
 */
import { useCallback, useState } from 'react';
import type { MatchState } from '../../../core/api/schemas.ts';

export interface PositionView {
  /** The ply picked (null = live). */
  readonly ply: number | null;
  /** How many moves the board shows (undefined = all). */
  readonly plies: number | undefined;
  readonly select: (ply: number) => void;
  readonly live: () => void;
}

export function usePositionView(match: MatchState | null): PositionView {
  const [picked, setPicked] = useState<{ id: string; ply: number } | null>(null);
  const id = match?.id ?? '';
  const select = useCallback((ply: number) => setPicked({ id, ply }), [id]);
  const live = useCallback(() => setPicked(null), []);
  // A pick from another match, or past the moves that stand (after a take-back), is live again.
  const ply = picked && picked.id === id && match && picked.ply < match.moves.length ? picked.ply : null;
  return { ply, plies: ply === null ? undefined : ply + 1, select, live };
}
