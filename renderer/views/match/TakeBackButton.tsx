/**
 * Take-back in a game between a person and a machine: the person's last move and the reply are
 * withdrawn (host/match/take-back.ts). When the opponent cannot forget a move (a board protocol
 * without undo) the button stays disabled and its tooltip says why.
 */
import { useState } from 'react';
import type { MatchState } from '../../../core/api/schemas.ts';
import { messageOf, useApi } from '../../context.ts';

/** Why the button is disabled now, or null when it may be pressed. */
export function takeBackBlocked(match: MatchState): string | null {
  const t = match.takeBack;
  if (!t) return 'take-back is not available';
  if (!t.available) return t.reason ?? 'take-back is not available in this match';
  if (match.status !== 'playing') return 'the game is over';
  const side = match.awaitingHuman;
  if (side === null) return 'wait for your turn: a take-back withdraws your last move and the reply';
  if (match.moves.length < 2) return 'nothing to take back yet';
  return null;
}

export function TakeBackButton({ match }: { readonly match: MatchState }) {
  const api = useApi();
  const [error, setError] = useState<string | null>(null);
  if (!match.takeBack || match.players.every((p) => p.kind !== 'human')) return null;
  const blocked = takeBackBlocked(match);
  return (
    <>
      <button
        type="button"
        className="take-back"
        disabled={blocked !== null}
        title={blocked ?? 'take back your last move and the reply'}
        data-reason={blocked ?? ''}
        onClick={() => {
          setError(null);
          void api.takeBack(match.id).catch((e: unknown) => setError(messageOf(e)));
        }}
      >
        Take back
      </button>
      {error && (
        <span className="error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
