/**
 * Deleting a record: by its exact id only (no prefix, no path), and only a regular file inside
 * the records folder, so a slip can neither remove a second record nor anything else.
 */
import { lstat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { RecordNotFoundError } from './errors.ts';
import { RECORD_EXTENSION } from './journal.ts';

export async function deleteRecord(dir: string, id: string): Promise<void> {
  if (!/^[A-Za-z0-9._-]+$/.test(id) || id.startsWith('.')) throw new RecordNotFoundError(id, dir, 'not a record id');
  const file = path.join(dir, id + RECORD_EXTENSION);
  const s = await lstat(file).catch(() => null);
  if (!s) throw new RecordNotFoundError(id, dir, 'no such record');
  if (!s.isFile()) throw new RecordNotFoundError(id, dir, 'it is not a regular file, so it is left alone');
  await unlink(file);
}
