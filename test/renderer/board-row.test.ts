// The Boards table's words for a board: its state (what holds it comes first), its link, and text
// from the board made readable (no literal escapes, no control bytes).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { BoardInfo } from '../../core/api/schemas.ts';
import { identityText, linkText, profileText, readable, stateOf } from '../../renderer/views/boards/board-row.ts';

const serial: BoardInfo = { id: 'serial:/dev/ttyUSB0', kind: 'serial', label: 'ttyUSB0', path: '/dev/ttyUSB0', baudRate: 115200, game: null, usb: '0403:6001 FTDI FT232R', status: 'connected', identity: null, detail: null, inUse: null, busy: null, line: { dataBits: 8, parity: 'none', stopBits: 1 } };

describe('board rows', () => {
  it('put what holds the board before its link state', () => {
    expect(stateOf({ ...serial, inUse: 'm1', busy: 'identifying' })).toEqual({ key: 'in-match', text: 'busy: in a match', tone: 'busy' });
    expect(stateOf({ ...serial, status: 'disconnected', busy: 'flash' })).toEqual({ key: 'flash', text: 'busy: closed for a flash', tone: 'busy' });
    expect(stateOf({ ...serial, busy: 'identifying' })).toEqual({ key: 'identifying', text: 'identifying…', tone: 'busy' });
    expect(stateOf(serial)).toEqual({ key: 'connected', text: 'connected', tone: 'ok' });
    expect(stateOf({ ...serial, status: 'error' }).tone).toBe('bad');
  });

  it('say the link and the profile', () => {
    expect(linkText(serial)).toBe('/dev/ttyUSB0 · 115200 8N1 · 0403:6001 FTDI FT232R');
    expect(linkText({ ...serial, line: { dataBits: 7, parity: 'even', stopBits: 2 }, usb: null })).toBe('/dev/ttyUSB0 · 115200 7E2');
    expect(linkText({ ...serial, kind: 'emulated' })).toBe('in-process emulator');
    expect(profileText(serial)).toBe('not identified yet');
    expect(profileText({ ...serial, game: 'blokus' })).toMatch(/DE2-115/);
    expect(profileText({ ...serial, kind: 'emulated', game: 'hex' })).toBe('emulated hex, no catalogue profile');
    // An emulated board's label names its profile already.
    expect(profileText({ ...serial, kind: 'emulated', game: 'blokus', label: 'Emulated Terasic DE2-115 — Blokus Duo core (ICFPT, HEART 2014) (depth 3)' })).toBeNull();
  });

  it('make board text readable: escapes and control bytes become single spaces', () => {
    expect(readable('\\r\\nABOUT\\r\\n')).toBe('ABOUT');
    expect(readable('name="x"\r\nversion="1"')).toBe('name="x" version="1"');
    fc.assert(
      fc.property(fc.string(), (s) => {
        const r = readable(s);
        // eslint-disable-next-line no-control-regex
        expect(r).not.toMatch(/[\u0000-\u001f\u007f]|\\r|\\n|^ | $| {2}/);
      }),
    );
  });

  it('read a Piskvork ABOUT reply as name, version and the other fields; a team code as it is', () => {
    expect(identityText('name="fpga-arena-emulator", version="0.1.0", author="FPGA Arena", country="emulated wujian100 Gomoku IP", depth="4"')).toBe('fpga-arena-emulator 0.1.0 · author FPGA Arena · country emulated wujian100 Gomoku IP · depth 4');
    expect(identityText('PT')).toBe('PT');
    expect(identityText('name="x"\r\n')).toBe('x');
  });
});
