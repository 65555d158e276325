/**
 * A wujian100 source snapshot (a .tar.xz of the checkout's soc/, lib/, tb/ and tools/ under one top
 * folder) extracted once into a cache folder outside the repository, for tests and benchmarks that
 * need `--soc-rtl DIR` without a checkout of their own.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runTool } from '../../flash/run-tool.ts';
import { BoardSetupError } from '../board-factory.ts';
import { defaultSocCacheDir } from './build.ts';

/** The shared snapshot beside the repository (../shared/third_party from its root). */
export const SHARED_WUJIAN100_SNAPSHOT = resolve(fileURLToPath(new URL('../../../', import.meta.url)), '../shared/third_party/wujian100_open-src.tar.xz');

/** The checkout folder inside the extracted snapshot; extracts it on first use. */
export async function extractWujian100Snapshot(tarball: string = SHARED_WUJIAN100_SNAPSHOT, cacheDir: string = defaultSocCacheDir()): Promise<string> {
  if (!existsSync(tarball)) throw new BoardSetupError(`the wujian100 snapshot ${tarball} is missing`, { tarball });
  const key = createHash('sha256').update(await readFile(tarball)).digest('hex').slice(0, 16);
  const dir = join(cacheDir, `wujian100-src-${key}`);
  if (!existsSync(dir)) {
    await mkdir(cacheDir, { recursive: true });
    const work = await mkdtemp(join(cacheDir, `wujian100-src-${key}.x-`));
    const out: string[] = [];
    const end = await runTool({ program: 'tar', args: ['-xJf', tarball, '-C', work], onLine: (l) => out.push(l), timeoutMs: 120_000 });
    if (end.kind !== 'exited' || end.code !== 0) {
      await rm(work, { recursive: true, force: true });
      throw new BoardSetupError(`tar could not extract ${tarball}: ${out.join(' ')}`, { tarball });
    }
    await rename(work, dir).catch(() => rm(work, { recursive: true, force: true })); // extracted by another caller meanwhile
  }
  const tops = (await readdir(dir)).filter((n) => existsSync(join(dir, n, 'soc')));
  if (tops.length !== 1) throw new BoardSetupError(`${tarball} does not hold one wujian100 checkout with a soc/ folder`, { tarball, tops });
  return join(dir, tops[0]!);
}
