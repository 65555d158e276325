/**
 * Two transports joined back to back in memory, for tests and for wiring host code to an
 * in-process peer. Bytes written on one end arrive on the other asynchronously (next microtask),
 * as they would from a real link, never inside the write() call.
 *
 * Semantics, chosen to look like a socket pair:
 * - Each end opens and closes on its own; bytes written while the other end is closed are lost.
 * - Closing one end closes the other with cause `eof` ("peer closed").
 * - `sever()` cuts the link: both open ends close with cause `link-lost`.
 */
import { performance } from 'node:perf_hooks';
import type { CloseCause, Transport } from './transport.ts';
import { InProcessTransport } from './in-process.ts';

export class MemoryTransport extends InProcessTransport implements Transport {
  peer: MemoryTransport | null = null;

  async open(): Promise<void> {
    this.markOpen();
  }

  async write(bytes: Uint8Array): Promise<void> {
    this.assertOpen();
    const copy = Uint8Array.from(bytes);
    const peer = this.peer;
    queueMicrotask(() => {
      if (peer?.open_) peer.events.emitData(copy, performance.now());
    });
  }

  async close(): Promise<void> {
    if (!this.open_) return;
    this.shut({ kind: 'requested' });
    if (this.peer?.open_) this.peer.shut({ kind: 'eof', detail: `${this.description} closed` });
  }

  /** Cuts the link under both ends, as a pulled cable would. */
  sever(detail = 'link severed'): void {
    if (this.open_) this.shut({ kind: 'link-lost', detail });
    if (this.peer?.open_) this.peer.shut({ kind: 'link-lost', detail });
  }

  private shut(cause: CloseCause): void {
    this.open_ = false;
    this.events.emitClose(cause);
  }
}

/** A connected pair of in-memory transports, both closed until opened. */
export function createMemoryPair(names: [string, string] = ['memory:a', 'memory:b']): [MemoryTransport, MemoryTransport] {
  const a = new MemoryTransport(names[0]);
  const b = new MemoryTransport(names[1]);
  a.peer = b;
  b.peer = a;
  return [a, b];
}
