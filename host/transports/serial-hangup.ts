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
 */
import { read as fsRead } from 'node:fs';
import { promisify } from 'node:util';
import type { SerialPortStream } from '@serialport/stream';

type SerialBinding = ConstructorParameters<typeof SerialPortStream>[0]['binding'];

const readAsync = promisify(fsRead);

/** The parts of bindings-cpp's Linux/Darwin port object the read loop needs. */
interface UnixPort {
  isOpen: boolean;
  fd: number | null;
  poller: { once(event: 'readable', cb: (err: Error | null) => void): void };
  read(buffer: Buffer, offset: number, length: number): Promise<{ buffer: Buffer; bytesRead: number }>;
}

function isUnixPort(p: unknown): p is UnixPort {
  return typeof p === 'object' && p !== null && 'fd' in p && 'poller' in p && typeof (p as UnixPort).read === 'function';
}

const canceled = () => Object.assign(new Error('Port is not open'), { canceled: true });

/** bindings-cpp's unixRead, except that end of file is a disconnect. */
export async function hangupAwareRead(port: UnixPort, buffer: Buffer, offset: number, length: number): Promise<{ buffer: Buffer; bytesRead: number }> {
  for (;;) {
    if (!port.isOpen || !port.fd) throw canceled();
    try {
      const { bytesRead } = await readAsync(port.fd, buffer, offset, length, null);
      if (bytesRead === 0) throw Object.assign(new Error('the device hung up (end of file)'), { code: 'EIO', disconnect: true });
      return { buffer, bytesRead };
    } catch (e) {
      const err = e as NodeJS.ErrnoException & { disconnect?: boolean };
      if (err.code === 'EAGAIN' || err.code === 'EWOULDBLOCK' || err.code === 'EINTR') {
        if (!port.isOpen) throw canceled();
        await new Promise<void>((resolve, reject) => port.poller.once('readable', (pe) => (pe ? reject(pe) : resolve())));
        continue;
      }
      if (err.code === 'EBADF' || err.code === 'ENXIO' || err.code === 'EIO' || err.code === 'UNKNOWN' || err.errno === -1) err.disconnect = true;
      throw err;
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
      }
      return port;
    },
  } as SerialBinding;
}
