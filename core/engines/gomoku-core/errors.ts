/** Typed errors of the emulated Gomoku core. */
import { codedError } from '../../errors.ts';

export type GomokuCoreErrorCode =
  | 'gomoku-core-bad-option'
  | 'gomoku-core-unsupported-size'
  | 'gomoku-core-game-over';

/** A request the IP cannot serve: a depth or clock out of range, a board that is not 15×15, a finished game. */
export class GomokuCoreError extends codedError<GomokuCoreErrorCode>('GomokuCoreError') {}
