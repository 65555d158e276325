/**
 * A connected TCP socket as a Transport. Used by the TCP client, the TCP listener, and servers
 * that accept many connections (`arena serve --tcp`) and wrap each accepted socket.
 *
 * A reset or broken connection closes with `link-lost`; an orderly shutdown by the peer with `eof`.
 * write() resolves once the bytes are handed to the kernel.
 */
import { performance } from 'node:perf_hooks';
import type { Socket } from 'node:net';
import type { CloseCause, Disposable, Transport } from './transport.ts';
import { TransportEvents } from './events.ts';
import { TransportError, closedError } from './errors.ts';

/** Wraps one socket; the session ends when the socket closes. */
export class SocketSession {
  private finished = false;
  private cause: CloseCause | null = null;
  private readonly pending = new Set<(e: Error) => void>();
  readonly done: Promise<CloseCause>;
  private resolveDone!: (c: CloseCause) => void;

  constructor(
    readonly socket: Socket,
    private readonly description: string,
    private readonly events: TransportEvents,
    private readonly onFinish: () => void,
  ) {
    this.done = new Promise((r) => (this.resolveDone = r));
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      const timeMs = performance.now();
      if (!this.finished) events.emitData(chunk, timeMs);
    });
    socket.on('end', () => {
      this.cause ??= { kind: 'eof', detail: `${description}: peer closed the connection` };
      socket.end();
    });
    socket.on('error', (e: NodeJS.ErrnoException) => {
      this.cause ??= { kind: 'link-lost', detail: `${description}: ${e.code ?? e.message}` };
    });
    socket.on('close', () => this.finish(this.cause ?? { kind: 'link-lost', detail: `${description}: connection closed` }));
  }

  get isOpen(): boolean {
    return !this.finished && this.cause === null;
  }

  write(bytes: Uint8Array): Promise<void> {
    if (!this.isOpen) return Promise.reject(closedError(this.description));
    return new Promise((resolve, reject) => {
      this.pending.add(reject);
      this.socket.write(Buffer.from(bytes), (e) => {
        if (!this.pending.delete(reject)) return;
        if (e) reject(new TransportError('transport-closed', `${this.description}: write failed (${e.message})`, { transport: this.description }));
        else resolve();
      });
    });
  }

  async close(): Promise<void> {
    if (this.finished) return;
    this.cause ??= { kind: 'requested' };
    // end() lets queued bytes go out; destroy soon after in case the peer never closes its side.
    this.socket.end();
    const timer = setTimeout(() => this.socket.destroy(), 1000);
    await this.done;
    clearTimeout(timer);
  }

  private finish(cause: CloseCause): void {
    if (this.finished) return;
    this.finished = true;
    for (const reject of this.pending) reject(new TransportError('transport-closed', `${this.description} closed before a write completed`, { transport: this.description, cause }));
    this.pending.clear();
    this.onFinish();
    this.resolveDone(cause);
    this.events.emitClose(cause);
  }
}

/** A Transport over one already-connected socket (e.g. one accepted by a server). */
export class SocketTransport implements Transport {
  readonly baudRate = null;
  private readonly events = new TransportEvents();
  private session: SocketSession | null;

  constructor(socket: Socket, readonly description = `tcp:${socket.remoteAddress}:${socket.remotePort}`) {
    this.session = new SocketSession(socket, description, this.events, () => {});
  }

  get isOpen(): boolean {
    return this.session?.isOpen ?? false;
  }

  /** The socket is connected on construction; open() only checks it still is. */
  async open(): Promise<void> {
    if (!this.isOpen) throw new TransportError('transport-open-failed', `${this.description}: an accepted connection cannot be reopened`, { transport: this.description });
  }

  write(bytes: Uint8Array): Promise<void> {
    return this.session ? this.session.write(bytes) : Promise.reject(closedError(this.description));
  }

  async close(): Promise<void> {
    await this.session?.close();
  }

  onData(listener: (bytes: Uint8Array, timeMs: number) => void): Disposable {
    return this.events.onData(listener);
  }
  onClose(listener: (cause: CloseCause) => void): Disposable {
    return this.events.onClose(listener);
  }
  onError(listener: (error: Error) => void): Disposable {
    return this.events.onError(listener);
  }
}
