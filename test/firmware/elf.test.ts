/**
 * `make -C firmware`: the cross-compiled ELF for the wujian100 (rv32emc, ilp32e, picolibc) builds, is laid
 * out for the memory map of shared/DESIGN.md §6, and its size check passes — and fails when it should.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { FIRMWARE, REPO, hasRiscvGcc, run, tempBuild } from './build.ts';

describe.skipIf(!hasRiscvGcc)('wujian100 firmware ELF', () => {
  const build = tempBuild('fw-elf-');
  const elf = path.join(build.dir, 'wujian100-gomoku.elf');
  let made = { code: null as number | null, stdout: '', stderr: '' };
  beforeAll(() => {
    made = run('make', ['-s', '-C', FIRMWARE, `BUILD=${build.dir}`], undefined, 120_000);
  });
  afterAll(() => build.remove());

  it('builds and prints a size that fits the 64 KB instruction SRAM', () => {
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    const m = /ISRAM: (\d+) of 65536 bytes/.exec(made.stdout);
    expect(m).not.toBeNull();
    const used = Number(m![1]);
    expect(used).toBeGreaterThan(2000); // the search, the codec and the drivers are all in
    expect(used).toBeLessThanOrEqual(65536);
  });

  it('is a 32-bit RISC-V executable for RV32E with compressed instructions, entered at 0', () => {
    const h = run('riscv64-unknown-elf-readelf', ['-h', elf]).stdout;
    expect(h).toMatch(/Class:\s+ELF32/);
    expect(h).toMatch(/Machine:\s+RISC-V/);
    expect(h).toMatch(/Entry point address:\s+0x0\b/);
    expect(h).toMatch(/Flags:.*RVC.*RVE|Flags:.*RVE.*RVC/);
  });

  it('puts code in the instruction SRAM and data, bss and stack in the data SRAM', () => {
    const syms = new Map(
      run('riscv64-unknown-elf-nm', [elf])
        .stdout.split('\n')
        .map((l) => l.trim().split(/\s+/))
        .filter((f) => f.length === 3)
        .map(([addr, , name]) => [name!, parseInt(addr!, 16)] as const),
    );
    for (const f of ['_start', 'main', 'gs_search', 'pk_push', 'usi_uart_try_getc', 'gomoku_ipdrv_search']) {
      expect(syms.get(f), f).toBeLessThan(0x10000);
    }
    expect(syms.get('_start')).toBe(0);
    const top = syms.get('__stack_top')!;
    expect(top).toBeGreaterThan(0x20000000);
    expect(top).toBeLessThanOrEqual(0x20000000 + 192 * 1024);
    expect(syms.get('__bss_start')).toBeGreaterThanOrEqual(0x20000000);
  });

  it('arena firmware-image counts the same ISRAM bytes as the size check: code, rodata and the .data image only', () => {
    const used = Number(/ISRAM: (\d+) of 65536 bytes/.exec(made.stdout)![1]);
    const r = run('node', [path.join(REPO, 'bin/arena.js'), 'firmware-image', elf, '--out', path.join(build.dir, 'isram'), '--format', 'words']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`instruction SRAM: ${used} of 65536 bytes used`);
    // .bss and .stack have no file contents: the .pat ends where the loaded bytes end.
    const words = run('grep', ['-c', '-v', '^//', path.join(build.dir, 'isram.pat')]).stdout.trim();
    expect(Number(words)).toBe(Math.ceil(used / 4));
  });

  it('fails the size check when the image is bigger than the limit', () => {
    const r = run('make', ['-s', '-C', FIRMWARE, `BUILD=${build.dir}`, 'size', 'ISRAM_BYTES=4096']);
    expect(r.code).not.toBe(0);
    expect(r.stdout).toContain('error: the firmware does not fit the 64 KB instruction SRAM');
  });
});
