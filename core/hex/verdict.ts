/** The answer to "may this move be played?", as a value rather than an exception. */
import { ArenaError } from '../errors.ts';
import type { HexMove } from './position.ts';

/**
 * Checked in this order: `malformed` (text that is no move), `game-over` (a side has connected),
 * `swap-not-allowed` (the swap rule is off, or this is not blue's first move), `off-board`,
 * `occupied`.
 */
export type HexIllegalReason = 'malformed' | 'game-over' | 'swap-not-allowed' | 'off-board' | 'occupied';

export type HexVerdict =
  | { readonly ok: true; readonly move: HexMove }
  | { readonly ok: false; readonly reason: HexIllegalReason; readonly message: string };

/** A move the rules refuse, thrown by play() and replay. `index` is its place in the game (0 = red's first). */
export class IllegalHexMoveError extends ArenaError {
  constructor(
    readonly reason: HexIllegalReason,
    readonly text: string,
    readonly index: number,
    message: string,
  ) {
    super('hex-illegal-move', message, { reason, move: text, index });
    this.name = 'IllegalHexMoveError';
  }
}

/** A board size outside 5..19. */
export class HexSetupError extends ArenaError {
  constructor(message: string, context: Readonly<Record<string, unknown>>) {
    super('hex-bad-setup', message, context);
    this.name = 'HexSetupError';
  }
}
