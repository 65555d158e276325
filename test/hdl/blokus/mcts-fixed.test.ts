/**
 * The v3 core's first RTL (SPEC-v3 §5c): the reciprocal division and a child's selection score,
 * run under iverilog on random operands and compared bit for bit with the emulator's fixed.ts;
 * linted by Verilator; the ROM header regenerates from the emulator's table. (Yosys sizes them by
 * hand, SPEC-v3 §8: mapping the multipliers to LUTs takes minutes, too long for every test run.)
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, it, expect } from 'vitest';
import { MCTS_ROMS_PATH, MCTS_ROM_C, mctsRomsVerilog } from '../../../hdl/blokus/gen/mcts-roms.ts';
import { COUNT_MAX, ExplorationRom, PRIOR_MAX, VALUE_MAX, VALUE_MIN, addShare, childValue, gamma, moveTowards, mulRecip, priorOf, raveWeight, resultOf, selectionScore, sqrtGamma, statsFigures } from '../../../core/engines/blokus-mcts/fixed.ts';
import { createRng } from '../../../core/random.ts';
import { CLOCKS } from '../../../core/engines/blokus-mcts/clocks.ts';
import { RTL_DIR, parseVerdicts, runIverilog } from './sim.ts';

const run = promisify(execFile);
/** The v3 RTL lives apart from the v1/v2 DE2-115 design until it has a top of its own. */
const V3_DIR = join(RTL_DIR, 'v3');
const SOURCES = ['rtl/v3/mcts_mul_recip.v', 'rtl/v3/mcts_rom.v', 'rtl/v3/mcts_select_score.v', 'rtl/v3/mcts_move_towards.v', 'rtl/v3/mcts_add_share.v', 'rtl/v3/mcts_prior.v', 'rtl/v3/mcts_rave_weight.v', 'rtl/v3/mcts_exploration.v', 'rtl/v3/mcts_tanh_z.v', 'rtl/v3/mcts_result.v', 'rtl/v3/mcts_stats_update.v'];
const TOPS = ['mcts_select_score', 'mcts_move_towards', 'mcts_add_share', 'mcts_prior', 'mcts_rave_weight', 'mcts_exploration', 'mcts_result', 'mcts_stats_update'];
/** The exploration factor's width at the default c = 0.5. */
const FW = 15;

type Vectors = Record<'recip' | 'select' | 'towards' | 'share' | 'prior' | 'rave' | 'explore' | 'result' | 'stats', string>;

