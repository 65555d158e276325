/**
 * The move prior's per-cell tables (SPEC-v3 §3, §6; hdl/blokus/rtl/v3/mcts_prior_tables.v) under
 * iverilog against the emulator's MovePrior: on positions of games the playout policy plays
 * against itself, with the recent cells of the opponent's last two moves, the tables load in
 * X_TABLES' clocks, every legal move scored from the RTL's reads of its covered, corner and edge
 * cells (with the size and local terms) has MovePrior's score, and random cells read in each role
 * give MovePrior's weights. Verilator lints it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { MAX_PLACEMENTS, PLACEMENTS, generatePlacements } from '../../../core/blokus/index.ts';
import { FORB } from '../../../core/blokus/board.ts';
import { CELL_COUNT, PLANE_ROWS } from '../../../core/blokus/geometry.ts';
import { PIECE_SIZES } from '../../../core/blokus/pieces.ts';
import { CLOCKS } from '../../../core/engines/blokus-mcts/clocks.ts';
import { CORNER_CELLS, EDGE_CELLS, PRIOR_WEIGHTS, cellBit } from '../../../core/engines/blokus-mcts/prior.ts';
import { createRng, type Rng } from '../../../core/random.ts';
import { priorPosition } from '../../support/mcts-trees.ts';
import { RTL_DIR, TB_DIR, runIverilog } from './sim.ts';

const run = promisify(execFile);
const SOURCE = 'rtl/v3/mcts_prior_tables.v';
type Role = 0 | 1 | 2;

/** A move's cells as the prior reads them: covered, then corner, then edge cells. */
function moveReads(id: number): [number, Role][] {
  const reads: [number, Role][] = [];
  for (let k = 0; k < PIECE_SIZES[PLACEMENTS.piece[id]!]!; k++) reads.push([PLACEMENTS.cells[id * 5 + k]!, 0]);
  for (let k = CORNER_CELLS.start[id]!; k < CORNER_CELLS.start[id + 1]!; k++) reads.push([CORNER_CELLS.cells[k]!, 1]);
  for (let k = EDGE_CELLS.start[id]!; k < EDGE_CELLS.start[id + 1]!; k++) reads.push([EDGE_CELLS.cells[k]!, 2]);
  return reads;
}

interface Expect {
  /** A move's reads and the emulator's score, or one cell's read and the emulator's weight. */
  readonly kind: 'move' | 'cell';
  readonly reads: [number, Role][];
  readonly size?: number;
  readonly want: number;
  readonly local?: boolean;
}

function position(rng: Rng, seed: number, lines: string[], expects: Expect[]): void {
  const { board, prior, local, load } = priorPosition(seed, rng.nextInt(40));
  const s = board.state;
  const me = board.toMove;
  lines.push(load);
  const moves = new Int32Array(MAX_PLACEMENTS);
  const count = generatePlacements(board, moves);
  // Random legal moves, and as many again among those that cover a recent cell (few do).
  const legal = Array.from(moves.subarray(0, count));
  const answering = legal.filter((id) => moveReads(id).some(([c, role]) => role === 0 && local[c] === 1));
  for (const pool of [legal, answering]) {
    for (let k = 0; k < Math.min(pool.length, 8); k++) {
      const id = pool[rng.nextInt(pool.length)]!;
      expects.push({ kind: 'move', reads: moveReads(id), size: PIECE_SIZES[PLACEMENTS.piece[id]!]!, want: prior.score(id) });
    }
  }
  for (let k = 0; k < 12; k++) {
    const c = rng.nextInt(CELL_COUNT);
    const role = rng.nextInt(3) as Role;
    // A covered cell is never forbidden to the mover; the emulator keeps no weight there.
    if (role === 0 && cellBit(s, FORB + me * PLANE_ROWS, c)) continue;
    const w = prior.cell(c);
    expects.push({ kind: 'cell', reads: [[c, role]], want: [w.point, w.attach, w.adj][role]!, local: w.local });
  }
}

/** The queries, two reads a line, of all expectations after one load. */
function queries(expects: readonly Expect[]): string[] {
  const reads = expects.flatMap((e) => e.reads);
  const lines: string[] = [];
  for (let k = 0; k < reads.length; k += 2) {
    const [a, b] = [reads[k]!, reads[k + 1] ?? reads[k]!];
    lines.push(`Q ${a[0]} ${a[1]} ${b[0]} ${b[1]}`);
  }
  return lines;
}

describe('v3 RTL: the prior’s per-cell tables (SPEC-v3 §3, §6)', () => {
  it('scores legal moves and reads cells as MovePrior does, on 150 policy positions, loading in X_TABLES clocks', async () => {
    const rng = createRng(29);
    const lines: string[] = [];
    const all: Expect[][] = [];
    for (let p = 0; p < 150; p++) {
      const expects: Expect[] = [];
      const load: string[] = [];
      position(rng, 700 + p, load, expects);
      lines.push(...load, ...queries(expects));
      all.push(expects);
    }
    const dir = await mkdtemp(join(tmpdir(), 'mcts-prior-tables-'));
    try {
      const file = join(dir, 'cases.txt');
      await writeFile(file, lines.join('\n') + '\n');
      const out = await runIverilog([SOURCE, 'tb/mcts_prior_tables_tb.v'], 'mcts_prior_tables_tb', { plusargs: [`+cases=${file}`], includeDirs: [join(RTL_DIR, 'v3'), TB_DIR], timeoutMs: 60_000 });
      expect(Number(/^CLOCKS load (\d+)$/m.exec(out)?.[1])).toBe(CLOCKS.priorTables);
      // The reads in order, two a line.
      const got = [...out.matchAll(/^W (-?\d+) (\d) (-?\d+) (\d)$/gm)].flatMap((m) => [
        { w: Number(m[1]), local: m[2] === '1' },
        { w: Number(m[3]), local: m[4] === '1' },
      ]);
      let at = 0;
      let moves = 0;
      let localMoves = 0;
      for (const expects of all) {
        const reads = expects.flatMap((e) => e.reads).length;
        const mine = got.slice(at, at + reads);
        at += reads + (reads % 2);
        let k = 0;
        for (const e of expects) {
          const r = mine.slice(k, k + e.reads.length);
          k += e.reads.length;
          if (e.kind === 'cell') {
            expect({ w: r[0]!.w, local: r[0]!.local }).toEqual({ w: e.want, local: e.local });
            continue;
          }
          // X_MOVE's sum: the size term, every read's weight, the local term if a covered cell is recent.
          const covered = r.slice(0, e.size);
          const isLocal = covered.some((x) => x.local);
          const score = PRIOR_WEIGHTS.size[e.size!]! + r.reduce((t, x) => t + x.w, 0) + (isLocal ? PRIOR_WEIGHTS.local : 0);
          expect(score).toBe(e.want);
          moves++;
          if (isLocal) localMoves++;
        }
      }
      // Enough moves, some of them answering the opponent, for the sums to mean something.
      expect(moves).toBeGreaterThan(1000);
      expect(localMoves).toBeGreaterThan(300);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('lints clean under Verilator', async () => {
    const { stderr } = await run('verilator', ['--lint-only', '-Wall', `-I${join(RTL_DIR, 'v3')}`, '--top-module', 'mcts_prior_tables', join(RTL_DIR, '..', SOURCE)]);
    expect(stderr).toBe('');
  }, 60_000);
});
