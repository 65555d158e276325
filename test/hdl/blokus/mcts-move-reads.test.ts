/**
 * X_MOVE's reads (SPEC-v3 §3, §5; hdl/blokus/rtl/v3/mcts_move_reads.v) on the prior's tables
 * (mcts_prior_tables.v) under iverilog against the emulator's MovePrior: on positions of games the
 * playout policy plays against itself, legal moves given back to back as the scan's (shape, anchor
 * row, anchor column) each take X_MOVE's clocks and end with MovePrior's score — random moves,
 * moves that cover a recent cell, and moves whose halo leaves the board. Every placement's covered,
 * corner and edge cells fit the reads' clocks. Verilator lints it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { MAX_PLACEMENTS, PLACEMENTS, generatePlacements } from '../../../core/blokus/index.ts';
import { BOARD_SIZE, CELL_COUNT } from '../../../core/blokus/geometry.ts';
import { PIECE_SIZES } from '../../../core/blokus/pieces.ts';
import { CLOCKS } from '../../../core/engines/blokus-mcts/clocks.ts';
import { CORNER_CELLS, EDGE_CELLS } from '../../../core/engines/blokus-mcts/prior.ts';
import { SCAN_KEY, SCAN_SHAPE } from '../../../core/engines/blokus-mcts/scan-order.ts';
import { createRng } from '../../../core/random.ts';
import { priorPosition } from '../../support/mcts-trees.ts';
import { RTL_DIR, TB_DIR, runIverilog } from './sim.ts';

const run = promisify(execFile);
const SOURCE = 'rtl/v3/mcts_move_reads.v';

/** A placement's on-board covered, corner and edge cells: what X_MOVE reads. */
const readsOf = (id: number): number => PIECE_SIZES[PLACEMENTS.piece[id]!]! + CORNER_CELLS.start[id + 1]! - CORNER_CELLS.start[id]! + EDGE_CELLS.start[id + 1]! - EDGE_CELLS.start[id]!;

/** The scan's form of a placement: "shape row column". */
function scanForm(id: number): string {
  const key = SCAN_KEY[id]!;
  return `${SCAN_SHAPE[id]} ${Math.floor(key / BOARD_SIZE) % BOARD_SIZE} ${key % BOARD_SIZE}`;
}

/** Whether a placement's halo (the rows and columns around its box) leaves the board. */
function atEdge(id: number): boolean {
  const cells = Array.from({ length: PIECE_SIZES[PLACEMENTS.piece[id]!]! }, (_, k) => PLACEMENTS.cells[id * 5 + k]!);
  return cells.some((c) => c % BOARD_SIZE === 0 || c % BOARD_SIZE === BOARD_SIZE - 1 || c < BOARD_SIZE || c >= CELL_COUNT - BOARD_SIZE);
}

describe('v3 RTL: X_MOVE’s reads (SPEC-v3 §3, §5)', () => {
  it('every placement’s covered, corner and edge cells fit two reads a clock in X_MOVE’s clocks', () => {
    let most = 0;
    for (let id = 0; id < PLACEMENTS.count; id++) most = Math.max(most, readsOf(id));
    expect(most).toBe(21);
    expect(Math.ceil(most / 2)).toBe(CLOCKS.expandMove);
  });

  it('scores legal moves back to back as MovePrior does, each in X_MOVE’s clocks, on 200 policy positions', async () => {
    const rng = createRng(31);
    const lines: string[] = [];
    const want: number[] = [];
    let [answering, edge] = [0, 0];
    for (let p = 0; p < 200; p++) {
      const { board, prior, local, load } = priorPosition(900 + p, rng.nextInt(40));
      lines.push(load);
      const moves = new Int32Array(MAX_PLACEMENTS);
      const legal = Array.from(moves.subarray(0, generatePlacements(board, moves)));
      const covers = (id: number): boolean => Array.from({ length: PIECE_SIZES[PLACEMENTS.piece[id]!]! }, (_, k) => PLACEMENTS.cells[id * 5 + k]!).some((c) => local[c] === 1);
      // Random legal moves, then as many among those that answer the opponent and those at the board's edge (fewer).
      for (const [pool, count] of [[legal, 10], [legal.filter(covers), 8], [legal.filter(atEdge), 8]] as const) {
        for (let k = 0; k < Math.min(pool.length, count); k++) {
          const id = pool[rng.nextInt(pool.length)]!;
          lines.push(`M ${scanForm(id)}`);
          want.push(prior.score(id));
          if (covers(id)) answering++;
          if (atEdge(id)) edge++;
        }
      }
    }
    const dir = await mkdtemp(join(tmpdir(), 'mcts-move-reads-'));
    try {
      const file = join(dir, 'cases.txt');
      await writeFile(file, lines.join('\n') + '\n');
      const out = await runIverilog(['rtl/v3/mcts_prior_tables.v', SOURCE, 'tb/mcts_move_reads_tb.v'], 'mcts_move_reads_tb', {
        plusargs: [`+cases=${file}`],
        includeDirs: [join(RTL_DIR, 'v3'), TB_DIR],
        timeoutMs: 60_000,
      });
      expect(out).toMatch(/^DONE$/m);
      const got = [...out.matchAll(/^S (-?\d+) (\d+)$/gm)].map((m) => ({ score: Number(m[1]), clocks: Number(m[2]) }));
      expect(got).toEqual(want.map((score) => ({ score, clocks: CLOCKS.expandMove })));
      // Enough moves of each kind for the sums and the board's edges to mean something.
      expect(want.length).toBeGreaterThan(2000);
      expect(answering).toBeGreaterThan(300);
      expect(edge).toBeGreaterThan(1000);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('lints clean under Verilator', async () => {
    const { stderr } = await run('verilator', ['--lint-only', '-Wall', `-I${RTL_DIR}`, `-I${join(RTL_DIR, 'v3')}`, '--top-module', 'mcts_move_reads', join(RTL_DIR, '..', SOURCE)]);
    expect(stderr).toBe('');
  }, 60_000);
});
