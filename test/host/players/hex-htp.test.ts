// Hex over HTP with real processes on both ends: `arena serve --game hex --stdio` is the external
// program behind a `gtp:` player, `arena serve --tcp` is reached through `tcp:`, a shell loop that
// answers nonsense is judged, and every game's record replays to its verdict.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { SettingsOf } from '../../../core/games/types.ts';
import { BLUE, RED, replayHexTexts } from '../../../core/hex/index.ts';
import type { Player } from '../../../core/match/player.ts';
import { startBoardServer, type BoardServer } from '../../../host/boards/serve.ts';
import { playGame } from '../../../host/match/run-game.ts';
import { createPlayer } from '../../../host/players/create-player.ts';
import { listRecords } from '../../../host/records/reader.ts';
import { run as records } from '../../../host/cli/commands/records.ts';
import { memoryIo } from '../../../host/cli/io.ts';
import { formatCommandLine } from '../../../host/transports/command-line.ts';

const ARENA = fileURLToPath(new URL('../../../bin/arena.js', import.meta.url));
const serveHex = (...args: string[]) => formatCommandLine([process.execPath, ARENA, 'serve', '--game', 'hex', '--stdio', '--quiet', ...args]);
const hex = (size: number): SettingsOf<'hex'> => ({ game: 'hex', size, swap: 'off' });

const open: Player<'hex'>[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((p) => p.close()));
  await Promise.all(cleanups.splice(0).map((c) => c()));
});

async function players(specs: [string, string], settings: SettingsOf<'hex'>): Promise<[Player<'hex'>, Player<'hex'>]> {
  const ps = specs.map((s) => createPlayer('hex', s, settings)) as [Player<'hex'>, Player<'hex'>];
  for (const p of ps) {
    open.push(p);
    await p.open();
  }
  return ps;
}

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'arena-hex-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe('Hex through HTP', () => {
  it('gtp: drives `arena serve --game hex --stdio` (a child process) through a whole game against uct:, and the record replays', async () => {
    const settings = hex(7);
    const [p1, p2] = await players([`gtp:${serveHex('--uct', 'uct:playouts=150,seed=2')}`, 'uct:playouts=150,seed=9'], settings);
    expect(p1.identity.about).toBe('arena-uct 1');
    const dir = await tempDir();
    const out = await playGame([p1, p2], { settings, timeLimitMs: 0, recordDir: dir, specs: ['gtp', 'uct'] });
    expect(out.verdict).toMatchObject({ kind: 'normal-end', reason: 'connection' });
    const [listing] = await listRecords(dir);
    const record = listing!.record!;
    expect(record.complete).toBe(true);
    expect(record.start.settings).toEqual(settings);
    const board = replayHexTexts({ size: 7, swap: false }, record.moves.map((m) => m.text));
    expect(board.winner === RED ? 0 : board.winner === BLUE ? 1 : null).toBe(record.summary!.winner);
    // The in-process engine's moves carry its account; the child's moves are plain timings.
    for (const m of record.moves) {
      if (m.side === 1) expect(m.timing?.engine).toMatchObject({ playouts: 150 });
      else expect(m.timing?.engine ?? null).toBeNull();
    }
    // `arena records show` prints the engine's account beside the timings.
    const show = memoryIo();
    expect(await records(['show', path.basename(listing!.file, '.jsonl'), '--dir', dir], show)).toBe(0);
    expect(show.stdout()).toMatch(/predicted ms {2}engine\n/);
    expect(show.stdout()).toMatch(/ {2}playouts=150 visits=\d+ winrate=[01]\.\d{3}\n/);
  }, 60_000);

  it('tcp: plays the emulated Hex board that `arena serve --tcp` exposes, each connection a fresh engine', async () => {
    const server: BoardServer = await startBoardServer({ game: 'hex', uct: 'uct:playouts=100', endpoint: { kind: 'tcp', port: 0 } });
    cleanups.push(() => server.stop());
    const settings = hex(5);
    for (let game = 0; game < 2; game++) {
      const [p1, p2] = await players([`tcp:127.0.0.1:${server.tcpPort!}`, 'uct:playouts=100'], settings);
      const out = await playGame([p1, p2], { settings, timeLimitMs: 10_000, recordDir: null });
      expect(out.verdict).toMatchObject({ kind: 'normal-end', reason: 'connection' });
      await Promise.all(open.splice(0).map((p) => p.close()));
    }
  }, 60_000);

  it('a program that answers nonsense to genmove loses with the bytes named', async () => {
    const babbler = formatCommandLine(['sh', '-c', 'while read line; do printf "= zz9\\n\\n"; done']);
    const [p1, p2] = await players([`gtp:${babbler}`, 'uct:playouts=50'], hex(5));
    const out = await playGame([p1, p2], { settings: hex(5), timeLimitMs: 5000, recordDir: null });
    expect(out.verdict).toMatchObject({ kind: 'malformed-code', loser: 0, bytes: 'zz9' });
  }, 30_000);

  it('the emulated Hex board answers every command of a pipe that then ends', async () => {
    const { execFile } = await import('node:child_process');
    const text = await new Promise<string>((resolve, reject) => {
      const child = execFile(process.execPath, [ARENA, 'serve', '--game', 'hex', '--stdio', '--quiet', '--uct', 'uct:playouts=50'], { timeout: 20_000 }, (e, stdout) => (e ? reject(e) : resolve(stdout)));
      child.stdin!.end('1 boardsize 5\n2 play b c3\n3 play b c4\n4 genmove w\n');
    });
    expect(text).toMatch(/^=1\n\n=2\n\n\?3 illegal move: it is white's turn, not black's\n\n=4 [a-e][1-5]\n\n$/);
  }, 30_000);
});

