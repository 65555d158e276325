// What the terminal page shows for a session: hex rows with per-direction offsets that cover every
// byte once, the search over text and hex, and how hex input is read.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { exchangeLines, hexLines, matchesLine, parseHex } from '../../renderer/views/terminal/session-view.ts';
import type { TerminalData } from '../../core/api/schemas.ts';

const chunk = (direction: 'rx' | 'tx', bytes: string, timeMs: number): TerminalData => ({ boardId: 'b', direction, bytes, timeMs });

describe('hex rows', () => {
  it('count each direction from 0 and carry every byte as hex and ASCII', () => {
    const lines = exchangeLines([chunk('tx', '0', 0), chunk('rx', '1EM\r\n', 2), chunk('tx', '25', 5), chunk('rx', '55t2', 9)], 'bytes');
    expect(hexLines(lines).map((r) => `${r.direction} ${r.offset} ${r.hex} |${r.ascii}|`)).toEqual(['tx 00000000 30 |0|', 'rx 00000000 31 45 4d 0d 0a |1EM..|', 'tx 00000001 32 35 |25|', 'rx 00000005 35 35 74 32 |55t2|']);
  });

  it('cover each direction exactly once, whatever the chunks', () => {
    const arb = fc.array(fc.record({ d: fc.constantFrom<'rx' | 'tx'>('rx', 'tx'), b: fc.uint8Array({ minLength: 1, maxLength: 40 }) }), { maxLength: 20 });
    fc.assert(
      fc.property(arb, fc.constantFrom<'bytes' | 'lines'>('bytes', 'lines'), (list, framing) => {
        const log = list.map((c, i) => chunk(c.d, String.fromCharCode(...c.b), i));
        const rows = hexLines(exchangeLines(log, framing));
        for (const dir of ['rx', 'tx'] as const) {
          const sent = log.filter((c) => c.direction === dir).map((c) => c.bytes).join('');
          const mine = rows.filter((r) => r.direction === dir);
          expect(mine.map((r) => r.hex).join(' ').split(' ').filter(Boolean).map((h) => String.fromCharCode(parseInt(h, 16))).join('')).toBe(sent);
          let next = 0;
          for (const r of mine) {
            expect(parseInt(r.offset, 16)).toBe(next);
            next += r.hex.split(' ').length;
          }
        }
      }),
    );
  });
});

describe('search', () => {
  const [line] = exchangeLines([chunk('rx', 'MESSAGE depth=4\r\n', 0)], 'lines');
  it('finds text case-insensitively, escaped line ends and hex pairs', () => {
    expect(matchesLine(line!, 'depth')).toBe(true);
    expect(matchesLine(line!, 'DEPTH=4')).toBe(true);
    expect(matchesLine(line!, '\\r\\n')).toBe(true);
    expect(matchesLine(line!, '3d 34')).toBe(true);
    expect(matchesLine(line!, 'nodes')).toBe(false);
    expect(matchesLine(line!, 'ff')).toBe(false);
    expect(matchesLine(line!, '  ')).toBe(true);
  });
});

describe('parseHex', () => {
  it('reads hex bytes in the usual spellings and refuses anything else', () => {
    expect(parseHex('30 0d 0a')).toBe('0\r\n');
    expect(parseHex('0x31,0x45')).toBe('1E');
    expect(parseHex('zz')).toBeNull();
    expect(parseHex('')).toBeNull();
    expect(parseHex('123')).toBeNull();
    fc.assert(fc.property(fc.uint8Array({ minLength: 1, maxLength: 32 }), (b) => parseHex([...b].map((x) => x.toString(16).padStart(2, '0')).join(' ')) === String.fromCharCode(...b)));
  });
});
