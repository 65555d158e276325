/**
 * The v3 tree port's descent (SPEC-v3 §5 step 1, hdl/blokus/rtl/v3/mcts_select.v) under iverilog
 * against the emulator's choice (`selectChild`): random trees grown as the search grows one, with
 * values, counts and priors over their whole ranges and blocks of equal children; from the root,
 * the RTL must choose the emulator's child at every level, stop at the first child that is not
 * expanded, and take the port clocks the emulator charges (S_LEVEL + S_CHILD a child, a level at a
 * time); given a budget, it must stop short before the level the emulator does not start, and
 * write the virtual loss of each node whose level it ran, and of the leaf, as the emulator's
 * `addVirtualLoss` forms it, in the clock after the node became the descent's (v3.8). Verilator
 * lints it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { COUNT_MAX, COUNT_ONE, ExplorationRom, PRIOR_MAX, VALUE_MAX, VALUE_MIN, VISITS_MAX } from '../../../core/engines/blokus-mcts/fixed.ts';
import { UNEXPANDED } from '../../../core/engines/blokus-mcts/prune.ts';
import type { TreePool } from '../../../core/engines/blokus-mcts/prune.ts';
import { addVirtualLoss, levelClocks, selectChild } from '../../../core/engines/blokus-mcts/select.ts';
import { createRng } from '../../../core/random.ts';
import type { Rng } from '../../../core/random.ts';
import { RTL_DIR, parseVerdicts, runIverilog } from './sim.ts';
import { nodeLine, randomTree } from '../../support/mcts-trees.ts';

const run = promisify(execFile);
const V3_DIR = join(RTL_DIR, 'v3');
const SOURCES = ['rtl/v3/mcts_select.v', 'rtl/v3/mcts_exploration.v', 'rtl/v3/mcts_select_score.v', 'rtl/v3/mcts_mul_recip.v', 'rtl/v3/mcts_rom.v', 'rtl/v3/mcts_move_towards.v', 'tb/mcts_select_tb.v'];
/** The testbench's pool, and the widest block its 7-bit children − 1 field holds. */
const NODES = 1024;
const MAX_KIDS = 128;
/** A child's count starts at 3 (SPEC-v3 §5 step 2) and only grows. */
const MIN_COUNT = 3 * COUNT_ONE;

/**
 * The selection's fields over their ranges, small counts often (where the exploration term weighs),
 * some counts and visits at their fields' tops (where the virtual loss saturates), and some blocks
 * whose children are all equal or share a sibling's fields.
 */
function fillFields(rng: Rng, pool: TreePool, used: number): void {
  for (let a = 1; a < used; a++) {
    pool.value[a] = VALUE_MIN + rng.nextInt(VALUE_MAX - VALUE_MIN + 1);
    pool.count[a] = rng.nextInt(2) ? MIN_COUNT + rng.nextInt(2000) : MIN_COUNT + rng.nextInt(COUNT_MAX - MIN_COUNT + 1);
    if (rng.nextInt(8) === 0) pool.count[a] = COUNT_MAX - rng.nextInt(2 * COUNT_ONE);
    pool.prior[a] = rng.nextInt(PRIOR_MAX + 1);
  }
  for (let a = 0; a < used; a++) if (rng.nextInt(8) === 0) pool.visits[a] = VISITS_MAX;
  for (let a = 0; a < used; a++) {
    const first = pool.first[a]!;
    const n = pool.children[a]!;
    if (first === UNEXPANDED || n < 2 || rng.nextInt(4) !== 0) continue;
    const all = rng.nextInt(2) === 0;
    for (let c = first + 1; c < first + n; c++) {
      if (!all && rng.nextInt(2) === 0) continue;
      const from = all ? first : first + rng.nextInt(c - first);
      [pool.value[c], pool.count[c], pool.prior[c]] = [pool.value[from]!, pool.count[from]!, pool.prior[from]!];
    }
  }
}

