/**
 * The 4-byte Blokus Duo move code `X Y P R` (shared/DESIGN.md §4): column and row `1`–`9`,`a`–`e`,
 * piece `a`–`u`, orientation `0`–`7`; `0000` is a pass. Lowercase only.
 *
 * This is the wire/notation move. It says nothing about legality; only the board does that.
 */
import { ArenaError, describeByte } from '../errors.ts';
import { bytesToLatin1 } from '../bytes.ts';

export type MoveCode =
  | { readonly kind: 'pass' }
  | {
      readonly kind: 'place';
      /** Column 1..14 (left → right). */
      readonly x: number;
      /** Row 1..14 (top → bottom). */
      readonly y: number;
      /** Piece 0..20 (`a`..`u`). */
      readonly piece: number;
      /** Orientation 0..7. */
      readonly orientation: number;
    };

export const PASS: MoveCode = Object.freeze({ kind: 'pass' });
export const PASS_CODE = '0000';

const COORD = '123456789abcde';
const PIECES = 'abcdefghijklmnopqrstu';
const ORIENT = '01234567';
const FIELDS = ['column', 'row', 'piece', 'orientation'] as const;

export type MoveCodeField = (typeof FIELDS)[number] | 'length';

/** A malformed move code. `index` is the offending byte's position (0..3), or −1 for a bad length. */
export class MoveCodeError extends ArenaError {
  constructor(
    readonly text: string,
    readonly index: number,
    readonly field: MoveCodeField,
    /** What is wrong, without the code itself (the message adds it). */
    readonly reason: string,
  ) {
    super('malformed-move-code', `malformed move code ${quote(text)}: ${reason}`, { text, index, field });
    this.name = 'MoveCodeError';
  }
}

export type DecodeResult = { ok: true; move: MoveCode } | { ok: false; error: MoveCodeError };

/** Encode 1..14 as `1`–`9`,`a`–`e`. */
export function coordChar(v: number): string {
  const c = COORD[v - 1];
  if (c === undefined || !Number.isInteger(v)) throw new RangeError(`coordinate ${v} is outside 1..14`);
  return c;
}

function quote(text: string): string {
  return JSON.stringify(text);
}

/** Decode without throwing. Accepts exactly 4 characters. */
export function tryDecodeMoveCode(text: string): DecodeResult {
  const fail = (index: number, field: MoveCodeField, why: string): DecodeResult => ({
    ok: false,
    error: new MoveCodeError(text, index, field, why),
  });
  if (text.length !== 4) return fail(-1, 'length', `expected 4 bytes, got ${text.length}`);
  if (text === PASS_CODE) return { ok: true, move: PASS };
  const tables = [COORD, COORD, PIECES, ORIENT];
  const expect = ['1-9 or a-e', '1-9 or a-e', 'a-u', '0-7'];
  const values: number[] = [];
  for (let i = 0; i < 4; i++) {
    const ch = text[i] as string;
    const v = tables[i]!.indexOf(ch);
    if (v < 0) {
      return fail(i, FIELDS[i]!, `byte ${i + 1} (${FIELDS[i]}) is ${describeByte(ch.charCodeAt(0))}, expected ${expect[i]}`);
    }
    values.push(v);
  }
  const [x, y, piece, orientation] = values as [number, number, number, number];
  return { ok: true, move: { kind: 'place', x: x + 1, y: y + 1, piece, orientation } };
}

/** Decode or throw a {@link MoveCodeError}. */
export function decodeMoveCode(text: string): MoveCode {
  const r = tryDecodeMoveCode(text);
  if (!r.ok) throw r.error;
  return r.move;
}

/** Decode 4 bytes (as received from a board). */
export function decodeMoveBytes(bytes: ArrayLike<number>): DecodeResult {
  return tryDecodeMoveCode(bytesToLatin1(bytes));
}

export function encodeMoveCode(move: MoveCode): string {
  if (move.kind === 'pass') return PASS_CODE;
  const { x, y, piece, orientation } = move;
  if (!Number.isInteger(piece) || piece < 0 || piece > 20) throw new RangeError(`piece ${piece} is outside 0..20`);
  if (!Number.isInteger(orientation) || orientation < 0 || orientation > 7) {
    throw new RangeError(`orientation ${orientation} is outside 0..7`);
  }
  return coordChar(x) + coordChar(y) + PIECES[piece] + String(orientation);
}
