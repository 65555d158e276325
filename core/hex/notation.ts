/**
 * Cell names as HTP (the GTP dialect of MoHex, Benzene and HexGui) writes them: the column as a
 * letter from `a`, the row as a number from 1, so `a1` is the top-left (acute) corner and `k11` the
 * bottom-right one on 11×11. Letters are case-insensitive on input and lowercase on output; `i` is
 * not skipped (unlike Go's GTP). The pie rule's move is `swap-pieces`.
 */
import { ArenaError } from '../errors.ts';
import type { HexMove } from './position.ts';
import { MAX_SIZE } from './stone.ts';

export const SWAP_TEXT = 'swap-pieces';
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Text that is not a Hex move, or names a cell outside the board. */
export class HexNotationError extends ArenaError {
  constructor(
    readonly text: string,
    message: string,
  ) {
    super('hex-bad-notation', message, { text });
    this.name = 'HexNotationError';
  }
}

export function cellName(x: number, y: number): string {
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= MAX_SIZE || y >= MAX_SIZE) {
    throw new RangeError(`cell (${String(x)},${String(y)}) has no name: columns and rows are 0..${MAX_SIZE - 1}`);
  }
  return `${LETTERS[x]!}${y + 1}`;
}

export function formatHexMove(move: HexMove): string {
  return move.kind === 'swap' ? SWAP_TEXT : cellName(move.x, move.y);
}

export type HexParseResult = { readonly ok: true; readonly move: HexMove } | { readonly ok: false; readonly error: HexNotationError };

/** Parse `c3`, `K11` or `swap-pieces` for a board of `size`; never throws. */
export function tryParseHexMove(text: string, size: number): HexParseResult {
  const t = text.trim().toLowerCase();
  if (t === SWAP_TEXT) return { ok: true, move: { kind: 'swap' } };
  const m = /^([a-z])([1-9][0-9]?)$/.exec(t);
  const fail = (why: string): HexParseResult => ({ ok: false, error: new HexNotationError(text, `${JSON.stringify(text)}: ${why}`) });
  if (!m) return fail(`not a Hex move (a column letter and a row number like "c3", or "${SWAP_TEXT}")`);
  const x = LETTERS.indexOf(m[1]!);
  const y = Number(m[2]) - 1;
  if (x >= size || y >= size) return fail(`outside the ${size}×${size} board (columns a..${LETTERS[size - 1]!}, rows 1..${size})`);
  return { ok: true, move: { kind: 'cell', x, y } };
}

/** Parse or throw {@link HexNotationError}. */
export function parseHexMove(text: string, size: number): HexMove {
  const r = tryParseHexMove(text, size);
  if (!r.ok) throw r.error;
  return r.move;
}
