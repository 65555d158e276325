// Doyensec's Electronegativity on the app's Electron code and its page: no HIGH findings.
// It is a devDependency, so a missing executable is a failure, not a skip (ARENA_ELECTRONEGATIVITY
// may name another executable).
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../host/web/ui-build.ts';

const BIN = process.env.ARENA_ELECTRONEGATIVITY ?? path.join(REPO_ROOT, 'node_modules', '.bin', 'electronegativity');

/** Severity of each CSV row (`issue, severity, confidence, filename, …`, values quoted). */
function findings(csv: string): { issue: string; severity: string; line: string }[] {
  return csv
    .trim()
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => {
      const [issue, severity] = line.split(',');
      return { issue: issue ?? '', severity: (severity ?? '').replace(/"/g, ''), line };
    });
}

describe('Electron security scan', () => {
  it('Electronegativity finds nothing of HIGH severity', async () => {
    expect(existsSync(BIN), `${BIN} is missing: run npm ci`).toBe(true);
    // The main process, preload and the page together, as the global checks need them.
    const dir = await mkdtemp(path.join(os.tmpdir(), 'arena-eneg-'));
    try {
      await mkdir(path.join(dir, 'app', 'electron'), { recursive: true });
      await mkdir(path.join(dir, 'app', 'renderer'), { recursive: true });
      for (const f of await readdir(path.join(REPO_ROOT, 'electron'))) await copyFile(path.join(REPO_ROOT, 'electron', f), path.join(dir, 'app', 'electron', f));
      await copyFile(path.join(REPO_ROOT, 'renderer', 'index.html'), path.join(dir, 'app', 'renderer', 'index.html'));
      const report = path.join(dir, 'report.csv');
      const r = spawnSync(BIN, ['-i', path.join(dir, 'app'), '-o', report, '-r'], { encoding: 'utf8', timeout: 120_000 });
      expect(r.status, r.stderr).toBe(0);
      const all = findings(await readFile(report, 'utf8'));
      expect(all.length).toBeGreaterThan(0); // it did scan: the preload is always reviewed (MEDIUM)
      expect(all.filter((f) => f.severity === 'HIGH').map((f) => f.line)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
