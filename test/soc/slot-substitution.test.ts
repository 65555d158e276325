/**
 * INTEGRATION.md's substitution done by program: on the shared wujian100 snapshot exactly one line of
 * soc/ahb_matrix_top.v changes (slot s9's placeholder becomes gomoku_ahb_top), and s9's decode holds
 * the firmware's base; sources that do not match what INTEGRATION.md describes get a typed error.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extractWujian100Snapshot } from '../../host/boards/soc/snapshot.ts';
import { SocSourceError, checkSlotDecode, gomokuIpBase, substituteGomokuSlot } from '../../host/boards/soc/slot-substitution.ts';
import { FW_SRC } from '../firmware/build.ts';

describe('slot s9 substitution', () => {
  let matrixTop = '';
  let matrix = '';
  beforeAll(async () => {
    const dir = await extractWujian100Snapshot();
    matrixTop = readFileSync(path.join(dir, 'soc/ahb_matrix_top.v'), 'utf8');
    matrix = readFileSync(path.join(dir, 'soc/matrix.v'), 'utf8');
  }, 120_000);

  it('changes only the module name of x_main_dummy_top2 in the real ahb_matrix_top.v', () => {
    const out = substituteGomokuSlot(matrixTop);
    const before = matrixTop.split('\n');
    const after = out.split('\n');
    expect(after).toHaveLength(before.length);
    const changed = before.map((l, i) => [l, after[i]!] as const).filter(([a, b]) => a !== b);
    expect(changed).toEqual([['ahb_dummy_top  x_main_dummy_top2 (', 'gomoku_ahb_top  x_main_dummy_top2 (']]);
    // The other placeholders stay.
    expect(out.match(/^ahb_dummy_top\s+x_main_dummy_top\d/gm)).toEqual(['ahb_dummy_top  x_main_dummy_top0', 'ahb_dummy_top  x_main_dummy_top1', 'ahb_dummy_top  x_main_dummy_top3']);
  });

  it('refuses sources already substituted, without the slot, or with it twice', () => {
    const once = substituteGomokuSlot(matrixTop);
    expect(() => substituteGomokuSlot(once, 'f.v')).toThrow(/f\.v: x_main_dummy_top2 is a gomoku_ahb_top, not the placeholder ahb_dummy_top/);
    expect(() => substituteGomokuSlot('module m; endmodule\n', 'f.v')).toThrow(SocSourceError);
    expect(() => substituteGomokuSlot(`${matrixTop}\n${matrixTop}`)).toThrow(/found 2/);
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (junk) => {
        fc.pre(!junk.includes('x_main_dummy_top2'));
        expect(() => substituteGomokuSlot(junk)).toThrow(/expected one instance x_main_dummy_top2, found 0/);
      }),
    );
  });

  it('finds s9 decoding 0x4010_0000-0x401F_FFFF, the base in the firmware header', () => {
    const base = gomokuIpBase(readFileSync(path.join(FW_SRC, 'include/wujian100_regs.h'), 'utf8'));
    expect(base).toBe(0x4010_0000);
    expect(checkSlotDecode(matrix, base)).toEqual([0x4010_0000, 0x401f_ffff]);
    expect(() => checkSlotDecode(matrix, 0x4001_0000, 'm.v')).toThrow(/m\.v: slot s9 decodes 0x40100000-0x401fffff, which does not hold the firmware's Gomoku IP base 0x40010000/);
    expect(() => checkSlotDecode('module matrix; endmodule', base)).toThrow(/no address decode for slot s9/);
  });
});
