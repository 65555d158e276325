import { describe, it, expect, afterEach } from 'vitest';
import { mkdtemp, rm, readFile, appendFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { run as match } from '../../../host/cli/commands/match.ts';
import { run as records } from '../../../host/cli/commands/records.ts';
import { memoryIo } from '../../../host/cli/io.ts';
import { listRecords } from '../../../host/records/reader.ts';
import { BlokusBoard, decodeMoveCode } from '../../../core/blokus/index.ts';

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

describe('arena records', () => {
  it('lists, shows and exports what arena match recorded', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'arena-cli-records-'));
    dirs.push(dir);
    expect(await match(['--game', 'blokus', '--p1', 'emu:depth=1', '--p2', 'emu:depth=1', '--games', '2', '--time-limit', '5000', '--record', dir], memoryIo())).toBe(0);
    const [first, second] = (await listRecords(dir)).map((l) => l.record!);

    const list = memoryIo();
    expect(await records(['list', '--dir', dir], list)).toBe(0);
    const lines = list.stdout().trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^${first!.id}  emu:depth=1 \\(team EM\\) vs emu:depth=1 \\(team EM\\)  ${first!.moves.length} moves  player [12] wins`));

    const show = memoryIo();
    expect(await records(['show', second!.id, '--dir', dir], show)).toBe(0);
    expect(show.stdout()).toMatch(/game +blokus heart-2014 start 5, 5000 ms\/move/);
    expect(show.stdout()).toMatch(/series +game 2 of 2/);
    expect(show.stdout()).toMatch(/scores +-?\d+ to -?\d+/);

    const exported = memoryIo();
    expect(await records(['export', second!.id.slice(-6), '--dir', dir], exported)).toBe(0);
    const codes = exported.stdout().trim().split('\n');
    expect(codes).toEqual(second!.moves.map((m) => m.text));
    // The export is a playable move list: it replays legally to the end.
    const board = new BlokusBoard();
    for (const c of codes) board.apply(decodeMoveCode(c));
    expect(board.isOver()).toBe(true);

    const out = path.join(dir, 'moves.txt');
    expect(await records(['export', first!.file, '--out', out], memoryIo())).toBe(0);
    expect((await readFile(out, 'utf8')).trim().split('\n')).toEqual(first!.moves.map((m) => m.text));

    const json = memoryIo();
    expect(await records(['list', '--dir', dir, '--json'], json)).toBe(0);
    expect((JSON.parse(json.stdout()) as { id: string; complete: boolean }[]).map((r) => [r.id, r.complete])).toEqual([
      [first!.id, true],
      [second!.id, true],
    ]);
  }, 60_000);

  it('shows an unfinished record from a killed match up to its last move', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'arena-cli-records-'));
    dirs.push(dir);
    await match(['--game', 'gomoku', '--p1', 'emu:depth=1', '--p2', 'emu:depth=1', '--record', dir], memoryIo());
    const [rec] = (await listRecords(dir)).map((l) => l.record!);
    const text = await readFile(rec!.file, 'utf8');
    // Cut the file after the third move and leave half a line, as a killed writer would.
    const kept = text.split('\n').slice(0, 4).join('\n') + '\n';
    await rm(rec!.file);
    await appendFile(rec!.file, kept + '{"type":"move","ply":3,');
    const io = memoryIo();
    expect(await records(['show', rec!.id, '--dir', dir], io)).toBe(0);
    expect(io.stdout()).toMatch(/unfinished after 3 moves \(last line truncated\)/);
    const exported = memoryIo();
    await records(['export', rec!.id, '--dir', dir], exported);
    expect(exported.stdout()).toBe(rec!.moves.slice(0, 3).map((m) => `${m.text}\n`).join(''));
  }, 30_000);

  it('names a record it cannot find and an unknown action', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'arena-cli-records-'));
    dirs.push(dir);
    await expect(records(['show', 'nope', '--dir', dir], memoryIo())).rejects.toThrow(/no record "nope"/);
    await expect(records(['frobnicate', '--dir', dir], memoryIo())).rejects.toThrow(/unknown records action 'frobnicate'/);
    const io = memoryIo();
    expect(await records(['list', '--dir', path.join(dir, 'none')], io)).toBe(0);
    expect(io.stdout()).toMatch(/no records in/);
  });
});
