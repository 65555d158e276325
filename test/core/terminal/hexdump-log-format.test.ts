import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexRows, offsetText, HEX_ROW_BYTES } from '../../../core/terminal/hexdump.ts';
import { CSV_HEADER, csvField, formatLog } from '../../../core/terminal/log-format.ts';
import { groupExchanges } from '../../../core/terminal/exchanges.ts';

const bytes = fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 100 }).map((a) => String.fromCharCode(...a));

/** RFC 4180 back to rows: the reader a spreadsheet would be. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted) field += c;
    else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

describe('hexRows', () => {
  it('prints offset, hex and ASCII columns', () => {
    const rows = hexRows('1PT\r\n0123456789abcdefXYZ\x00', 32);
    expect(rows.map((r) => [offsetText(r.offset), r.hex, r.ascii])).toEqual([
      ['00000020', '31 50 54 0d 0a 30 31 32 33 34 35 36 37 38 39 61', '1PT..0123456789a'],
      ['00000030', '62 63 64 65 66 58 59 5a 00', 'bcdefXYZ.'],
    ]);
  });

  it('dumps every byte once, in order, 16 to a row', () => {
    fc.assert(
      fc.property(bytes, fc.nat(1000), (b, base) => {
        const rows = hexRows(b, base);
        const back = rows.flatMap((r) => (r.hex ? r.hex.split(' ').map((h) => String.fromCharCode(parseInt(h, 16))) : [])).join('');
        expect(back).toBe(b);
        rows.forEach((r, i) => {
          expect(r.offset).toBe(base + i * HEX_ROW_BYTES);
          expect(r.ascii.length).toBe(r.hex.split(' ').length);
          expect(r.ascii).toMatch(/^[\x20-\x7e]*$/);
        });
      }),
    );
  });
});

describe('formatLog', () => {
  const lines = groupExchanges(
    [
      { direction: 'tx', bytes: '0', timeMs: 100 },
      { direction: 'rx', bytes: '1,"\r\n', timeMs: 104.25 },
    ],
    'bytes',
  );

  it('writes text with times from the first byte and the reply time', () => {
    expect(formatLog(lines, 'text')).toBe(`       0.0 ms  TX  0\n       4.3 ms  RX  1,"\\r\\n  (+4.3 ms)\n`);
  });

  it('writes CSV that a reader gets back field for field', () => {
    const rows = parseCsv(formatLog(lines, 'csv'));
    expect(rows).toEqual([[...CSV_HEADER], ['0.0', 'TX', '', '0', '30'], ['4.3', 'RX', '4.3', '1,"\\r\\n', '31 2c 22 0d 0a']]);
  });

  it('quotes any field so that it reads back unchanged', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(parseCsv(`${csvField(s)},x\r\n`)).toEqual([[s, 'x']]);
      }),
    );
  });
});
