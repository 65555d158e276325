/** Typed errors of the Piskvork protocol. Every one names the line number and an excerpt of the line. */
import { ArenaError } from '../../errors.ts';

export type PiskvorkErrorCode =
  /** A line longer than the limit (4096 bytes by default). */
  | 'piskvork-line-too-long'
  /** A byte outside printable ASCII (other than TAB) in a line. */
  | 'piskvork-bad-byte'
  /** A known command or reply whose arguments do not parse (`TURN 3`, `START x`, `7;7`). */
  | 'piskvork-malformed'
  /** A well-formed line that is not what the state machine expected (a move when none was asked for). */
  | 'piskvork-unexpected';

export class PiskvorkError extends ArenaError {
  constructor(
    override readonly code: PiskvorkErrorCode,
    /** 1-based number of the line in the stream (CR LF, LF and CR each end one line). */
    readonly lineNumber: number,
    /** The start of the offending line, non-printable bytes escaped as `\xNN`. */
    readonly excerpt: string,
    message: string,
  ) {
    super(code, `line ${lineNumber}: ${message} (${JSON.stringify(excerpt)})`, { lineNumber, excerpt });
    this.name = 'PiskvorkError';
  }
}

const EXCERPT_CHARS = 60;

/** Printable excerpt of a line's bytes (or characters) for messages: at most 60 characters. */
export function excerptOf(bytes: ArrayLike<number>): string {
  let out = '';
  const n = Math.min(bytes.length, EXCERPT_CHARS);
  for (let i = 0; i < n; i++) {
    const b = bytes[i] as number;
    out += b >= 0x20 && b <= 0x7e ? String.fromCharCode(b) : `\\x${b.toString(16).padStart(2, '0')}`;
  }
  return bytes.length > EXCERPT_CHARS ? `${out}…` : out;
}

/** Excerpt of an already-decoded ASCII line. */
export function excerptOfText(text: string): string {
  return text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS)}…` : text;
}
