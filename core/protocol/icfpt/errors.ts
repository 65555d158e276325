/**
 * Typed errors of the ICFPT protocol machines. Bad bytes on the wire never throw: they come back as
 * `error` events carrying an {@link IcfptProtocolError}. Only misuse by the caller (an impossible
 * message, a prompt while a reply is pending) throws, as an {@link IcfptUsageError}.
 */
import { ArenaError, describeByte } from '../../errors.ts';

/** Which machine read the byte: the board side reads host bytes, the host side reads board bytes. */
export type IcfptSide = 'board' | 'host';

export type IcfptProtocolErrorCode =
  /** A byte that cannot start or continue a message here (the board side), or a byte that arrived
   *  when no reply was expected (the host side). */
  | 'icfpt-unexpected-byte'
  /** A move code inside a host message does not decode (the board side). */
  | 'icfpt-malformed-move'
  /** A team reply whose first byte is not `1` (the host side; the reply is still delivered). */
  | 'icfpt-bad-team-reply';

export class IcfptProtocolError extends ArenaError {
  constructor(
    override readonly code: IcfptProtocolErrorCode,
    readonly side: IcfptSide,
    /** Position of the offending byte in the stream this side has read (0-based, CR/LF counted). */
    readonly offset: number,
    readonly byte: number,
    /** What the machine would have accepted at that point, in words. */
    readonly expected: string,
  ) {
    const what = code === 'icfpt-unexpected-byte' ? 'unexpected byte' : code === 'icfpt-malformed-move' ? 'malformed move code byte' : 'bad team reply byte';
    super(code, `${side} side: ${what} ${describeByte(byte)} at offset ${offset}: expected ${expected}`, {
      side,
      offset,
      byte,
      expected,
    });
    this.name = 'IcfptProtocolError';
  }
}

/** The caller asked for something the protocol cannot express or the machine cannot do now. */
export class IcfptUsageError extends ArenaError {
  constructor(message: string, context: Readonly<Record<string, unknown>> = {}) {
    super('icfpt-usage', message, context);
    this.name = 'IcfptUsageError';
  }
}
