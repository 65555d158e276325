// The UI's record list knows a record by its file name: two files whose inner ids agree (a copied
// record) are two rows, each of which opens, and an unreadable file is a row whose error names it.
import { describe, it, expect, afterEach } from 'vitest';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GameJournal, type StartInfo } from '../../../host/records/journal.ts';
import { recordDetail, recordSummaries } from '../../../host/api/records.ts';

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

const identity = { name: 'emu', kind: 'emulator', description: 'emu:gomoku', teamCode: null, about: null } as const;
const start: StartInfo = {
  settings: { game: 'gomoku', size: 15, rule: 'freestyle' },
  timeLimitMs: 0,
  players: [identity, { ...identity, name: 'other' }],
  series: null,
};

describe('record summaries for the UI', () => {
  it('lists a copied record under its own file name, and each row opens its own file', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'arena-api-records-'));
    dirs.push(dir);
    const j = await GameJournal.create(dir, start);
    await j.move({ ply: 0, side: 0, text: '7,7', timing: null, atMs: 0 });
    await copyFile(j.file, path.join(dir, 'copy-of-game.jsonl'));
    await mkdir(path.join(dir, 'not-a-file.jsonl'));

    const rows = await recordSummaries(dir);
    const ids = rows.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([j.id, 'copy-of-game', 'not-a-file']));
    const bad = rows.find((r) => r.id === 'not-a-file')!;
    expect(bad.error).toContain(path.join(dir, 'not-a-file.jsonl'));
    for (const id of [j.id, 'copy-of-game']) {
      const d = await recordDetail(dir, id);
      expect(d.id).toBe(id);
      expect(d.moves.map((m) => m.text)).toEqual(['7,7']);
    }
  });
});
