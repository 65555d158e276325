// Standard formats through the CLI, against the real programs: our Blokus records exported as
// Pentobi's SGF are loaded by the real pentobi-gtp (`loadsgf`) and its board must equal ours; a game
// pentobi-gtp plays against itself and saves (`savesgf`) imports and replays to Pentobi's board;
// every format comes back through `arena records import` to the same game.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BlokusBoard } from '../../../core/blokus/board.ts';
import type { StartSquare } from '../../../core/blokus/position.ts';
import { GtpResponseReader, type GtpResponse } from '../../../core/protocol/gtp/framing.ts';
import { run as match } from '../../../host/cli/commands/match.ts';
import { run as records } from '../../../host/cli/commands/records.ts';
import { memoryIo } from '../../../host/cli/io.ts';
import { findRecord, listRecords, type GameRecord } from '../../../host/records/reader.ts';
import { THIRD_PARTY, opponentsBin, opponentsPresent } from '../../support/opponents.ts';

const present = opponentsPresent;
if (!present) console.warn(`skipping the Pentobi SGF tests: ${THIRD_PARTY} is absent`);

/** pentobi-gtp over its stdin/stdout, one command at a time. */
class Pentobi {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly reader = new GtpResponseReader();
  private waiting: ((r: GtpResponse) => void) | null = null;

  constructor(bin: string) {
    this.child = spawn(bin, ['--game', 'duo', '--level', '1', '--nobook', '--quiet', '--seed', '7']);
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (d: string) => {
      for (const item of this.reader.push(d)) if (item.kind === 'response') this.waiting?.(item.response);
    });
  }

  send(command: string): Promise<GtpResponse> {
    return new Promise((resolve) => {
      this.waiting = resolve;
      this.child.stdin.write(command + '\n');
    });
  }

  async ok(command: string): Promise<string> {
    const r = await this.send(command);
    if (!r.ok) throw new Error(`pentobi-gtp: ${command}: ${r.text}`);
    return r.text;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.stdin.end('quit\n');
    });
  }
}

/**
 * Pentobi's `showboard` as 14 rows of ours (y = 1 at the top), cells '0'/'1'/'.': its rows are
 * numbered 14..1 from the top, X is its first colour. When our first mover starts at (a,a), the
 * file is written turned half a turn, so Pentobi's board is turned back here.
 */
function pentobiOccupancy(showboard: string, start: StartSquare): string {
  const grid: string[][] = [];
  // Each row is "NN c c c …": cells every second column from the fourth; '>' and '<' between
  // cells mark the last move.
  for (const line of showboard.split('\n')) {
    if (/^[ 1]\d [.XO+]/.test(line)) grid.push(Array.from({ length: 14 }, (_, i) => line[3 + 2 * i]!));
  }
  expect(grid, showboard).toHaveLength(14);
  let s = '';
  for (let y = 1; y <= 14; y++)
    for (let x = 1; x <= 14; x++) {
      const [px, py] = start === '5' ? [x, y] : [15 - x, 15 - y];
      const c = grid[py - 1]![px - 1]!;
      s += c === 'X' ? '0' : c === 'O' ? '1' : '.';
    }
  return s;
}

