/** Typed errors of the MCTS engine. */
import { codedError } from '../../errors.ts';

export type MctsErrorCode = 'mcts-bad-spec' | 'mcts-game-over' | 'mcts-unsupported';

export class MctsError extends codedError<MctsErrorCode>('MctsError') {}
