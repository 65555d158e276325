// The 4-byte move code (DESIGN §4): exact alphabet, lowercase only, pass = 0000, and a typed error
// that names the offending byte and its position.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  decodeMoveCode,
  encodeMoveCode,
  tryDecodeMoveCode,
  decodeMoveBytes,
  MoveCodeError,
  PASS,
} from '../../../core/blokus/codec.ts';

const ALPHABETS = ['123456789abcde', '123456789abcde', 'abcdefghijklmnopqrstu', '01234567'];

describe('move codec', () => {
  it('decodes the documented examples', () => {
    expect(decodeMoveCode('55u0')).toEqual({ kind: 'place', x: 5, y: 5, piece: 20, orientation: 0 });
    expect(decodeMoveCode('aat2')).toEqual({ kind: 'place', x: 10, y: 10, piece: 19, orientation: 2 });
    expect(decodeMoveCode('1ea7')).toEqual({ kind: 'place', x: 1, y: 14, piece: 0, orientation: 7 });
    expect(decodeMoveCode('0000')).toEqual(PASS);
    expect(encodeMoveCode(PASS)).toBe('0000');
  });

  it('round-trips every well-formed code (all 14·14·21·8 of them)', () => {
    let n = 0;
    for (const x of ALPHABETS[0]!) for (const y of ALPHABETS[1]!) for (const p of ALPHABETS[2]!) for (const r of ALPHABETS[3]!) {
      const code = x + y + p + r;
      expect(encodeMoveCode(decodeMoveCode(code))).toBe(code);
      n++;
    }
    expect(n).toBe(32_928);
  });

  it('rejects uppercase, out-of-range and short codes, naming the byte', () => {
    const cases: [string, number, string][] = [
      ['A5u0', 0, 'column'],
      ['5Au0', 1, 'row'],
      ['f5u0', 0, 'column'],
      ['50u0', 1, 'row'],
      ['55v0', 2, 'piece'],
      ['55U0', 2, 'piece'],
      ['55u8', 3, 'orientation'],
      ['000a', 0, 'column'],
    ];
    for (const [code, index, field] of cases) {
      const r = tryDecodeMoveCode(code);
      expect(r.ok, code).toBe(false);
      if (r.ok) continue;
      expect(r.error).toBeInstanceOf(MoveCodeError);
      expect(r.error.index).toBe(index);
      expect(r.error.field).toBe(field);
      expect(r.error.message).toContain(`byte ${index + 1}`);
      expect(r.error.message).toContain(`'${code[index]}'`);
    }
    const short = tryDecodeMoveCode('55u');
    expect(short.ok).toBe(false);
    if (!short.ok) expect(short.error.field).toBe('length');
    expect(() => decodeMoveCode('55\r0')).toThrow(/0x0d/);
  });

  it('property: any 4 bytes either decode and re-encode to themselves, or fail at the first bad byte', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 4, maxLength: 4 }), (bytes) => {
        const text = String.fromCharCode(...bytes);
        const r = decodeMoveBytes(bytes);
        if (r.ok) {
          expect(encodeMoveCode(r.move)).toBe(text);
          return;
        }
        const firstBad = [...text].findIndex((ch, i) => !ALPHABETS[i]!.includes(ch));
        expect(r.error.index).toBe(firstBad);
      }),
      { numRuns: 5000 },
    );
  });
});
