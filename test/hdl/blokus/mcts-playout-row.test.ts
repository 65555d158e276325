/**
 * One row of the v3 playout scan (SPEC-v3 §4, §4a, §6; hdl/blokus/rtl/v3/mcts_playout_row.v) under
 * iverilog against the emulator: on positions of games the playout policy plays against itself,
 * with the recent cells of the opponent's last two moves, a shape at an anchor row must give the
 * legal columns the rules generator finds, the best recent count and the weight at it that the
 * policy's counts give (the row buffer's entry), and, for a random offset into the row, the column
 * of the move the draw takes. Verilator lints it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { MAX_PLACEMENTS, generatePlacements } from '../../../core/blokus/index.ts';
import { ATTACH, FORB } from '../../../core/blokus/board.ts';
import { BOARD_SIZE, CELL_COUNT, PLANE_ROWS } from '../../../core/blokus/geometry.ts';
import { SHAPES } from '../../../core/engines/blokus-core/shapes.ts';
import { cellBit, markRecent } from '../../../core/engines/blokus-mcts/prior.ts';
import { PIECE_WEIGHT, recentCount } from '../../../core/engines/blokus-mcts/playout.ts';
import { SCAN_KEY } from '../../../core/engines/blokus-mcts/scan-order.ts';
import { createRng, type Rng } from '../../../core/random.ts';
import { planeHex, policyGame } from '../../support/mcts-trees.ts';
import { RTL_DIR, parseVerdicts, runIverilog } from './sim.ts';

const run = promisify(execFile);
const SOURCE = 'rtl/v3/mcts_playout_row.v';
/** Scan key (shape × 196 + anchor row × 14 + anchor column) → placement id. */
const ID_OF_KEY = new Map(Array.from(SCAN_KEY, (key, id) => [key, id] as const));

/** The shape's five 5-bit row masks, bit 5·row + column of its box (SH_ROWS). */
function shapeRows(s: number): number {
  const shape = SHAPES[s]!;
  let m = 0;
  for (let k = 0; k < shape.size; k++) m |= 1 << (5 * shape.cellRow[k]! + shape.cellCol[k]!);
  return m;
}

/** `perPosition` rows of one position: shapes at rows with legal moves (half of them answering the opponent when any does) most of the time, any candidate row else. */
function positionCases(rng: Rng, seed: number, perPosition: number): string[] {
  const { board, ids } = policyGame(seed, rng.nextInt(40));
  const s = board.state;
  const me = board.toMove;
  const local = new Uint8Array(CELL_COUNT);
  const n = ids.length;
  if (n >= 1 && ids[n - 1]! >= 0) markRecent(board, me === 0 ? 1 : 0, ids[n - 1]!, local);
  if (n >= 3 && ids[n - 3]! >= 0) markRecent(board, me === 0 ? 1 : 0, ids[n - 3]!, local);
  const forb = planeHex((c) => cellBit(s, FORB + me * PLANE_ROWS, c));
  const att = planeHex((c) => cellBit(s, ATTACH + me * PLANE_ROWS, c));
  const rec = planeHex((c) => local[c] === 1);
  const moves = new Int32Array(MAX_PLACEMENTS);
  const count = generatePlacements(board, moves);
  const legalIds = new Set(moves.subarray(0, count));
  // Rows that answer the opponent are few; half the picks come from them, so counts above 0 are well covered.
  const answering = [...legalIds].filter((id) => recentCount(s, ATTACH + me * PLANE_ROWS, local, id) > 0);
  const lines: string[] = [];
  for (let k = 0; k < perPosition; k++) {
    let shape: number;
    let row: number;
    if (count > 0 && rng.nextInt(4) !== 0) {
      const pool = answering.length > 0 && rng.nextInt(2) === 0 ? answering : [...legalIds];
      const key = SCAN_KEY[pool[rng.nextInt(pool.length)]!]!;
      [shape, row] = [Math.floor(key / CELL_COUNT), Math.floor(key / BOARD_SIZE) % BOARD_SIZE];
    } else {
      // The scan visits only the shapes of pieces the mover still has.
      const mine = SHAPES.flatMap((sh, i) => (board.hasPiece(me, sh.piece) ? [i] : []));
      shape = mine[rng.nextInt(mine.length)]!;
      row = rng.nextInt(BOARD_SIZE - SHAPES[shape]!.height + 1);
    }
    // The emulator's view of the row: its legal placements in the scan's order, each with its recent count.
    const placed: { id: number; col: number; count: number }[] = [];
    for (let col = 0; col < BOARD_SIZE; col++) {
      const id = ID_OF_KEY.get((shape * BOARD_SIZE + row) * BOARD_SIZE + col);
      if (id !== undefined && legalIds.has(id)) placed.push({ id, col, count: recentCount(s, ATTACH + me * PLANE_ROWS, local, id) });
    }
    const best = Math.max(0, ...placed.map((p) => p.count));
    const w = PIECE_WEIGHT[SHAPES[shape]!.piece]!;
    const atBest = placed.filter((p) => p.count === best);
    const rowWeight = atBest.length * w;
    // The draw's second test: the first move at the best count whose running weight passes the offset.
    const offset = rowWeight > 0 ? rng.nextInt(rowWeight) : 0;
    let runWeight = 0;
    const column = atBest.find(() => (runWeight += w) > offset)?.col ?? 0;
    const legal = placed.reduce((mask, p) => mask | (1 << p.col), 0);
    lines.push(`${forb} ${att} ${rec} ${row} ${shapeRows(shape)} ${w} ${offset} ${legal} ${best} ${rowWeight} ${column}`);
  }
  return lines;
}

function cases(seed: number, positions: number, perPosition: number): { text: string; counted: number; multiBest: number } {
  const rng = createRng(seed);
  const lines: string[] = [];
  for (let p = 0; p < positions; p++) lines.push(...positionCases(rng, seed * 1000 + p, perPosition));
  const fields = lines.map((l) => l.split(' ').map(Number));
  return {
    text: lines.join('\n') + '\n',
    // The cases must reach the parts that could break: recent counts above 0, and rows with several moves at the best.
    counted: fields.filter((f) => f[8]! > 0).length,
    multiBest: fields.filter((f) => f[9]! > f[5]!).length,
  };
}

describe('v3 RTL: a row of the playout scan (SPEC-v3 §4, §6)', () => {
  it('gives the legal columns, the best recent count, its weight and the drawn column the emulator does, on 4,000 rows of 200 policy positions', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mcts-row-'));
    try {
      const file = join(dir, 'cases.txt');
      const { text, counted, multiBest } = cases(23, 200, 20);
      expect(counted).toBeGreaterThan(200);
      expect(multiBest).toBeGreaterThan(200);
      await writeFile(file, text);
      const out = await runIverilog([SOURCE, 'tb/mcts_playout_row_tb.v'], 'mcts_playout_row_tb', { plusargs: [`+cases=${file}`], timeoutMs: 60_000 });
      expect(out).not.toMatch(/MISMATCH/);
      expect(parseVerdicts(out).get('row')).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('lints clean under Verilator', async () => {
    const { stderr } = await run('verilator', ['--lint-only', '-Wall', `-I${RTL_DIR}`, '--top-module', 'mcts_playout_row', join(RTL_DIR, '..', SOURCE)]);
    expect(stderr).toBe('');
  }, 60_000);
});
