/**
 * The v3 logic model's Yosys figures (core/engines/blokus-mcts/logic.ts `YOSYS`, SPEC-v3 §6d)
 * against the RTL: each run names a module and parameters the RTL has, and the runs that take
 * seconds are repeated here with run-synth.ts's hard blocks (multiplies in 18 × 18 blocks, ROMs in
 * M9K) and must give the model's LUT4, registers and multiplies exactly. The four that take 20 s
 * to a minute each (the board, the row with the draw's column, the 128-entry top list, the move
 * codes) are repeated with BLOKUS_V3_SYNTH=1. A run that names its RAM's M9K must map to that many.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { YOSYS } from '../../../core/engines/blokus-mcts/logic.ts';
import { runSynthesis } from '../../../hdl/blokus/synth/run-synth.ts';
import { RTL_DIR } from './sim.ts';

/** Runs of 20 s and more on this machine (the move codes take over a minute). */
const SLOW = new Set(['board', 'rowPick', 'topList128', 'moveCode']);
const runs = Object.entries(YOSYS);

/** A module's source among rtl/ and rtl/v3/. */
async function moduleSource(top: string): Promise<string | undefined> {
  for (const dir of [RTL_DIR, join(RTL_DIR, 'v3')]) {
    for (const f of (await readdir(dir)).filter((n) => n.endsWith('.v'))) {
      const text = await readFile(join(dir, f), 'utf8');
      if (new RegExp(`^module ${top}\\b`, 'm').test(text)) return text;
    }
  }
  return undefined;
}

describe('v3 logic model: its Yosys runs (SPEC-v3 §6d)', () => {
  it('names modules and parameters the RTL has', async () => {
    for (const [, run] of runs) {
      const text = await moduleSource(run.top);
      expect(text, run.top).toBeDefined();
      for (const name of Object.keys('params' in run ? run.params : {})) expect(text, `${run.top}.${name}`).toMatch(new RegExp(`parameter\\s+${name}\\b`));
    }
  });

  for (const [key, run] of runs) {
    const slow = SLOW.has(key);
    it.skipIf(slow && process.env.BLOKUS_V3_SYNTH !== '1')(`${key}: ${run.top} gives the model's figures`, async () => {
      const f = await runSynthesis({ top: run.top, params: 'params' in run ? run.params : {}, hardBlocks: true, timeoutMs: slow ? 3 * 60 * 60_000 : 120_000 });
      expect({ lut4: f.lut4, registers: f.registers, multiplies: f.multiplies }).toEqual({ lut4: run.lut4, registers: run.registers, multiplies: run.multiplies });
      // A table memory.ts counts must take the M9K Yosys maps it to (RAVE's took 16 where 14 were counted).
      if ('m9k' in run) expect(f.ramBlocks, `${run.top} M9K`).toBe(run.m9k);
    }, slow ? 3 * 60 * 60_000 : 150_000);
  }
});
