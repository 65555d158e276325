/**
 * The manager → brain commands of the subset we speak (PROTOCOL.md), and their formatting.
 * Every line the manager writes ends with CR LF.
 */
import type { Point } from '../../gomoku/position.ts';
import { formatPoint } from './coords.ts';

export const CRLF = '\r\n';

/** In a `BOARD` block: 1 = the brain's own stone, 2 = the opponent's. */
export type BoardField = 1 | 2;

export interface BoardStone {
  readonly x: number;
  readonly y: number;
  readonly field: BoardField;
}

export type PiskvorkCommand =
  | { readonly kind: 'start'; readonly size: number }
  | { readonly kind: 'begin' }
  | { readonly kind: 'turn'; readonly move: Point }
  /** Stones in the order they were played; the brain moves next. */
  | { readonly kind: 'board'; readonly stones: readonly BoardStone[] }
  | { readonly kind: 'info'; readonly key: string; readonly value: string }
  | { readonly kind: 'end' }
  | { readonly kind: 'about' }
  | { readonly kind: 'restart' };

const INFO_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;
const INFO_VALUE = /^[\x20-\x7e]*$/;

/**
 * The exact text to write for a command, CR LF after every line (a BOARD block is several lines).
 * Throws RangeError for arguments the protocol cannot carry (a programming error, not wire input).
 */
export function formatCommand(cmd: PiskvorkCommand): string {
  switch (cmd.kind) {
    case 'start':
      if (!Number.isInteger(cmd.size) || cmd.size < 1) throw new RangeError(`START size must be a positive integer, got ${String(cmd.size)}`);
      return `START ${cmd.size}${CRLF}`;
    case 'turn':
      return `TURN ${formatPoint(cmd.move)}${CRLF}`;
    case 'board':
      return formatBoard(cmd.stones);
    case 'info':
      return formatInfo(cmd.key, cmd.value);
    default:
      return `${cmd.kind.toUpperCase()}${CRLF}`; // BEGIN, END, ABOUT, RESTART: a bare word
  }
}

function formatBoard(stones: readonly BoardStone[]): string {
  let text = `BOARD${CRLF}`;
  for (const s of stones) {
    if (s.field !== 1 && s.field !== 2) throw new RangeError(`BOARD field must be 1 or 2, got ${String(s.field)}`);
    text += `${formatPoint(s)},${s.field}${CRLF}`;
  }
  return `${text}DONE${CRLF}`;
}

function formatInfo(key: string, value: string): string {
  if (!INFO_KEY.test(key)) throw new RangeError(`INFO key ${JSON.stringify(key)} must be a word of letters, digits and _`);
  if (!INFO_VALUE.test(value) || value.trim() !== value) {
    throw new RangeError(`INFO value ${JSON.stringify(value)} must be printable ASCII without surrounding spaces`);
  }
  return value === '' ? `INFO ${key}${CRLF}` : `INFO ${key} ${value}${CRLF}`;
}

/** The stones of a game as a BOARD block sees them from the side about to move (1 = own). */
export function boardStonesFor(moves: readonly Point[]): BoardStone[] {
  const n = moves.length;
  // The brain moves next, so the last stone (index n−1) is the opponent's: parity decides.
  return moves.map((p, i) => ({ x: p.x, y: p.y, field: (n - i) % 2 === 0 ? 1 : 2 }));
}
