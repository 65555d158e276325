/** Typed errors of the emulated Gomoku core. */
import { ArenaError } from '../../errors.ts';

export type GomokuCoreErrorCode =
  | 'gomoku-core-bad-option'
  | 'gomoku-core-unsupported-size'
  | 'gomoku-core-game-over';

/** A request the IP cannot serve: a depth or clock out of range, a board that is not 15×15, a finished game. */
export class GomokuCoreError extends ArenaError {
  constructor(code: GomokuCoreErrorCode, message: string, context: Readonly<Record<string, unknown>>) {
    super(code, message, context);
    this.name = 'GomokuCoreError';
  }
}
