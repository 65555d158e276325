/** Typed transport failures. Codes are stable; messages name the link and what went wrong. */
import { codedError } from '../../core/errors.ts';

export type TransportErrorCode =
  /** write() or a pending write on a transport that is not open: bytes are never queued for later. */
  | 'transport-closed'
  /** The OS refused a write on an open link that is still there (a driver fault). */
  | 'transport-write-failed'
  /** open() on a transport that is already open or opening. */
  | 'transport-busy'
  /** open() failed: no such device, permission denied, connection refused, port in use. */
  | 'transport-open-failed'
  /** exec: the program does not exist or cannot be run. */
  | 'program-not-found'
  /** exec: the command line could not be split into arguments (unbalanced quote, empty). */
  | 'bad-command-line'
  /** A transport spec string (`tcp:host:port`, `exec:…`) could not be understood. */
  | 'bad-transport-spec';

export class TransportError extends codedError<TransportErrorCode>('TransportError') {}

/** The `write while closed` error, shared so every transport words it the same way. */
export function closedError(description: string): TransportError {
  return new TransportError('transport-closed', `${description} is not open: nothing was written`, { transport: description });
}