interface Descent {
  readonly path: readonly number[];
  readonly clocks: number;
  /** Later siblings equal to the chosen child in value, count and prior (so equal in score), summed over the levels. */
  readonly ties: number;
  /** The widest block read. */
  readonly widest: number;
  /** The descent stopped before a level the budget had no clocks for. */
  readonly short: boolean;
  /** The port clocks at the end of each level run, for choosing budgets at the boundaries. */
  readonly ends: readonly number[];
  /** The virtual losses written: the edge that takes each, the node, and its fields after. */
  readonly writes: readonly Write[];
}

interface Write {
  readonly edge: number;
  readonly node: number;
  readonly visits: number;
  readonly count: number;
  readonly value: number;
}

/** A node's fields with its virtual loss, as the search adds it (on a copy: the tree is left as it was). */
function lossOf(pool: TreePool, node: number, edge: number): Write {
  const one = (a: Int32Array) => Int32Array.of(a[node]!);
  const copy: TreePool = { ...pool, count: one(pool.count), visits: one(pool.visits), value: one(pool.value) };
  addVirtualLoss(copy, 0);
  return { edge, node, visits: copy.visits[0]!, count: copy.count[0]!, value: copy.value[0]! };
}

/** The testbench's budget field is a signed 32-bit integer: this is "no limit". */
const NO_LIMIT = 2 ** 31 - 1;

/** The emulator's descent from the root: the chosen child at each level until one is not expanded or a level would pass `budget`, and the port clocks. */
function descend(pool: TreePool, exploration: ExplorationRom, budget: number): Descent {
  const path: number[] = [];
  const ends: number[] = [];
  let [node, clocks, ties, widest, short] = [0, 0, 0, 0, false];
  while (pool.first[node] !== UNEXPANDED) {
    if (clocks + levelClocks(pool.children[node]!) > budget) {
      short = true;
      break;
    }
    clocks += levelClocks(pool.children[node]!);
    ends.push(clocks);
    widest = Math.max(widest, pool.children[node]!);
    const next = selectChild(pool, node, exploration);
    for (let c = next + 1; c < pool.first[node]! + pool.children[node]!; c++) {
      if (pool.value[c] === pool.value[next] && pool.count[c] === pool.count[next] && pool.prior[c] === pool.prior[next]) ties++;
    }
    path.push(next);
    node = next;
  }
  // A node's loss is written in the clock after it became the descent's node; a node whose level did not run has none.
  const nodes = [0, ...path];
  const held = short ? ends.length : nodes.length;
  const writes = nodes.slice(0, held).map((n, i) => lossOf(pool, n, (i === 0 ? 0 : ends[i - 1]!) + 1));
  return { path, clocks, ties, widest, short, ends, writes };
}

/** No limit for a third of the trees; for the rest the end of a level run (exactly enough), one clock less, or any clock of the descent. */
function budgetFor(rng: Rng, full: Descent): number {
  const pick = rng.nextInt(3);
  if (pick === 0 || full.ends.length === 0) return NO_LIMIT;
  if (pick === 1) return full.ends[rng.nextInt(full.ends.length)]! - rng.nextInt(2);
  return rng.nextInt(full.clocks + 1);
}


function cases(seed: number, n: number): { file: string; want: Descent[] } {
  const rng = createRng(seed);
  const exploration = new ExplorationRom(0.5);
  const lines: string[] = [];
  const want: Descent[] = [];
  for (let k = 0; k < n; k++) {
    // Narrow blocks grow deep trees; some blocks are as wide as the field allows; some roots are not expanded.
    const wide = k % 5 === 0;
    const expansions = k % 50 === 7 ? 0 : wide ? 1 + rng.nextInt(40) : 50 + rng.nextInt(400);
    const { pool, used } = randomTree(rng, expansions, wide ? MAX_KIDS : 2 + rng.nextInt(5), NODES);
    fillFields(rng, pool, used);
    const budget = budgetFor(rng, descend(pool, exploration, NO_LIMIT));
    lines.push(`${used} ${budget}`);
    for (let a = 0; a < used; a++) lines.push(nodeLine(pool, a, rng.nextInt(MAX_KIDS)));
    want.push(descend(pool, exploration, budget));
  }
  return { file: lines.join('\n') + '\n', want };
}

