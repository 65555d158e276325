// Suites that need a system tool skip themselves when it is absent, so a developer without it can
// still run the rest. This test is the one that fails instead: every tool scripts/install-system-deps.sh
// installs must be here, or `npm test` is red and says what to install.
import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const TOOLS: [command: string, versionArg: string][] = [
  ['iverilog', '-V'],
  ['verilator', '--version'],
  ['yosys', '-V'],
  ['riscv64-unknown-elf-gcc', '--version'],
  ['socat', '-V'],
  ['openFPGALoader', '--help'],
  ['gdb-multiarch', '--version'],
  ['chromium', '--version'],
  ['make', '--version'],
  ['g++', '--version'],
  ['cmake', '--version'],
];

describe('system tools (shared/DESIGN.md §7)', () => {
  it.each(TOOLS)('%s is installed', (command, arg) => {
    const r = spawnSync(command, [arg], { encoding: 'utf8', timeout: 30_000 });
    expect(r.error?.message, `${command} is missing: scripts/install-system-deps.sh (run by npm test) installs it`).toBeUndefined();
  });

  it('picolibc provides the rv32em/ilp32e multilib the firmware links against', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'arena-picolibc-'));
    try {
      writeFileSync(path.join(dir, 'x.c'), '#include <string.h>\nint main(void) { static char b[8]; return (int)strlen(b); }\n');
      const r = spawnSync('riscv64-unknown-elf-gcc', ['--specs=picolibc.specs', '-march=rv32emc', '-mabi=ilp32e', '-Os', path.join(dir, 'x.c'), '-o', path.join(dir, 'x.elf')], { encoding: 'utf8' });
      expect(r.status, r.stderr).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the install script names every package these tools come from', () => {
    const script = readFileSync('scripts/install-system-deps.sh', 'utf8');
    for (const pkg of ['iverilog', 'verilator', 'yosys', 'gcc-riscv64-unknown-elf', 'picolibc-riscv64-unknown-elf', 'socat', 'openfpgaloader', 'gdb-multiarch', 'chromium', 'build-essential', 'cmake']) {
      expect(script).toContain(pkg);
    }
  });
});
