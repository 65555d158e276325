// Only regular files inside the records folder are opened: a FIFO, a device or a symlink that
// leads out of the folder is listed as skipped with the reason, and nothing hangs (issue 12,
// item 5). A record folder under /proc or /sys, or one that cannot be made, is a clear error at once.
import { describe, it, expect, afterEach } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile, chmod } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { listRecords, findRecord } from '../../../host/records/reader.ts';
import { GameJournal, prepareRecordDir, RecordDirError } from '../../../host/records/journal.ts';
import { runSeries } from '../../../host/match/series.ts';
import { createPlayer } from '../../../host/players/create-player.ts';

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});
async function tempDir(): Promise<string> {
  const d = await mkdtemp(path.join(os.tmpdir(), 'arena-safe-read-'));
  dirs.push(d);
  return d;
}

async function oneRecord(dir: string): Promise<string> {
  const j = await GameJournal.create(dir, { settings: { game: 'gomoku', size: 15, rule: 'freestyle' }, timeLimitMs: 0, players: [player(), player()], series: null }, { sync: false });
  await j.close();
  return j.file;
}
const player = () => ({ name: 'p', kind: 'engine' as const, description: 'p', teamCode: null, about: null });

describe('reading only regular files', () => {
  it('lists FIFOs, devices and symlinks out of the folder as skipped, with the reason, without hanging', async () => {
    const dir = await tempDir();
    const outside = await tempDir();
    const good = await oneRecord(dir);
    const elsewhere = await oneRecord(outside);
    execFileSync('mkfifo', [path.join(dir, 'a-fifo.jsonl')]);
    await symlink('/dev/zero', path.join(dir, 'b-device.jsonl'));
    await symlink(elsewhere, path.join(dir, 'c-out.jsonl'));
    await symlink(good, path.join(dir, 'd-in.jsonl'));
    // Many at once: each used to hold a libuv pool worker on the FIFO for ever.
    const listings = await Promise.all(Array.from({ length: 8 }, () => listRecords(dir)));
    for (const l of listings) {
      const byName = Object.fromEntries(l.map((x) => [path.basename(x.file), x]));
      expect(byName['a-fifo.jsonl']!.error).toBe('skipped: a FIFO');
      expect(byName['b-device.jsonl']!.error).toMatch(/^skipped: a symbolic link leading out of the records folder \(to \/dev\/zero\)/);
      expect(byName['c-out.jsonl']!.error).toMatch(/^skipped: a symbolic link leading out of the records folder/);
      expect(byName['d-in.jsonl']!.record).not.toBeNull(); // a link within the folder is fine
      expect(byName[path.basename(good)]!.record).not.toBeNull();
    }
    await expect(findRecord(dir, 'a-fifo')).rejects.toThrow(/skipped: a FIFO/);
  });

  it('a record folder under /proc or /sys is refused at once, before any game', async () => {
    for (const dir of ['/proc/self/x', '/sys/arena-records']) {
      await expect(prepareRecordDir(dir)).rejects.toThrow(RecordDirError);
    }
    const dir = await tempDir();
    await symlink('/proc/self', path.join(dir, 'proc-link'));
    await expect(prepareRecordDir(path.join(dir, 'proc-link', 'x'))).rejects.toThrow(/kernel pseudo-filesystem/);
    const a = createPlayer('blokus', 'emu:depth=1');
    const b = createPlayer('blokus', 'emu:depth=1');
    await a.open();
    await b.open();
    try {
      const run = runSeries([{ player: a, spec: 'a' }, { player: b, spec: 'b' }], { settings: { game: 'blokus', dialect: 'heart-2014', firstMoverStart: '5' }, games: 1, timeLimitMs: 0, recordDir: '/proc/self/x' });
      await expect(run).rejects.toThrow(/^cannot write game records in \/proc\/self\/x: it is inside a kernel pseudo-filesystem/);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('every mkdir failure names the folder and the reason', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, 'file'), 'x');
    await expect(prepareRecordDir(path.join(dir, 'file', 'records'))).rejects.toThrow(/cannot write game records in .*file\/records: ENOTDIR/);
    if (process.getuid?.() !== 0) {
      await chmod(dir, 0o500);
      await expect(prepareRecordDir(path.join(dir, 'sub'))).rejects.toThrow(/EACCES/);
      await chmod(dir, 0o700);
    }
  });
});
