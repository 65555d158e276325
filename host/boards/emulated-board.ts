/**
 * The plumbing shared by the emulated boards: a board in memory exposed as a Transport
 * (shared/DESIGN.md §3). The host writes to it as it would to a serial port; the board answers
 * through onData, asynchronously and in order, like bytes arriving on a wire.
 *
 * Incoming chunks are handled one at a time: a board that is "computing" (a realtime delay)
 * buffers what arrives meanwhile, as the FPGA's receive buffer does. close() cancels pending
 * replies and timers, so nothing fires after it.
 */
import { performance } from 'node:perf_hooks';
import type { Disposable, Transport } from '../transports/transport.ts';
import { asError } from '../transports/events.ts';
import { InProcessTransport } from '../transports/in-process.ts';

/** Thrown inside a board's handler when the board was closed while it waited: stop quietly. */
class Cancelled extends Error {}

export abstract class EmulatedBoard extends InProcessTransport implements Transport {
  /** Bumped at every open and close: work of an older session sees a different number and stops. */
  private session = 0;
  private queue: Promise<void> = Promise.resolve();
  private readonly timers = new Map<ReturnType<typeof setTimeout>, () => void>();
  private readonly diagnostics = new Set<(error: Error) => void>();

  async open(): Promise<void> {
    this.markOpen();
    this.session++;
    this.queue = Promise.resolve();
    this.reset();
  }

  /** Accepts the bytes at once; the board handles them after every earlier chunk. */
  async write(bytes: Uint8Array): Promise<void> {
    this.assertOpen();
    const copy = Uint8Array.from(bytes);
    const session = this.session;
    this.queue = this.queue.then(async () => {
      if (session !== this.session) return;
      try {
        await this.receive(copy);
      } catch (e) {
        if (!(e instanceof Cancelled) && session === this.session) this.events.emitError(asError(e));
      }
    });
  }

  /** Resolves once every chunk written so far has been handled and answered. */
  drained(): Promise<void> {
    return this.queue;
  }

  async close(): Promise<void> {
    if (!this.open_) return;
    this.open_ = false;
    this.session++;
    for (const [timer, cancel] of this.timers) {
      clearTimeout(timer);
      cancel();
    }
    this.timers.clear();
    this.events.emitClose({ kind: 'requested' });
  }

  /**
   * Problems the board noticed but a real board would only shrug at (bytes it could not parse, a
   * position its core refused): for logs. Not transport errors: the link itself is fine.
   */
  onDiagnostic(listener: (error: Error) => void): Disposable {
    this.diagnostics.add(listener);
    return { dispose: () => void this.diagnostics.delete(listener) };
  }

  protected diagnose(error: Error): void {
    for (const l of [...this.diagnostics]) l(error);
  }

  /** Forget any game in progress (called at every open). */
  protected abstract reset(): void;

  /** Handle bytes from the host; call `send` to answer. */
  protected abstract receive(bytes: Uint8Array): Promise<void> | void;

  /** Sends bytes to the host (next macrotask at the earliest, never inside write()). */
  protected async send(bytes: Uint8Array | string): Promise<void> {
    const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
    await this.sleep(0);
    this.events.emitData(data, performance.now());
  }

  /** Waits `ms` (the hardware's predicted thinking time); throws Cancelled if the board closes meanwhile. */
  protected sleep(ms: number): Promise<void> {
    const session = this.session;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        if (session === this.session) resolve();
        else reject(new Cancelled());
      }, Math.max(0, ms));
      this.timers.set(timer, () => reject(new Cancelled()));
    });
  }
}
