/**
 * A serial port as a Transport: 115200 8N1, no flow control by default (shared/DESIGN.md §1, §8).
 *
 * - A NEW SerialPortStream per open(): node-serialport objects keep queued writes and `once('open')`
 *   callbacks across a close, and replay them on the next open; a fresh object per connection
 *   means nothing from an old connection leaks into a new one.
 * - write() on a closed port is a typed error, never queued; it resolves after the OS has drained it.
 * - A vanished device (EIO/ENXIO/EBADF on read or write, USB adapter pulled) becomes a close with
 *   cause `link-lost`, never an exception.
 * - Data timestamps are taken first thing in the data event, on the performance.now() scale.
 *
 * The binding is injected (default: the OS binding of `serialport`), so tests can run the same
 * code over @serialport/binding-mock. Unix ports get hang-up detection (serial-hangup.ts).
 */
import { realpathSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { SerialPortStream } from '@serialport/stream';
import { SerialPort } from 'serialport';
import type { CloseCause, Transport } from './transport.ts';
import { EventedTransport, asError } from './events.ts';
import { PendingWrites } from './pending-writes.ts';
import { TransportError, closedError } from './errors.ts';
import { withHangupDetection } from './serial-hangup.ts';

/** node-serialport's binding interface (its package's type exports do not resolve under "Bundler"). */
export type SerialBinding = ConstructorParameters<typeof SerialPortStream>[0]['binding'];

export interface SerialTransportOptions {
  path: string;
  /** Default 115200. */
  baudRate?: number;
  /** Default 8N1 with no flow control; override only for odd adapters. */
  dataBits?: 5 | 6 | 7 | 8;
  parity?: 'none' | 'even' | 'odd';
  stopBits?: 1 | 2;
  rtscts?: boolean;
  /** Default: the operating system binding that `serialport` selects. */
  binding?: SerialBinding;
}

interface Session {
  readonly port: SerialPortStream;
  finished: boolean;
  closing: Promise<void> | null;
  readonly pending: PendingWrites;
  readonly done: Promise<void>;
  resolveDone(): void;
}

/** Error codes from the OS or the bindings that mean the device is gone, not a passing fault. */
const LINK_LOST_CODES = new Set(['EIO', 'ENXIO', 'EBADF', 'ENODEV', 'ENOENT', 'EPIPE', 'UNKNOWN']);

function isDisconnect(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const err = e as { disconnected?: unknown; disconnect?: unknown; code?: unknown };
  return err.disconnected === true || err.disconnect === true || (typeof err.code === 'string' && LINK_LOST_CODES.has(err.code));
}

/** libuv's words for the errnos of a vanished device: the poller reports only uv_strerror's text. */
const UV_MESSAGE_ERRNO: Readonly<Record<string, string>> = {
  'bad file descriptor': 'EBADF',
  'i/o error': 'EIO',
  'no such device or address': 'ENXIO',
  'no such device': 'ENODEV',
  'broken pipe': 'EPIPE',
  'no such file or directory': 'ENOENT',
};

function errnoOf(e: Error): string | undefined {
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  return /\b(E[A-Z]{2,})\b/.exec(e.message)?.[1] ?? UV_MESSAGE_ERRNO[e.message.trim().toLowerCase()];
}

/**
 * A vanished device in words, the errno kept as detail: `the device vanished (EBADF)`. The
 * stream re-wraps read errors as DisconnectedError with only the message (`EBADF: bad file
 * descriptor, read`, or libuv's bare `bad file descriptor` from the poller), so the errno comes
 * from the code when there is one, else from the message.
 */
export function vanishedDetail(e: Error): string {
  return `the device vanished (${errnoOf(e) ?? e.message})`;
}

/** Unix98 pseudo-terminals live under /dev/pts (a symlink to one counts too). */
function isPseudoTerminal(path: string): boolean {
  try {
    return realpathSync(path).startsWith('/dev/pts/');
  } catch {
    return false;
  }
}

export class SerialTransport extends EventedTransport implements Transport {
  readonly description: string;
  readonly baudRate: number;
  /** A UART sends at `baudRate`; a pseudo-terminal (socat, `arena serve --pty`) has no wire. */
  paced = true;
  private readonly binding: SerialBinding;
  private session: Session | null = null;
  private opening: Promise<void> | null = null;

  constructor(private readonly options: SerialTransportOptions) {
    super();
    this.baudRate = options.baudRate ?? 115200;
    this.binding = withHangupDetection(options.binding ?? (SerialPort.binding as SerialBinding));
    this.description = `serial:${options.path} @${this.baudRate}`;
  }

  get path(): string {
    return this.options.path;
  }

  get isOpen(): boolean {
    return this.session !== null && !this.session.finished && this.session.closing === null;
  }

  /** The node-serialport object of the current connection (diagnostics and mock-binding tests). */
  get port(): SerialPortStream | null {
    return this.session?.port ?? null;
  }

  async open(): Promise<void> {
    if (this.session || this.opening) {
      throw new TransportError('transport-busy', `${this.description} is already open`, { transport: this.description });
    }
    this.opening = this.openSession();
    try {
      await this.opening;
    } finally {
      this.opening = null;
    }
  }

  private async openSession(): Promise<void> {
    const o = this.options;
    let port: SerialPortStream;
    try {
      port = new SerialPortStream({
        binding: this.binding,
        path: o.path,
        baudRate: this.baudRate,
        dataBits: o.dataBits ?? 8,
        parity: o.parity ?? 'none',
        stopBits: o.stopBits ?? 1,
        rtscts: o.rtscts ?? false,
        xon: false,
        xoff: false,
        xany: false,
        autoOpen: false,
      });
    } catch (e) {
      throw this.openFailed(e);
    }
    let resolveDone = () => {};
    const done = new Promise<void>((r) => (resolveDone = r));
    const session: Session = { port, finished: false, closing: null, pending: new PendingWrites(), done, resolveDone };

    port.on('data', (chunk: Buffer) => {
      const timeMs = performance.now();
      if (!session.finished) this.events.emitData(chunk, timeMs);
    });
    // Always listened to: an unhandled 'error' on a stream would be thrown.
    port.on('error', (e: Error) => {
      if (session.finished) return;
      if (isDisconnect(e)) this.finish(session, { kind: 'link-lost', detail: vanishedDetail(e) });
      else this.events.emitError(e);
    });
    port.on('close', (e: Error | null) => {
      if (e) this.finish(session, { kind: 'link-lost', detail: vanishedDetail(e) });
      else this.finish(session, { kind: 'requested' });
    });
    port.on('end', () => {
      // The binding reported end of file: treat as the far end hanging up.
      if (session.finished) return;
      if (port.isOpen) port.close(() => {});
      this.finish(session, { kind: 'eof', detail: 'end of file' });
    });

    await new Promise<void>((resolve, reject) => {
      port.open((e) => (e ? reject(this.openFailed(e)) : resolve()));
    });
    this.paced = !isPseudoTerminal(o.path);
    this.session = session;
  }

  private openFailed(e: unknown): TransportError {
    const err = asError(e);
    return new TransportError('transport-open-failed', `cannot open serial port ${this.options.path}: ${err.message}`, {
      transport: this.description,
      path: this.options.path,
      cause: err.message,
    });
  }

  private finish(session: Session, cause: CloseCause): void {
    if (session.finished) return;
    session.finished = true;
    session.port.removeAllListeners('data');
    const why = cause.kind === 'requested' ? 'closed' : `closed (${cause.kind})`;
    session.pending.rejectAll(new TransportError('transport-closed', `${this.description} ${why} before a write completed`, { transport: this.description, cause }));
    if (this.session === session) this.session = null;
    session.resolveDone();
    this.events.emitClose(cause);
  }

  write(bytes: Uint8Array): Promise<void> {
    const session = this.session;
    if (!session || session.finished || session.closing) return Promise.reject(closedError(this.description));
    return session.pending.track(
      (done) => {
        session.port.write(Buffer.from(bytes), (e) => {
          if (e) done(e);
        });
        // drain() waits for the write above and then tcdrain(): the bytes have left the machine.
        session.port.drain((e) => done(e));
      },
      (e) =>
        isDisconnect(e)
          ? new TransportError('transport-closed', `${this.description}: ${vanishedDetail(e)} while writing`, { transport: this.description })
          : new TransportError('transport-write-failed', `${this.description}: write failed (${e.message})`, { transport: this.description }),
    );
  }

  async close(): Promise<void> {
    if (this.opening) await this.opening.catch(() => {});
    const session = this.session;
    if (!session || session.finished) return;
    if (!session.closing) {
      session.closing = new Promise<void>((resolve) => {
        session.port.close((e) => {
          // A close that fails still ends the session: the caller asked for it to be over.
          if (e && !session.finished) this.finish(session, { kind: 'requested' });
          resolve();
        });
      });
    }
    await session.closing;
    await session.done;
  }
}
