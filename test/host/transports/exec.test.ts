import { describe, it, expect } from 'vitest';
import { ExecTransport } from '../../../host/transports/exec.ts';
import { TransportError } from '../../../host/transports/errors.ts';
import net from 'node:net';
import { collect, nextClose, transportContract, type ContractHarness } from '../../transports-contract/contract.ts';

const node = process.execPath;
const echo = [node, '-e', 'process.stdin.pipe(process.stdout)'];

/**
 * The contract over a real child: a relay program joins its stdin/stdout to a TCP connection back
 * to the test, which plays the far end. Killing the child is the vanished link.
 */
const RELAY =
  'const s = require("net").connect(+process.argv[1], "127.0.0.1");' +
  'process.stdin.pipe(s); s.pipe(process.stdout); s.on("error", () => process.exit(1));';

async function execHarness(): Promise<ContractHarness> {
  const server = net.createServer();
  let far: net.Socket | null = null;
  let all = Buffer.alloc(0);
  const waiting: Array<() => void> = [];
  let connections = 0;
  let opens = 0;
  server.on('connection', (s) => {
    connections++;
    far = s;
    s.on('data', (d: Buffer) => (all = Buffer.concat([all, d])));
    s.on('error', () => {});
    for (const w of waiting.splice(0)) w();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as net.AddressInfo).port;
  const transport = new ExecTransport({ command: [node, '-e', RELAY, String(port)] });
  return {
    transport,
    // Each open starts a new relay, which connects once: wait for that connection.
    afterOpen: async () => {
      opens++;
      while (connections < opens) await new Promise<void>((r) => waiting.push(r));
    },
    sendFromPeer: (bytes) => new Promise((res, rej) => far!.write(bytes, (e) => (e ? rej(e) : res()))),
    peerReceived: async (n) => {
      for (let i = 0; i < 300 && all.length < n; i++) await new Promise((r) => setTimeout(r, 10));
      if (all.length < n) throw new Error(`relay delivered ${all.length} bytes, expected ${n}`);
      return all;
    },
    vanish: async () => void process.kill(transport.pid!, 'SIGKILL'),
    dispose: async () => {
      far?.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

transportContract('child process stdio (exec)', execHarness, { reopens: true, vanishCause: 'exited' });

describe('ExecTransport', () => {
  it('runs a real child and carries bytes through its stdin and stdout unchanged', async () => {
    const t = new ExecTransport({ command: echo });
    await t.open();
    expect(t.isOpen).toBe(true);
    expect(t.pid).toBeGreaterThan(0);
    const got = collect(t);
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    await t.write(all);
    expect([...(await got.waitFor(256))]).toEqual([...all]);
    got.dispose();
    const closed = nextClose(t);
    await t.close();
    expect(await closed).toEqual({ kind: 'requested' });
    expect(t.pid).toBeNull();
  });

  it('splits a command string itself, with quotes, and never through a shell', async () => {
    // If a shell ran this, `$HOME` would expand and `;` would start a second command.
    const t = new ExecTransport({ command: `"${node}" -e "process.stdout.write(JSON.stringify(process.argv.slice(1)))" 'a b' '$HOME;x'` });
    const got = collect(t);
    const closed = nextClose(t);
    await t.open();
    expect(await closed).toEqual({ kind: 'exited', code: 0, signal: null, stderr: [] });
    expect(JSON.parse(Buffer.from(got.bytes).toString())).toEqual(['a b', '$HOME;x']);
    got.dispose();
  });

  it('reports the child exiting as a close with its exit code, after all its output', async () => {
    const t = new ExecTransport({ command: [node, '-e', 'process.stdout.write("bye"); console.error("why: out of cheese"); process.exit(3)'] });
    const got = collect(t);
    const closed = nextClose(t);
    await t.open();
    expect(await closed).toEqual({ kind: 'exited', code: 3, signal: null, stderr: ['why: out of cheese'] });
    expect(Buffer.from(got.bytes).toString()).toBe('bye');
    expect(t.isOpen).toBe(false);
    const e = await t.write(new Uint8Array([0x30])).then(() => null, (x: unknown) => x);
    expect((e as TransportError).code).toBe('transport-closed');
    got.dispose();
  });

  it('reports a child killed by a signal with that signal', async () => {
    const t = new ExecTransport({ command: [node, '-e', 'setInterval(() => {}, 1000)'] });
    await t.open();
    const closed = nextClose(t);
    process.kill(t.pid!, 'SIGKILL');
    expect(await closed).toEqual({ kind: 'exited', code: null, signal: 'SIGKILL', stderr: [] });
  });

  it('kills a child that ignores SIGTERM after the grace period', async () => {
    const t = new ExecTransport({
      command: [node, '-e', 'process.on("SIGTERM", () => {}); process.stdout.write("r"); setInterval(() => {}, 1000)'],
      killGraceMs: 200,
    });
    const got = collect(t);
    await t.open();
    await got.waitFor(1); // the handler is installed once it has written
    const started = performance.now();
    await t.close();
    expect(performance.now() - started).toBeGreaterThanOrEqual(150);
    expect(t.isOpen).toBe(false);
    got.dispose();
  });

  it('a missing program is a typed error naming it', async () => {
    const t = new ExecTransport({ command: 'arena-no-such-engine --depth 3' });
    const e = await t.open().then(() => null, (x: unknown) => x);
    expect(e).toBeInstanceOf(TransportError);
    expect((e as TransportError).code).toBe('program-not-found');
    expect((e as TransportError).message).toBe('program not found: arena-no-such-engine');
    expect(t.isOpen).toBe(false);
  });

  it('passes stderr lines to onStderr, not into the byte stream', async () => {
    const t = new ExecTransport({ command: [node, '-e', 'process.stderr.write("one\\ntwo"); process.stdout.write("x")'] });
    const lines: string[] = [];
    t.onStderr((l) => lines.push(l));
    const got = collect(t);
    const closed = nextClose(t);
    await t.open();
    await closed;
    expect(lines).toEqual(['one', 'two']);
    expect(Buffer.from(got.bytes).toString()).toBe('x');
    got.dispose();
  });

  it('refuses an unparseable command line at construction', () => {
    expect(() => new ExecTransport({ command: 'engine "unclosed' })).toThrow(TransportError);
  });
});