function ourOccupancy(codes: readonly string[], start: StartSquare): string {
  const b = new BlokusBoard({ firstMoverStart: start });
  codes.forEach((c, i) => expect(b.playCode(c).legal, `move ${i + 1} ${c}`).toBe(true));
  let s = '';
  for (let y = 1; y <= 14; y++) for (let x = 1; x <= 14; x++) s += String(b.owner(x, y) ?? '.');
  return s;
}

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const d = await mkdtemp(path.join(os.tmpdir(), 'arena-formats-'));
  dirs.push(d);
  return d;
}
afterAll(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

async function play(dir: string, game: 'blokus' | 'gomoku', extra: string[]): Promise<GameRecord> {
  const io = memoryIo();
  expect(await match(['--game', game, '--p1', 'emu:depth=1', '--p2', 'emu:depth=1', '--time-limit', '5000', '--record', dir, ...extra], io), io.stderr()).toBe(0);
  return (await listRecords(dir)).map((l) => l.record!).at(-1)!;
}

async function exportTo(dir: string, id: string, format: string, out: string): Promise<string> {
  expect(await records(['export', id, '--dir', dir, '--format', format, '--out', out], memoryIo())).toBe(0);
  return readFile(out, 'utf8');
}

async function importFrom(dir: string, file: string): Promise<GameRecord> {
  const io = memoryIo();
  expect(await records(['import', file, '--dir', dir, '--json'], io)).toBe(0);
  return findRecord(dir, (JSON.parse(io.stdout()) as { id: string }).id);
}

describe('records in standard formats, both ways', () => {
  it('round-trips a Gomoku game through psq and any game through jsonl', async () => {
    const dir = await tempDir();
    const g = await play(dir, 'gomoku', []);
    const psq = await exportTo(dir, g.id, 'psq', path.join(dir, 'g.psq'));
    expect(psq).toMatch(/^Piskvorky 15x15, 0:0, 0\n/);
    const back = await importFrom(dir, path.join(dir, 'g.psq'));
    expect(back.moves.map((m) => m.text)).toEqual(g.moves.map((m) => m.text));
    expect(back.verdict!.winner).toBe(g.verdict!.winner);
    expect(back.start.players.map((p) => p.name)).toEqual(['emulator (depth 1)', 'emulator (depth 1)']);

    await exportTo(dir, g.file, 'jsonl', path.join(dir, 'g.jsonl'));
    const again = await importFrom(dir, path.join(dir, 'g.jsonl'));
    expect(again.moves).toEqual(g.moves);
    expect(again.verdict!.text).toBe(g.verdict!.text);
    expect(again.id).not.toBe(g.id);
  }, 60_000);

  it('refuses a Gomoku game as blksgf and a malformed file, naming why and where', async () => {
    const dir = await tempDir();
    const g = await play(dir, 'gomoku', []);
    await expect(records(['export', g.id, '--dir', dir, '--format', 'blksgf'], memoryIo())).rejects.toThrow(/it is a gomoku game; blksgf holds Blokus Duo/);
    await expect(records(['export', g.id, '--dir', dir, '--format', 'sgf'], memoryIo())).rejects.toThrow(/--format 'sgf' is not one of/);
    const bad = path.join(dir, 'bad.blksgf');
    await writeFile(bad, '(;GM[Blokus Duo]\n;B[e10,e11]\n;W[zz]\n)\n');
    await expect(records(['import', bad, '--dir', dir], memoryIo())).rejects.toThrow(/bad\.blksgf: blksgf line 3: W\[zz\]/);
    await expect(records(['import', path.join(dir, 'none.psq'), '--dir', dir], memoryIo())).rejects.toThrow(/cannot read .*none\.psq/);
  }, 60_000);
});

describe.skipIf(!present)('Blokus Duo records and the real Pentobi', () => {
  let pentobi: Pentobi;
  beforeAll(() => {
    const bin = opponentsBin();
    pentobi = new Pentobi(path.join(bin, 'pentobi-gtp'));
  }, 300_000);
  afterAll(() => pentobi?.close());

  for (const start of ['5', 'a'] as const) {
    it(`an exported game (first mover at ${start}) loads in pentobi-gtp at our position, and imports back to it`, async () => {
      const dir = await tempDir();
      const g = await play(dir, 'blokus', ['--start', start]);
      const file = path.join(dir, 'g.blksgf');
      const text = await exportTo(dir, g.id, 'blksgf', file);
      expect(text).toMatch(/^\(;GM\[Blokus Duo\]/);
      await pentobi.ok(`loadsgf ${file}`);
      const ours = ourOccupancy(g.moves.map((m) => m.text), start);
      expect(pentobiOccupancy(await pentobi.ok('showboard'), start)).toBe(ours);
      const back = await importFrom(dir, file);
      expect(ourOccupancy(back.moves.map((m) => m.text), start)).toBe(ours);
      expect(back.moves.length).toBe(g.moves.length);
      expect(back.verdict!.text).toBe(g.verdict!.text);
    }, 60_000);
  }

  it('a game pentobi-gtp played against itself and saved imports to the board it shows', async () => {
    const dir = await tempDir();
    await pentobi.ok('clear_board');
    let passes = 0;
    for (let ply = 0; passes < 2 && ply < 100; ply++) {
      const move = await pentobi.ok(`genmove ${ply % 2 ? 'w' : 'b'}`);
      passes = move === 'pass' ? passes + 1 : 0;
    }
    const file = path.join(dir, 'pentobi.blksgf');
    await pentobi.ok(`savesgf ${file}`);
    const board = pentobiOccupancy(await pentobi.ok('showboard'), '5');
    const r = await importFrom(dir, file);
    expect(ourOccupancy(r.moves.map((m) => m.text), '5')).toBe(board);
    expect(r.verdict!.verdict.kind).toBe('normal-end');
    expect(r.start.players[0].description).toBe('imported from pentobi.blksgf');
  }, 120_000);
});
