/**
 * The v3 tree port's backup (SPEC-v3 §5 step 4, §5b, hdl/blokus/rtl/v3/mcts_backup.v) under
 * iverilog against the emulator's `backUp`: random paths down random trees, with a fresh node or
 * none, results over the value range, and fields at their tops; the RTL must write every node of
 * the path as the emulator leaves it (the expanded leaf with its new block), one a clock, and
 * finish in B_NODE a node. Verilator lints it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { backUp } from '../../../core/engines/blokus-mcts/backup.ts';
import { CLOCKS } from '../../../core/engines/blokus-mcts/clocks.ts';
import { COUNT_MAX, COUNT_ONE, VALUE_MAX, VALUE_MIN, VALUE_ONE, VISITS_MAX } from '../../../core/engines/blokus-mcts/fixed.ts';
import { UNEXPANDED } from '../../../core/engines/blokus-mcts/prune.ts';
import type { TreePool } from '../../../core/engines/blokus-mcts/prune.ts';
import { createRng } from '../../../core/random.ts';
import type { Rng } from '../../../core/random.ts';
import { RTL_DIR, TB_DIR, parseVerdicts, runIverilog } from './sim.ts';
import { nodeLine, randomPath, randomTree } from '../../support/mcts-trees.ts';

const run = promisify(execFile);
const V3_DIR = join(RTL_DIR, 'v3');
const SOURCES = ['rtl/v3/mcts_backup.v', 'rtl/v3/mcts_move_towards.v', 'rtl/v3/mcts_add_share.v', 'rtl/v3/mcts_mul_recip.v', 'rtl/v3/mcts_rom.v', 'tb/mcts_backup_tb.v'];
/** The testbench's pool and path store. */
const NODES = 1024;
const MAX_DEPTH = 127;
/** The widest block the children − 1 field holds. */
const MAX_KIDS = 128;

interface Write {
  readonly edge: number;
  readonly node: number;
  /** The node word's first child (0: not expanded) and children − 1 fields. */
  readonly first: number;
  readonly kidsM1: number;
  readonly visits: number;
  readonly count: number;
  readonly value: number;
}

/** Fields over their ranges; one node in eight with its visits at the top, one in eight its count within two of it (a virtual loss has given every node a count). */
function fillFields(rng: Rng, pool: TreePool, used: number): void {
  for (let a = 0; a < used; a++) {
    pool.value[a] = VALUE_MIN + rng.nextInt(VALUE_MAX - VALUE_MIN + 1);
    pool.count[a] = rng.nextInt(2) ? COUNT_ONE + rng.nextInt(2000) : COUNT_ONE + rng.nextInt(COUNT_MAX - COUNT_ONE + 1);
    if (rng.nextInt(8) === 0) pool.count[a] = COUNT_MAX - rng.nextInt(2 * COUNT_ONE);
    if (rng.nextInt(8) === 0) pool.visits[a] = VISITS_MAX;
    pool.mover[a] = rng.nextInt(2);
  }
}

/** The result: over the value range, and its ends, a draw, a win and a loss exactly. */
function randomResult(rng: Rng): number {
  const special = [VALUE_MIN, VALUE_MAX, 0, VALUE_ONE, VALUE_ONE / 2];
  return rng.nextInt(4) === 0 ? special[rng.nextInt(special.length)]! : VALUE_MIN + rng.nextInt(VALUE_MAX - VALUE_MIN + 1);
}

