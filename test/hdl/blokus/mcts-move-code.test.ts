/**
 * The move's code of the v3 core (SPEC-v3 §8, hdl/blokus/rtl/v3/mcts_move_code.v) under iverilog
 * against the emulator's numbering: every one of the 13,729 placements, its (shape, anchor row,
 * anchor column) in the scan's form (`SCAN_KEY`), must give its id on the forward path, and its id
 * the same three fields back, two clocks later, one id a clock. Verilator lints it, Yosys maps it,
 * and the generated tables are current.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PLACEMENTS } from '../../../core/blokus/index.ts';
import { BOARD_SIZE } from '../../../core/blokus/geometry.ts';
import { SCAN_KEY, SCAN_SHAPE } from '../../../core/engines/blokus-mcts/scan-order.ts';
import { MCTS_MOVE_CODE_PATH, SHAPE_BASE, mctsMoveCodeVerilog } from '../../../hdl/blokus/gen/mcts-move-code.ts';
import { parseStat } from '../../../hdl/blokus/synth/run-synth.ts';
import { RTL_DIR, parseVerdicts, runIverilog } from './sim.ts';

const run = promisify(execFile);
const V3_DIR = join(RTL_DIR, 'v3');
const SOURCES = ['rtl/v3/mcts_move_code.v', 'tb/mcts_move_code_tb.v'];

describe('v3 RTL: the move code (SPEC-v3 §8)', () => {
  it('the committed tables are what the generator writes, and their bases end at the placement count', async () => {
    expect(await readFile(MCTS_MOVE_CODE_PATH, 'utf8')).toBe(mctsMoveCodeVerilog());
    expect(SHAPE_BASE.at(-1)).toBe(PLACEMENTS.count);
  });

  it("forms every placement's id from the scan's shape, row and column, and gives them back from the id two clocks later", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mcts-move-code-'));
    try {
      const file = join(dir, 'cases.txt');
      const lines = Array.from({ length: PLACEMENTS.count }, (_, id) => {
        const key = SCAN_KEY[id]!;
        return `${SCAN_SHAPE[id]} ${Math.floor(key / BOARD_SIZE) % BOARD_SIZE} ${key % BOARD_SIZE} ${id}`;
      });
      await writeFile(file, lines.join('\n') + '\n');
      const out = await runIverilog(SOURCES, 'mcts_move_code_tb', { includeDirs: [V3_DIR], plusargs: [`+cases=${file}`], timeoutMs: 60_000 });
      expect(out).not.toMatch(/MISMATCH/);
      expect(/^PASS move_code (\d+)$/m.exec(out)?.[1]).toBe(String(PLACEMENTS.count));
      expect(parseVerdicts(out).get('move_code')).toBe(true);
      expect(Number(/^LATENCY (\d+)$/m.exec(out)?.[1])).toBe(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('maps to logic only under Yosys (synth_intel, Cyclone IV E): no M9K', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mcts-move-code-synth-'));
    try {
      const stat = join(dir, 'stat.txt');
      await run('yosys', ['-q', '-p', `read_verilog -I${V3_DIR} ${join(V3_DIR, 'mcts_move_code.v')}; synth_intel -family cycloneive -top mcts_move_code; tee -q -o ${stat} stat`], { timeout: 120_000 });
      const { cells } = parseStat(await readFile(stat, 'utf8'));
      expect(cells['altsyncram'] ?? 0).toBe(0);
      expect(cells['cycloneive_lcell_comb']).toBeGreaterThan(0);
      expect(cells['cycloneive_lcell_comb']).toBeLessThan(3000);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 150_000);

  it('lints clean under Verilator', async () => {
    const { stderr } = await run('verilator', ['--lint-only', '-Wall', `-I${V3_DIR}`, '--top-module', 'mcts_move_code', join(V3_DIR, 'mcts_move_code.v')]);
    expect(stderr).toBe('');
  }, 60_000);
});
