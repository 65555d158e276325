// Deleting a record (host/records/delete.ts): by exact id only, never a prefix, a path or anything
// that is not a regular record file in the folder.
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deleteRecord } from '../../../host/records/delete.ts';
import { RecordNotFoundError } from '../../../host/records/errors.ts';

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

describe('deleteRecord', () => {
  it('removes exactly the named record and refuses anything else, naming why', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'arena-delete-'));
    dirs.push(dir);
    await writeFile(path.join(dir, 'g1.jsonl'), '{}\n');
    await writeFile(path.join(dir, 'g12.jsonl'), '{}\n');
    await mkdir(path.join(dir, 'folder.jsonl'));

    await expect(deleteRecord(dir, 'g')).rejects.toThrow(/no such record/);
    await expect(deleteRecord(dir, '../outside')).rejects.toBeInstanceOf(RecordNotFoundError);
    await expect(deleteRecord(dir, '.hidden')).rejects.toThrow(/not a record id/);
    await expect(deleteRecord(dir, 'folder')).rejects.toThrow(/not a regular file/);
    await deleteRecord(dir, 'g1');
    expect(existsSync(path.join(dir, 'g1.jsonl'))).toBe(false);
    expect(existsSync(path.join(dir, 'g12.jsonl'))).toBe(true);
    await expect(deleteRecord(dir, 'g1')).rejects.toThrow(/no such record/);
  });
});