/** The testbench's "S node" and "W edge node visits count value" lines, closed by "CASE k depth clocks short". */
function parseDescents(out: string): { path: number[]; depth: number; clocks: number; short: boolean; writes: Write[] }[] {
  const got: { path: number[]; depth: number; clocks: number; short: boolean; writes: Write[] }[] = [];
  let path: number[] = [];
  let writes: Write[] = [];
  for (const line of out.split('\n')) {
    const s = /^S (\d+)$/.exec(line);
    const w = /^W (\d+) (\d+) (\d+) (\d+) (-?\d+)$/.exec(line);
    const c = /^CASE \d+ (\d+) (\d+) ([01])$/.exec(line);
    if (s) path.push(Number(s[1]));
    else if (w) writes.push({ edge: Number(w[1]), node: Number(w[2]), visits: Number(w[3]), count: Number(w[4]), value: Number(w[5]) });
    else if (c) {
      got.push({ path, depth: Number(c[1]), clocks: Number(c[2]), short: c[3] === '1', writes });
      [path, writes] = [[], []];
    }
  }
  return got;
}

describe('v3 RTL: the selection descent (SPEC-v3 §5)', () => {
  it("descends 400 random trees as the emulator's selectChild does, to the first child not expanded or the level its budget cannot pay for, in S_LEVEL + S_CHILD a child, writing the virtual loss of each node it passes", async () => {
    const { file, want } = cases(11, 400);
    // The trees must reach what could break: deep descents, wide blocks, ties, unexpanded roots.
    expect(want.filter((d) => d.path.length >= 5).length).toBeGreaterThan(40);
    expect(want.filter((d) => d.widest > 96).length).toBeGreaterThan(10);
    expect(want.reduce((t, d) => t + d.ties, 0)).toBeGreaterThan(50);
    expect(want.filter((d) => d.path.length === 0).length).toBeGreaterThan(3);
    // Short descents at the root and below, and budgets that a level's end meets exactly.
    expect(want.filter((d) => d.short && d.path.length === 0).length).toBeGreaterThan(3);
    expect(want.filter((d) => d.short && d.path.length >= 3).length).toBeGreaterThan(20);
    expect(want.filter((d) => !d.short && d.path.length > 0).length).toBeGreaterThan(100);
    // Losses that saturate the count or the visits.
    const writes = want.flatMap((d) => d.writes);
    expect(writes.filter((w) => w.count === COUNT_MAX).length).toBeGreaterThan(10);
    expect(writes.filter((w) => w.visits === VISITS_MAX).length).toBeGreaterThan(10);
    // A game's length bounds a real tree's depth (§5's descent has no limit of its own; its depth output has 7 bits).
    expect(Math.max(...want.map((d) => d.path.length))).toBeLessThan(128);
    const dir = await mkdtemp(join(tmpdir(), 'mcts-select-'));
    try {
      const path = join(dir, 'trees.txt');
      await writeFile(path, file);
      const out = await runIverilog(SOURCES, 'mcts_select_tb', { includeDirs: [V3_DIR], plusargs: [`+cases=${path}`], timeoutMs: 60_000 });
      expect(parseVerdicts(out).get('select')).toBe(true);
      const got = parseDescents(out);
      expect(got.length).toBe(want.length);
      want.forEach((w, k) => {
        const g = got[k]!;
        expect(g.path, `tree ${k}`).toEqual(w.path);
        expect(g.depth, `tree ${k}`).toBe(w.path.length);
        expect(g.clocks, `tree ${k}`).toBe(w.clocks);
        expect(g.short, `tree ${k}`).toBe(w.short);
        expect(g.writes, `tree ${k}`).toEqual(w.writes);
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('lints clean under Verilator', async () => {
    const files = SOURCES.filter((s) => s.startsWith('rtl/')).map((s) => join(RTL_DIR, '..', s));
    const { stderr } = await run('verilator', ['--lint-only', '-Wall', `-I${V3_DIR}`, '--top-module', 'mcts_select', ...files]);
    expect(stderr).toBe('');
  }, 60_000);
});
