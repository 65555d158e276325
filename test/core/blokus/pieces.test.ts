import { describe, it, expect } from 'vitest';
import { ORIENTED_CELLS, PIECE_CELLS, PIECE_COUNT, PIECE_SIZES } from '../../../core/blokus/pieces.ts';
import { DESIGN_PIECES, refOrient } from './reference.ts';

const LETTERS = 'abcdefghijklmnopqrstu';

/** Translation-normalised, order-free key of a cell list. */
function shapeKey(cells: readonly (readonly [number, number])[]): string {
  const minX = Math.min(...cells.map((c) => c[0]));
  const minY = Math.min(...cells.map((c) => c[1]));
  return cells
    .map(([x, y]) => `${x - minX},${y - minY}`)
    .sort()
    .join(' ');
}

describe('piece table against shared/DESIGN.md §4', () => {
  it('has the 21 pieces of the design table, orientation 0 exactly as written', () => {
    expect(PIECE_COUNT).toBe(21);
    expect(PIECE_CELLS.map((cells) => cells.map(([x, y]) => [x, y]))).toEqual(DESIGN_PIECES);
  });

  for (let p = 0; p < 21; p++) {
    it(`piece ${LETTERS[p]}: all 8 orientations follow R = 2k + m (turn k× clockwise, then mirror)`, () => {
      for (let r = 0; r < 8; r++) {
        const expected = DESIGN_PIECES[p]!.map((c) => refOrient(c, r));
        expect(ORIENTED_CELLS[p]![r]!.map(([x, y]) => [x, y]), `orientation ${r}`).toEqual(expected);
      }
    });
  }

  it('matches the design example: t in orientation 2', () => {
    const t = LETTERS.indexOf('t');
    const cells = ORIENTED_CELLS[t]![2]!.map(([x, y]) => `${x},${y}`).sort();
    expect(cells).toEqual(['1,-1', '0,-1', '-1,0', '0,0', '0,1'].sort());
  });

  it('a quarter turn is clockwise on screen: the arm of d pointing right points down after R = 2', () => {
    const d = LETTERS.indexOf('d');
    expect(ORIENTED_CELLS[d]![0]).toContainEqual([1, 0]);
    expect(ORIENTED_CELLS[d]![2]).toContainEqual([0, 1]);
    expect(ORIENTED_CELLS[d]![1]).toContainEqual([-1, 0]);
  });

  it('has 89 squares in all', () => {
    expect(PIECE_SIZES.reduce((a, b) => a + b, 0)).toBe(89);
    expect(DESIGN_PIECES.reduce((a, c) => a + c.length, 0)).toBe(89);
  });

  it('has 91 distinct oriented shapes', () => {
    let total = 0;
    for (let p = 0; p < 21; p++) total += new Set(ORIENTED_CELLS[p]!.map(shapeKey)).size;
    expect(total).toBe(91);
  });

  it('keeps the reference cell (0,0) inside every oriented piece', () => {
    for (const orientations of ORIENTED_CELLS) for (const cells of orientations) expect(cells).toContainEqual([0, 0]);
  });
});