function cases(seed: number, n: number): { file: string; want: { writes: Write[]; fresh: boolean }[] } {
  const rng = createRng(seed);
  const lines: string[] = [];
  const want: { writes: Write[]; fresh: boolean }[] = [];
  for (let k = 0; k < n; k++) {
    const { pool, used } = randomTree(rng, 20 + rng.nextInt(300), 2 + rng.nextInt(6), NODES);
    fillFields(rng, pool, used);
    const path = randomPath(rng, pool, MAX_DEPTH, 12);
    // Usually the path ends at the child an expansion just wrote; sometimes at a leaf played out from.
    const fresh = rng.nextInt(4) === 0 ? path.length : path.length - 1;
    const res0 = randomResult(rng);
    // The expanded leaf's new block, wherever the pool has room (the test does not write it).
    const [first, kids] = [1 + rng.nextInt(NODES - 1), 1 + rng.nextInt(MAX_KIDS)];
    lines.push(`${used} ${path.length} ${fresh} ${res0} ${first} ${kids - 1}`);
    for (let a = 0; a < used; a++) lines.push(nodeLine(pool, a));
    lines.push(path.join(' '));
    const after: TreePool = { ...pool, first: pool.first.slice(), children: pool.children.slice(), count: pool.count.slice(), visits: pool.visits.slice(), value: pool.value.slice() };
    backUp(after, Int32Array.from(path), path.length, fresh, res0, first, kids);
    const linkOf = (node: number) => (after.first[node] === UNEXPANDED ? { first: 0, kidsM1: 0 } : { first: after.first[node]!, kidsM1: after.children[node]! - 1 });
    want.push({ fresh: fresh < path.length, writes: path.map((node, i) => ({ edge: i + 1, node, ...linkOf(node), visits: after.visits[node]!, count: after.count[node]!, value: after.value[node]! })) });
  }
  return { file: lines.join('\n') + '\n', want };
}

/** The testbench's "W edge node first kids-1 visits count value" lines, closed by "CASE k clocks". */
function parseBackups(out: string): { writes: Write[]; clocks: number }[] {
  const got: { writes: Write[]; clocks: number }[] = [];
  let writes: Write[] = [];
  for (const line of out.split('\n')) {
    const w = /^W (\d+) (\d+) (\d+) (\d+) (\d+) (\d+) (-?\d+)$/.exec(line);
    const c = /^CASE \d+ (\d+)$/.exec(line);
    if (w) writes.push({ edge: Number(w[1]), node: Number(w[2]), first: Number(w[3]), kidsM1: Number(w[4]), visits: Number(w[5]), count: Number(w[6]), value: Number(w[7]) });
    else if (c) {
      got.push({ writes, clocks: Number(c[1]) });
      writes = [];
    }
  }
  return got;
}

describe('v3 RTL: the backup (SPEC-v3 §5 step 4)', () => {
  it("backs 300 random results up random paths as the emulator's backUp does, a node a clock (B_NODE)", async () => {
    const { file, want } = cases(23, 300);
    // The cases must reach what could break: deep paths, no fresh node, saturated fields, both movers.
    expect(want.filter((w) => w.writes.length >= 8).length).toBeGreaterThan(30);
    expect(want.filter((w) => !w.fresh).length).toBeGreaterThan(40);
    const writes = want.flatMap((w) => w.writes);
    expect(writes.filter((w) => w.count === COUNT_MAX).length).toBeGreaterThan(20);
    expect(writes.filter((w) => w.visits === VISITS_MAX).length).toBeGreaterThan(20);
    expect(writes.filter((w) => w.value === VALUE_MIN || w.value === VALUE_MAX).length).toBeGreaterThan(2);
    const dir = await mkdtemp(join(tmpdir(), 'mcts-backup-'));
    try {
      const path = join(dir, 'cases.txt');
      await writeFile(path, file);
      const out = await runIverilog(SOURCES, 'mcts_backup_tb', { includeDirs: [V3_DIR, TB_DIR], plusargs: [`+cases=${path}`], timeoutMs: 60_000 });
      expect(parseVerdicts(out).get('backup')).toBe(true);
      const got = parseBackups(out);
      expect(got.length).toBe(want.length);
      want.forEach((w, k) => {
        expect(got[k]!.writes, `case ${k}`).toEqual(w.writes);
        expect(got[k]!.clocks, `case ${k}`).toBe(CLOCKS.backup * w.writes.length);
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('lints clean under Verilator', async () => {
    const files = SOURCES.filter((s) => s.startsWith('rtl/')).map((s) => join(RTL_DIR, '..', s));
    const { stderr } = await run('verilator', ['--lint-only', '-Wall', `-I${V3_DIR}`, '--top-module', 'mcts_backup', ...files]);
    expect(stderr).toBe('');
  }, 60_000);
});
