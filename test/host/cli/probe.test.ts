import { describe, it, expect, afterAll, beforeAll } from 'vitest';
import { spawnArena, type ArenaProcess } from '../../support/arena-process.ts';
import { openPtyPair, type PtyPair } from '../../support/pty.ts';
import { run, NO_ANSWER_EXIT } from '../../../host/cli/commands/probe.ts';
import { memoryIo } from '../../../host/cli/io.ts';
import { ArenaError } from '../../../core/errors.ts';

describe('arena probe', () => {
  const procs: ArenaProcess[] = [];
  let silent: PtyPair | null = null;
  beforeAll(async () => {
    silent = await openPtyPair();
  });
  afterAll(async () => {
    for (const p of procs) await p.stop('SIGTERM');
    await silent?.close();
  });

  async function served(game: string): Promise<string> {
    const p = spawnArena(['serve', '--game', game, '--pty', '--depth', '1', '--quiet']);
    procs.push(p);
    return (await p.nextLine()).replace(/^pty: /, '');
  }

  it('identifies a served Blokus board on its pty', async () => {
    const path = await served('blokus');
    const io = memoryIo();
    expect(await run([path, '--json'], io)).toBe(0);
    const r = JSON.parse(io.stdout());
    expect(r).toMatchObject({ kind: 'identified', path, profile: 'de2-115-blokus', game: 'blokus', team: 'EM', emulator: false, reply: '1EM' });
    expect(r.replyMs).toBeGreaterThanOrEqual(0);
  });

  it('identifies a served Gomoku board as the emulator, in words', async () => {
    const path = await served('gomoku');
    const io = memoryIo();
    expect(await run([path], io)).toBe(0);
    expect(io.stdout()).toContain(`${path}: wujian100-gomoku`);
    expect(io.stdout()).toContain('[emulator]');
    expect(io.stdout()).toContain('name="fpga-arena-emulator"');
  });

  it('says "no answer" for a silent port and offers the expected emulator', async () => {
    const io = memoryIo();
    expect(await run([silent!.a, '--expect', 'wujian100-gomoku', '--timeout', '100'], io)).toBe(NO_ANSWER_EXIT);
    expect(io.stdout()).toContain(`${silent!.a}: no answer`);
    expect(io.stdout()).toContain('de2-115-blokus: silence');
    expect(io.stdout()).toContain('default: the emulated gomoku board');
  });

  it('refuses bad arguments and a missing port with typed errors', async () => {
    for (const [args, msg] of [
      [[], /exactly one serial port/],
      [['/dev/x', '--expect', 'nexys'], /unknown board profile 'nexys'/],
      [['/dev/x', '--timeout', '0.5'], /--timeout must be a positive/],
      [['/dev/arena-no-such-port'], /cannot open serial port \/dev\/arena-no-such-port/],
    ] as const) {
      const e = await run([...args], memoryIo()).then(() => null, (x: unknown) => x);
      expect(e).toBeInstanceOf(ArenaError);
      expect((e as Error).message).toMatch(msg);
    }
  });
});
