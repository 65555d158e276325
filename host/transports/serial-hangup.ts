/**
 * A fix for vanished devices on Unix. When the device behind a tty goes away (a USB adapter pulled,
 * the far end of a pty killed), the kernel hangs the tty up and read() returns 0 bytes. The
 * node-serialport Unix binding treats 0 as "try again" and re-reads at once, forever: the port
 * never reports a disconnect and a CPU core spins. Seen here in about one pty kill out of eight.
 *
 * `withHangupDetection` wraps a binding so that its ports read with the same EAGAIN/poller logic
 * but report a 0-byte read as a disconnect; the stream then closes the port with a
 * DisconnectedError, which the SerialTransport turns into a `link-lost` close. Ports without a
 * Unix file descriptor (Windows, the mock binding) are left untouched.
 *
 * The same wrapper also reads and writes the (non-blocking) descriptor directly on the main
 * thread, where bindings-cpp goes through libuv's thread pool for every read and write. That hop
 * costs from 0.1 ms to several ms on a loaded machine, and it sat between the moment a move is
 * timed from or to and the real read()/write(): a prompt's write() now reaches the kernel inside
 * the call, and a reply is read as soon as the poller says the descriptor is readable.
 */
import { readSync, writeSync } from 'node:fs';
import type { SerialPortStream } from '@serialport/stream';

type SerialBinding = ConstructorParameters<typeof SerialPortStream>[0]['binding'];

/** The parts of bindings-cpp's Linux/Darwin port object the read loop needs. */
interface UnixPort {
  isOpen: boolean;
  fd: number | null;
  poller: { once(event: 'readable' | 'writable', cb: (err: Error | null) => void): void };
  read(buffer: Buffer, offset: number, length: number): Promise<{ buffer: Buffer; bytesRead: number }>;
  write(buffer: Buffer): Promise<void>;
}

function isUnixPort(p: unknown): p is UnixPort {
  return typeof p === 'object' && p !== null && 'fd' in p && 'poller' in p && typeof (p as UnixPort).read === 'function';
}

const canceled = () => Object.assign(new Error('Port is not open'), { canceled: true });

type ErrnoWithDisconnect = NodeJS.ErrnoException & { disconnect?: boolean };

function mustWait(e: unknown): boolean {
  const code = (e as NodeJS.ErrnoException).code;
  return code === 'EAGAIN' || code === 'EWOULDBLOCK' || code === 'EINTR';
}

/** Marks the errors that mean the device is gone, for the stream to close as disconnected. */
function asDisconnect(e: unknown): unknown {
  const err = e as ErrnoWithDisconnect;
  if (err.code === 'EBADF' || err.code === 'ENXIO' || err.code === 'EIO' || err.code === 'UNKNOWN' || err.errno === -1) err.disconnect = true;
  return err;
}

function when(port: UnixPort, event: 'readable' | 'writable'): Promise<void> {
  return new Promise<void>((resolve, reject) => port.poller.once(event, (pe) => (pe ? reject(pe) : resolve())));
}

/** bindings-cpp's unixRead, on the main thread, except that end of file is a disconnect. */
export async function hangupAwareRead(port: UnixPort, buffer: Buffer, offset: number, length: number): Promise<{ buffer: Buffer; bytesRead: number }> {
  for (;;) {
    if (!port.isOpen || !port.fd) throw canceled();
    let bytesRead: number;
    try {
      bytesRead = readSync(port.fd, buffer, offset, length, null);
    } catch (e) {
      if (!mustWait(e)) throw asDisconnect(e);
      if (!port.isOpen) throw canceled();
      await when(port, 'readable');
      continue;
    }
    if (bytesRead === 0) throw Object.assign(new Error('end of file: the device hung up'), { code: 'EIO', disconnect: true });
    return { buffer, bytesRead };
  }
}

/** bindings-cpp's unixWrite, on the main thread: the first write() happens inside the call. */
export async function directWrite(port: UnixPort, buffer: Buffer): Promise<void> {
  let offset = 0;
  while (offset < buffer.length) {
    if (!port.isOpen || !port.fd) throw new Error('Port is not open');
    try {
      offset += writeSync(port.fd, buffer, offset, buffer.length - offset);
    } catch (e) {
      if (!mustWait(e)) throw asDisconnect(e);
      await when(port, 'writable');
    }
  }
}

export function withHangupDetection(base: SerialBinding): SerialBinding {
  return {
    list: () => base.list(),
    open: async (options: Parameters<SerialBinding['open']>[0]) => {
      const port = await base.open(options);
      if (isUnixPort(port)) {
        const p = port;
        p.read = (buffer, offset, length) => hangupAwareRead(p, buffer, offset, length);
        p.write = (buffer) => directWrite(p, buffer);
      }
      return port;
    },
  } as SerialBinding;
}
