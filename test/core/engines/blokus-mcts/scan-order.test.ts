// The core's scan order (core/engines/blokus-mcts/scan-order.ts): every placement's key names the
// shape, anchor row and column the core's own move packing gives it, and a playout's draw picks, in
// that order, the first move whose running weight passes the drawn number (SPEC-v3 §4a).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PLACEMENTS, placementOfMove } from '../../../../core/blokus/index.ts';
import { BOARD_SIZE } from '../../../../core/blokus/geometry.ts';
import { SHAPES } from '../../../../core/engines/blokus-core/shapes.ts';
import { packMove } from '../../../../core/engines/blokus-core/generation.ts';
import { moveCodeOfPacked } from '../../../../core/engines/blokus-core/index.ts';
import { SCAN_KEY, SCAN_SHAPE, sortByScan } from '../../../../core/engines/blokus-mcts/scan-order.ts';
import { PIECE_WEIGHT, ScanOrderDraw } from '../../../../core/engines/blokus-mcts/playout.ts';
import { scaleRandom } from '../../../../core/engines/blokus-mcts/fixed.ts';

const ids = fc.uniqueArray(fc.integer({ min: 0, max: PLACEMENTS.count - 1 }), { minLength: 1, maxLength: 600 });

describe('the core scan order', () => {
  it("keys every placement by the core's own (shape, anchor row, anchor column), one to one", () => {
    const seen = new Set<number>();
    SHAPES.forEach((shape, s) => {
      for (let br = 0; br + shape.height <= BOARD_SIZE; br++) {
        for (let bc = 0; bc + shape.width <= BOARD_SIZE; bc++) {
          const move = moveCodeOfPacked(packMove(s, bc, br));
          if (move.kind !== 'place') throw new Error('a packed move decoded to a pass');
          const id = placementOfMove(move);
          expect(SCAN_KEY[id]).toBe((s * BOARD_SIZE + br) * BOARD_SIZE + bc);
          expect(SCAN_SHAPE[id]).toBe(s);
          seen.add(id);
        }
      }
    });
    expect(seen.size).toBe(PLACEMENTS.count);
  });

  it("numbers placements by their dense rank in the scan: a shape's base + anchor row × (15 − width) + anchor column, in 14 bits", () => {
    let base = 0;
    SHAPES.forEach((shape, s) => {
      const across = BOARD_SIZE + 1 - shape.width;
      for (let br = 0; br + shape.height <= BOARD_SIZE; br++) {
        for (let bc = 0; bc + shape.width <= BOARD_SIZE; bc++) {
          const move = moveCodeOfPacked(packMove(s, bc, br));
          if (move.kind !== 'place') throw new Error('a packed move decoded to a pass');
          expect(placementOfMove(move)).toBe(base + br * across + bc);
        }
      }
      base += (BOARD_SIZE + 1 - shape.height) * across;
    });
    expect(base).toBe(PLACEMENTS.count);
    expect(PLACEMENTS.count).toBeLessThan(1 << 14);
    // The way back (SPEC-v3 §8): every shape has at least 140 placements, so 32 consecutive ids span at most two shapes.
    for (let id = 0; id < PLACEMENTS.count; id += 32) expect(SCAN_SHAPE[Math.min(id + 31, PLACEMENTS.count - 1)]! - SCAN_SHAPE[id]!).toBeLessThanOrEqual(1);
    expect(Math.min(...SHAPES.map((sh) => (BOARD_SIZE + 1 - sh.height) * (BOARD_SIZE + 1 - sh.width)))).toBe(140);
    // So ascending ids are the scan's order.
    for (let id = 1; id < PLACEMENTS.count; id++) expect(SCAN_KEY[id]!).toBeGreaterThan(SCAN_KEY[id - 1]!);
  });

  it('sorts ids into ascending keys, keeping the same ids', () => {
    fc.assert(
      fc.property(ids, (list) => {
        const a = Int32Array.from(list);
        sortByScan(a, a.length);
        for (let i = 1; i < a.length; i++) expect(SCAN_KEY[a[i]!]!).toBeGreaterThan(SCAN_KEY[a[i - 1]!]!);
        expect([...a].sort((x, y) => x - y)).toEqual([...list].sort((x, y) => x - y));
      }),
    );
  });

  it('draws the first move, in scan order, whose running weight passes the drawn number', () => {
    const draw = new ScanOrderDraw();
    fc.assert(
      fc.property(ids, fc.integer({ min: 0, max: 0xffffffff }), (list, random) => {
        const sorted = [...list].sort((a, b) => SCAN_KEY[a]! - SCAN_KEY[b]!);
        const total = sorted.reduce((t, id) => t + PIECE_WEIGHT[PLACEMENTS.piece[id]!]!, 0);
        const r = scaleRandom(random, total);
        let run = 0;
        const expected = sorted.find((id) => (run += PIECE_WEIGHT[PLACEMENTS.piece[id]!]!) > r);
        expect(draw.draw(Int32Array.from(list), list.length, random)).toBe(expected);
      }),
      { numRuns: 500 },
    );
    // The ends: the smallest number draws the first move, the largest the last.
    const list = Int32Array.from([500, 3, 9000, 12]);
    const sorted = [...list].sort((a, b) => SCAN_KEY[a]! - SCAN_KEY[b]!);
    expect(draw.draw(list, 4, 0)).toBe(sorted[0]);
    expect(draw.draw(list, 4, 0xffffffff)).toBe(sorted[3]);
  });
});
