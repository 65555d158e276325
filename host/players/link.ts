/**
 * What every transport-backed player shares: opening the transport, turning its close into a
 * fault (link lost, program exited), and a single pending reply slot that a close also settles.
 */
import { performance } from 'node:perf_hooks';
import type { PlayerFault } from '../../core/match/player.ts';
import type { CloseCause, Disposable, Transport } from '../transports/transport.ts';

export function faultOfClose(cause: CloseCause, description: string): PlayerFault {
  switch (cause.kind) {
    case 'exited': {
      const how = cause.signal ? `killed by ${cause.signal}` : `exit code ${cause.code}`;
      return { kind: 'program-exited', code: cause.code, signal: cause.signal, detail: `${description}: ${how}` };
    }
    case 'requested':
      return { kind: 'link-lost', detail: `${description} was closed` };
    default:
      return { kind: 'link-lost', detail: `${description}: ${cause.detail}` };
  }
}

/** One awaited reply at a time; settled by the reply, a fault, or cancel. */
export class ReplySlot<T> {
  private pending: ((value: T | PlayerFault) => void) | null = null;

  get waiting(): boolean {
    return this.pending !== null;
  }

  wait(): Promise<T | PlayerFault> {
    if (this.pending) throw new Error('a reply is already awaited');
    return new Promise((resolve) => (this.pending = resolve));
  }

  settle(value: T | PlayerFault): void {
    const p = this.pending;
    this.pending = null;
    p?.(value);
  }

  /** Drop the waiter without settling it (the caller has stopped listening). */
  drop(): void {
    this.pending = null;
  }
}

export function isFault(v: unknown): v is PlayerFault {
  return typeof v === 'object' && v !== null && 'kind' in v && ['malformed-code', 'protocol-error', 'link-lost', 'program-exited', 'resigned'].includes((v as { kind: string }).kind);
}

export class Link {
  private subscriptions: Disposable[] = [];
  /** Set once the transport closed without being asked to. */
  fault: PlayerFault | null = null;
  private readonly closeListeners: ((f: PlayerFault) => void)[] = [];

  constructor(readonly transport: Transport) {}

  async open(onData: (bytes: Uint8Array, timeMs: number) => void): Promise<void> {
    this.subscriptions.push(
      this.transport.onData(onData),
      this.transport.onClose((cause) => {
        if (cause.kind === 'requested') return;
        this.fault = faultOfClose(cause, this.transport.description);
        for (const l of this.closeListeners) l(this.fault);
      }),
      this.transport.onError(() => {}), // errors surface as close causes or rejected writes
    );
    if (!this.transport.isOpen) await this.transport.open();
  }

  onFault(listener: (f: PlayerFault) => void): void {
    this.closeListeners.push(listener);
  }

  /** Write and wait until drained; a failure is a fault, not an exception. Returns the drain time. */
  async write(bytes: Uint8Array): Promise<number | PlayerFault> {
    if (this.fault) return this.fault;
    try {
      await this.transport.write(bytes);
      return performance.now();
    } catch (e) {
      return this.fault ?? { kind: 'link-lost', detail: `${this.transport.description}: write failed: ${(e as Error).message}` };
    }
  }

  async close(): Promise<void> {
    for (const s of this.subscriptions) s.dispose();
    this.subscriptions = [];
    if (this.transport.isOpen) await this.transport.close();
  }
}

/** Bytes as a string, one character per byte (safe for chunks of any size). */
export function latin1(bytes: ArrayLike<number>): string {
  return Buffer.from(Uint8Array.from(bytes)).toString('latin1');
}
