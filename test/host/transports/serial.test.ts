import { describe, it, expect, afterEach } from 'vitest';
import { SerialPort, SerialPortMock } from 'serialport';
import { SerialTransport } from '../../../host/transports/serial.ts';
import { TransportError } from '../../../host/transports/errors.ts';
import { transportContract, collect, nextClose, type ContractHarness } from '../../transports-contract/contract.ts';
import { openPtyPair, killPtyPair, type PtyPair } from '../../support/pty.ts';

// @serialport/binding-mock, reached through `serialport` (its own package's types do not resolve
// under "Bundler" module resolution).
const MockBinding = SerialPortMock.binding;

/** The parts of binding-mock's MockPortBinding the tests use. */
interface MockPortBinding {
  emitData(data: Buffer): void;
  readonly recording: Buffer;
  readonly openOptions: { baudRate: number; dataBits: number; parity: string; stopBits: number; rtscts: boolean; xon: boolean; xoff: boolean };
}

function mockPort(t: SerialTransport): MockPortBinding {
  const binding = t.port?.port as unknown as MockPortBinding | undefined;
  if (!binding) throw new Error('mock port not open');
  return binding;
}

async function mockHarness(): Promise<ContractHarness> {
  MockBinding.reset();
  MockBinding.createPort('/dev/ROBOT', { record: true });
  const transport = new SerialTransport({ path: '/dev/ROBOT', binding: MockBinding });
  return {
    transport,
    sendFromPeer: async (bytes) => mockPort(transport).emitData(Buffer.from(bytes)),
    peerReceived: async (n) => {
      const rec = mockPort(transport).recording;
      if (rec.length < n) throw new Error(`mock port recorded ${rec.length} bytes, expected ${n}`);
      return rec;
    },
    dispose: async () => MockBinding.reset(),
  };
}

/** The far end of a pty pair, opened with plain node-serialport as a board-side program would. */
async function openFarEnd(path: string) {
  const far = new SerialPort({ path, baudRate: 115200, autoOpen: false });
  await new Promise<void>((res, rej) => far.open((e) => (e ? rej(e) : res())));
  let received = Buffer.alloc(0);
  far.on('data', (d: Buffer) => (received = Buffer.concat([received, d])));
  far.on('error', () => {});
  return {
    far,
    received: () => received,
    close: () => new Promise<void>((res) => (far.isOpen ? far.close(() => res()) : res())),
  };
}

async function ptyHarness(): Promise<ContractHarness> {
  const pair = await openPtyPair();
  const end = await openFarEnd(pair.b);
  const transport = new SerialTransport({ path: pair.a });
  return {
    transport,
    sendFromPeer: (bytes) => new Promise((res, rej) => end.far.write(Buffer.from(bytes), (e) => (e ? rej(e) : res()))),
    peerReceived: async (n) => {
      for (let i = 0; i < 300 && end.received().length < n; i++) await new Promise((r) => setTimeout(r, 10));
      if (end.received().length < n) throw new Error(`far end got ${end.received().length} bytes, expected ${n}`);
      return end.received();
    },
    vanish: () => killPtyPair(pair),
    dispose: async () => {
      await end.close();
      await pair.close();
    },
  };
}

transportContract('serial over @serialport/binding-mock', mockHarness, { reopens: true });
transportContract('serial over a socat pty pair', ptyHarness, { reopens: true, vanishCause: 'link-lost' });

describe('SerialTransport', () => {
  let pair: PtyPair | null = null;
  afterEach(async () => {
    await pair?.close();
    pair = null;
    MockBinding.reset();
  });

  it('describes itself with path and rate, defaulting to 115200', () => {
    const t = new SerialTransport({ path: '/dev/ttyUSB7' });
    expect(t.baudRate).toBe(115200);
    expect(t.description).toBe('serial:/dev/ttyUSB7 @115200');
  });

  it('opens the port 8N1 without flow control', async () => {
    MockBinding.createPort('/dev/ROBOT');
    const t = new SerialTransport({ path: '/dev/ROBOT', binding: MockBinding });
    await t.open();
    const o = mockPort(t).openOptions;
    expect([o.baudRate, o.dataBits, o.parity, o.stopBits, o.rtscts, o.xon, o.xoff]).toEqual([115200, 8, 'none', 1, false, false, false]);
    await t.close();
  });

  it('uses a new port object for every open', async () => {
    MockBinding.createPort('/dev/ROBOT');
    const t = new SerialTransport({ path: '/dev/ROBOT', binding: MockBinding });
    await t.open();
    const first = t.port;
    await t.close();
    expect(t.port).toBeNull();
    await t.open();
    expect(t.port).not.toBe(first);
    await t.close();
  });

  it('turns a missing device into a typed open error naming the path', async () => {
    const t = new SerialTransport({ path: '/dev/does-not-exist-arena' });
    const e = await t.open().then(() => null, (x: unknown) => x);
    expect(e).toBeInstanceOf(TransportError);
    expect((e as TransportError).code).toBe('transport-open-failed');
    expect((e as TransportError).message).toContain('/dev/does-not-exist-arena');
    expect(t.isOpen).toBe(false);
  });

  it('a write in flight when the device vanishes is rejected, and the close says link-lost', async () => {
    pair = await openPtyPair();
    const t = new SerialTransport({ path: pair.a });
    await t.open();
    const closed = nextClose(t);
    await killPtyPair(pair);
    // Keep writing until the loss is noticed: every write either succeeds or rejects, none hangs.
    const results: string[] = [];
    for (let i = 0; i < 20 && t.isOpen; i++) {
      results.push(await t.write(new Uint8Array(64)).then(() => 'ok', (e: TransportError) => e.code));
      await new Promise((r) => setTimeout(r, 10));
    }
    expect((await closed).kind).toBe('link-lost');
    expect(await t.write(new Uint8Array(1)).then(() => 'ok', (e: TransportError) => e.code)).toBe('transport-closed');
    for (const r of results) expect(['ok', 'transport-closed']).toContain(r);
  });

  it('timestamps each chunk in the data event', async () => {
    pair = await openPtyPair();
    const end = await openFarEnd(pair.b);
    const t = new SerialTransport({ path: pair.a });
    await t.open();
    const got = collect(t);
    await new Promise<void>((r) => end.far.write('a', () => r()));
    await got.waitFor(1);
    await new Promise((r) => setTimeout(r, 50));
    await new Promise<void>((r) => end.far.write('b', () => r()));
    await got.waitFor(2);
    expect(got.times.length).toBe(2);
    expect(got.times[1]! - got.times[0]!).toBeGreaterThanOrEqual(40);
    got.dispose();
    await t.close();
    await end.close();
  });
});
