/**
 * The synthesis script (hdl/blokus/synth) runs to completion under Yosys and its figures are read
 * correctly. The test synthesises the protocol decoder, which takes seconds; the whole three-unit
 * core takes many minutes and is measured by bench/blokus-rtl.bench.ts (or here with
 * BLOKUS_SYNTH_FULL=1).
 */
import { describe, it, expect } from 'vitest';
import { EP4CE115_LES, parseStat, runSynthesis } from '../../../hdl/blokus/synth/run-synth.ts';

const SAMPLE = `
=== blokus_unit ===

   Number of wires:               9
   Number of cells:              16460
     $mux                            2
     cycloneive_lcell_comb       13151
     dffeas                       3304

=== design hierarchy ===

   blokus_core                       1
     blokus_unit                     3

   Number of wires:              42
   Number of cells:              49500
     cycloneive_lcell_comb       39600
     dffeas                       9900
   Number of memory bits:          0
`;

describe('hdl/blokus/synth', () => {
  it('reads the design-hierarchy totals of yosys stat', () => {
    expect(parseStat(SAMPLE)).toEqual({ cells: { cycloneive_lcell_comb: 39600, dffeas: 9900 }, memoryBits: 0 });
    expect(() => parseStat('no statistics here')).toThrow(/Number of cells/);
  });

  it('runs synth_intel -family cycloneive to completion and counts LUT4s and registers', async () => {
    const f = await runSynthesis({ top: 'blokus_proto_rx', timeoutMs: 120_000 });
    // The decoder's registers (state, command, counters, two 16-bit moves, …) are about 60 bits.
    expect(f.registers).toBeGreaterThan(40);
    expect(f.registers).toBeLessThan(120);
    expect(f.lut4).toBeGreaterThan(f.registers);
    expect(f.lesUpper).toBe(f.lut4 + f.registers);
    expect(f.percentUpper).toBeCloseTo((100 * f.lesUpper) / EP4CE115_LES, 6);
    expect(f.otherCells).toEqual({});
  }, 150_000);

  it.runIf(process.env.BLOKUS_SYNTH_FULL === '1')('fits the three-unit core in half the EP4CE115', async () => {
    const f = await runSynthesis({ top: 'blokus_de2_115_top', params: { UNITS: 3 } });
    expect(f.percentUpper).toBeLessThanOrEqual(50);
  }, 3 * 60 * 60_000);
});
