/**
 * Where the built UI is, and building it when it is missing or older than its sources (so
 * `npm start` and the browser tests work on a fresh clone without a separate build step).
 */
import { spawn } from 'node:child_process';
import { mkdir, readdir, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ArenaError } from '../../core/errors.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const UI_DIR = path.join(REPO_ROOT, 'out', 'renderer');
const SOURCES = ['renderer', 'core', 'electron', 'electron.vite.config.ts'];

async function newestMtime(p: string): Promise<number> {
  const st = await stat(p).catch(() => null);
  if (!st) return 0;
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const name of await readdir(p)) newest = Math.max(newest, await newestMtime(path.join(p, name)));
  return newest;
}

/** True when out/renderer/index.html exists and is newer than every source file. */
export async function uiIsFresh(root = REPO_ROOT): Promise<boolean> {
  const built = await stat(path.join(root, 'out', 'renderer', 'index.html')).catch(() => null);
  if (!built) return false;
  for (const s of SOURCES) if ((await newestMtime(path.join(root, s))) > built.mtimeMs) return false;
  return true;
}

/** Runs `electron-vite build` (about 10–30 s) unless the build is fresh. `log` gets its output. */
export async function ensureUiBuilt(log: (text: string) => void = () => {}, root = REPO_ROOT): Promise<'fresh' | 'built'> {
  if (await uiIsFresh(root)) return 'fresh';
  // One build at a time (parallel test files, two terminals): a directory is an atomic lock.
  const lock = path.join(root, 'out', '.build-lock');
  await mkdir(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + 180_000;
  while (true) {
    try {
      await mkdir(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new ArenaError('ui-build-failed', `another build holds ${lock}; remove it if no build is running`, { lock });
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    if (await uiIsFresh(root)) return 'fresh';
    return await build(log, root);
  } finally {
    await rmdir(lock).catch(() => undefined);
  }
}

async function build(log: (text: string) => void, root: string): Promise<'built'> {
  const bin = path.join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
  const child = spawn(process.execPath, [bin, 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' } });
  let output = '';
  child.stdout.on('data', (d: Buffer) => ((output += d), log(String(d))));
  child.stderr.on('data', (d: Buffer) => ((output += d), log(String(d))));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new ArenaError('ui-build-failed', `building the UI failed (electron-vite build exited ${code}):\n${output.slice(-2000)}`, { code });
  return 'built';
}
