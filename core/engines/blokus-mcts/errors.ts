/** Typed errors of the Blokus MCTS. */
import { codedError } from '../../errors.ts';

export type BlokusMctsErrorCode = 'mcts-deadline-too-short' | 'mcts-reuse-units' | 'mcts-vectors-state';

export class BlokusMctsError extends codedError<BlokusMctsErrorCode>('BlokusMctsError') {}
