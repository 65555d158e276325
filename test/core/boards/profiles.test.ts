import { describe, it, expect } from 'vitest';
import { BOARD_PROFILES, getBoardProfile, parseBoardProfile, profilesForUsbId, BoardProfileError } from '../../../core/boards/profiles.ts';

describe('board profiles', () => {
  it('has the two boards with their link settings and handshakes', () => {
    const blokus = getBoardProfile('de2-115-blokus');
    expect(blokus.serial).toMatchObject({ baudRate: 115200, dataBits: 8, parity: 'none', stopBits: 1, flowControl: 'none' });
    expect(blokus.protocol).toEqual({ name: 'icfpt', dialect: 'heart-2014' });
    expect(blokus.handshake.send).toBe('0');
    expect(new RegExp(blokus.handshake.expect).exec('1AB')?.[1]).toBe('AB');
    const gomoku = getBoardProfile('wujian100-gomoku');
    expect(gomoku.serial.baudRate).toBe(115200);
    // The board's real rate is 20 MHz / 176: −1.4%.
    expect((gomoku.serial.actualBaudRate! - 115200) / 115200).toBeCloseTo(-0.0136, 3);
    expect(new RegExp(gomoku.handshake.expect).test('name="fpga-arena-emulator", version="0.1.0"')).toBe(true);
    expect(BOARD_PROFILES.map((p) => p.emulator)).toEqual(['blokus', 'gomoku']);
  });

  it('refuses a profile with a typed error listing every bad field', () => {
    const bad = { ...getBoardProfile('wujian100-gomoku'), serial: { ...getBoardProfile('wujian100-gomoku').serial, actualBaudRate: 100000, parity: 'even' } };
    let caught: unknown;
    try {
      parseBoardProfile({ ...bad, id: 'Bad Id', handshake: { ...bad.handshake, expect: '(' } }, 'settings.json');
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(BoardProfileError);
    const msg = (caught as Error).message;
    expect(msg).toContain('settings.json is invalid');
    expect(msg).toContain('id:');
    expect(msg).toContain('serial.parity');
    expect(msg).toContain('handshake.expect');
  });

  it('refuses an unknown profile id by name', () => {
    expect(() => getBoardProfile('nexys')).toThrow(/unknown board profile 'nexys'/);
  });

  it('matches USB ids case-insensitively to hints', () => {
    expect(profilesForUsbId('0403', '6010').map((m) => m.profile.id)).toEqual(['wujian100-gomoku']);
    expect(profilesForUsbId('1A86', '7523').map((m) => m.profile.id)).toEqual(['de2-115-blokus', 'wujian100-gomoku']);
    expect(profilesForUsbId(null, null)).toEqual([]);
  });
});
