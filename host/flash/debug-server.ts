/**
 * Is T-Head's DebugServer listening? The wujian100's firmware is loaded by GDB through it
 * (default localhost:1025, shared/DESIGN.md §6); a TCP connect with a time limit says so before a
 * flash job would fail halfway.
 */
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { ArenaError } from '../../core/errors.ts';
import { DEBUG_SERVER_HINT } from './gdb-load.ts';

export interface Reachability {
  readonly address: string;
  readonly reachable: boolean;
  /** Time to connect, or to give up. */
  readonly ms: number;
  readonly message: string;
}

export const DEBUG_SERVER_TIMEOUT_MS = 2000;

/** `host:port` (IPv6 in brackets) → its parts; a typed error names a malformed address. */
export function parseAddress(address: string): { host: string; port: number } {
  const m = /^(?:\[([^\]]+)\]|([^:\s]+)):(\d{1,5})$/.exec(address.trim());
  const port = m ? Number(m[3]) : NaN;
  if (!m || port < 1 || port > 65535) throw new ArenaError('bad-address', `'${address}' is not a host:port address (e.g. localhost:1025)`, { address });
  return { host: (m[1] ?? m[2])!, port };
}

export function checkDebugServer(address: string, timeoutMs = DEBUG_SERVER_TIMEOUT_MS): Promise<Reachability> {
  const { host, port } = parseAddress(address);
  const t0 = performance.now();
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (reachable: boolean, why: string) => {
      socket.destroy();
      clearTimeout(timer);
      const ms = performance.now() - t0;
      resolve({ address, reachable, ms, message: reachable ? `DebugServer answers at ${address}` : `nothing listens at ${address} (${why}): ${DEBUG_SERVER_HINT}` });
    };
    const timer = setTimeout(() => done(false, `no answer in ${timeoutMs} ms`), timeoutMs);
    socket.once('connect', () => done(true, 'connected'));
    socket.once('error', (e: NodeJS.ErrnoException) => done(false, e.code ?? e.message));
  });
}
