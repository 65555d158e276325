import { describe, it, expect } from 'vitest';
import { createTransport, parseTransportSpec } from '../../../host/transports/spec.ts';
import { TransportError } from '../../../host/transports/errors.ts';
import { SerialTransport } from '../../../host/transports/serial.ts';
import { ExecTransport } from '../../../host/transports/exec.ts';

describe('parseTransportSpec', () => {
  it.each([
    ['/dev/ttyUSB0', { kind: 'serial', path: '/dev/ttyUSB0', baudRate: 115200 }],
    ['serial:/dev/ttyS1@57600', { kind: 'serial', path: '/dev/ttyS1', baudRate: 57600 }],
    ['COM3', { kind: 'serial', path: 'COM3', baudRate: 115200 }],
    ['tcp:10000', { kind: 'tcp', host: '127.0.0.1', port: 10000 }],
    ['tcp:lab-pc:10001', { kind: 'tcp', host: 'lab-pc', port: 10001 }],
    ['tcp:[::1]:10001', { kind: 'tcp', host: '::1', port: 10001 }],
    ['listen:0.0.0.0:10000', { kind: 'listen', host: '0.0.0.0', port: 10000 }],
    ['exec:"pentobi gtp" --level 3', { kind: 'exec', argv: ['pentobi gtp', '--level', '3'] }],
  ])('%s', (spec, want) => {
    expect(parseTransportSpec(spec)).toEqual(want);
  });

  it.each(['ttyUSB0', 'tcp:', 'tcp:host:99999', 'tcp:host:port', 'listen::5', 'serial:', 'exec:', 'serial:/dev/x@0'])('rejects %j', (spec) => {
    expect(() => parseTransportSpec(spec)).toThrow(TransportError);
  });

  it('creates the matching closed transport', () => {
    const s = createTransport('/dev/ttyUSB3@9600');
    expect(s).toBeInstanceOf(SerialTransport);
    expect(s.description).toBe('serial:/dev/ttyUSB3 @9600');
    expect(s.isOpen).toBe(false);
    expect(createTransport('exec:engine -v')).toBeInstanceOf(ExecTransport);
  });
});
