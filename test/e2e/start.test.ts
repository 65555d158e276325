// `npm start` without the Electron binary falls back to browser mode and prints the URL, which serves the UI.
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { electronBinary } from '../../host/cli/commands/start.ts';
import { ensureUiBuilt, REPO_ROOT } from '../../host/web/ui-build.ts';

describe('arena start', () => {
  it('falls back to browser mode, prints a working URL, and stops on SIGTERM', async () => {
    await ensureUiBuilt();
    const home = await mkdtemp(path.join(os.tmpdir(), 'arena-start-'));
    const args = electronBinary() ? ['start', '--browser'] : ['start'];
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'bin', 'arena.js'), ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ARENA_RECORDS_DIR: path.join(home, 'records') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let out = '';
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no URL: ${out}`)), 30_000);
        child.stdout.on('data', (d: Buffer) => {
          out += d;
          const m = /http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]{64}/.exec(out);
          if (m) {
            clearTimeout(timer);
            resolve(m[0]);
          }
        });
      });
      if (args.length === 1) expect(out).toMatch(/Electron binary is not installed; starting browser mode/);
      const page = await fetch(url);
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(/<div id="root">/);
    } finally {
      const exited = new Promise<number | null>((r) => child.once('exit', r));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      await rm(home, { recursive: true, force: true });
    }
  }, 180_000);
});
