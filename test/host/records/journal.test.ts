import { describe, it, expect, afterEach } from 'vitest';
import { mkdtemp, rm, readFile, appendFile, writeFile } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GameJournal } from '../../../host/records/journal.ts';
import { findRecord, listRecords, parseJournal, readRecord } from '../../../host/records/reader.ts';
import { RecordFormatError, RecordNotFoundError } from '../../../host/records/errors.ts';
import type { StartInfo } from '../../../host/records/journal.ts';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const d = await mkdtemp(path.join(os.tmpdir(), 'arena-records-'));
  dirs.push(d);
  return d;
}
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

const identity = { name: 'emu', kind: 'emulator', description: 'emu:gomoku', teamCode: null, about: 'name="g"' } as const;
const gomokuStart: StartInfo = {
  settings: { game: 'gomoku', size: 15, rule: 'freestyle' },
  timeLimitMs: 500,
  players: [identity, { ...identity, name: 'other' }],
  series: { index: 0, games: 2 },
};
const timing = { wallMs: 3.5, wireMs: 0.5, computeMs: 3, predictedMs: null, promptBytes: 10, replyBytes: 5 };

describe('GameJournal', () => {
  it('writes a record that reads back move for move, with its summary', async () => {
    const dir = await tempDir();
    const j = await GameJournal.create(dir, gomokuStart);
    const texts = ['7,7', '8,8', '7,8'];
    for (const [i, text] of texts.entries()) await j.move({ ply: i, side: (i % 2) as 0 | 1, text, timing, atMs: i * 10 });
    const verdict = { kind: 'aborted', detail: 'test' } as const;
    const summary = await j.finish({ verdict, text: 'game aborted: test', winner: null, atMs: 40 }, null);
    const r = await readRecord(j.file);
    expect(r.id).toBe(j.id);
    expect(r.complete).toBe(true);
    expect(r.truncatedTail).toBeNull();
    expect(r.moves.map((m) => m.text)).toEqual(texts);
    expect(r.summary).toEqual(summary);
    expect(r.summary!.moves.map((m) => m.timing)).toEqual([timing, timing, timing]);
    expect(r.verdict!.verdict).toEqual(verdict);
    // One event per line, each a JSON object.
    const lines = (await readFile(j.file, 'utf8')).trimEnd().split('\n');
    expect(lines.map((l) => (JSON.parse(l) as { type: string }).type)).toEqual(['start', 'move', 'move', 'move', 'verdict', 'summary']);
  });

  it('leaves a readable record up to the last move when the writing process is killed', async () => {
    const dir = await tempDir();
    const script = fileURLToPath(new URL('../../fixtures/journal-writer.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', script, dir, '4'], { stdio: ['ignore', 'pipe', 'inherit'] });
    const file = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('\n')) resolve(out.trim());
      });
      child.on('exit', (code) => reject(new Error(`writer exited early (${code})`)));
    });
    const exited = new Promise((r) => child.on('exit', r));
    child.kill('SIGKILL');
    await exited;
    const r = await readRecord(file);
    expect(r.complete).toBe(false);
    expect(r.verdict).toBeNull();
    expect(r.moves.map((m) => m.text)).toEqual(['56t2', '9bu0', '78b0', 'a8c0']);
  }, 20_000);

  it('tolerates and reports a truncated last line, but not a bad line in the middle', async () => {
    const dir = await tempDir();
    const j = await GameJournal.create(dir, gomokuStart, { sync: false });
    await j.move({ ply: 0, side: 0, text: '7,7', timing, atMs: 0 });
    await j.close();
    await appendFile(j.file, '{"type":"move","ply":1,"si');
    const r = await readRecord(j.file);
    expect(r.moves).toHaveLength(1);
    expect(r.truncatedTail).toBe('{"type":"move","ply":1,"si');

    const text = await readFile(j.file, 'utf8');
    const broken = text.replace('{"type":"move","ply":0', '{"type":"move","ply":"zero"');
    expect(() => parseJournal(broken, 'x.jsonl')).toThrow(RecordFormatError);
    expect(() => parseJournal(broken, 'x.jsonl')).toThrow(/x\.jsonl:2: .*ply/);
    expect(() => parseJournal(text.replace('\n{"type":"move"', '\n{oops\n{"type":"move"'), 'y.jsonl')).toThrow(/y\.jsonl:2: not JSON/);
  });

  it('rejects moves out of order and files that do not begin with a start event', async () => {
    const dir = await tempDir();
    const j = await GameJournal.create(dir, gomokuStart, { sync: false });
    await j.move({ ply: 0, side: 0, text: '7,7', timing: null, atMs: 0 });
    await j.move({ ply: 2, side: 0, text: '7,8', timing: null, atMs: 0 });
    await j.close();
    await expect(readRecord(j.file)).rejects.toThrow(/:3: move ply 2 where 1 was expected/);
    const lone = path.join(dir, 'lone.jsonl');
    await writeFile(lone, JSON.stringify({ type: 'move', ply: 0, side: 0, text: '7,7', timing: null, atMs: 0 }) + '\n');
    await expect(readRecord(lone)).rejects.toThrow(/must begin with a start event/);
  });
});

describe('listRecords / findRecord', () => {
  it('lists records oldest first, reports unreadable files, and finds by id, prefix or path', async () => {
    const dir = await tempDir();
    let t = Date.parse('2026-01-01T00:00:00Z');
    const now = () => new Date((t += 60_000));
    const a = await GameJournal.create(dir, gomokuStart, { sync: false, now });
    await a.close();
    const b = await GameJournal.create(dir, gomokuStart, { sync: false, now });
    await b.close();
    await writeFile(path.join(dir, 'zz-bad.jsonl'), 'nonsense\n');
    const list = await listRecords(dir);
    expect(list.map((l) => l.record?.id ?? null)).toEqual([a.id, b.id, null]);
    expect(list[2]!.error).toMatch(/zz-bad\.jsonl:1: not JSON/);
    expect((await findRecord(dir, b.id)).file).toBe(b.file);
    expect((await findRecord(dir, a.file)).id).toBe(a.id);
    expect((await findRecord(dir, a.id.slice(0, 13))).id).toBe(a.id); // the minute makes the prefix unique
    expect(a.id).toMatch(/^20260101T000100000Z-gomoku-[0-9a-f]{6}$/);
    await expect(findRecord(dir, '2026')).rejects.toThrow(/ambiguous/);
    await expect(findRecord(dir, 'nope')).rejects.toThrow(RecordNotFoundError);
    expect(await listRecords(path.join(dir, 'missing'))).toEqual([]);
  });
});
