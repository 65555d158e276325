/** Typed errors of the UCT engine. */
import { ArenaError } from '../../errors.ts';

export type UctErrorCode = 'uct-bad-spec' | 'uct-game-over' | 'uct-bad-position';

export class UctError extends ArenaError {
  constructor(
    override readonly code: UctErrorCode,
    message: string,
    context: Readonly<Record<string, unknown>> = {},
  ) {
    super(code, message, context);
    this.name = 'UctError';
  }
}
