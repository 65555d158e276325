// `arena start` finds the Electron binary only where the electron package put it, never
// downloading; `arena web --help` documents its options.
import { describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { electronBinary } from '../../../host/cli/commands/start.ts';
import { run as web } from '../../../host/cli/commands/web.ts';
import { memoryIo } from '../../../host/cli/io.ts';

describe('arena start / web', () => {
  it('uses the Electron binary only when path.txt names an existing file', async () => {
    const saved = process.env.ELECTRON_OVERRIDE_DIST_PATH;
    delete process.env.ELECTRON_OVERRIDE_DIST_PATH;
    const root = await mkdtemp(path.join(os.tmpdir(), 'arena-start-'));
    try {
      const dir = path.join(root, 'node_modules', 'electron');
      await mkdir(path.join(dir, 'dist'), { recursive: true });
      expect(electronBinary(root)).toBeNull();
      await writeFile(path.join(dir, 'path.txt'), 'electron');
      expect(electronBinary(root)).toBeNull();
      await writeFile(path.join(dir, 'dist', 'electron'), '');
      expect(electronBinary(root)).toBe(path.join(dir, 'dist', 'electron'));
    } finally {
      if (saved !== undefined) process.env.ELECTRON_OVERRIDE_DIST_PATH = saved;
      await rm(root, { recursive: true, force: true });
    }
  });

  it('web: --help, and a bad port is a typed error', async () => {
    const io = memoryIo();
    expect(await web(['--help'], io)).toBe(0);
    expect(io.stdout()).toMatch(/--port N/);
    await expect(web(['--port', 'abc', '--no-build'], memoryIo())).rejects.toMatchObject({ code: 'bad-arguments' });
  });
});
