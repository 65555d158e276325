/**
 * Take-back in a game between a person and a machine: while the person is to move, the last
 * move of each side (the person's and the reply) is withdrawn. The runner listens on a channel
 * during every turn; the referee replays the rest on fresh rules; each player forgets the moves
 * (`Player.takeBack`). Players whose protocol cannot forget (an ICFPT board keeps the game in its
 * own memory and has no undo) make the take-back unavailable, with the reason shown to the user.
 */
import type { Player } from '../../core/match/player.ts';
import type { GameKind, Side } from '../../core/match/types.ts';

/** One person's move and the machine's reply. */
export const TAKE_BACK_PLIES = 2;

export class TakeBackChannel {
  private waiter: ((plies: number) => void) | null = null;

  /** Resolves when a take-back is asked during the turn now being played. */
  next(): Promise<number> {
    return new Promise((resolve) => (this.waiter = resolve));
  }

  /** Ask for a take-back of `plies`; false when no turn is listening. */
  request(plies: number): boolean {
    const w = this.waiter;
    if (!w) return false;
    this.waiter = null;
    w(plies);
    return true;
  }

  /** The turn is over: a request now finds no listener. */
  idle(): void {
    this.waiter = null;
  }
}

export interface TakeBackAvailability {
  readonly available: boolean;
  /** Why not, in words (for the disabled button's tooltip); null when available. */
  readonly reason: string | null;
}

/** Whether the players of a match can take back at all (the turn and the moves played are checked when asked). */
export function takeBackAvailability(players: readonly Player<GameKind>[], labels: readonly [string, string]): TakeBackAvailability {
  const humans = players.filter((p) => p.identity.kind === 'human').length;
  if (humans !== 1) return { available: false, reason: 'take-back is for a game between a person and a machine' };
  const stuck = players.findIndex((p) => p.identity.kind !== 'human' && !p.takeBack);
  if (stuck >= 0) {
    const kind = players[stuck]!.identity.kind === 'engine' ? 'its engine protocol' : 'its board protocol (ICFPT) keeps the game in the board and';
    return { available: false, reason: `${labels[stuck]} cannot take a move back: ${kind} has no undo` };
  }
  return { available: true, reason: null };
}

/** The plies to take back when `side` (the person) is to move after `played` plies, or a reason why none. */
export function takeBackPlies(side: Side, played: number): { readonly plies: number } | { readonly reason: string } {
  if (played < TAKE_BACK_PLIES) return { reason: `nothing to take back yet: player ${side + 1} has not moved` };
  return { plies: TAKE_BACK_PLIES };
}
