import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  PLACEMENTS,
  WINDOW_ROWS,
  HALO_ROWS,
  canonicalCode,
  codeAt,
  codeIndex,
  placementCells,
  placementCodes,
} from '../../../core/blokus/placements.ts';
import { encodeMoveCode } from '../../../core/blokus/codec.ts';
import { RefBoard, DESIGN_PIECES, refOrient } from './reference.ts';

const allCodes = (): { x: number; y: number; piece: number; orientation: number }[] => {
  const out = [];
  for (let piece = 0; piece < 21; piece++)
    for (let orientation = 0; orientation < 8; orientation++)
      for (let y = 1; y <= 14; y++) for (let x = 1; x <= 14; x++) out.push({ x, y, piece, orientation });
  return out;
};

const onBoard = (code: { x: number; y: number; piece: number; orientation: number }): boolean =>
  DESIGN_PIECES[code.piece]!.map((c) => refOrient(c, code.orientation)).every(
    ([dx, dy]) => code.x + dx >= 1 && code.x + dx <= 14 && code.y + dy >= 1 && code.y + dy <= 14,
  );

describe('placement tables', () => {
  it('count 13,729 distinct Duo placements, as Pentobi does', () => {
    expect(PLACEMENTS.count).toBe(13729);
  });

  it('map every on-board code to the placement covering the same cells, and off-board codes to −1', () => {
    const keyOf = new Map<number, string>();
    let onBoardCodes = 0;
    for (const code of allCodes()) {
      const id = PLACEMENTS.placementOfCode[codeIndex(code.x, code.y, code.piece, code.orientation)]!;
      if (!onBoard(code)) {
        expect(id).toBe(-1);
        continue;
      }
      onBoardCodes++;
      const key = RefBoard.cellKey(encodeMoveCode({ kind: 'place', ...code }));
      const seen = keyOf.get(id);
      if (seen === undefined) keyOf.set(id, key);
      else expect(key).toBe(seen);
    }
    expect(keyOf.size).toBe(13729);
    expect(new Set(keyOf.values()).size).toBe(13729); // distinct ids ⇔ distinct cell sets
    expect(PLACEMENTS.codeList.length).toBe(onBoardCodes);
  });

  it('list for each placement all its codes, canonical first with the lowest orientation', () => {
    let total = 0;
    const wrong: number[] = [];
    for (let id = 0; id < PLACEMENTS.count; id++) {
      const codes = placementCodes(id);
      total += codes.length;
      const first = canonicalCode(id);
      const orientations = codes.map((c) => c.orientation);
      const ok =
        encodeMoveCode(codes[0]!) === encodeMoveCode(first) &&
        codes.every((c) => PLACEMENTS.placementOfCode[codeIndex(c.x, c.y, c.piece, c.orientation)] === id) &&
        orientations.every((o, i) => i === 0 || o > orientations[i - 1]!);
      if (!ok) wrong.push(id);
    }
    expect(wrong).toEqual([]);
    expect(total).toBe(PLACEMENTS.codeList.length);
  });

  it('number placements in the documented order: piece, then canonical orientation, row, column', () => {
    const order = (id: number): number => {
      const c = canonicalCode(id);
      return ((c.piece * 8 + c.orientation) * 14 + (c.y - 1)) * 14 + (c.x - 1);
    };
    for (let id = 1; id < PLACEMENTS.count; id++) expect(order(id)).toBeGreaterThan(order(id - 1));
  });

  it('round-trip code indices', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 21 * 8 * 196 - 1 }), (i) => {
        const c = codeAt(i);
        expect(codeIndex(c.x, c.y, c.piece, c.orientation)).toBe(i);
      }),
    );
  });

  it('index every placement under each of its cells and its piece, and nowhere else', () => {
    const seen = new Map<number, number>();
    const wrong: string[] = [];
    for (let cell = 0; cell < 196; cell++) {
      for (let p = 0; p < 21; p++) {
        for (let k = PLACEMENTS.cellPieceStart[cell * 21 + p]!; k < PLACEMENTS.cellPieceStart[cell * 21 + p + 1]!; k++) {
          const id = PLACEMENTS.cellPieceList[k]!;
          const cells = placementCells(id).map(([x, y]) => (y - 1) * 14 + (x - 1));
          if (PLACEMENTS.piece[id] !== p || !cells.includes(cell)) wrong.push(`cell ${cell} piece ${p}: id ${id}`);
          seen.set(id, (seen.get(id) ?? 0) + 1);
        }
      }
    }
    expect(wrong).toEqual([]);
    for (let id = 0; id < PLACEMENTS.count; id++) {
      if (seen.get(id) !== DESIGN_PIECES[PLACEMENTS.piece[id]!]!.length) wrong.push(`id ${id} listed ${seen.get(id)} times`);
    }
    expect(wrong).toEqual([]);
  });

  it('split the per-cell lists by forbidden-neighbour pattern, dropping exactly the placements that use one', () => {
    const wrong: string[] = [];
    for (let cell = 0; cell < 196; cell++) {
      const x = (cell % 14) + 1;
      const y = Math.floor(cell / 14) + 1;
      const neighbours = [[x, y - 1], [x - 1, y], [x + 1, y], [x, y + 1]]; // bits 0..3: up, left, right, down
      for (let p = 0; p < 21; p++) {
        const all = [...PLACEMENTS.cellPieceList.subarray(PLACEMENTS.cellPieceStart[cell * 21 + p]!, PLACEMENTS.cellPieceStart[cell * 21 + p + 1]!)];
        for (let pattern = 0; pattern < 16; pattern++) {
          const i = (cell * 21 + p) * 16 + pattern;
          const got = [...PLACEMENTS.patternList.subarray(PLACEMENTS.patternStart[i]!, PLACEMENTS.patternStart[i + 1]!)];
          const want = all.filter((id) => {
            const cells = placementCells(id);
            return neighbours.every(([nx, ny], b) => !(pattern & (1 << b)) || !cells.some(([cx, cy]) => cx === nx && cy === ny));
          });
          if (got.join() !== want.join()) wrong.push(`cell ${x},${y} piece ${p} pattern ${pattern}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('have cell, edge and corner masks that agree with the covered cells', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: PLACEMENTS.count - 1 }), (id) => {
        const cells = new Set(placementCells(id).map(([x, y]) => `${x},${y}`));
        const top = PLACEMENTS.top[id]!;
        const bit = (masks: Int32Array, stride: number, first: number, x: number, y: number): boolean => {
          const r = y - first;
          return r >= 0 && r < stride && ((masks[id * stride + r]! >> (x - 1)) & 1) === 1;
        };
        const got: string[] = [];
        const want: string[] = [];
        for (let y = 1; y <= 14; y++) {
          for (let x = 1; x <= 14; x++) {
            const inside = cells.has(`${x},${y}`);
            const edge = !inside && [[1, 0], [-1, 0], [0, 1], [0, -1]].some(([dx, dy]) => cells.has(`${x + dx!},${y + dy!}`));
            const corner = !inside && !edge && [[1, 1], [-1, 1], [1, -1], [-1, -1]].some(([dx, dy]) => cells.has(`${x + dx!},${y + dy!}`));
            const g = [bit(PLACEMENTS.cellMasks, WINDOW_ROWS, top, x, y), bit(PLACEMENTS.edgeMasks, HALO_ROWS, top - 1, x, y), bit(PLACEMENTS.cornerMasks, HALO_ROWS, top - 1, x, y)];
            got.push(`${x},${y}:${g.join()}`);
            want.push(`${x},${y}:${[inside, edge, corner].join()}`);
          }
        }
        expect(got).toEqual(want);
      }),
      { numRuns: 300 },
    );
  });
});
