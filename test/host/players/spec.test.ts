import { describe, it, expect } from 'vitest';
import { commandArgv, intOption, parsePlayerSpec, PlayerSpecError } from '../../../host/players/spec.ts';

describe('parsePlayerSpec', () => {
  it('reads emulator options', () => {
    expect(parsePlayerSpec('emu')).toEqual({ kind: 'emu', options: {} });
    expect(parsePlayerSpec('emu:depth=3,units=3')).toEqual({ kind: 'emu', options: { depth: '3', units: '3' } });
    expect(() => parsePlayerSpec('emu:depth')).toThrow(/emulator option 'depth' is not key=value/);
  });
  it('reads transports, with the serial default of 115200', () => {
    expect(parsePlayerSpec('serial:/dev/ttyUSB0')).toEqual({ kind: 'transport', transport: { kind: 'serial', path: '/dev/ttyUSB0', baudRate: 115200 } });
    expect(parsePlayerSpec('tcp:localhost:10000')).toEqual({ kind: 'transport', transport: { kind: 'tcp', host: 'localhost', port: 10000 } });
    expect(parsePlayerSpec('listen:10001')).toMatchObject({ transport: { kind: 'listen', port: 10001 } });
    expect(() => parsePlayerSpec('tcp:host:99999')).toThrow(PlayerSpecError);
    expect(() => parsePlayerSpec('carrier-pigeon')).toThrow(/bad player 'carrier-pigeon'/);
  });
  it('splits engine command lines without a shell, with or without surrounding quotes', () => {
    expect(parsePlayerSpec('gtp:pentobi-gtp --game duo')).toEqual({ kind: 'engine', protocol: 'gtp', argv: ['pentobi-gtp', '--game', 'duo'] });
    expect(parsePlayerSpec('piskvork:"pbrain-x --fast"')).toEqual({ kind: 'engine', protocol: 'piskvork', argv: ['pbrain-x', '--fast'] });
    expect(parsePlayerSpec(`exec:"my engine" --depth 3`)).toEqual({ kind: 'transport', transport: { kind: 'exec', argv: ['my engine', '--depth', '3'] } });
    expect(commandArgv(`'a b'`)).toEqual(['a', 'b']);
    expect(() => parsePlayerSpec('gtp:"unclosed')).toThrow(/unclosed double quote/);
  });
  it('checks integer options', () => {
    expect(intOption('emu', { depth: '2' }, 'depth', 1, 4, 3)).toBe(2);
    expect(intOption('emu', {}, 'depth', 1, 4, 3)).toBe(3);
    expect(() => intOption('emu:depth=9', { depth: '9' }, 'depth', 1, 4, 3)).toThrow(/depth=9 is not an integer in 1..4/);
  });
});
