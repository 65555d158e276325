import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { SHAPE_TABLE_PATH, shapeTableVerilog } from '../../../hdl/blokus/gen/shape-table.ts';
import { SHAPES, SHAPE_OF_ORIENTATION } from '../../../core/engines/blokus-core/shapes.ts';

/** Entry k of a `localparam [W-1:0] NAME = W'h…;` table of `bits`-wide entries. */
function entry(text: string, name: string, bits: number, k: number): number {
  const m = new RegExp(`localparam \\[\\d+:0\\] ${name} = \\d+'h([0-9a-f]+);`).exec(text);
  if (!m) throw new Error(`no table ${name}`);
  return Number((BigInt(`0x${m[1]}`) >> BigInt(k * bits)) & ((1n << BigInt(bits)) - 1n));
}

describe('blokus_shapes.vh (the RTL piece ROM)', () => {
  const committed = readFileSync(SHAPE_TABLE_PATH, 'utf8');

  it('is what hdl/blokus/gen/shape-table.ts generates from the emulator table (regenerate if not)', () => {
    expect(committed).toBe(shapeTableVerilog());
  });

  it('holds the 91 shapes and the 168 orientations entry by entry', () => {
    expect(SHAPES).toHaveLength(91);
    SHAPES.forEach((s, k) => {
      expect(entry(committed, 'SH_PIECE', 5, k)).toBe(s.piece);
      expect(entry(committed, 'SH_H', 3, k)).toBe(s.height);
      expect(entry(committed, 'SH_NX', 2, k)).toBe(Math.abs(s.minDx)); // minDx <= 0
      const rows = entry(committed, 'SH_ROWS', 25, k);
      s.rowMasks.forEach((m, i) => expect((rows >> (5 * i)) & 31).toBe(m));
    });
    SHAPE_OF_ORIENTATION.forEach((o, k) => {
      expect(entry(committed, 'OR_SHAPE', 7, k)).toBe(o.shape);
      expect(entry(committed, 'OR_NY', 2, k)).toBe(Math.abs(o.minDy));
    });
  });
});
