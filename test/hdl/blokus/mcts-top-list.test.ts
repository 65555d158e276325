/**
 * The v3 expansion's top list (SPEC-v3 §5 step 2, §6; hdl/blokus/rtl/v3/mcts_top_list.v) under
 * iverilog against the emulator's order (`orderByScore`): random scans of up to 600 moves in scan
 * order (ascending codes), one inserted a clock or with idle clocks between, scores over the
 * prior's range or crowded into a few values so that ties are common. The 32-entry list of an
 * engine, filled in the passes `listPasses` charges for a root of 128 (each from the last pass's
 * last entry), must hold the 128 best, best first and the earlier of equals first, exactly the head
 * of the emulator's order. Verilator lints it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PLACEMENTS } from '../../../core/blokus/index.ts';
import { listPasses } from '../../../core/engines/blokus-mcts/clocks.ts';
import { orderByScore } from '../../../core/engines/blokus-mcts/rank.ts';
import { createRng } from '../../../core/random.ts';
import { RTL_DIR, runIverilog } from './sim.ts';

const run = promisify(execFile);
const SOURCES = ['rtl/v3/mcts_top_list.v', 'tb/mcts_top_list_tb.v'];
/** The list's entries (an engine's `width`), and the root's children it ranks in passes (`rootWidth`). */
const K = 32;
const ROOT = 128;

interface Scan {
  readonly moves: readonly number[];
  readonly scores: readonly number[];
}

function scans(seed: number, n: number): { file: string; want: string[][] } {
  const rng = createRng(seed);
  const lines: string[] = [];
  const want: string[][] = [];
  for (let k = 0; k < n; k++) {
    const all = k % 25 === 0 ? 0 : k % 4 === 0 ? 1 + rng.nextInt(ROOT) : rng.nextInt(601);
    // A prior score is a few thousand hundredths of a nat either way; crowded scans make ties.
    const spread = k % 3 === 0 ? 1 + rng.nextInt(4) : 6000;
    // A scan meets its moves in ascending code (scan-order.ts), each once.
    const moves = [...new Set(Array.from({ length: all * 2 }, () => rng.nextInt(PLACEMENTS.count)))].slice(0, all).sort((a, b) => a - b);
    const s: Scan = { moves, scores: moves.map(() => rng.nextInt(spread) - (spread >> 1)) };
    const kept = Math.min(s.moves.length, ROOT);
    lines.push(`${s.moves.length} ${listPasses(kept, K)}`);
    s.moves.forEach((m, i) => lines.push(`${m} ${s.scores[i]} ${k % 2 ? rng.nextInt(3) : 0}`));
    const order = new Int32Array(s.moves.length);
    orderByScore(Int32Array.from(s.scores), s.moves.length, order);
    want.push(Array.from(order.subarray(0, kept), (i) => `${s.moves[i]} ${s.scores[i]}`));
  }
  return { file: lines.join('\n') + '\n', want };
}

function parseLists(out: string): string[][] {
  const lists: string[][] = [];
  for (const line of out.split('\n')) {
    if (/^LIST \d+$/.test(line)) lists.push([]);
    else if (line.startsWith('E ')) lists.at(-1)?.push(line.slice(2));
  }
  return lists;
}

describe('v3 RTL: the expansion top list (SPEC-v3 §5 step 2)', () => {
  it("holds, in four passes of 32, the 128 best of 200 random scans in the emulator's order, best first and the earlier of equals first", async () => {
    const { file, want } = scans(3, 200);
    expect(want.filter((w) => w.length === ROOT).length).toBeGreaterThan(50);
    // Scans the last pass leaves part empty, and scans one pass holds.
    expect(want.filter((w) => w.length > 2 * K && w.length < ROOT && w.length % K !== 0).length).toBeGreaterThan(5);
    expect(want.filter((w) => w.length > 0 && w.length <= K).length).toBeGreaterThan(5);
    expect(want.filter((w) => w.length === 0).length).toBeGreaterThan(3);
    const dir = await mkdtemp(join(tmpdir(), 'mcts-top-list-'));
    try {
      const path = join(dir, 'scans.txt');
      await writeFile(path, file);
      const out = await runIverilog(SOURCES, 'mcts_top_list_tb', { plusargs: [`+cases=${path}`], timeoutMs: 60_000 });
      expect(out).toMatch(/^PASS top_list 200$/m);
      const got = parseLists(out);
      expect(got.length).toBe(want.length);
      want.forEach((w, k) => expect(got[k], `scan ${k}`).toEqual(w));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('lints clean under Verilator', async () => {
    const { stderr } = await run('verilator', ['--lint-only', '-Wall', '--top-module', 'mcts_top_list', join(RTL_DIR, '..', SOURCES[0]!)]);
    expect(stderr).toBe('');
  }, 60_000);
});
