/**
 * A borrowed view of a connected board's transport, for a match player. The board stays
 * connected after the match (so the terminal keeps it): close() here only drops this view's
 * listeners. Writes are reported to `onWrite` so the terminal shows the host's side too.
 */
import type { CloseCause, Disposable, Transport } from './transport.ts';

export class SharedTransport implements Transport {
  private readonly subscriptions = new Set<Disposable>();
  private detached = false;

  constructor(
    private readonly inner: Transport,
    private readonly onWrite: (bytes: Uint8Array) => void = () => {},
  ) {}

  get description(): string {
    return this.inner.description;
  }
  get baudRate(): number | null {
    return this.inner.baudRate;
  }
  get isOpen(): boolean {
    return !this.detached && this.inner.isOpen;
  }

  async open(): Promise<void> {
    this.detached = false;
    if (!this.inner.isOpen) await this.inner.open();
  }

  async write(bytes: Uint8Array): Promise<void> {
    this.onWrite(bytes);
    await this.inner.write(bytes);
  }

  async close(): Promise<void> {
    this.detached = true;
    for (const s of this.subscriptions) s.dispose();
    this.subscriptions.clear();
  }

  private track(d: Disposable): Disposable {
    this.subscriptions.add(d);
    return { dispose: () => (d.dispose(), void this.subscriptions.delete(d)) };
  }

  onData(listener: (bytes: Uint8Array, timeMs: number) => void): Disposable {
    return this.track(this.inner.onData(listener));
  }
  onClose(listener: (cause: CloseCause) => void): Disposable {
    return this.track(this.inner.onClose(listener));
  }
  onError(listener: (error: Error) => void): Disposable {
    return this.track(this.inner.onError(listener));
  }
}
