/**
 * One HTP command line, as GTP 2 §2.2–2.3 frames it: control characters other than HT and LF are
 * dropped, HT becomes a space, `#` starts a comment, and an optional decimal id precedes the name.
 */
import { BLUE, RED } from '../../hex/index.ts';
import type { HexColor } from '../../hex/index.ts';

export interface HtpCommand {
  readonly id: number | null;
  /** Lower-cased: GTP command names are lower case, but some hosts send `Genmove`. */
  readonly name: string;
  readonly args: readonly string[];
}

/** Null for a line with nothing but spaces or a comment (GTP ignores it, without a response). */
export function parseHtpCommand(line: string): HtpCommand | null {
  // eslint-disable-next-line no-control-regex
  const clean = line.replace(/[\x00-\x08\x0a-\x1f\x7f]/g, '').replace(/\t/g, ' ');
  const hash = clean.indexOf('#');
  const words = (hash < 0 ? clean : clean.slice(0, hash)).trim().split(/ +/).filter((w) => w !== '');
  if (words.length === 0) return null;
  const id = /^\d+$/.test(words[0]!) ? Number(words[0]) : null;
  const rest = id === null ? words : words.slice(1);
  if (rest.length === 0) return { id, name: '', args: [] };
  return { id, name: rest[0]!.toLowerCase(), args: rest.slice(1) };
}

/**
 * A GTP response: `=id text` or `?id text`, then an empty line. Multi-line text is kept as is; text
 * that starts with a line break (a picture) starts on the line after the status.
 */
export function formatHtpResponse(ok: boolean, id: number | null, text: string): string {
  const body = text === '' || text.startsWith('\n') ? text : ` ${text}`;
  return `${ok ? '=' : '?'}${id === null ? '' : String(id)}${body}\n\n`;
}

/** HTP colours: `black`/`b` is red (moves first, top↔bottom), `white`/`w` is blue. Case-insensitive. */
export function parseHtpColor(text: string): HexColor | null {
  const t = text.toLowerCase();
  if (t === 'b' || t === 'black') return RED;
  if (t === 'w' || t === 'white') return BLUE;
  return null;
}

export function htpColorName(c: HexColor): 'black' | 'white' {
  return c === RED ? 'black' : 'white';
}
