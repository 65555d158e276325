// What the terminal shows for a chunk (text or hex, sent bytes marked) and how hex input is read.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseHex, render } from '../../renderer/views/TerminalView.tsx';

describe('terminal formatting', () => {
  it('renders text with CR LF for xterm, sent bytes in colour, hex with direction', () => {
    expect(render({ boardId: 'b', direction: 'rx', bytes: 'OK\n', timeMs: 0 }, 'text')).toBe('OK\r\n');
    expect(render({ boardId: 'b', direction: 'tx', bytes: '0', timeMs: 0 }, 'text')).toBe('\x1b[33m0\x1b[0m');
    expect(render({ boardId: 'b', direction: 'rx', bytes: '1EM', timeMs: 0 }, 'hex')).toBe('\x1b[36mRX\x1b[0m 31 45 4d\r\n');
  });

  it('reads hex bytes in the usual spellings and refuses anything else', () => {
    expect(parseHex('30 0d 0a')).toBe('0\r\n');
    expect(parseHex('0x31,0x45')).toBe('1E');
    expect(parseHex('zz')).toBeNull();
    expect(parseHex('')).toBeNull();
    expect(parseHex('123')).toBeNull();
    fc.assert(fc.property(fc.uint8Array({ minLength: 1, maxLength: 32 }), (b) => parseHex([...b].map((x) => x.toString(16).padStart(2, '0')).join(' ')) === String.fromCharCode(...b)));
  });
});
