/** Errors that cross the API boundary: a stable code and a message, nothing else (no stacks, no paths of the host's code). */
import { ArenaError, codedError } from '../errors.ts';

export interface WireError {
  readonly code: string;
  readonly message: string;
}

/** An error raised by the host for a call, rebuilt on the UI side; `code` is the host error's code. */
export class ApiError extends codedError<string>('ApiError') {}

/** What a thrown value becomes on the wire. Unknown failures keep their message but get a generic code. */
export function toWireError(e: unknown): WireError {
  if (e instanceof ArenaError) return { code: e.code, message: e.message };
  if (e instanceof Error) return { code: 'internal-error', message: e.message };
  return { code: 'internal-error', message: String(e) };
}

export function fromWireError(w: unknown): ApiError {
  const o = (typeof w === 'object' && w !== null ? w : {}) as Partial<WireError>;
  return new ApiError(typeof o.code === 'string' ? o.code : 'internal-error', typeof o.message === 'string' ? o.message : 'unknown error from the host');
}
