/**
 * Runs the Blokus RTL testbenches from vitest: compiles with `iverilog -g2005` into a temp
 * directory and runs `vvp`, returning the testbench's output. Testbenches print `PASS <case>` /
 * `FAIL <case> …` lines; `parseVerdicts` turns them into a map the tests assert on.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const HDL_DIR = resolve(import.meta.dirname, '../../../hdl/blokus');
export const RTL_DIR = join(HDL_DIR, 'rtl');
export const TB_DIR = join(HDL_DIR, 'tb');

/** Compiles `sources` (paths relative to hdl/blokus, headers from rtl/) with `top` and runs it; returns stdout. */
export async function runIverilog(
  sources: readonly string[],
  top: string,
  options: {
    defines?: Record<string, string | number>;
    plusargs?: readonly string[];
    includeDirs?: readonly string[];
    timeoutMs?: number;
  } = {},
): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'blokus-iv-'));
  try {
    const out = join(dir, 'sim.vvp');
    const defs = Object.entries(options.defines ?? {}).map(([k, v]) => `-P${top}.${k}=${v}`);
    // The RTL's headers (`include "blokus_*.vh") live beside it, as Verilator's -I and Quartus's SEARCH_PATH say.
    const incs = [RTL_DIR, ...(options.includeDirs ?? [])].map((d) => `-I${d}`);
    await run('iverilog', ['-g2005', '-s', top, ...incs, ...defs, '-o', out, ...sources.map((s) => join(HDL_DIR, s))]);
    const { stdout } = await run('vvp', ['-n', out, ...(options.plusargs ?? [])], {
      timeout: options.timeoutMs ?? 25_000,
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `PASS name` / `FAIL name …` lines → name → passed. */
export function parseVerdicts(output: string): Map<string, boolean> {
  const verdicts = new Map<string, boolean>();
  for (const line of output.split('\n')) {
    const m = /^(PASS|FAIL) (\S+)/.exec(line.trim());
    if (m) verdicts.set(m[2]!, m[1] === 'PASS');
  }
  return verdicts;
}
