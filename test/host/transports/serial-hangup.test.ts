import { describe, it, expect } from 'vitest';
import { closeSync, constants, mkdtempSync, openSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { hangupAwareRead } from '../../../host/transports/serial-hangup.ts';
import { SerialTransport } from '../../../host/transports/serial.ts';
import { openPtyPair, killPtyPair } from '../../support/pty.ts';
import { nextClose } from '../../transports-contract/contract.ts';

describe('hangupAwareRead', () => {
  it('reports end of file as a disconnect instead of reading again forever', async () => {
    const fd = openSync('/dev/null', 'r'); // read() returns 0 at once, like a hung-up tty
    try {
      const port = { isOpen: true, fd, poller: { once: () => {} }, read: async () => ({ buffer: Buffer.alloc(0), bytesRead: 0 }), write: async () => {} };
      const e = await hangupAwareRead(port, Buffer.alloc(16), 0, 16).then(() => null, (x: unknown) => x);
      expect(e).toMatchObject({ code: 'EIO', disconnect: true });
    } finally {
      closeSync(fd);
    }
  });

  it('refuses to read a closed port, marked as canceled (not a disconnect)', async () => {
    const port = { isOpen: false, fd: null, poller: { once: () => {} }, read: async () => ({ buffer: Buffer.alloc(0), bytesRead: 0 }), write: async () => {} };
    const e = await hangupAwareRead(port, Buffer.alloc(1), 0, 1).then(() => null, (x: unknown) => x);
    expect(e).toMatchObject({ canceled: true });
  });

  it('reads and writes without the thread pool: bytes flow while every pool worker is blocked', async () => {
    // The moments a move is timed from and to are the write() and the read: a thread-pool hop
    // between them and the syscall costs milliseconds on a loaded machine, and all of it while
    // the pool is busy (file I/O, DNS). Opening a FIFO with no writer blocks a pool worker.
    const pair = await openPtyPair();
    const a = new SerialTransport({ path: pair.a });
    const b = new SerialTransport({ path: pair.b });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'arena-pool-'));
    const fifos: string[] = [];
    const blocked: Promise<unknown>[] = [];
    try {
      await a.open();
      await b.open();
      expect(a.paced).toBe(false); // a pty has no wire time to add
      const workers = Number(process.env['UV_THREADPOOL_SIZE'] ?? 4);
      for (let i = 0; i < workers; i++) {
        const f = path.join(dir, `f${i}`);
        execFileSync('mkfifo', [f]);
        fifos.push(f);
        blocked.push(open(f, 'r').then((h) => h.close()));
      }
      const got = new Promise<string>((resolve) => b.onData((bytes) => resolve(Buffer.from(bytes).toString())));
      const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('(nothing within 2 s)'), 2000));
      // (The write's promise also waits for tcdrain, which does use the pool: not awaited here.)
      blocked.push(a.write(Uint8Array.of(0x41, 0x42)));
      expect(await Promise.race([got, timeout])).toBe('AB');
    } finally {
      // Each FIFO gets a writer, held until every blocked open has returned: an open still queued
      // behind other work in the pool starts late, and would block for good on a writer already gone.
      const writers = fifos.map((f) => openSync(f, constants.O_RDWR | constants.O_NONBLOCK));
      await Promise.all(blocked);
      for (const w of writers) closeSync(w);
      await a.close();
      await b.close();
      await killPtyPair(pair);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('notices every one of several vanished ptys promptly', async () => {
    // Without hang-up detection about one kill in eight went unnoticed (and spun a CPU core).
    for (let i = 0; i < 8; i++) {
      const pair = await openPtyPair();
      const t = new SerialTransport({ path: pair.a });
      await t.open();
      const closed = nextClose(t, 2000);
      await killPtyPair(pair);
      expect((await closed).kind).toBe('link-lost');
    }
  });
});
