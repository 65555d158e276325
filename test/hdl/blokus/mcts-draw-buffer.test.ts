/**
 * The v3 playout's row buffer and draw (SPEC-v3 §4a, hdl/blokus/rtl/v3/mcts_draw_buffer.v) under
 * iverilog against the emulator's draw: random sets of legal-looking moves with random recent
 * counts enter the buffer row by row in the scan's order, and the row and offset the RTL draws must
 * lead to the move ScanOrderDraw picks, in the clocks P_DRAW charges. Verilator lints it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PLACEMENTS } from '../../../core/blokus/index.ts';
import { BOARD_SIZE } from '../../../core/blokus/geometry.ts';
import { SHAPE_COUNT, SHAPE_HEIGHT } from '../../../core/engines/blokus-core/generation.ts';
import { CLOCKS, DRAW_BUFFER_ROWS } from '../../../core/engines/blokus-mcts/clocks.ts';
import { scaleRandom } from '../../../core/engines/blokus-mcts/fixed.ts';
import { PIECE_WEIGHT, ScanOrderDraw } from '../../../core/engines/blokus-mcts/playout.ts';
import { SCAN_KEY, sortByScan } from '../../../core/engines/blokus-mcts/scan-order.ts';
import { createRng, type Rng } from '../../../core/random.ts';
import { RTL_DIR, parseVerdicts, runIverilog } from './sim.ts';

const run = promisify(execFile);
const SOURCE = 'rtl/v3/mcts_draw_buffer.v';
const weight = (id: number): number => PIECE_WEIGHT[PLACEMENTS.piece[id]!]!;
/** A placement's scan row: shape × 14 + anchor row. */
const rowOf = (id: number): number => Math.floor(SCAN_KEY[id]! / BOARD_SIZE);

/** Moves with recent counts: uniform over all placements, or crowded into a few rows so rows hold several columns. */
function scanMoves(rng: Rng): { ids: number[]; counts: Map<number, number> } {
  const ids = new Set<number>();
  const crowded = rng.nextU32() & 1;
  const want = 1 + rng.nextInt(crowded ? 60 : 400);
  const byRow = new Map<number, number[]>();
  if (crowded) for (let id = 0; id < PLACEMENTS.count; id++) byRow.set(rowOf(id), [...(byRow.get(rowOf(id)) ?? []), id]);
  const rows = [...byRow.values()];
  while (ids.size < want) {
    if (crowded) for (const id of rows[rng.nextInt(rows.length)]!) ids.add(id);
    else ids.add(rng.nextInt(PLACEMENTS.count));
  }
  // Few distinct counts, so rows and the best class often tie.
  const top = rng.nextInt(11);
  const counts = new Map([...ids].map((id) => [id, Math.min(top, rng.nextInt(top + 2))]));
  return { ids: [...ids], counts };
}

function cases(seed: number, n: number): string {
  const rng = createRng(seed);
  const draw = new ScanOrderDraw();
  const lines: string[] = [];
  for (let k = 0; k < n; k++) {
    const { ids, counts } = scanMoves(rng);
    const sorted = Int32Array.from(ids);
    sortByScan(sorted, sorted.length);
    // The scan's rows: each row's best count and the weight of its moves at that count.
    const rows: { row: number; count: number; weight: number }[] = [];
    for (const id of sorted) {
      const last = rows.at(-1);
      const c = counts.get(id)!;
      if (last?.row !== rowOf(id)) rows.push({ row: rowOf(id), count: c, weight: weight(id) });
      else if (c > last.count) [last.count, last.weight] = [c, weight(id)];
      else if (c === last.count) last.weight += weight(id);
    }
    // The emulator's draw over the best class.
    const best = Math.max(...counts.values());
    const cls = Int32Array.from(ids.filter((id) => counts.get(id) === best));
    const random = rng.nextU32();
    const move = draw.draw(cls, cls.length, random);
    const total = [...cls].reduce((t, id) => t + weight(id), 0);
    const before = [...cls].filter((id) => rowOf(id) < rowOf(move)).reduce((t, id) => t + weight(id), 0);
    const offset = scaleRandom(random, total) - before;
    // The row's second test picks the column: the first class move of the row whose running weight passes the offset.
    let runWeight = 0;
    const pick = [...sorted].find((id) => rowOf(id) === rowOf(move) && counts.get(id) === best && (runWeight += weight(id)) > offset);
    expect(pick).toBe(move);
    const shape = Math.floor(rowOf(move) / BOARD_SIZE);
    lines.push(`${rows.length} ${random} ${shape} ${rowOf(move) % BOARD_SIZE} ${offset}`);
    for (const r of rows) lines.push(`${r.count} ${r.weight} ${Math.floor(r.row / BOARD_SIZE)} ${r.row % BOARD_SIZE}`);
  }
  return lines.join('\n') + '\n';
}

describe('v3 RTL: the playout draw from a row buffer (SPEC-v3 §4a)', () => {
  it('holds every row a scan can enter', () => {
    let rows = 0;
    for (let s = 0; s < SHAPE_COUNT; s++) rows += BOARD_SIZE - SHAPE_HEIGHT[s]! + 1;
    expect(DRAW_BUFFER_ROWS).toBe(rows);
    expect(DRAW_BUFFER_ROWS).toBeLessThanOrEqual(2 ** Math.ceil(Math.log2(DRAW_BUFFER_ROWS)));
  });

  it('draws the row and offset of the move the emulator draws, on 600 random scans, in the clocks P_DRAW charges', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mcts-draw-'));
    try {
      const file = join(dir, 'cases.txt');
      await writeFile(file, cases(21, 600));
      const out = await runIverilog([SOURCE, 'tb/mcts_draw_buffer_tb.v'], 'mcts_draw_buffer_tb', { plusargs: [`+cases=${file}`], timeoutMs: 60_000 });
      expect(out).not.toMatch(/MISMATCH/);
      expect(parseVerdicts(out).get('draw')).toBe(true);
      // The RTL's clocks to done, and the row's second test in the scan datapath: P_DRAW.
      expect(Number(/^CLOCKS draw (\d+)$/m.exec(out)?.[1]) + 1).toBe(CLOCKS.playoutDraw);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('lints clean under Verilator', async () => {
    const { stderr } = await run('verilator', ['--lint-only', '-Wall', '--top-module', 'mcts_draw_buffer', join(RTL_DIR, '..', SOURCE)]);
    expect(stderr).toBe('');
  }, 60_000);
});
