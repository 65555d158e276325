// The tray's rotate/flip buttons agree with the orientation table of DESIGN §4, and the ghost's
// legality is the board's.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ORIENTED_CELLS, orientOffset } from '../../core/blokus/pieces.ts';
import { BlokusBoard } from '../../core/blokus/board.ts';
import { flip, ghostAt, rotateClockwise } from '../../renderer/blokus-ui.ts';

const key = (cells: readonly (readonly [number, number])[]) => cells.map(([x, y]) => `${x},${y}`).sort().join(' ');

describe('tray orientation', () => {
  it('rotate turns what is shown clockwise (dx,dy) → (−dy,dx); flip mirrors it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 7 }), (p, o) => {
        const shown = ORIENTED_CELLS[p]![o]!;
        expect(key(ORIENTED_CELLS[p]![rotateClockwise(o)]!)).toBe(key(shown.map(([dx, dy]) => [-dy, dx] as const)));
        expect(key(ORIENTED_CELLS[p]![flip(o)]!)).toBe(key(shown.map(([dx, dy]) => [-dx, dy] as const)));
      }),
    );
  });

  it('four turns and two flips are the identity', () => {
    for (let o = 0; o < 8; o++) {
      expect(rotateClockwise(rotateClockwise(rotateClockwise(rotateClockwise(o))))).toBe(o);
      expect(flip(flip(o))).toBe(o);
    }
    expect(orientOffset([1, 0], 0)).toEqual([1, 0]);
  });

  it('ghost legality is the board legality', () => {
    const b = new BlokusBoard();
    expect(ghostAt(b, 0, 0, 5, 5)).toMatchObject({ legal: true, code: '55a0' });
    const off = ghostAt(b, 0, 0, 6, 6);
    expect(off.legal).toBe(false);
    expect(off.reason).toMatch(/start square/);
  });
});
