/**
 * The v3 engine's random numbers (SPEC-v3 §6, hdl/blokus/rtl/v3/mcts_rng.v) under iverilog against
 * the emulator's generator (`createRng`, mulberry32): runs from random seeds and from the engines'
 * own seeds, numbers taken back to back or with idle clocks between; every number must be the
 * emulator's, and ready whenever two clocks have passed since the last was taken. Verilator lints it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../core/random.ts';
import { RTL_DIR, runIverilog } from './sim.ts';

const run = promisify(execFile);
const SOURCES = ['rtl/v3/mcts_rng.v', 'tb/mcts_rng_tb.v'];
/** Clocks after a load or a take before the next number is ready (the hash's two registers). */
const READY = 2;

function runs(seed: number, n: number): { file: string; want: number[]; early: number } {
  const rng = createRng(seed);
  const lines: string[] = [];
  const want: number[] = [];
  let early = 0;
  for (let k = 0; k < n; k++) {
    // Some seeds as the search gives its engines (search.ts: seed + i·0x85EBCA6B), the rest random, 0 and 2^32 − 1 among them.
    const s = k === 0 ? 0 : k === 1 ? 0xffffffff : k % 3 === 0 ? (k + Math.imul(k % 4, 0x85ebca6b)) >>> 0 : rng.nextU32();
    const count = 1 + rng.nextInt(400);
    lines.push(`${s} ${count}`);
    const emulator = createRng(s);
    for (let i = 0; i < count; i++) {
      const gap = rng.nextInt(4) === 0 ? rng.nextInt(READY) : READY + rng.nextInt(20);
      if (gap < READY) early++;
      lines.push(String(gap));
      want.push(emulator.nextU32());
    }
  }
  return { file: lines.join('\n') + '\n', want, early };
}

describe('v3 RTL: the random numbers (SPEC-v3 §6)', () => {
  it("gives the emulator's mulberry32 numbers, each ready two clocks after the last was taken", async () => {
    const { file, want, early } = runs(9, 60);
    expect(early).toBeGreaterThan(100);
    const dir = await mkdtemp(join(tmpdir(), 'mcts-rng-'));
    try {
      const path = join(dir, 'runs.txt');
      await writeFile(path, file);
      const out = await runIverilog(SOURCES, 'mcts_rng_tb', { plusargs: [`+cases=${path}`], timeoutMs: 60_000 });
      expect(out).toMatch(/^PASS rng 60$/m);
      const got = [...out.matchAll(/^R (\d+)$/gm)].map((m) => Number(m[1]));
      expect(got).toEqual(want);
      // Only a number asked for sooner than two clocks after the last had to be waited for.
      expect(Number(/^WAITS (\d+)$/m.exec(out)?.[1])).toBe(early);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('lints clean under Verilator', async () => {
    const { stderr } = await run('verilator', ['--lint-only', '-Wall', '--top-module', 'mcts_rng', join(RTL_DIR, '..', SOURCES[0]!)]);
    expect(stderr).toBe('');
  }, 60_000);
});
