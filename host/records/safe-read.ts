/**
 * Opens a record for reading only when it is a regular file inside the records folder. A FIFO
 * named `*.jsonl` would block open() (and a libuv pool worker with it) until someone writes; a
 * device could be read forever; a symlink could lead anywhere. Such entries are skipped, with
 * the reason, never opened. The open itself is non-blocking and re-checked on the descriptor,
 * so an entry swapped for a FIFO between the check and the open cannot hang it either.
 */
import { constants } from 'node:fs';
import { lstat, open, realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/** An entry that is not read, and why. */
export class SkippedEntry extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: skipped: ${reason}`);
    this.name = 'SkippedEntry';
  }
}

function kindOf(s: { isFIFO(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean; isSocket(): boolean; isDirectory(): boolean }): string {
  if (s.isFIFO()) return 'a FIFO';
  if (s.isCharacterDevice() || s.isBlockDevice()) return 'a device';
  if (s.isSocket()) return 'a socket';
  if (s.isDirectory()) return 'a folder';
  return 'not a regular file';
}

/** Throws SkippedEntry unless `file` is (or links, within `dir`, to) a regular file. */
async function check(file: string, dir: string | null): Promise<void> {
  const own = await lstat(file);
  if (own.isSymbolicLink() && dir !== null) {
    const target = await realpath(file).catch(() => null);
    const root = await realpath(dir);
    if (target === null) throw new SkippedEntry(file, 'a symbolic link to nothing');
    if (target !== root && !target.startsWith(root + path.sep)) throw new SkippedEntry(file, `a symbolic link leading out of the records folder (to ${target})`);
  }
  const s = own.isSymbolicLink() ? await stat(file) : own;
  if (!s.isFile()) throw new SkippedEntry(file, kindOf(s));
}

/** The text of `file`, a regular file (inside `dir`, when given, for symlinks). */
export async function readRegularFile(file: string, dir: string | null = null): Promise<string> {
  await check(file, dir);
  const handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const s = await handle.stat();
    if (!s.isFile()) throw new SkippedEntry(file, kindOf(s));
    return await handle.readFile('utf8');
  } finally {
    await handle.close();
  }
}
