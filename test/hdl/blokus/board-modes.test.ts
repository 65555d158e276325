/**
 * The RTL board program's other links: stdio (bytes in on stdin, out on stdout, exits at EOF
 * once idle) and TCP (127.0.0.1, one connection at a time), each answering identify and a first
 * move through the bit-banged UART pins.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { encodeMoveCode } from '../../../core/blokus/codec.ts';
import { blokusCoreMove } from '../../../core/engines/blokus-core/index.ts';
import { buildRtlBoard } from '../../../host/boards/rtl/build.ts';

describe('RTL board program links', () => {
  let binary = '';
  let firstMove = '';

  beforeAll(async () => {
    binary = await buildRtlBoard({ maxDepth: 3, units: 3 });
    firstMove = encodeMoveCode(blokusCoreMove({ setup: { firstMoverStart: 'a' }, moves: [] }, { depth: 1, units: 3 }).move);
  }, 15 * 60_000);

  it('stdio: answers `0` and `2A` on stdout and exits at end of input', async () => {
    const child = spawn(binary, ['--depth', '1', '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString('latin1')));
    child.stdin.end('02A');
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    expect(out).toBe('101' + firstMove);
  }, 30_000);

  it('tcp: serves a connection on the port it prints', async () => {
    const child = spawn(binary, ['--depth', '1', '--tcp', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
    const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
    try {
      const port = await new Promise<number>((resolve, reject) => {
        let err = '';
        child.stderr.on('data', (d: Buffer) => {
          err += d.toString();
          const m = /^TCP 127\.0\.0\.1:(\d+)$/m.exec(err);
          if (m) resolve(Number(m[1]));
        });
        child.on('error', reject);
      });
      const socket = connect(port, '127.0.0.1');
      let out = '';
      const done = new Promise<void>((resolve, reject) => {
        socket.on('data', (d: Buffer) => {
          out += d.toString('latin1');
          if (out.length >= 7) resolve();
        });
        socket.on('error', reject);
      });
      socket.write('02A');
      await done;
      socket.destroy();
      expect(out).toBe('101' + firstMove);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }, 30_000);
});
