// The build cache both Verilator boards use: one build per key at a time, later callers reuse it,
// a dead build's lock is taken over, and a failed build leaves no lock behind.
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cachedBuild } from '../../../host/boards/build-cache.ts';

let root = '';
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

function job(key: string, count: { builds: number }, ms = 200) {
  const binary = join(root, key, 'prog');
  return {
    root,
    key,
    binary,
    staleMs: 60_000,
    build: async () => {
      count.builds++;
      await new Promise((r) => setTimeout(r, ms));
      await mkdir(join(root, key), { recursive: true });
      await writeFile(binary, 'x');
    },
  };
}

describe('cachedBuild', () => {
  it('builds once for concurrent callers with one key, and not again once cached', async () => {
    root = await mkdtemp(join(tmpdir(), 'arena-build-cache-'));
    const count = { builds: 0 };
    const paths = await Promise.all([cachedBuild(job('k', count)), cachedBuild(job('k', count)), cachedBuild(job('k', count))]);
    expect(new Set(paths).size).toBe(1);
    expect(count.builds).toBe(1);
    await cachedBuild(job('k', count));
    expect(count.builds).toBe(1);
    expect(existsSync(join(root, 'k.lock'))).toBe(false);
  });

  it('takes over the lock of a build that died', async () => {
    root = await mkdtemp(join(tmpdir(), 'arena-build-cache-'));
    const lock = join(root, 'k.lock');
    await mkdir(lock);
    const old = new Date(Date.now() - 120_000);
    await utimes(lock, old, old);
    const count = { builds: 0 };
    await cachedBuild(job('k', count, 0));
    expect(count.builds).toBe(1);
  });

  it('releases the lock when the build fails, so the next caller builds', async () => {
    root = await mkdtemp(join(tmpdir(), 'arena-build-cache-'));
    const failing = { ...job('k', { builds: 0 }), build: async () => Promise.reject(new Error('compiler said no')) };
    await expect(cachedBuild(failing)).rejects.toThrow('compiler said no');
    expect(existsSync(join(root, 'k.lock'))).toBe(false);
    const count = { builds: 0 };
    await cachedBuild(job('k', count, 0));
    expect(count.builds).toBe(1);
  });
});
