import { describe, it, expect } from 'vitest';
import net from 'node:net';
import { TcpClientTransport } from '../../../host/transports/tcp-client.ts';
import { TcpListenerTransport } from '../../../host/transports/tcp-listener.ts';
import { TransportError } from '../../../host/transports/errors.ts';
import { faultOfClose } from '../../../host/players/link.ts';
import { transportContract, collect, nextClose, type ContractHarness } from '../../transports-contract/contract.ts';

/** The far end of a TCP connection: a plain node socket collecting what it receives. */
function farSocket(socket: net.Socket) {
  let received = Buffer.alloc(0);
  socket.on('data', (d: Buffer) => (received = Buffer.concat([received, d])));
  socket.on('error', () => {});
  return { socket, received: () => received };
}

async function waitBytes(get: () => Buffer, n: number): Promise<Uint8Array> {
  for (let i = 0; i < 300 && get().length < n; i++) await new Promise((r) => setTimeout(r, 10));
  if (get().length < n) throw new Error(`far end got ${get().length} bytes, expected ${n}`);
  return get();
}

async function clientHarness(): Promise<ContractHarness> {
  const server = net.createServer();
  let far: ReturnType<typeof farSocket> | null = null;
  let all = Buffer.alloc(0);
  const connected: Array<() => void> = [];
  server.on('connection', (s) => {
    far = farSocket(s);
    const mine = far;
    s.on('data', (d: Buffer) => (all = Buffer.concat([all, d])));
    void mine;
    for (const c of connected.splice(0)) c();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as net.AddressInfo).port;
  const transport = new TcpClientTransport({ port });
  return {
    transport,
    afterOpen: async () => {
      if (!far || far.socket.destroyed) await new Promise<void>((r) => connected.push(r));
    },
    sendFromPeer: (bytes) => new Promise((res, rej) => far!.socket.write(bytes, (e) => (e ? rej(e) : res()))),
    peerReceived: (n) => waitBytes(() => all, n),
    vanish: async () => void far!.socket.resetAndDestroy(),
    dispose: async () => {
      far?.socket.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

async function listenerHarness(): Promise<ContractHarness> {
  let port = 0;
  let ready: () => void = () => {};
  let listening = new Promise<void>((r) => (ready = r));
  const transport = new TcpListenerTransport({ port: 0, onListening: (p) => ((port = p), ready()) });
  let far: ReturnType<typeof farSocket> | null = null;
  let all = Buffer.alloc(0);
  // open() waits for a peer: the harness connects one as soon as the listener is bound.
  const realOpen = transport.open.bind(transport);
  transport.open = async () => {
    listening = new Promise<void>((r) => (ready = r));
    const opening = realOpen();
    // A refused open (already open) rejects before it ever listens.
    await Promise.race([listening, opening]);
    const s = net.connect({ port, host: '127.0.0.1' });
    s.on('data', (d: Buffer) => (all = Buffer.concat([all, d])));
    far = farSocket(s);
    await opening;
  };
  return {
    transport,
    sendFromPeer: (bytes) => new Promise((res, rej) => far!.socket.write(bytes, (e) => (e ? rej(e) : res()))),
    peerReceived: (n) => waitBytes(() => all, n),
    vanish: async () => void far!.socket.resetAndDestroy(),
    dispose: async () => void far?.socket.destroy(),
  };
}

transportContract('TCP client', clientHarness, { reopens: true, vanishCause: 'link-lost' });
transportContract('TCP listener', listenerHarness, { reopens: true, vanishCause: 'link-lost' });

describe('TCP transports', () => {
  it('a refused connection is a typed open error naming host and port', async () => {
    // Bind then release a port so nothing listens there.
    const s = net.createServer();
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
    const port = (s.address() as net.AddressInfo).port;
    await new Promise<void>((r) => s.close(() => r()));
    const t = new TcpClientTransport({ port });
    const e = await t.open().then(() => null, (x: unknown) => x);
    expect(e).toBeInstanceOf(TransportError);
    expect((e as TransportError).code).toBe('transport-open-failed');
    expect((e as TransportError).message).toContain(`127.0.0.1:${port}`);
    expect((e as TransportError).message).toContain('ECONNREFUSED');
  });

  it('a peer that ends the connection closes the transport with eof', async () => {
    const server = net.createServer((s) => s.end('1AB'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const t = new TcpClientTransport({ port: (server.address() as net.AddressInfo).port });
    const got = collect(t);
    const closed = nextClose(t);
    await t.open();
    expect((await closed).kind).toBe('eof');
    expect(Buffer.from(got.bytes).toString()).toBe('1AB');
    got.dispose();
    await new Promise<void>((r) => server.close(() => r()));
  });

  it('a reset connection is reported naming the link once (was "listen:…: listen:…: ECONNRESET")', async () => {
    const server = net.createServer((s) => void setTimeout(() => s.resetAndDestroy(), 50));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const t = new TcpClientTransport({ port: (server.address() as net.AddressInfo).port });
    const closed = nextClose(t);
    await t.open();
    const fault = faultOfClose(await closed, t.description);
    expect(fault).toMatchObject({ kind: 'link-lost', detail: expect.stringMatching(/ECONNRESET|peer closed|connection closed/) });
    expect(fault.kind === 'link-lost' && fault.detail.split(t.description).length - 1).toBe(1);
    await new Promise<void>((r) => server.close(() => r()));
  });

  it('the listener accepts one peer and stops listening', async () => {
    let port = 0;
    let bound: () => void = () => {};
    const isBound = new Promise<void>((r) => (bound = r));
    const t = new TcpListenerTransport({ port: 0, onListening: (p) => ((port = p), bound()) });
    const opening = t.open();
    await isBound;
    const first = net.connect({ port, host: '127.0.0.1' });
    await opening;
    const second = net.connect({ port, host: '127.0.0.1' });
    const err = await new Promise<NodeJS.ErrnoException>((r) => second.once('error', r));
    expect(err.code).toBe('ECONNREFUSED');
    first.destroy();
    await t.close();
  });

  it('closing a listener that is still waiting rejects its open()', async () => {
    let bound: () => void = () => {};
    const isBound = new Promise<void>((r) => (bound = r));
    const t = new TcpListenerTransport({ port: 0, onListening: () => bound() });
    const opening = t.open().then(() => null, (x: unknown) => x);
    await isBound;
    await t.close();
    expect(((await opening) as TransportError).code).toBe('transport-closed');
  });

  it('a port already in use is a typed open error', async () => {
    const s = net.createServer();
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
    const port = (s.address() as net.AddressInfo).port;
    const t = new TcpListenerTransport({ port });
    const e = await t.open().then(() => null, (x: unknown) => x);
    expect((e as TransportError).code).toBe('transport-open-failed');
    expect((e as TransportError).message).toContain('EADDRINUSE');
    await new Promise<void>((r) => s.close(() => r()));
  });
});
