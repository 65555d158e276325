import { describe, it, expect } from 'vitest';
import { openSync, closeSync } from 'node:fs';
import { hangupAwareRead } from '../../../host/transports/serial-hangup.ts';
import { SerialTransport } from '../../../host/transports/serial.ts';
import { openPtyPair, killPtyPair } from '../../support/pty.ts';
import { nextClose } from '../../transports-contract/contract.ts';

describe('hangupAwareRead', () => {
  it('reports end of file as a disconnect instead of reading again forever', async () => {
    const fd = openSync('/dev/null', 'r'); // read() returns 0 at once, like a hung-up tty
    try {
      const port = { isOpen: true, fd, poller: { once: () => {} }, read: async () => ({ buffer: Buffer.alloc(0), bytesRead: 0 }) };
      const e = await hangupAwareRead(port, Buffer.alloc(16), 0, 16).then(() => null, (x: unknown) => x);
      expect(e).toMatchObject({ code: 'EIO', disconnect: true });
    } finally {
      closeSync(fd);
    }
  });

  it('refuses to read a closed port, marked as canceled (not a disconnect)', async () => {
    const port = { isOpen: false, fd: null, poller: { once: () => {} }, read: async () => ({ buffer: Buffer.alloc(0), bytesRead: 0 }) };
    const e = await hangupAwareRead(port, Buffer.alloc(1), 0, 1).then(() => null, (x: unknown) => x);
    expect(e).toMatchObject({ canceled: true });
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
