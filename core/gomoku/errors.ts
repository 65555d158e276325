/** Typed errors of the Gomoku rules. */
import { ArenaError } from '../errors.ts';
import type { Point } from './position.ts';
import type { IllegalReason } from './verdict.ts';

/** A board size outside 5..20 or a rule we do not know. */
export class GomokuSetupError extends ArenaError {
  constructor(message: string, context: Readonly<Record<string, unknown>>) {
    super('gomoku-bad-setup', message, context);
    this.name = 'GomokuSetupError';
  }
}

/** A move the rules refuse. `index` is its position in the game (0 = black's first move). */
export class IllegalGomokuMoveError extends ArenaError {
  constructor(
    readonly reason: IllegalReason,
    readonly point: Point,
    readonly index: number,
    message: string,
  ) {
    super('gomoku-illegal-move', message, { reason, x: point.x, y: point.y, index });
    this.name = 'IllegalGomokuMoveError';
  }
}
