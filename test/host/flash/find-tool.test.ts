import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { findOptionalTool, findTool } from '../../../host/flash/find-tool.ts';
import { fakeTools, type FakeTools } from '../../fixtures/flash/fake-tools.ts';

describe('findTool', () => {
  let t: FakeTools;
  beforeAll(async () => {
    t = await fakeTools();
  });
  afterAll(async () => {
    await t.remove();
  });

  it('takes a configured path as is, and says when it is not executable', async () => {
    const tool = await t.openFPGALoader('sram');
    await expect(findTool('openFPGALoader', { paths: { openFPGALoader: tool }, pathEnv: '', folders: [] })).resolves.toBe(tool);
    await expect(findTool('openFPGALoader', { paths: { openFPGALoader: `${t.dir}/missing` } })).rejects.toThrow(/configured path .*missing is not an executable file/);
  });

  it('searches PATH, then the usual folders', async () => {
    const onPath = await t.quartusPgm('success');
    await expect(findTool('quartus_pgm', { pathEnv: `/nonexistent:${dirname(onPath)}`, folders: [] })).resolves.toBe(onPath);
    const installed = join(t.dir, 'intelFPGA_lite', '23.1', 'quartus', 'bin');
    await mkdir(installed, { recursive: true });
    await writeFile(join(installed, 'quartus_pgm'), '#!/bin/sh\n');
    await chmod(join(installed, 'quartus_pgm'), 0o755);
    await expect(findTool('quartus_pgm', { pathEnv: '', folders: [installed] })).resolves.toBe(join(installed, 'quartus_pgm'));
  });

  it('prefers the RISC-V GDB over gdb-multiarch', async () => {
    const dir = join(t.dir, 'gdbs');
    await mkdir(dir);
    for (const name of ['gdb-multiarch', 'riscv64-unknown-elf-gdb']) {
      await writeFile(join(dir, name), '#!/bin/sh\n');
      await chmod(join(dir, name), 0o755);
    }
    await expect(findTool('gdb', { pathEnv: dir, folders: [] })).resolves.toBe(join(dir, 'riscv64-unknown-elf-gdb'));
  });

  it('names the package or download when a tool is missing', async () => {
    await expect(findTool('openFPGALoader', { pathEnv: t.dir, folders: [] })).rejects.toThrow(/openFPGALoader not found[\s\S]*apt install openfpgaloader/);
    await expect(findTool('quartus_pgm', { pathEnv: t.dir, folders: [] })).rejects.toThrow(/Quartus Prime/);
    await expect(findTool('gdb', { pathEnv: t.dir, folders: [] })).rejects.toThrow(/gdb-multiarch/);
    await expect(findOptionalTool('quartus_cpf', { pathEnv: t.dir, folders: [] })).resolves.toBeNull();
  });
});
