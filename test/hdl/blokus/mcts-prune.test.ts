/**
 * The v3 tree's in-place compaction (SPEC-v3 §5d prune, §5e takeover; hdl/blokus/rtl/v3/mcts_prune.v)
 * under iverilog against the emulator's markTree + moveTree: random trees grown as the search grows
 * one (each expansion's block of children appended to the pool), pruned from the root with random
 * visit thresholds or taken over from an expanded node below it; the RTL's compacted nodes must be
 * the emulator's bit for bit, in the clocks the emulator charges (markTree's + moveClocks). The
 * testbench runs them back to back on one module, so each also checks that the last left its keep
 * bitmap clear. Verilator lints it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { UNEXPANDED, markTree, moveClocks, moveTree } from '../../../core/engines/blokus-mcts/prune.ts';
import type { TreePool } from '../../../core/engines/blokus-mcts/prune.ts';
import { createRng } from '../../../core/random.ts';
import { RTL_DIR, parseVerdicts, runIverilog } from './sim.ts';
import { VISITS_MAX, nodeLine, randomTree } from '../../support/mcts-trees.ts';

const run = promisify(execFile);
const SOURCE = 'rtl/v3/mcts_prune.v';
/** The testbench's pool (NODES), and the widest block its 7-bit children − 1 field holds. */
const NODES = 1024;
const MAX_KIDS = 128;

function copyPool(p: TreePool): TreePool {
  return { move: p.move.slice(), first: p.first.slice(), children: p.children.slice(), mover: p.mover.slice(), count: p.count.slice(), visits: p.visits.slice(), value: p.value.slice(), prior: p.prior.slice() };
}


interface Case {
  readonly used: number;
  readonly root: number;
  readonly min: number;
  readonly kept: number;
  readonly clocks: number;
  /** The emulator's compacted nodes 0 .. kept − 1, as nodeLine prints them. */
  readonly nodes: readonly string[];
}

/**
 * `n` trees: prunes from the root (a random threshold in 0..600, some past the visits' range) and
 * takeovers of an expanded node's subtree (§5e: threshold 0, some random), with the input file for
 * the testbench and what the emulator makes of each.
 */
function cases(seed: number, n: number): { file: string; want: Case[] } {
  const rng = createRng(seed);
  const lines: string[] = [];
  const want: Case[] = [];
  for (let k = 0; k < n; k++) {
    const big = rng.nextInt(4) === 0;
    const { pool, used } = randomTree(rng, big ? 1000 : 1 + rng.nextInt(300), 1 + rng.nextInt(big ? MAX_KIDS : 40), NODES);
    const expanded = [...pool.first.subarray(0, used).keys()].filter((a) => a > 0 && pool.first[a]! !== UNEXPANDED);
    const takeover = k % 3 === 2 && expanded.length > 0;
    // Some roots at a bitmap word's last or first bit, where the passes start a word.
    const edge = expanded.filter((a) => a % 36 === 35 || a % 36 === 0);
    const root = !takeover ? 0 : k % 6 === 5 && edge.length > 0 ? rng.pick(edge) : rng.pick(expanded);
    const min = takeover ? (rng.nextInt(2) ? 0 : rng.nextInt(601)) : rng.nextInt(10) === 0 ? VISITS_MAX + 1 : rng.nextInt(601);
    lines.push(`${used} ${root} ${min}`);
    // An unexpanded node's children field is not read: give the RTL garbage there.
    for (let a = 0; a < used; a++) lines.push(nodeLine(pool, a, rng.nextInt(MAX_KIDS)));
    const after = copyPool(pool);
    const scratch = { keep: new Uint8Array(used), rank: new Int32Array(used) };
    const mark = markTree(after, used, min, scratch, root);
    moveTree(after, used, scratch, root);
    const nodes = Array.from({ length: mark.kept }, (_, a) => nodeLine(after, a));
    want.push({ used, root, min, kept: mark.kept, clocks: mark.clocks + moveClocks(mark.kept), nodes });
  }
  return { file: lines.join('\n') + '\n', want };
}

/** The testbench's "TREE k kept clocks" lines, each with the "N …" node lines after it. */
function parseTrees(out: string): { kept: number; clocks: number; nodes: string[] }[] {
  const trees: { kept: number; clocks: number; nodes: string[] }[] = [];
  for (const line of out.split('\n')) {
    const t = /^TREE (\d+) (\d+) (\d+)$/.exec(line);
    if (t) trees.push({ kept: Number(t[2]), clocks: Number(t[3]), nodes: [] });
    else if (line.startsWith('N ')) trees.at(-1)?.nodes.push(line.slice(2));
  }
  return trees;
}

describe('v3 RTL: the pruning compaction (SPEC-v3 §5d, §5e)', () => {
  it('compacts 300 random trees as markTree + moveTree do, bit for bit, in markTree clocks + moveClocks(kept)', async () => {
    const { file, want } = cases(5, 300);
    expect(want.filter((c) => c.root > 0).length).toBeGreaterThan(50);
    expect(want.filter((c) => c.used === NODES).length).toBeGreaterThan(10);
    expect(want.filter((c) => c.kept < c.used / 2).length).toBeGreaterThan(50);
    expect(want.filter((c) => c.root % 36 === 35).length).toBeGreaterThan(5);
    const dir = await mkdtemp(join(tmpdir(), 'mcts-prune-'));
    try {
      const path = join(dir, 'trees.txt');
      await writeFile(path, file);
      const out = await runIverilog([SOURCE, 'tb/mcts_prune_tb.v'], 'mcts_prune_tb', { plusargs: [`+cases=${path}`], timeoutMs: 60_000 });
      expect(parseVerdicts(out).get('prune')).toBe(true);
      const got = parseTrees(out);
      expect(got.length).toBe(want.length);
      want.forEach((w, k) => {
        const g = got[k]!;
        const what = `tree ${k} (used ${w.used}, root ${w.root}, min ${w.min})`;
        expect(g.kept, what).toBe(w.kept);
        expect(g.nodes, what).toEqual(w.nodes);
        expect(g.clocks, what).toBe(w.clocks);
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('lints clean under Verilator', async () => {
    const { stderr } = await run('verilator', ['--lint-only', '-Wall', '--top-module', 'mcts_prune', join(RTL_DIR, '..', SOURCE)]);
    expect(stderr).toBe('');
  }, 60_000);
});
