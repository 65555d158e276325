/**
 * The v3 tree port's RAVE pass (SPEC-v3 §5a, hdl/blokus/rtl/v3/mcts_rave.v) under iverilog against
 * the emulator's `addRave`: random simulations down random paths of random trees, their playouts
 * often playing the path nodes' children's moves, and children sharing moves the tree plays deeper
 * down the path, with parents on both sides of the visits limit and
 * children on both sides of the count limit. The RTL must update exactly the children the emulator
 * updates, in the clock its pipeline reaches each, and finish in R_STEP clocks: two a simulation
 * move and one a child examined. Cases run back to back, so a played-by table left dirty would show.
 * Verilator lints it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CLOCKS } from '../../../core/engines/blokus-mcts/clocks.ts';
import { VALUE_MAX, VALUE_MIN } from '../../../core/engines/blokus-mcts/fixed.ts';
import { UNEXPANDED } from '../../../core/engines/blokus-mcts/prune.ts';
import type { TreePool } from '../../../core/engines/blokus-mcts/prune.ts';
import { RAVE_CHILD_MAX, RAVE_PARENT_MAX, addRave, newPlayedTable } from '../../../core/engines/blokus-mcts/rave.ts';
import { createRng } from '../../../core/random.ts';
import type { Rng } from '../../../core/random.ts';
import { RTL_DIR, TB_DIR, parseVerdicts, runIverilog } from './sim.ts';
import { nodeLine, randomPath, randomTree } from '../../support/mcts-trees.ts';

const run = promisify(execFile);
const V3_DIR = join(RTL_DIR, 'v3');
const SOURCES = ['rtl/v3/mcts_rave.v', 'rtl/v3/mcts_rave_weight.v', 'rtl/v3/mcts_move_towards.v', 'rtl/v3/mcts_mul_recip.v', 'rtl/v3/mcts_rom.v', 'tb/mcts_rave_tb.v'];
const NODES = 1024;
const MAX_DEPTH = 100;
const PLACEMENT_IDS = 13_729;

interface Write {
  readonly edge: number;
  readonly node: number;
  readonly count: number;
  readonly value: number;
}

interface Case {
  readonly writes: Write[];
  readonly clocks: number;
  /** Children examined, and path nodes the visits limit skipped. */
  readonly examined: number;
  readonly skipped: number;
}

/** Values over their range; counts mostly under RAVE's child limit, some over; parents' visits on both sides of theirs; one child in ten a pass. */
function fillFields(rng: Rng, pool: TreePool, used: number): void {
  for (let a = 0; a < used; a++) {
    pool.value[a] = VALUE_MIN + rng.nextInt(VALUE_MAX - VALUE_MIN + 1);
    pool.count[a] = rng.nextInt(8) === 0 ? RAVE_CHILD_MAX - 20 + rng.nextInt(40) : 48 + rng.nextInt(RAVE_CHILD_MAX);
    const v = rng.nextInt(4);
    pool.visits[a] = v === 0 ? RAVE_PARENT_MAX + rng.nextInt(2) : v === 1 ? RAVE_PARENT_MAX + 1 + rng.nextInt(40_000) : rng.nextInt(RAVE_PARENT_MAX);
    pool.move[a] = rng.nextInt(10) === 0 ? -1 : rng.nextInt(PLACEMENT_IDS);
    pool.mover[a] = rng.nextInt(2);
  }
}

/** A move the tree plays deeper down the path, given to a child of a node above it, as RAVE meets it in a real tree (the walk's own marks decide those). */
function shareTreeMoves(rng: Rng, pool: TreePool, path: number[]): void {
  for (let j = 1; j + 1 < path.length; j++) {
    if (rng.nextInt(2) === 0) continue;
    const above = path[rng.nextInt(j)]!;
    pool.move[pool.first[above]! + rng.nextInt(pool.children[above]!)] = pool.move[path[j + 1]!]!;
  }
}

/** The tree's moves along the path, then a playout that often plays a path node's children's moves. */
function randomSim(rng: Rng, pool: TreePool, path: number[]): number[] {
  const sim = path.slice(1).map((n) => pool.move[n]!);
  const expanded = path.filter((n) => pool.first[n] !== UNEXPANDED);
  for (let i = rng.nextInt(60); i > 0 && sim.length < 255; i--) {
    const from = expanded.length > 0 && rng.nextInt(2) === 0 ? expanded[rng.nextInt(expanded.length)]! : -1;
    sim.push(rng.nextInt(12) === 0 ? -1 : from >= 0 ? pool.move[pool.first[from]! + rng.nextInt(pool.children[from]!)]! : rng.nextInt(PLACEMENT_IDS));
  }
  return sim;
}

