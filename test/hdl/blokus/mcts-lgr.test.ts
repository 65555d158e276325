/**
 * The v3 playouts' last-good-reply tables (SPEC-v3 §5f, hdl/blokus/rtl/v3/mcts_lgr.v) under
 * iverilog against the emulator's (core/engines/blokus-mcts/lgr.ts): random simulations from a
 * small pool of moves (so that indices collide, replies repeat and lost playouts forget them) are
 * learned by both, one update command per reply; reads in between must find the same entries, and
 * each command takes the clocks L_READ, L_UPDATE and L_CLEAR charge. Verilator lints it, and
 * Yosys maps its tables to the M9K the lab counts.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PLACEMENTS } from '../../../core/blokus/index.ts';
import { CLOCKS } from '../../../core/engines/blokus-mcts/clocks.ts';
import { LGR_NONE, LastGoodReply } from '../../../core/engines/blokus-mcts/lgr.ts';
import { lgrM9k } from '../../../core/engines/blokus-mcts/memory.ts';
import { parseStat } from '../../../hdl/blokus/synth/run-synth.ts';
import { createRng } from '../../../core/random.ts';
import { RTL_DIR, parseVerdicts, runIverilog } from './sim.ts';

const run = promisify(execFile);
const SOURCES = ['rtl/v3/mcts_lgr.v', 'tb/mcts_lgr_tb.v'];
/** The RTL's code of a move (a pass or none: one past the last placement) and of an empty entry. */
const code = (move: number): number => (move < 0 ? PLACEMENTS.count : move);
const entry = (e: number): number => (e === LGR_NONE ? 0x3fff : e);

function cases(seed: number, bits: number, simulations: number): string {
  const rng = createRng(seed);
  const lgr = new LastGoodReply(1 << bits);
  // A few dozen moves and the pass, so that the same replies meet the same moves again.
  const pool = Array.from({ length: 24 + rng.nextInt(40) }, () => rng.nextInt(PLACEMENTS.count));
  pool.push(-1);
  const pick = (): number => pool[rng.nextInt(pool.length)]!;
  lgr.clear();
  const lines = ['2 0 0 0 0 0 0 0'];
  for (let k = 0; k < simulations; k++) {
    if (k > 0 && k % 97 === 0) {
      lgr.clear();
      lines.push('2 0 0 0 0 0 0 0');
    }
    const from = rng.nextInt(4);
    const to = from + 2 + rng.nextInt(24);
    const moves = Int32Array.from({ length: to }, pick);
    const diff = rng.nextInt(11) - 5;
    // One update a reply, in the order update() learns them: the placements after the simulation's first move.
    let replies = 0;
    for (let i = from + 1; i < to; i++) {
      if (moves[i]! < 0) continue;
      const side = i & 1;
      const won = side === 0 ? diff >= 0 : diff <= 0;
      lines.push(`1 ${side} ${code(moves[i - 1]!)} ${code(i >= 2 ? moves[i - 2]! : -1)} ${moves[i]} ${won ? 1 : 0} 0 0`);
      replies++;
    }
    expect(lgr.update(moves, from, to, diff)).toBe(replies * CLOCKS.lgrUpdate);
    for (let j = 0; j < 4; j++) {
      const [side, last, second] = [rng.nextInt(2), pick(), pick()];
      const [r2, r1] = lgr.read(side, last, second);
      lines.push(`0 ${side} ${code(last)} ${code(second)} 0 0 ${entry(r2)} ${entry(r1)}`);
    }
  }
  return lines.join('\n') + '\n';
}

describe('v3 RTL: the last-good-reply tables (SPEC-v3 §5f)', () => {
  for (const [bits, simulations] of [
    [4, 3000],
    [11, 400],
  ] as const) {
    it(`learns, forgets and reads as the emulator does, ${1 << bits} entries a table, ${simulations} random simulations, in the clocks L_READ, L_UPDATE and L_CLEAR charge`, async () => {
      const dir = await mkdtemp(join(tmpdir(), 'mcts-lgr-'));
      try {
        const file = join(dir, 'cases.txt');
        const text = cases(40 + bits, bits, simulations);
        // The reads must see filled and emptied entries both, or the comparison proves little.
        const reads = text.split('\n').filter((l) => l.startsWith('0 '));
        expect(reads.filter((l) => !l.endsWith(' 16383 16383')).length).toBeGreaterThan(reads.length / 10);
        expect(reads.filter((l) => l.includes(' 16383')).length).toBeGreaterThan(reads.length / 10);
        await writeFile(file, text);
        const out = await runIverilog(SOURCES, 'mcts_lgr_tb', { defines: { BITS: bits }, plusargs: [`+cases=${file}`], timeoutMs: 60_000 });
        expect(out).not.toMatch(/MISMATCH/);
        expect(parseVerdicts(out).get('lgr')).toBe(true);
        expect(Number(/^CLOCKS read (\d+)$/m.exec(out)?.[1])).toBe(CLOCKS.lgrRead);
        expect(Number(/^CLOCKS update (\d+)$/m.exec(out)?.[1])).toBe(CLOCKS.lgrUpdate);
        expect(Number(/^CLOCKS clear (\d+)$/m.exec(out)?.[1])).toBe((1 << bits) * CLOCKS.lgrClearWord);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }, 90_000);
  }

  it('maps to the M9K the lab counts for lgr=2048 under Yosys (synth_intel, Cyclone IV E)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mcts-lgr-synth-'));
    try {
      const stat = join(dir, 'stat.txt');
      await run('yosys', ['-q', '-p', `read_verilog ${join(RTL_DIR, 'v3', 'mcts_lgr.v')}; synth_intel -family cycloneive -top mcts_lgr; tee -q -o ${stat} stat`], { timeout: 120_000 });
      const { cells } = parseStat(await readFile(stat, 'utf8'));
      expect(cells['altsyncram']).toBe(lgrM9k(2048));
      // The index folding, the compare and the control: a few hundred LUT4 beside the RAM.
      expect(cells['cycloneive_lcell_comb']).toBeLessThan(500);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 150_000);

  it('lints clean under Verilator', async () => {
    const { stderr } = await run('verilator', ['--lint-only', '-Wall', '--top-module', 'mcts_lgr', join(RTL_DIR, 'v3', 'mcts_lgr.v')]);
    expect(stderr).toBe('');
  }, 60_000);
});
