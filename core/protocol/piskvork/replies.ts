/**
 * Brain → manager reply lines: formatting (brain side) and parsing one line (manager side).
 * Which reply a line answers is the manager session's business (manager.ts).
 */
import type { Point } from '../../gomoku/position.ts';
import { formatPoint, parsePoint } from './coords.ts';
import { CRLF } from './commands.ts';

export type PiskvorkReply =
  | { readonly kind: 'ok' }
  | { readonly kind: 'move'; readonly move: Point }
  | { readonly kind: 'unknown'; readonly text: string }
  | { readonly kind: 'error'; readonly text: string }
  | { readonly kind: 'message'; readonly text: string }
  | { readonly kind: 'debug'; readonly text: string }
  /** Anything else: an ABOUT line when one is awaited, otherwise a malformed reply. */
  | { readonly kind: 'other'; readonly text: string };

const KEYWORD = /^\s*([A-Za-z]+)(?:[ \t]+(.*?))?\s*$/;

/** Classify one reply line (without its line end). Keywords are case-insensitive. */
export function parseReply(line: string): PiskvorkReply {
  const move = parsePoint(line);
  if (move) return { kind: 'move', move };
  const m = KEYWORD.exec(line);
  if (m) {
    const word = (m[1] as string).toUpperCase();
    const rest = m[2] ?? '';
    if (word === 'OK' && rest === '') return { kind: 'ok' };
    if (word === 'UNKNOWN') return { kind: 'unknown', text: rest };
    if (word === 'ERROR') return { kind: 'error', text: rest };
    if (word === 'MESSAGE') return { kind: 'message', text: rest };
    if (word === 'DEBUG') return { kind: 'debug', text: rest };
  }
  return { kind: 'other', text: line.trim() };
}

/** Free text made safe for one line: line ends and other controls become spaces, non-ASCII `?`. */
export function lineSafe(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out += c < 0x20 || c === 0x7f ? ' ' : c > 0x7f ? '?' : text[i];
  }
  return out;
}

function withText(word: string, text: string): string {
  const t = lineSafe(text).trim();
  return t === '' ? `${word}${CRLF}` : `${word} ${t}${CRLF}`;
}

/** Brain-side reply lines, each ending with CR LF. */
export const formatReply = {
  ok: (): string => `OK${CRLF}`,
  move: (p: Point): string => `${formatPoint(p)}${CRLF}`,
  unknown: (text: string): string => withText('UNKNOWN', text),
  error: (text: string): string => withText('ERROR', text),
  message: (text: string): string => withText('MESSAGE', text),
  debug: (text: string): string => withText('DEBUG', text),
  /** An ABOUT answer; build `text` with formatAbout. */
  about: (text: string): string => `${lineSafe(text).trim()}${CRLF}`,
} as const;
