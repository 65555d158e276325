import { describe, it, expect } from 'vitest';
import { ORIENTED_CELLS, PIECE_SIZES } from '../../../../core/blokus/pieces.ts';
import { SHAPES, SHAPE_OF_ORIENTATION } from '../../../../core/engines/blokus-core/shapes.ts';

const key = (cells: readonly (readonly [number, number])[]): string => {
  const mx = Math.min(...cells.map((c) => c[0]));
  const my = Math.min(...cells.map((c) => c[1]));
  return cells
    .map(([x, y]) => `${x - mx},${y - my}`)
    .sort()
    .join(' ');
};

describe('blokus core shape ROM (SPEC §2)', () => {
  it('has the 91 distinct oriented shapes, ordered by piece then orientation', () => {
    expect(SHAPES).toHaveLength(91);
    for (let i = 1; i < SHAPES.length; i++) {
      const [a, b] = [SHAPES[i - 1]!, SHAPES[i]!];
      expect(a.piece < b.piece || (a.piece === b.piece && a.orientation < b.orientation)).toBe(true);
    }
    const keys = new Set(SHAPES.map((s) => `${s.piece}:${key(ORIENTED_CELLS[s.piece]![s.orientation]!)}`));
    expect(keys.size).toBe(91);
  });

  it('maps every (piece, orientation) to the lowest orientation with the same cells', () => {
    for (let p = 0; p < 21; p++) {
      for (let r = 0; r < 8; r++) {
        const e = SHAPE_OF_ORIENTATION[p * 8 + r]!;
        const s = SHAPES[e.shape]!;
        expect(s.piece).toBe(p);
        expect(key(ORIENTED_CELLS[p]![r]!)).toBe(key(ORIENTED_CELLS[p]![s.orientation]!));
        for (let r2 = 0; r2 < s.orientation; r2++) expect(key(ORIENTED_CELLS[p]![r2]!)).not.toBe(key(ORIENTED_CELLS[p]![r]!));
      }
    }
  });

  it('describes each shape by consistent bounding-box row masks and cells', () => {
    for (const s of SHAPES) {
      expect(s.size).toBe(PIECE_SIZES[s.piece]);
      expect(s.rowMasks).toHaveLength(s.height);
      const fromMasks = s.rowMasks.flatMap((m, i) => [0, 1, 2, 3, 4].filter((j) => (m >> j) & 1).map((j) => `${j},${i}`));
      const fromCells = Array.from(s.cellRow, (i, k) => `${s.cellCol[k]},${i}`);
      expect(fromCells.sort()).toEqual(fromMasks.sort());
      const offsets = ORIENTED_CELLS[s.piece]![s.orientation]!.map(([dx, dy]) => `${dx - s.minDx},${dy - s.minDy}`);
      expect(offsets.sort()).toEqual(fromMasks.sort());
      expect(Math.max(...s.cellCol) + 1).toBe(s.width);
    }
  });
});
