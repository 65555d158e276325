/** Typed errors of the UCT engine. */
import { codedError } from '../../errors.ts';

export type UctErrorCode = 'uct-bad-spec' | 'uct-game-over' | 'uct-bad-position';

export class UctError extends codedError<UctErrorCode>('UctError') {}
