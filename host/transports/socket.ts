/**
 * A connected TCP socket as a Transport. Used by the TCP client, the TCP listener, and servers
 * that accept many connections (`arena serve --tcp`) and wrap each accepted socket.
 *
 * A reset or broken connection closes with `link-lost`; an orderly shutdown by the peer with `eof`.
 * write() resolves once the bytes are handed to the kernel.
 */
import { performance } from 'node:perf_hooks';
import type { Socket } from 'node:net';
import type { CloseCause, Transport } from './transport.ts';
import { EventedTransport, type TransportEvents } from './events.ts';
import { TransportError, closedError } from './errors.ts';
import { PendingWrites } from './pending-writes.ts';

/** Wraps one socket; the session ends when the socket closes. */
export class SocketSession {
  private finished = false;
  private cause: CloseCause | null = null;
  private readonly pending = new PendingWrites();
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
    // Close details leave the transport's name out: whoever reports the cause names the link once.
    socket.on('end', () => {
      this.cause ??= { kind: 'eof', detail: 'peer closed the connection' };
      socket.end();
    });
    socket.on('error', (e: NodeJS.ErrnoException) => {
      this.cause ??= { kind: 'link-lost', detail: e.code ?? e.message };
    });
    socket.on('close', () => this.finish(this.cause ?? { kind: 'link-lost', detail: 'connection closed' }));
  }

  get isOpen(): boolean {
    return !this.finished && this.cause === null;
  }

  write(bytes: Uint8Array): Promise<void> {
    if (!this.isOpen) return Promise.reject(closedError(this.description));
    return this.pending.track(
      (done) => this.socket.write(Buffer.from(bytes), done),
      (e) => new TransportError('transport-closed', `${this.description}: write failed (${e.message})`, { transport: this.description }),
    );
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
    this.pending.rejectAll(new TransportError('transport-closed', `${this.description} closed before a write completed`, { transport: this.description, cause }));
    this.onFinish();
    this.resolveDone(cause);
    this.events.emitClose(cause);
  }
}

/**
 * What every socket-backed Transport shares: at most one session at a time, and isOpen, write
 * and close going to it. Subclasses decide how a session comes to be.
 */
export abstract class SessionTransport extends EventedTransport {
  readonly baudRate = null;
  protected session: SocketSession | null = null;

  constructor(readonly description: string) {
    super();
  }

  get isOpen(): boolean {
    return this.session?.isOpen ?? false;
  }

  write(bytes: Uint8Array): Promise<void> {
    return this.session ? this.session.write(bytes) : Promise.reject(closedError(this.description));
  }

  async close(): Promise<void> {
    await this.session?.close();
  }
}

/** A Transport over one already-connected socket (e.g. one accepted by a server). */
export class SocketTransport extends SessionTransport implements Transport {
  constructor(socket: Socket, description = `tcp:${socket.remoteAddress}:${socket.remotePort}`) {
    super(description);
    this.session = new SocketSession(socket, description, this.events, () => {});
  }

  /** The socket is connected on construction; open() only checks it still is. */
  async open(): Promise<void> {
    if (!this.isOpen) throw new TransportError('transport-open-failed', `${this.description}: an accepted connection cannot be reopened`, { transport: this.description });
  }
}
