import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { fromPentobi, moveFromCells, parsePentobiCells, toPentobi, cellsOf } from '../../../../core/protocol/gtp/pentobi-notation.ts';
import { BlokusBoard, canonicalCode, decodeMoveCode, legalPlacements, PLACEMENTS } from '../../../../core/blokus/index.ts';
import type { MoveCode } from '../../../../core/blokus/codec.ts';

const sortCells = (cells: [number, number][]) => cells.map(([x, y]) => `${x},${y}`).sort();

describe('Pentobi notation', () => {
  it('reads the example of Pentobi\'s GTP documentation', () => {
    // `play b e8,d9,e9,f9,e10`: the plus-shaped piece u centred on e9 = column 5, row 15−9 = 6.
    expect(fromPentobi('e8,d9,e9,f9,e10', '5')).toEqual(decodeMoveCode('56u0'));
    // `genmove w` → i4,h5,i5,j5,i6: the second colour's start j5 = (10,10) is not covered; the
    // notation still reads as a u centred on i5 = (9,10).
    expect(fromPentobi('i4,h5,i5,j5,i6', '5')).toEqual(decodeMoveCode('9au0'));
  });
  it('puts a1 at the lower left and e10 on (5,5)', () => {
    expect(toPentobi(decodeMoveCode('1ea0'), '5')).toBe('a1');
    expect(toPentobi(decodeMoveCode('55a0'), '5')).toBe('e10');
    expect(toPentobi(decodeMoveCode('aaa0'), '5')).toBe('j5');
    expect(toPentobi({ kind: 'pass' }, '5')).toBe('pass');
    expect(fromPentobi('PASS', 'a')).toEqual({ kind: 'pass' });
  });
  it('turns the board half a turn when the first mover starts at (a,a)', () => {
    // Pentobi's first colour starts at e10; our first mover's (10,10) must map there.
    expect(toPentobi(decodeMoveCode('aaa0'), 'a')).toBe('e10');
    expect(fromPentobi('e10', 'a')).toEqual(decodeMoveCode('aaa0'));
  });
  it('round-trips every placement\'s cells in both setups', () => {
    const count = PLACEMENTS.piece.length;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: count - 1 }), fc.constantFrom('5' as const, 'a' as const), (id, start) => {
        const move = canonicalCode(id);
        const back = fromPentobi(toPentobi(move, start), start);
        expect(back).not.toBeNull();
        expect(sortCells(cellsOf(back as MoveCode & { kind: 'place' }))).toEqual(sortCells(cellsOf(move)));
        expect((back as MoveCode & { kind: 'place' }).piece).toBe(move.piece);
      }),
      { numRuns: 300 },
    );
  });
  it('finds the same placement the board accepts for cells listed in any order', () => {
    const board = new BlokusBoard();
    for (const id of legalPlacements(board).slice(0, 40)) {
      const cells = cellsOf(canonicalCode(id)).reverse();
      const move = moveFromCells(cells)!;
      expect(board.legality(move).legal).toBe(true);
    }
  });
  it('rejects text that is not a Duo cell list, and cell sets that are no piece', () => {
    expect(parsePentobiCells('o1', '5')).toBeNull(); // column o is off a 14-wide board
    expect(parsePentobiCells('a15', '5')).toBeNull();
    expect(parsePentobiCells('a1;b1', '5')).toBeNull();
    expect(fromPentobi('a1,c1', '5')).toBeNull(); // not connected
    expect(moveFromCells([[1, 1], [1, 1]])).toBeNull();
    expect(moveFromCells([])).toBeNull();
  });
});
