// Real serialport over a socat pty against `arena serve --pty` (another process, the emulated
// board exposed as a serial device): complete Blokus and Gomoku games, and the pty vanishing.
import { describe, it, expect, afterEach } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPlayer } from '../../../host/players/create-player.ts';
import { playGame } from '../../../host/match/run-game.ts';
import { readRecord } from '../../../host/records/reader.ts';
import { run as match } from '../../../host/cli/commands/match.ts';
import { memoryIo } from '../../../host/cli/io.ts';
import type { MatchJson } from '../../../host/match/json-output.ts';
import type { Player } from '../../../core/match/player.ts';
import type { GameKind, GameSettings } from '../../../core/match/types.ts';

const BIN = fileURLToPath(new URL('../../../bin/arena.js', import.meta.url));
const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});

/** Starts `arena serve` (`--pty` unless told `--tcp`) and resolves with where it listens. */
async function serve(...args: string[]): Promise<{ path: string; child: ChildProcess; exited: Promise<unknown> }> {
  const where = args.includes('--tcp') ? [] : ['--pty'];
  const child = spawn(process.execPath, [BIN, 'serve', ...where, '--quiet', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((r) => child.once('exit', r));
  cleanup.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  });
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const ptyPath = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /^(?:pty|tcp): (\S+)$/m.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`arena serve exited (${code}): ${err}`)));
  });
  return { path: ptyPath, child, exited };
}

async function open<G extends GameKind>(game: G, spec: string): Promise<Player<G>> {
  const p = createPlayer(game, spec);
  cleanup.push(() => p.close());
  await p.open();
  return p;
}

describe('serial:PTY against arena serve --pty', () => {
  it('plays a complete Blokus game, the served board moving second', async () => {
    const board = await serve('--game', 'blokus', '--depth', '1', '--team', 'SV');
    const emu = await open('blokus', 'emu:depth=1');
    const serial = await open('blokus', `serial:${board.path}`);
    const settings: GameSettings = { game: 'blokus', dialect: 'heart-2014', firstMoverStart: 'a' };
    const out = await playGame([emu, serial], { settings, timeLimitMs: 5000, recordDir: null });
    expect(out.verdict.kind).toBe('normal-end');
    expect(serial.identity).toMatchObject({ teamCode: 'SV', kind: 'board', description: `serial:${board.path} @115200` });
    const served = out.moves.filter((m) => m.side === 1);
    expect(served.length).toBeGreaterThan(5);
    expect(served.every((m) => m.timing!.wireMs! > 0.34 && m.timing!.wireMs! < 0.35)).toBe(true); // 4 bytes at 115200 8N1
  }, 30_000);

  it('plays a complete Gomoku game over the Piskvork protocol', async () => {
    const board = await serve('--game', 'gomoku', '--depth', '1');
    const serial = await open('gomoku', `serial:${board.path}`);
    const emu = await open('gomoku', 'emu:depth=2');
    const out = await playGame([serial, emu], { settings: { game: 'gomoku', size: 15, rule: 'freestyle' }, timeLimitMs: 5000, recordDir: null });
    expect(out.verdict).toMatchObject({ kind: 'normal-end' });
    expect(serial.identity.about).toMatch(/name=/);
    // The served board reports its cycles: each of its moves has a predicted time.
    expect(out.moves.filter((m) => m.side === 0).every((m) => m.timing!.predictedMs !== null)).toBe(true);
  }, 30_000);

  it('rules "link lost" when the pty vanishes mid-game; the record holds every move played', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'arena-serve-'));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    const board = await serve('--game', 'blokus', '--depth', '1');
    const serial = await open('blokus', `serial:${board.path}`);
    const emu = await open('blokus', 'emu:depth=1');
    const settings: GameSettings = { game: 'blokus', dialect: 'heart-2014', firstMoverStart: '5' };
    let stopping: Promise<unknown> | null = null;
    const out = await playGame([serial, emu], {
      settings,
      timeLimitMs: 0,
      recordDir: dir,
      onMove: (_m, ply) => {
        if (ply === 5 && !stopping) {
          board.child.kill('SIGTERM'); // serve stops socat: the pty disappears under us
          stopping = board.exited;
        }
      },
    });
    await stopping;
    expect(out.verdict).toMatchObject({ kind: 'link-lost', loser: 0 });
    const rec = await readRecord(out.recordFile!);
    expect(rec.moves.map((m) => m.text)).toEqual(out.moves.map((m) => m.text));
    expect(rec.moves.length).toBeGreaterThanOrEqual(6);
    expect(rec.verdict!.verdict.kind).toBe('link-lost');
  }, 30_000);

  it('arena match plays an ICFPT 2013 series against arena serve over TCP', async () => {
    const board = await serve('--game', 'blokus', '--tcp', '0', '--dialect', 'icfpt2013', '--depth', '1', '--team', 'TC');
    const io = memoryIo();
    const code = await match(['--game', 'blokus', '--p1', `tcp:${board.path}`, '--p2', 'emu:depth=1', '--dialect', 'icfpt2013', '--games', '2', '--time-limit', '5000', '--no-record', '--json'], io);
    expect(code).toBe(0);
    const doc = JSON.parse(io.stdout()) as MatchJson;
    expect(doc.players.A).toMatchObject({ teamCode: 'TC', kind: 'board' });
    expect(doc.games.map((g) => [g.first, g.verdict.kind])).toEqual([
      ['A', 'normal-end'],
      ['B', 'normal-end'],
    ]);
  }, 30_000);
});
