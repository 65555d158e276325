/**
 * Splits a byte stream into Piskvork lines. A line ends at CR LF, LF or CR, in any fragmentation:
 * a CR at the end of one chunk followed by LF at the start of the next is one line end. Empty lines
 * are skipped (they still count for line numbers). Bad lines come out as typed errors, never throws,
 * so one garbled line does not end the stream.
 */
import { PiskvorkError, excerptOf } from './errors.ts';

export const DEFAULT_MAX_LINE_BYTES = 4096;

const CR = 0x0d;
const LF = 0x0a;
const TAB = 0x09;

export type LineItem =
  | { readonly ok: true; readonly text: string; readonly lineNumber: number }
  | { readonly ok: false; readonly error: PiskvorkError };

export interface LineSplitterOptions {
  /** Longest accepted line in bytes, without its line end. Default 4096. */
  readonly maxLineBytes?: number;
}

export class LineSplitter {
  readonly #max: number;
  #buf: number[] = [];
  /** Bytes seen in the current line, including any dropped past the limit. */
  #length = 0;
  #badByte: { byte: number; column: number } | null = null;
  #tooLongReported = false;
  #afterCr = false;
  #lineNumber = 1;

  constructor(options: LineSplitterOptions = {}) {
    this.#max = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
  }

  /** Number of the line now being read (1-based). */
  get lineNumber(): number {
    return this.#lineNumber;
  }

  /** Feed bytes (or a string, read as one byte per UTF-16 unit) and get the complete lines. */
  push(chunk: Uint8Array | string): LineItem[] {
    const out: LineItem[] = [];
    const n = chunk.length;
    for (let i = 0; i < n; i++) {
      const b = typeof chunk === 'string' ? chunk.charCodeAt(i) : (chunk[i] as number);
      if (b === LF && this.#afterCr) {
        this.#afterCr = false;
        continue;
      }
      this.#afterCr = b === CR;
      if (b === CR || b === LF) {
        this.#finishLine(out);
        continue;
      }
      this.#length++;
      if (this.#length > this.#max) {
        // Report at once (a sender that never ends its line must not go unnoticed), then drop the rest.
        if (!this.#tooLongReported) {
          this.#tooLongReported = true;
          out.push({
            ok: false,
            error: new PiskvorkError(
              'piskvork-line-too-long',
              this.#lineNumber,
              excerptOf(this.#buf),
              `line is longer than ${this.#max} bytes`,
            ),
          });
        }
        continue;
      }
      if ((b < 0x20 && b !== TAB) || b > 0x7e) {
        this.#badByte ??= { byte: b, column: this.#length };
      }
      this.#buf.push(b);
    }
    return out;
  }

  /** End of stream: returns the last line if it had no line end, and resets. */
  end(): LineItem[] {
    const out: LineItem[] = [];
    if (this.#length > 0) this.#finishLine(out);
    this.#afterCr = false;
    return out;
  }

  #finishLine(out: LineItem[]): void {
    const number = this.#lineNumber++;
    const buf = this.#buf;
    const bad = this.#badByte;
    const tooLong = this.#tooLongReported;
    this.#buf = [];
    this.#length = 0;
    this.#badByte = null;
    this.#tooLongReported = false;
    if (tooLong) return;
    if (bad) {
      const what = bad.byte > 0x7e ? 'non-ASCII byte' : 'control byte';
      const hex = `0x${bad.byte.toString(16).padStart(2, '0')}`;
      out.push({
        ok: false,
        error: new PiskvorkError('piskvork-bad-byte', number, excerptOf(buf), `${what} ${hex} at column ${bad.column}`),
      });
      return;
    }
    if (buf.length === 0) return;
    out.push({ ok: true, text: String.fromCharCode(...buf), lineNumber: number });
  }
}

/** Bytes of an ASCII string, for writing formatted lines to a Transport. Throws RangeError on non-ASCII. */
export function encodeAscii(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 0x7f) throw new RangeError(`non-ASCII character U+${c.toString(16).padStart(4, '0')} at ${i} in ${JSON.stringify(text)}`);
    bytes[i] = c;
  }
  return bytes;
}

/** ASCII bytes to a string (each byte one character): core/bytes.ts's helper. */
import { bytesToLatin1 as decodeAscii } from '../../bytes.ts';
export { decodeAscii };
