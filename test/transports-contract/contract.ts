/**
 * The behaviour every Transport must show, whatever is on the other end. Each implementation's
 * test file supplies a harness (the far end of the link) and runs `transportContract` on it.
 */
import { describe, it, expect, afterEach } from 'vitest';
import { performance } from 'node:perf_hooks';
import type { CloseCause, Transport } from '../../host/transports/transport.ts';
import { TransportError } from '../../host/transports/errors.ts';

export interface ContractHarness {
  /** The transport under test, closed. */
  readonly transport: Transport;
  /** Called after transport.open() resolved: make the far end ready (accept, open its side). */
  afterOpen?(): Promise<void>;
  /** Sends bytes from the far end towards the transport. */
  sendFromPeer(bytes: Uint8Array): Promise<void>;
  /** Resolves with everything the far end has received, once at least `n` bytes have arrived. */
  peerReceived(n: number): Promise<Uint8Array>;
  /** Makes the link vanish under the transport (pulled cable, killed peer); omit if impossible. */
  vanish?(): Promise<void>;
  /** Releases everything the harness created. */
  dispose(): Promise<void>;
}

export interface ContractOptions {
  /** The transport may be opened again after a close. */
  reopens: boolean;
  /** The cause the transport reports after `vanish()`. */
  vanishCause?: CloseCause['kind'];
}

/** Collects a transport's received bytes and lets a test wait for a count. */
export function collect(t: Transport) {
  let bytes = new Uint8Array(0);
  const times: number[] = [];
  const waiters: Array<() => void> = [];
  const sub = t.onData((chunk, timeMs) => {
    const next = new Uint8Array(bytes.length + chunk.length);
    next.set(bytes);
    next.set(chunk, bytes.length);
    bytes = next;
    times.push(timeMs);
    for (const w of waiters.splice(0)) w();
  });
  return {
    get bytes() {
      return bytes;
    },
    times,
    async waitFor(n: number, timeoutMs = 3000): Promise<Uint8Array> {
      const deadline = performance.now() + timeoutMs;
      while (bytes.length < n) {
        const left = deadline - performance.now();
        if (left <= 0) throw new Error(`expected ${n} bytes, got ${bytes.length}: ${JSON.stringify(Buffer.from(bytes).toString('latin1'))}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return bytes;
    },
    dispose: () => sub.dispose(),
  };
}

export function nextClose(t: Transport, timeoutMs = 3000): Promise<CloseCause> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      sub.dispose();
      reject(new Error(`${t.description} did not close within ${timeoutMs} ms`));
    }, timeoutMs);
    const sub = t.onClose((cause) => {
      clearTimeout(timer);
      sub.dispose();
      resolve(cause);
    });
  });
}

const enc = (s: string) => new TextEncoder().encode(s);
const dec = (b: Uint8Array) => Buffer.from(b).toString('latin1');

export function transportContract(name: string, makeHarness: () => Promise<ContractHarness>, options: ContractOptions): void {
  describe(`Transport contract: ${name}`, () => {
    let h: ContractHarness | null = null;
    const harness = async () => (h = await makeHarness());
    const openBoth = async (hh: ContractHarness) => {
      await hh.transport.open();
      await hh.afterOpen?.();
    };

    afterEach(async () => {
      if (h) {
        await h.transport.close();
        await h.dispose();
        h = null;
      }
    });

    it('starts closed and refuses writes with a typed error', async () => {
      const { transport } = await harness();
      expect(transport.isOpen).toBe(false);
      const e = await transport.write(enc('0')).then(() => null, (x: unknown) => x);
      expect(e).toBeInstanceOf(TransportError);
      expect((e as TransportError).code).toBe('transport-closed');
      expect(typeof transport.description).toBe('string');
      expect(transport.description.length).toBeGreaterThan(0);
    });

    it('carries bytes both ways, unchanged, with data-event timestamps', async () => {
      const hh = await harness();
      await openBoth(hh);
      expect(hh.transport.isOpen).toBe(true);
      const got = collect(hh.transport);
      // Every byte value, to catch any text decoding or CR/LF translation on the way.
      const all = Uint8Array.from({ length: 256 }, (_, i) => i);
      await hh.transport.write(all);
      expect([...(await hh.peerReceived(256))]).toEqual([...all]);
      const before = performance.now();
      await hh.sendFromPeer(enc('1AB'));
      const bytes = await got.waitFor(3);
      const after = performance.now();
      expect(dec(bytes)).toBe('1AB');
      for (const t of got.times) {
        expect(t).toBeGreaterThanOrEqual(before);
        expect(t).toBeLessThanOrEqual(after);
      }
      got.dispose();
    });

    it('rejects a second open while open', async () => {
      const hh = await harness();
      await openBoth(hh);
      const e = await hh.transport.open().then(() => null, (x: unknown) => x);
      expect((e as TransportError).code).toBe('transport-busy');
      expect(hh.transport.isOpen).toBe(true);
    });

    it('closes on request: one close event with cause requested, then writes fail', async () => {
      const hh = await harness();
      await openBoth(hh);
      const causes: CloseCause[] = [];
      const sub = hh.transport.onClose((c) => causes.push(c));
      await hh.transport.close();
      await hh.transport.close(); // idempotent
      expect(causes).toEqual([{ kind: 'requested' }]);
      expect(hh.transport.isOpen).toBe(false);
      const e = await hh.transport.write(enc('4')).then(() => null, (x: unknown) => x);
      expect((e as TransportError).code).toBe('transport-closed');
      sub.dispose();
    });

    it('stops calling a data listener once it is disposed', async () => {
      const hh = await harness();
      await openBoth(hh);
      const a = collect(hh.transport);
      const b = collect(hh.transport);
      await hh.sendFromPeer(enc('x'));
      await a.waitFor(1);
      await b.waitFor(1);
      a.dispose();
      await hh.sendFromPeer(enc('y'));
      await b.waitFor(2);
      expect(dec(a.bytes)).toBe('x');
      expect(dec(b.bytes)).toBe('xy');
      b.dispose();
    });

    if (options.reopens) {
      it('opens again after a close, and old bytes do not leak into the new connection', async () => {
        const hh = await harness();
        await openBoth(hh);
        await hh.transport.close();
        // Written while closed: must be refused, not queued for the next open.
        await hh.transport.write(enc('stale')).catch(() => {});
        await openBoth(hh);
        await hh.transport.write(enc('fresh'));
        const seen = dec(await hh.peerReceived(5));
        expect(seen.endsWith('fresh')).toBe(true);
        expect(seen).not.toContain('stale');
      });
    }

    if (options.vanishCause) {
      const want = options.vanishCause;
      it(`reports a vanished link as a close with cause ${want}, and refuses writes after it`, async () => {
        const hh = await harness();
        await openBoth(hh);
        const closed = nextClose(hh.transport);
        await hh.vanish!();
        const cause = await closed;
        expect(cause.kind).toBe(want);
        expect(hh.transport.isOpen).toBe(false);
        const e = await hh.transport.write(enc('0')).then(() => null, (x: unknown) => x);
        expect((e as TransportError).code).toBe('transport-closed');
      });
    }
  });
}