function cases(seed: number, n: number): { file: string; want: Case[] } {
  const rng = createRng(seed);
  const lines: string[] = [];
  const want: Case[] = [];
  for (let k = 0; k < n; k++) {
    const { pool, used } = randomTree(rng, 10 + rng.nextInt(200), 2 + rng.nextInt(30), NODES);
    fillFields(rng, pool, used);
    const path = randomPath(rng, pool, MAX_DEPTH, 10);
    shareTreeMoves(rng, pool, path);
    const sim = randomSim(rng, pool, path);
    const res0 = VALUE_MIN + rng.nextInt(VALUE_MAX - VALUE_MIN + 1);
    const side0 = pool.mover[0] === 0 ? 1 : 0;
    lines.push(`${used} ${sim.length} ${path.length} ${side0} ${res0}`);
    for (let a = 0; a < used; a++) lines.push(nodeLine(pool, a));
    lines.push(path.join(' '), sim.join(' '));
    const after: TreePool = { ...pool, count: pool.count.slice(), value: pool.value.slice() };
    addRave(after, newPlayedTable(), Int32Array.from(sim), sim.length, Int32Array.from(path), path.length, res0);
    // The schedule: marks back to the leaf's move, then per path node its children (if examined) and its mark, then the clear.
    let clock = Math.max(0, sim.length - path.length + 1);
    const writes: Write[] = [];
    let [examined, skipped] = [0, 0];
    for (let j = path.length - 2; j >= 0; j--) {
      const node = path[j]!;
      if (pool.visits[node]! <= RAVE_PARENT_MAX) {
        for (let c = 0; c < pool.children[node]!; c++, clock++) {
          const a = pool.first[node]! + c;
          if (after.count[a] !== pool.count[a]) writes.push({ edge: clock + 3, node: a, count: after.count[a]!, value: after.value[a]! });
        }
        examined += pool.children[node]!;
      } else skipped++;
      clock++;
    }
    want.push({ writes, clocks: CLOCKS.raveStep * (2 * sim.length + examined), examined, skipped });
  }
  return { file: lines.join('\n') + '\n', want };
}

function parseRave(out: string): { writes: Write[]; clocks: number }[] {
  const got: { writes: Write[]; clocks: number }[] = [];
  let writes: Write[] = [];
  for (const line of out.split('\n')) {
    const w = /^W (\d+) (\d+) (\d+) (-?\d+)$/.exec(line);
    const c = /^CASE \d+ (\d+)$/.exec(line);
    if (w) writes.push({ edge: Number(w[1]), node: Number(w[2]), count: Number(w[3]), value: Number(w[4]) });
    else if (c) {
      got.push({ writes, clocks: Number(c[1]) });
      writes = [];
    }
  }
  return got;
}

describe('v3 RTL: RAVE on the tree port (SPEC-v3 §5a)', () => {
  it("updates 300 random simulations' children as the emulator's addRave does, in R_STEP clocks", async () => {
    const { file, want } = cases(31, 300);
    // The cases must reach what could break: many updates, skipped parents, deep paths.
    expect(want.reduce((t, c) => t + c.writes.length, 0)).toBeGreaterThan(250);
    expect(want.filter((c) => c.skipped > 0 && c.writes.length > 0).length).toBeGreaterThan(20);
    expect(want.filter((c) => c.examined >= 20).length).toBeGreaterThan(25);
    const dir = await mkdtemp(join(tmpdir(), 'mcts-rave-'));
    try {
      const path = join(dir, 'cases.txt');
      await writeFile(path, file);
      const out = await runIverilog(SOURCES, 'mcts_rave_tb', { includeDirs: [V3_DIR, TB_DIR], plusargs: [`+cases=${path}`], timeoutMs: 60_000 });
      expect(parseVerdicts(out).get('rave')).toBe(true);
      const got = parseRave(out);
      expect(got.length).toBe(want.length);
      want.forEach((w, k) => {
        expect(got[k]!.writes, `case ${k}`).toEqual(w.writes);
        expect(got[k]!.clocks, `case ${k}`).toBe(w.clocks);
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('lints clean under Verilator', async () => {
    const files = SOURCES.filter((s) => s.startsWith('rtl/')).map((s) => join(RTL_DIR, '..', s));
    const { stderr } = await run('verilator', ['--lint-only', '-Wall', `-I${V3_DIR}`, '--top-module', 'mcts_rave', ...files]);
    expect(stderr).toBe('');
  }, 60_000);
});
