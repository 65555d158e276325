/**
 * The recent cells of a playout ply (SPEC-v3 §4; hdl/blokus/rtl/v3/mcts_recent.v) under iverilog
 * against the emulator's markRecent: games the playout policy plays against itself are pushed move
 * by move (a pass pushes nothing), and at every ply the plane for the side to move, from the
 * opponent's moves one and three plies back and the cells the opponent may still cover, must be the
 * cells markRecent marks. Verilator lints it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PLACEMENTS } from '../../../core/blokus/index.ts';
import { FORB } from '../../../core/blokus/board.ts';
import { CELL_COUNT, PLANE_ROWS } from '../../../core/blokus/geometry.ts';
import { PIECE_SIZES } from '../../../core/blokus/pieces.ts';
import { cellBit, markRecent } from '../../../core/engines/blokus-mcts/prior.ts';
import { planeHex, policyGame } from '../../support/mcts-trees.ts';
import { RTL_DIR, parseVerdicts, runIverilog } from './sim.ts';

const run = promisify(execFile);
const SOURCE = 'rtl/v3/mcts_recent.v';

function cases(games: number): { text: string; marked: number } {
  const lines: string[] = [];
  let marked = 0;
  for (let g = 1; g <= games; g++) {
    lines.push('R');
    policyGame(500 + g, Infinity, (board, ids) => {
      const n = ids.length;
      // The move just played goes in (a pass pushes nothing), then the plane for the side to move.
      if (n >= 1) {
        const id = ids[n - 1]!;
        const cells = new Set(id < 0 ? [] : Array.from({ length: PIECE_SIZES[PLACEMENTS.piece[id]!]! }, (_, k) => PLACEMENTS.cells[id * 5 + k]!));
        lines.push(`P ${planeHex((c) => cells.has(c))}`);
      }
      // From the opponent's moves one and three plies back.
      const op = board.toMove === 0 ? 1 : 0;
      const local = new Uint8Array(CELL_COUNT);
      if (n >= 1 && ids[n - 1]! >= 0) markRecent(board, op, ids[n - 1]!, local);
      if (n >= 3 && ids[n - 3]! >= 0) markRecent(board, op, ids[n - 3]!, local);
      marked += local.reduce((t, x) => t + x, 0);
      const s = board.state;
      const forb = planeHex((c) => cellBit(s, FORB + op * PLANE_ROWS, c));
      lines.push(`C ${forb} ${planeHex((c) => local[c] === 1)}`);
    });
  }
  return { text: lines.join('\n') + '\n', marked };
}

describe('v3 RTL: the recent cells (SPEC-v3 §4)', () => {
  it('marks what markRecent marks at every ply of 60 policy games', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mcts-recent-'));
    try {
      const file = join(dir, 'cases.txt');
      const { text, marked } = cases(60);
      // The games must answer: thousands of marked cells, not empty planes compared.
      expect(marked).toBeGreaterThan(5000);
      await writeFile(file, text);
      const out = await runIverilog([SOURCE, 'tb/mcts_recent_tb.v'], 'mcts_recent_tb', { plusargs: [`+cases=${file}`], timeoutMs: 60_000 });
      expect(out).not.toMatch(/MISMATCH/);
      expect(parseVerdicts(out).get('recent')).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('lints clean under Verilator', async () => {
    const { stderr } = await run('verilator', ['--lint-only', '-Wall', '--top-module', 'mcts_recent', join(RTL_DIR, '..', SOURCE)]);
    expect(stderr).toBe('');
  }, 60_000);
});
