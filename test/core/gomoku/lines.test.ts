import { describe, expect, it } from 'vitest';
import { isWinningRun, winningLineThrough } from '../../../core/gomoku/index.ts';

describe('winningLineThrough on a raw cell array', () => {
  it('returns null for an empty cell', () => {
    expect(winningLineThrough(new Uint8Array(25), 5, 'freestyle', 2, 2)).toBeNull();
  });

  it('finds a vertical run through any of its cells, ordered top to bottom', () => {
    const size = 7;
    const cells = new Uint8Array(size * size);
    for (let y = 1; y <= 5; y++) cells[y * size + 3] = 2;
    for (let y = 1; y <= 5; y++) {
      expect(winningLineThrough(cells, size, 'standard', 3, y)).toEqual([1, 2, 3, 4, 5].map((v) => ({ x: 3, y: v })));
    }
  });

  it('knows the rules of run length', () => {
    expect([4, 5, 6, 9].map((n) => isWinningRun(n, 'freestyle'))).toEqual([false, true, true, true]);
    expect([4, 5, 6, 9].map((n) => isWinningRun(n, 'standard'))).toEqual([false, true, false, false]);
  });
});
