/**
 * A build cached outside the repository, one folder per key, shared by the Verilator boards
 * (host/boards/rtl, host/boards/soc). Concurrent callers with the same key (parallel test files, two
 * `arena serve`s) wait on a lock directory for the first build instead of compiling too; a lock
 * older than `staleMs` belongs to a build that died and is taken over.
 */
import { existsSync } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

export interface CachedBuild {
  /** The cache folder holding `<key>/` and `<key>.lock`. */
  readonly root: string;
  readonly key: string;
  /** The file whose presence means the build is done. */
  readonly binary: string;
  readonly staleMs: number;
  /** Makes `binary`; called at most once per key at a time, and only when it is still missing. */
  readonly build: () => Promise<void>;
  /** Called once when a build is needed (before waiting on another caller's lock). */
  readonly onMiss?: () => void;
}

/** The path of `binary`, building it under the key's lock when the cache has none. */
export async function cachedBuild(o: CachedBuild): Promise<string> {
  if (existsSync(o.binary)) return o.binary;
  await mkdir(o.root, { recursive: true });
  o.onMiss?.();
  const lock = join(o.root, `${o.key}.lock`);
  if (!(await acquire(lock, o.binary, o.staleMs))) return o.binary;
  try {
    if (!existsSync(o.binary)) await o.build();
    return o.binary;
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** Takes the lock (true), or sees the binary appear while waiting for it (false). */
async function acquire(lock: string, binary: string, staleMs: number): Promise<boolean> {
  for (;;) {
    try {
      await mkdir(lock);
      return true;
    } catch {
      if (existsSync(binary)) return false;
      const age = Date.now() - (await stat(lock).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
      if (age > staleMs) await rm(lock, { recursive: true, force: true });
      else await new Promise((r) => setTimeout(r, 1000));
    }
  }
}
