import { describe, it, expect, afterEach } from 'vitest';
import { existsSync } from 'node:fs';
import { SerialPort } from 'serialport';
import { spawnArena, type ArenaProcess } from '../../support/arena-process.ts';
import { Game, tryDecodeMoveCode, type MoveCode } from '../../../core/blokus/index.ts';
import { run } from '../../../host/cli/commands/serve.ts';
import { memoryIo } from '../../../host/cli/io.ts';
import { ArenaError } from '../../../core/errors.ts';

/** The client side: plain node-serialport on the announced pty, as a terminal or host would. */
async function openClient(path: string) {
  const port = new SerialPort({ path, baudRate: 115200, autoOpen: false });
  await new Promise<void>((res, rej) => port.open((e) => (e ? rej(e) : res())));
  let text = '';
  port.on('data', (d: Buffer) => (text += d.toString('latin1')));
  let taken = 0;
  return {
    async ask(send: string, n: number, timeoutMs = 10_000): Promise<string> {
      port.write(send);
      const until = Date.now() + timeoutMs;
      while (text.length < taken + n) {
        if (Date.now() > until) throw new Error(`no ${n}-byte answer to ${JSON.stringify(send)}: have ${JSON.stringify(text.slice(taken))}`);
        await new Promise((r) => setTimeout(r, 10));
      }
      const out = text.slice(taken, taken + n);
      taken += n;
      return out;
    },
    close: () => new Promise<void>((r) => (port.isOpen ? port.close(() => r()) : r())),
  };
}

describe('arena serve (real child process)', () => {
  let proc: ArenaProcess | null = null;
  afterEach(async () => {
    await proc?.stop('SIGKILL');
    proc = null;
  });

  it('--pty: announces the pty, plays Blokus games in a row over real serial, and shuts down on SIGINT', async () => {
    proc = spawnArena(['serve', '--game', 'blokus', '--pty', '--depth', '1', '--team', '07']);
    const first = await proc.nextLine();
    expect(first).toMatch(/^pty: \/dev\/pts\/\d+$/);
    const path = first.slice('pty: '.length);
    const client = await openClient(path);
    for (const start of ['5', 'a'] as const) {
      expect(await client.ask('0', 3)).toBe('107');
      const game = Game.create({ firstMoverStart: start });
      const code = await client.ask(`2${start.toUpperCase()}`, 4);
      const r = tryDecodeMoveCode(code);
      expect(r.ok).toBe(true);
      expect(game.board.legality((r as { move: MoveCode }).move).legal).toBe(true);
      await client.ask('9', 0);
    }
    await client.close();
    const exit = await proc.stop('SIGINT');
    expect(exit).toEqual({ code: 0, signal: null });
    expect(proc.stderr()).toContain('SIGINT: shutting down');
    expect(proc.stderr()).toMatch(/move [0-9a-e]{2}[a-u][0-7] cycles=\d+/);
    // socat was stopped with it: the pty is gone.
    expect(existsSync(path)).toBe(false);
  });

  it('--tcp 0 --game gomoku: announces the bound port and stops on SIGTERM', async () => {
    proc = spawnArena(['serve', '--game', 'gomoku', '--tcp', '0', '--depth', '1', '--quiet']);
    const line = await proc.nextLine();
    expect(line).toMatch(/^tcp: 127\.0\.0\.1:\d+$/);
    const exit = await proc.stop('SIGTERM');
    expect(exit).toEqual({ code: 0, signal: null });
    expect(proc.stderr()).toBe('');
  });
});

describe('arena serve arguments', () => {
  it.each([
    [['--game', 'chess', '--pty'], /unknown game 'chess': expected blokus or gomoku/],
    [['--game', 'blokus'], /exactly one of --tcp PORT, --pty or --stdio/],
    [['--game', 'blokus', '--pty', '--tcp', '1'], /exactly one/],
    [['--game', 'blokus', '--pty', '--core', 'fpga'], /--core must be one of emu, rtl, firmware/],
    [['--game', 'blokus', '--pty', '--dialect', 'x'], /unknown dialect 'x': expected heart2014 or icfpt2013/],
    [['--game', 'gomoku', '--pty', '--units', '2'], /apply to --game blokus only/],
    [['--game', 'blokus', '--tcp', 'ten'], /--tcp ten: expected an integer in 0..65535/],
    [['--game', 'gomoku', '--pty', '--core', 'rtl'], /--program PATH or set ARENA_RTL_BOARD/],
  ])('%j is refused with a typed error', async (args, message) => {
    const e = await run(args, memoryIo()).then(() => null, (x: unknown) => x);
    expect(e).toBeInstanceOf(ArenaError);
    expect((e as Error).message).toMatch(message);
  });

  it('--help prints the usage', async () => {
    const io = memoryIo();
    expect(await run(['--help'], io)).toBe(0);
    expect(io.stdout()).toContain('--realtime');
  });
});
