/**
 * The DebugServer check against real sockets: a listening server, a closed port, and a listener
 * whose queue is full so the time limit is what ends the wait.
 * Load tolerance: the time limit under test is 300 ms; assertions allow it to end up to 5 s late.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fc from 'fast-check';
import { checkDebugServer, parseAddress } from '../../../host/flash/debug-server.ts';

describe('parseAddress', () => {
  it('splits host:port, IPv6 in brackets', () => {
    expect(parseAddress('localhost:1025')).toEqual({ host: 'localhost', port: 1025 });
    expect(parseAddress(' [::1]:8 ')).toEqual({ host: '::1', port: 8 });
    fc.assert(
      fc.property(fc.domain(), fc.integer({ min: 1, max: 65535 }), (host, port) => {
        expect(parseAddress(`${host}:${port}`)).toEqual({ host, port });
      }),
    );
  });

  it.each(['localhost', 'localhost:0', 'localhost:65536', ':1025', 'a b:1', 'host:12x', ''])('refuses %j, naming it', (bad) => {
    expect(() => parseAddress(bad)).toThrow(expect.objectContaining({ code: 'bad-address', message: expect.stringContaining(`'${bad}'`) }));
  });
});

describe('checkDebugServer', () => {
  let server: net.Server;
  let port = 0;
  beforeAll(async () => {
    server = net.createServer((s) => s.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('says a listening server answers', async () => {
    const r = await checkDebugServer(`127.0.0.1:${port}`, 5000);
    expect(r).toMatchObject({ reachable: true, message: `DebugServer answers at 127.0.0.1:${port}` });
  });

  it('says nothing listens on a closed port, and how to start DebugServer', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const free = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const r = await checkDebugServer(`127.0.0.1:${free}`, 5000);
    expect(r.reachable).toBe(false);
    expect(r.message).toMatch(new RegExp(`^nothing listens at 127\\.0\\.0\\.1:${free} \\(ECONNREFUSED\\): start T-Head's DebugServer`));
  });

  it('gives up after its time limit when the server never answers', async () => {
    // A listener with the smallest backlog (listen(0): Linux queues one) that never accepts: once one connection fills the queue,
    // the kernel drops further SYNs, so the connect neither succeeds nor is refused.
    const child = spawn('python3', ['-c', "import socket,sys,time\ns=socket.socket();s.bind(('127.0.0.1',0));s.listen(0)\nprint(s.getsockname()[1],flush=True)\ntime.sleep(60)"], { stdio: ['ignore', 'pipe', 'inherit'] });
    const filler: net.Socket[] = [];
    try {
      const [line] = (await once(child.stdout, 'data')) as [Buffer];
      const held = Number(line.toString().trim());
      const first = net.connect({ host: '127.0.0.1', port: held });
      filler.push(first);
      await once(first, 'connect');
      const r = await checkDebugServer(`127.0.0.1:${held}`, 300);
      expect(r.reachable).toBe(false);
      expect(r.ms).toBeGreaterThanOrEqual(290);
      expect(r.ms).toBeLessThan(5300);
      expect(r.message).toMatch(new RegExp(`^nothing listens at 127\\.0\\.0\\.1:${held} \\(no answer in 300 ms\\): start T-Head's DebugServer`));
    } finally {
      for (const f of filler) f.destroy();
      child.kill();
    }
  });
});
