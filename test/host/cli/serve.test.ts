import { describe, it, expect, afterEach } from 'vitest';
import { existsSync } from 'node:fs';
import { SerialPort } from 'serialport';
import { spawnArena, type ArenaProcess } from '../../support/arena-process.ts';
import { createConnection } from 'node:net';
import { once } from 'node:events';
import { encodeMoveCode, Game, tryDecodeMoveCode, type MoveCode } from '../../../core/blokus/index.ts';
import { blokusCoreMove } from '../../../core/engines/blokus-core/index.ts';
import { blokusCoreV2Move } from '../../../core/engines/blokus-core/v2/index.ts';
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

  it('--version 2: the emulated board runs SPEC-v2’s core, move for move and cycle for cycle', async () => {
    proc = spawnArena(['serve', '--game', 'blokus', '--tcp', '0', '--version', '2', '--units', '1']);
    const line = await proc.nextLine();
    const port = Number(/:(\d+)$/.exec(line)![1]);
    const socket = createConnection({ port, host: '127.0.0.1' });
    let text = '';
    socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
    await once(socket, 'connect');
    socket.write('02A');
    const until = Date.now() + 60_000;
    while (text.length < 7 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    socket.destroy();
    const v2 = blokusCoreV2Move({ setup: { firstMoverStart: 'a' }, moves: [] }, { units: 1 });
    const v1 = blokusCoreMove({ setup: { firstMoverStart: 'a' }, moves: [] }, { units: 1 });
    expect(text).toBe(`1EM${encodeMoveCode(v2.move)}`);
    expect(proc.stderr()).toContain(`cycles=${v2.stats.cycles}`);
    expect(v2.stats.cycles).not.toBe(v1.stats.cycles); // the check tells the versions apart
  }, 90_000);

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
    [['--game', 'gomoku', '--pty', '--version', '2'], /--version, --units, --team and --dialect apply to --game blokus only/],
    [['--game', 'blokus', '--pty', '--version', '4'], /--version 4: expected an integer in 1\.\.3/],
    [['--game', 'blokus', '--pty', '--version', '3', '--core', 'rtl'], /--core rtl builds core versions 1 and 2: version 3 \(SPEC-v3, MCTS\) has no RTL yet/],
    [['--game', 'blokus', '--pty', '--version', '3', '--units', '2'], /--units applies with --version 1 or 2 only under --core emu/],
    [['--game', 'blokus', '--pty', '--version', '2', '--depth', '2'], /--depth applies with --version 1 only under --core emu: core version 2 deepens until its deadline/],
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
