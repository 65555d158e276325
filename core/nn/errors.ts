/** Typed errors of the network kernels and their weight files. */
import { codedError } from '../errors.ts';

export type NnErrorCode = 'nn-bad-weights' | 'nn-bad-input';

export class NnError extends codedError<NnErrorCode>('NnError') {}
