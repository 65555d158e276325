import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { MAX_PLACEMENTS, generatePlacements, hasLegalPlacement, legalPlacements } from '../../../core/blokus/movegen.ts';
import { BOARD_SIZE, CELL_COUNT, PLANE_ROWS } from '../../../core/blokus/geometry.ts';
import { WINDOW_ROWS } from '../../../core/blokus/placements.ts';
import { PLACEMENTS, canonicalCode, placementCodes } from '../../../core/blokus/placements.ts';
import { PIECE_COUNT, PIECE_SIZES } from '../../../core/blokus/pieces.ts';
import { decodeMoveCode, encodeMoveCode } from '../../../core/blokus/codec.ts';
import { BlokusBoard } from '../../../core/blokus/board.ts';
import { RefBoard } from './reference.ts';
import { randomGame } from './playout.ts';

describe('legal move generation', () => {
  it('yields exactly the brute-force reference set, each placement once, with all of its codes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 40 }), fc.constantFrom<'5' | 'a'>('5', 'a'), (seed, plies, start) => {
        const { board, codes } = randomGame(seed, plies, start);
        const ref = new RefBoard(start);
        for (const c of codes) ref.play(c);
        const refCodes = ref.legalCodes();
        const ids = legalPlacements(board);
        expect(new Set(ids).size).toBe(ids.length);
        const allCodes = ids.flatMap((id) => placementCodes(id).map(encodeMoveCode)).sort();
        expect(allCodes).toEqual([...refCodes].sort());
        expect(new Set(ids.map((id) => RefBoard.cellKey(encodeMoveCode(canonicalCode(id))))).size).toBe(
          new Set(refCodes.map(RefBoard.cellKey)).size,
        );
      }),
      { numRuns: 12 },
    );
  });

  it('produces only moves the board judges legal, whose codes survive decode(encode(m))', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 50 }), (seed, plies) => {
        const { board } = randomGame(seed, plies);
        for (const id of legalPlacements(board)) {
          for (const m of placementCodes(id)) {
            expect(decodeMoveCode(encodeMoveCode(m))).toEqual(m);
            const v = board.legality(m);
            expect(v.kind).toBe('legal');
            expect(v.placement).toBe(id);
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('writes into a caller buffer and reports the count', () => {
    const board = new BlokusBoard();
    const buf = new Int32Array(MAX_PLACEMENTS);
    const n = generatePlacements(board, buf);
    expect(n).toBe(414);
    expect([...buf.subarray(0, n)].sort((a, b) => a - b)).toEqual(legalPlacements(board));
    expect(hasLegalPlacement(board)).toBe(true);
  });

  it('with a piece mask, generates exactly the legal placements of those pieces', () => {
    const buf = new Int32Array(MAX_PLACEMENTS);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: (1 << PIECE_COUNT) - 1 }), (seed, plies, mask) => {
        const { board } = randomGame(seed, plies);
        const n = generatePlacements(board, buf, mask);
        const want = legalPlacements(board).filter((id) => mask & (1 << PLACEMENTS.piece[id]!));
        expect([...buf.subarray(0, n)].sort((a, b) => a - b)).toEqual(want);
      }),
      { numRuns: 60 },
    );
  });

  it('with marked cells, hands back in the same pass, in its order, the legal placements that cover one', () => {
    const buf = new Int32Array(MAX_PLACEMENTS);
    const marked = { rows: new Int32Array(PLANE_ROWS + WINDOW_ROWS), ids: new Int32Array(MAX_PLACEMENTS), count: -1 };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: (1 << PIECE_COUNT) - 1 }),
        fc.uniqueArray(fc.integer({ min: 0, max: CELL_COUNT - 1 }), { maxLength: 30 }),
        (seed, plies, mask, cells) => {
          const { board } = randomGame(seed, plies);
          marked.rows.fill(0);
          for (const c of cells) {
            const y = Math.floor(c / BOARD_SIZE) + 1;
            marked.rows[y] = marked.rows[y]! | (1 << c % BOARD_SIZE);
          }
          const n = generatePlacements(board, buf, mask, marked);
          const all = [...buf.subarray(0, n)];
          const n2 = generatePlacements(board, buf, mask);
          expect(all).toEqual([...buf.subarray(0, n2)]);
          const covers = (id: number): boolean => cells.some((c) => [0, 1, 2, 3, 4].some((k) => k < PIECE_SIZES[PLACEMENTS.piece[id]!]! && PLACEMENTS.cells[id * 5 + k] === c));
          expect([...marked.ids.subarray(0, marked.count)]).toEqual(all.filter(covers));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('generates nothing once the game is over', () => {
    const { board } = randomGame(99);
    expect(board.isOver()).toBe(true);
    expect(legalPlacements(board)).toEqual([]);
    expect(hasLegalPlacement(board)).toBe(false);
  });
});