function vectors(seed: number, n: number): Vectors {
  const rng = createRng(seed);
  const int = (lo: number, hi: number): number => lo + Math.floor((rng.nextU32() / 2 ** 32) * (hi - lo + 1));
  /** Uniform in the bit length, so small and large operands both come up. */
  const spread = (bits: number): number => int(0, 2 ** int(0, bits) - 1);
  const recip: string[] = [];
  const select: string[] = [];
  const towards: string[] = [];
  const share: string[] = [];
  const prior: string[] = [];
  const rave: string[] = [];
  const explore: string[] = [];
  const result: string[] = [];
  const stats: string[] = [];
  const exploration = new ExplorationRom(MCTS_ROM_C);
  for (let i = 0; i < n; i++) {
    const a = (rng.nextU32() & 1 ? -1 : 1) * spread(30);
    const x = Math.max(1, spread(30));
    recip.push([a, x, mulRecip(a, x, 0), mulRecip(a, x, 12), mulRecip(a, x, 16)].join(' '));
    const value = int(VALUE_MIN, VALUE_MAX);
    const p = int(0, PRIOR_MAX);
    const factor = spread(FW);
    const count = Math.max(48, spread(20) & COUNT_MAX);
    select.push([value, p, factor, count, selectionScore(value, p, factor, count)].join(' '));
    const r = int(VALUE_MIN, VALUE_MAX);
    const w = int(0, 16);
    const c = Math.max(w, 1, spread(20) & COUNT_MAX);
    towards.push([value, r, w, c, moveTowards(value, r, w, c)].join(' '));
    // The share's count is any in its field: small ones drive the sum past the value range's ends.
    const sc = Math.max(1, spread(20) & COUNT_MAX);
    share.push([value, r, sc, addShare(value, r, sc)].join(' '));
    const d = int(0, 4095);
    const sum = Math.max(1, spread(24));
    prior.push([d, sum, value, sqrtGamma(d), gamma(d), priorOf(gamma(d), sum), childValue(value, sqrtGamma(d))].join(' '));
    const j = int(0, 300);
    const k = int(0, Math.min(j, 256));
    rave.push([k, j, raveWeight(k, j)].join(' '));
    const visits = spread(16);
    explore.push([visits, exploration.factor(visits)].join(' '));
    const diff = int(-89, 89);
    const mean = int(-89 * 256, 89 * 256);
    const inv = spread(24);
    const length = int(20, 120);
    const lmean = int(20 * 256, 120 * 256);
    const linv = spread(24);
    result.push([diff, mean, inv, length, lmean, linv, resultOf(diff, mean, inv, length, lmean, linv)].join(' '));
    // Sums of n figures with |x| <= 255, from a mean and a spread of either sign and size.
    const plays = Math.max(2, spread(22));
    const mu = int(-255, 255);
    const s1 = Math.max(-255 * plays, Math.min(255 * plays, mu * plays + int(-plays, plays)));
    const s2 = Math.min(65025 * plays, Math.ceil((s1 * s1) / plays) + spread(Math.min(37, Math.floor(Math.log2(65025 * plays)))));
    const f = statsFigures(plays, s1, s2);
    stats.push([plays, s1, s2, f.mean, f.inverseSd].join(' '));
  }
  const text = (lines: string[]): string => lines.join('\n') + '\n';
  return { recip: text(recip), select: text(select), towards: text(towards), share: text(share), prior: text(prior), rave: text(rave), explore: text(explore), result: text(result), stats: text(stats) };
}

describe('v3 RTL: fixed-point datapaths (SPEC-v3 §5c)', () => {
  it('mcts_roms.vh is what hdl/blokus/gen/mcts-roms.ts generates from the emulator (regenerate if not)', async () => {
    expect(await readFile(MCTS_ROMS_PATH, 'utf8')).toBe(mctsRomsVerilog());
  });

  it('the exploration factor for the ROM’s c fits the score datapath', () => {
    expect(new ExplorationRom(MCTS_ROM_C).factor(0xffff)).toBeLessThan(2 ** FW);
  });

  it('divide, score, update means, add shares, form priors, RAVE weights, exploration factors and results exactly as the emulator, on 4,000 random operands each', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mcts-fixed-'));
    try {
      const v = vectors(14, 4000);
      const plusargs: string[] = [];
      for (const [name, text] of Object.entries(v)) {
        await writeFile(join(dir, `${name}.txt`), text);
        plusargs.push(`+${name}=${join(dir, `${name}.txt`)}`);
      }
      const out = await runIverilog([...SOURCES, 'tb/mcts_fixed_tb.v'], 'mcts_fixed_tb', { includeDirs: [V3_DIR], plusargs });
      const verdicts = parseVerdicts(out);
      expect(out).not.toMatch(/MISMATCH/);
      for (const name of Object.keys(v)) expect(verdicts.get(name), name).toBe(true);
      // Every update took the same clocks, the ones the clock table charges (ST_UPDATE).
      expect(Number(/^CLOCKS stats (\d+)$/m.exec(out)?.[1])).toBe(CLOCKS.statsUpdate);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('lints clean under Verilator', async () => {
    for (const top of TOPS) {
      const { stderr } = await run('verilator', ['--lint-only', '-Wall', `-I${V3_DIR}`, '--top-module', top, ...SOURCES.map((s) => join(RTL_DIR, '..', s))]);
      expect(stderr, top).toBe('');
    }
  }, 120_000);
});
