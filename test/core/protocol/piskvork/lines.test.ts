import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LineSplitter, PiskvorkError, decodeAscii, encodeAscii } from '../../../../core/protocol/piskvork/index.ts';
import type { LineItem } from '../../../../core/protocol/piskvork/index.ts';
import { ascii, fragment, plain } from './arbitraries.ts';

function texts(items: LineItem[]): string[] {
  return items.map((i) => (i.ok ? i.text : `!${i.error.code}`));
}

function splitAll(chunks: readonly (Uint8Array | string)[]): LineItem[] {
  const s = new LineSplitter();
  return [...chunks.flatMap((c) => s.push(c)), ...s.end()];
}

describe('LineSplitter', () => {
  it('accepts CR LF, LF and CR line ends', () => {
    expect(texts(splitAll(['OK\r\n7,7\nMESSAGE hi\rDEBUG x\r\n']))).toEqual(['OK', '7,7', 'MESSAGE hi', 'DEBUG x']);
  });

  it('treats a CR at a chunk end and an LF starting the next chunk as one line end', () => {
    const s = new LineSplitter();
    expect(texts(s.push('OK\r'))).toEqual(['OK']);
    expect(texts(s.push('\n7,7\r'))).toEqual(['7,7']);
    expect(texts(s.push('\n'))).toEqual([]);
    expect(s.lineNumber).toBe(3);
  });

  it('skips empty lines but counts them', () => {
    const items = splitAll(['\r\n\n\rOK\n\r7,7\r\n']);
    // CR LF, LF, CR: three empty lines; "OK" LF; then CR ends an empty line 5; "7,7" is line 6.
    expect(items).toEqual([
      { ok: true, text: 'OK', lineNumber: 4 },
      { ok: true, text: '7,7', lineNumber: 6 },
    ]);
  });

  it('returns a final line without a line end only at end()', () => {
    const s = new LineSplitter();
    expect(s.push('7,7')).toEqual([]);
    expect(s.end()).toEqual([{ ok: true, text: '7,7', lineNumber: 1 }]);
    expect(s.end()).toEqual([]);
  });

  it('reports an overlong line at once, drops its rest, and carries on', () => {
    const s = new LineSplitter({ maxLineBytes: 10 });
    const first = s.push('MESSAGE 1234');
    expect(first).toHaveLength(1);
    const e = (first[0] as { ok: false; error: PiskvorkError }).error;
    expect(e).toBeInstanceOf(PiskvorkError);
    expect([e.code, e.lineNumber, e.excerpt]).toEqual(['piskvork-line-too-long', 1, 'MESSAGE 12']);
    expect(e.message).toMatch(/^line 1: line is longer than 10 bytes/);
    expect(s.push('56789 and more\r\nOK\r\n')).toEqual([{ ok: true, text: 'OK', lineNumber: 2 }]);
  });

  it('reports non-ASCII and control bytes with line number, column and an escaped excerpt', () => {
    const items = splitAll([ascii('OK\r\n'), Uint8Array.from([0x37, 0x2c, 0xc3, 0xa9, 0x0d, 0x0a]), ascii('A\x00B\n')]);
    expect(items[0]).toEqual({ ok: true, text: 'OK', lineNumber: 1 });
    const [e2, e3] = items.slice(1).map((i) => (i.ok ? null : i.error));
    expect(e2).toMatchObject({ code: 'piskvork-bad-byte', lineNumber: 2, excerpt: '7,\\xc3\\xa9' });
    expect(e2?.message).toContain('non-ASCII byte 0xc3 at column 3');
    expect(e3).toMatchObject({ code: 'piskvork-bad-byte', lineNumber: 3, excerpt: 'A\\x00B' });
    expect(e3?.message).toContain('control byte 0x00 at column 2');
  });

  it('keeps TAB inside a line', () => {
    expect(texts(splitAll(['MESSAGE a\tb\n']))).toEqual(['MESSAGE a\tb']);
  });

  it('gives identical items however the stream is fragmented', () => {
    const byteArb = fc.oneof(
      fc.constantFrom(0x0d, 0x0a, 0x0d, 0x0a, 0x09, 0x00, 0xff, 0x80),
      fc.integer({ min: 0x20, max: 0x7e }),
    );
    fc.assert(
      fc.property(fc.array(byteArb, { maxLength: 400 }), fc.array(fc.nat(), { maxLength: 20 }), fc.integer({ min: 1, max: 40 }), (list, cuts, max) => {
        const bytes = Uint8Array.from(list);
        const whole = new LineSplitter({ maxLineBytes: max });
        const expected = [...whole.push(bytes), ...whole.end()];
        const pieces = new LineSplitter({ maxLineBytes: max });
        const got = [...fragment(bytes, cuts).flatMap((c) => pieces.push(c)), ...pieces.end()];
        expect(plain(got)).toEqual(plain(expected));
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on random bytes; every error is a PiskvorkError', () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 200 }), { maxLength: 10 }), (chunks) => {
        const s = new LineSplitter({ maxLineBytes: 64 });
        for (const item of [...chunks.flatMap((c) => s.push(c)), ...s.end()]) {
          if (item.ok) expect(item.text).toMatch(/^[\t\x20-\x7e]+$/);
          else expect(item.error).toBeInstanceOf(PiskvorkError);
        }
      }),
    );
  });
});

describe('ASCII encoding', () => {
  it('round-trips ASCII and refuses anything else', () => {
    expect(decodeAscii(encodeAscii('START 15\r\n'))).toBe('START 15\r\n');
    expect(() => encodeAscii('é')).toThrow(RangeError);
  });
});
