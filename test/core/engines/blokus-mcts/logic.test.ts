/**
 * The MCTS core's logic by parts (core/engines/blokus-mcts/logic.ts, SPEC-v3 §6d): what each
 * option adds or removes, and whether the default fits the issue's bound. The parts' figures are
 * Yosys runs of the RTL; test/hdl/blokus/mcts-logic.test.ts ties them to it.
 */
import { describe, expect, it } from 'vitest';
import { EP4CE115_MULTIPLIERS, YOSYS, blokusMctsLogic, multiplyCost, type MctsLogicEstimate } from '../../../../core/engines/blokus-mcts/logic.ts';
import { blokusMctsOptionsSchema, type BlokusMctsOptionsInput } from '../../../../core/engines/blokus-mcts/options.ts';

const logic = (o: BlokusMctsOptionsInput = {}): MctsLogicEstimate => blokusMctsLogic(blokusMctsOptionsSchema.parse(o));
const part = (l: MctsLogicEstimate, name: string) => l.parts.find((p) => p.name === name);
/** LUT4 of the parts of one scope, each times its count. */
const scopeLut4 = (l: MctsLogicEstimate, scope: string): number => l.parts.filter((p) => p.scope === scope).reduce((t, p) => t + p.lut4 * p.count, 0);

describe('blokus-mcts logic estimate (SPEC-v3 §6d)', () => {
  it('adds up its parts, each counted once per core, unit or engine', () => {
    const l = logic();
    expect(l.lut4).toBe(l.parts.reduce((t, p) => t + p.lut4 * p.count, 0));
    expect(l.registers).toBe(l.parts.reduce((t, p) => t + p.registers * p.count, 0));
    expect(l.lesHigh).toBe(l.lut4 + l.registers);
    expect(l.lesLow).toBe(Math.max(l.lut4, l.registers));
    // One unit of two engines: one of each core and unit part, two of each engine part.
    for (const p of l.parts) expect(p.count, p.name).toBe(p.scope === 'engine' ? 2 : 1);
    // A second unit repeats everything but the core's shell.
    const two = logic({ units: 2 });
    expect(two.lut4 - l.lut4).toBe(l.lut4 - scopeLut4(l, 'core'));
  });

  it('grows by one engine’s parts an engine, and by a row tester an engine a scan row', () => {
    const [one, two, three] = [1, 2, 3].map((engines) => logic({ engines }));
    // Each engine adds the same: its parts, a top list of `width` among them.
    expect(three!.lut4 - two!.lut4).toBe(two!.lut4 - one!.lut4);
    expect(part(two!, 'top list')).toMatchObject({ count: 2, basis: 'mcts_top_list (K=32, IW=5)' });
    expect(part(one!, 'top list')).toMatchObject({ count: 1 });
    const row = part(two!, 'scan row')!;
    // Two more testers an engine, and the sequencer that hands out four rows a clock.
    expect(logic({ scanRows: 4 }).lut4 - two!.lut4).toBe(2 * 2 * row.lut4 + 2 * (YOSYS.scanSeq4o.lut4 - YOSYS.scanSeq2o.lut4));
    expect(part(two!, 'scan sequencer')).toMatchObject({ count: 2, source: 'yosys', basis: 'mcts_scan_seq (R=2, OVERLAP=1)' });
    expect(part(logic({ shapeOverlap: false }), 'scan sequencer')).toMatchObject({ basis: 'mcts_scan_seq (R=2, OVERLAP=0)' });
    expect(part(logic({ scanRows: 4, shapeOverlap: true }), 'scan sequencer')).toMatchObject({ basis: 'mcts_scan_seq (R=4, OVERLAP=1)' });
    expect(part(logic({ scanRows: 1 }), 'scan row')).toBeUndefined();
    expect(part(logic({ scanRows: 1 }), 'scan row, with the draw’s column')).toMatchObject({ count: 2 });
  });

  it('leaves out what an option switches off', () => {
    const l = logic();
    for (const [o, name] of [
      [{ rave: false }, 'RAVE'],
      [{ lgr: 0 }, 'reply tables'],
      [{ prune: 0 }, 'pruning'],
      [{ drawBuffer: false }, 'draw buffer'],
    ] as const) {
      const off = logic(o);
      expect(part(off, name)).toBeUndefined();
      expect(l.lut4 - off.lut4).toBe(part(l, name)!.lut4 * part(l, name)!.count);
    }
    // Keeping the tree compacts it with the pruning's passes (§5e).
    expect(part(logic({ prune: 0, reuse: true }), 'pruning')).toBeDefined();
  });

  it('sizes the top list by the width below the root, between the two measured sizes on their line; a wider root costs passes, not logic', () => {
    // The root's 128 are ranked in passes of the 32-entry list (v3.9), so its width adds no logic.
    expect(logic({ rootWidth: 1024 })).toEqual(logic());
    expect(part(logic({ width: 128 }), 'top list')).toMatchObject({ lut4: YOSYS.topList128.lut4, registers: YOSYS.topList128.registers, source: 'yosys' });
    const mid = part(logic({ width: 80 }), 'top list')!;
    expect(mid.lut4).toBe(Math.round((YOSYS.topList32.lut4 + YOSYS.topList128.lut4) / 2));
    expect(mid).toMatchObject({ source: 'estimate', basis: expect.stringMatching(/on the line through its runs/) as unknown });
    // Keeping every move (width 0) needs a list of every placement: far past the device.
    expect(logic({ width: 0 }).lesPercentHigh).toBeGreaterThan(100);
  });

  it('puts a multiply in 18 × 18 blocks, with an adder a block beyond the first', () => {
    expect(multiplyCost([9, 9, 18])).toEqual({ blocks: 0.5, adderLut4: 0 });
    expect(multiplyCost([18, 18, 36])).toEqual({ blocks: 1, adderLut4: 0 });
    expect(multiplyCost([32, 32, 32])).toEqual({ blocks: 4, adderLut4: 96 });
    expect(multiplyCost([45, 25, 45])).toEqual({ blocks: 6, adderLut4: 225 });
    // A part's LUT4 are its run's and its multiplies' adders; its blocks their sum.
    const rng = part(logic(), 'random numbers')!;
    expect(rng).toMatchObject({ lut4: YOSYS.rng.lut4 + 2 * 96, multipliers: 8 });
  });

  it('fits the default in 80% of the EP4CE115’s logic elements, counting every LUT4 and register apart', () => {
    const l = logic();
    expect(l.lesPercentHigh).toBeLessThanOrEqual(80);
    expect(l.multipliers).toBeLessThanOrEqual(EP4CE115_MULTIPLIERS);
    // The figure rests mostly on RTL: parts without it estimate under a third of the LUT4.
    expect(l.estimatedPercent).toBeLessThan(33);
  });
});
