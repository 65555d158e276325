/**
 * Transport specs as users type them (CLI flags, settings, match files):
 *
 *   /dev/ttyUSB0  COM3  serial:/dev/ttyUSB0  serial:/dev/ttyUSB0@57600
 *   tcp:10000  tcp:host:10000          a TCP client
 *   listen:10000  listen:0.0.0.0:10000  wait for one peer to connect
 *   exec:"engine --depth 3"            a child process's stdio (split without a shell)
 */
import type { Transport } from './transport.ts';
import { TransportError } from './errors.ts';
import { SerialTransport } from './serial.ts';
import { TcpClientTransport } from './tcp-client.ts';
import { TcpListenerTransport } from './tcp-listener.ts';
import { ExecTransport } from './exec.ts';
import { splitCommandLine } from './command-line.ts';

export type TransportSpec =
  | { kind: 'serial'; path: string; baudRate: number }
  | { kind: 'tcp'; host: string; port: number }
  | { kind: 'listen'; host: string; port: number }
  | { kind: 'exec'; argv: string[] };

function bad(spec: string, why: string): TransportError {
  return new TransportError('bad-transport-spec', `bad transport '${spec}': ${why} (expected /dev/…, serial:PATH[@BAUD], tcp:[HOST:]PORT, listen:[HOST:]PORT or exec:COMMAND)`, { spec });
}

function port(spec: string, text: string): number {
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(n >= 0 && n <= 65535)) throw bad(spec, `'${text}' is not a port number 0..65535`);
  return n;
}

function hostPort(spec: string, rest: string): { host: string; port: number } {
  const i = rest.lastIndexOf(':');
  if (i < 0) return { host: '127.0.0.1', port: port(spec, rest) };
  const host = rest.slice(0, i).replace(/^\[(.*)\]$/, '$1');
  if (host === '') throw bad(spec, 'empty host name');
  return { host, port: port(spec, rest.slice(i + 1)) };
}

export function parseTransportSpec(spec: string, defaultBaud = 115200): TransportSpec {
  const s = spec.trim();
  if (s.startsWith('tcp:')) return { kind: 'tcp', ...hostPort(spec, s.slice(4)) };
  if (s.startsWith('listen:')) return { kind: 'listen', ...hostPort(spec, s.slice(7)) };
  if (s.startsWith('exec:')) return { kind: 'exec', argv: splitCommandLine(s.slice(5)) };
  const body = s.startsWith('serial:') ? s.slice(7) : s;
  if (!s.startsWith('serial:') && !/^(\/dev\/|COM\d+$|\\\\\.\\)/i.test(body)) throw bad(spec, 'unknown kind');
  const m = /^(.*?)(?:@(\d+))?$/.exec(body)!;
  const path = m[1]!;
  if (path === '') throw bad(spec, 'empty serial port path');
  const baudRate = m[2] === undefined ? defaultBaud : Number(m[2]);
  if (!(baudRate > 0)) throw bad(spec, `'${m[2]}' is not a baud rate`);
  return { kind: 'serial', path, baudRate };
}

/** A closed Transport for a spec; call open() on it. */
export function createTransport(spec: string | TransportSpec): Transport {
  const t = typeof spec === 'string' ? parseTransportSpec(spec) : spec;
  switch (t.kind) {
    case 'serial':
      return new SerialTransport({ path: t.path, baudRate: t.baudRate });
    case 'tcp':
      return new TcpClientTransport({ host: t.host, port: t.port });
    case 'listen':
      return new TcpListenerTransport({ host: t.host, port: t.port });
    case 'exec':
      return new ExecTransport({ command: t.argv });
  }
}
