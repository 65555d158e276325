/**
 * The Gomoku core never misses a win in one and always answers a four or an open four (SPEC §5 steps 3–4),
 * and at depth ≥ 2 it stops an open three. Table of hand-made positions plus a property over random ones,
 * judged by the rules module's own win detection, not by the engine's.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gomokuCoreAnalyse, gomokuCoreMove } from '../../../../core/engines/gomoku-core/index.ts';
import { randomGomokuPosition } from '../../../../core/engines/gomoku-core/positions.ts';
import { createRng } from '../../../../core/random.ts';
import type { GomokuPosition } from '../../../../core/gomoku/index.ts';
import { cellsOf, positionOf, sideToMove, winningCells, winningCellsOf } from './helpers.ts';
import type { XY } from './helpers.ts';

const same = (a: { x: number; y: number }) => (b: { x: number; y: number }) => a.x === b.x && a.y === b.y;

interface Case {
  readonly name: string;
  readonly black: XY[];
  readonly white: XY[];
}

// Black to move unless the counts say otherwise. Filler stones are far from the action.
const WIN_IN_ONE: Case[] = [
  { name: 'open four, horizontal', black: [[5, 7], [6, 7], [7, 7], [8, 7]], white: [[0, 0], [0, 2], [0, 4], [0, 6]] },
  { name: 'closed four against the left edge', black: [[0, 5], [1, 5], [2, 5], [3, 5]], white: [[10, 10], [12, 12], [10, 13], [13, 2]] },
  { name: 'broken four X X _ X X, diagonal', black: [[4, 4], [5, 5], [7, 7], [8, 8]], white: [[0, 14], [2, 14], [4, 14], [6, 14]] },
  { name: 'anti-diagonal four in the corner', black: [[14, 1], [13, 2], [12, 3], [11, 4]], white: [[0, 0], [2, 0], [4, 0], [6, 0]] },
  {
    name: 'own win beats blocking the opponent four',
    black: [[2, 2], [3, 2], [4, 2], [5, 2]],
    white: [[2, 10], [3, 10], [4, 10], [5, 10]],
  },
  // White to move: four black (filler), three white + the winning cell for white.
  {
    name: 'white wins X X X _ X rather than block',
    black: [[7, 0], [8, 0], [9, 0], [10, 0], [0, 14]],
    white: [[1, 5], [2, 5], [3, 5], [5, 5]],
  },
];

const FORCED_BLOCK: Case[] = [
  { name: 'closed four, horizontal', black: [[3, 7], [13, 13], [13, 11], [11, 13]], white: [[4, 7], [5, 7], [6, 7], [7, 7]] },
  { name: 'open four (two winning cells)', black: [[0, 0], [2, 0], [4, 0], [14, 14], [12, 14]], white: [[6, 8], [7, 8], [8, 8], [9, 8], [14, 0]] },
  { name: 'broken four X _ X X X, vertical', black: [[0, 14], [2, 14], [4, 14], [6, 14], [14, 14]], white: [[9, 3], [9, 5], [9, 6], [9, 7], [0, 0]] },
  { name: 'diagonal four against the wall', black: [[0, 14], [2, 14], [4, 14], [6, 14], [14, 14]], white: [[10, 10], [11, 11], [12, 12], [13, 13], [0, 0]] },
];

const OPEN_THREE: Case[] = [
  { name: 'horizontal open three', black: [[6, 7], [7, 7], [8, 7]], white: [[3, 12], [11, 2]] },
  { name: 'diagonal open three', black: [[6, 6], [7, 7], [8, 8], [2, 12]], white: [[3, 12], [11, 2], [12, 12]] },
  { name: 'split three X X _ X', black: [[5, 9], [6, 9], [8, 9]], white: [[12, 1], [1, 1]] },
];

/** Empty cells where a stone of `stone` would leave two or more winning cells (an open four or a double four). */
function openFourMoves(position: GomokuPosition, stone: number): number {
  const cells = cellsOf(position);
  let n = 0;
  for (let i = 0; i < 225; i++) {
    if (cells[i] !== 0) continue;
    cells[i] = stone;
    if (winningCellsOf(cells, position.rule, stone).length >= 2) n++;
    cells[i] = 0;
  }
  return n;
}

describe('gomoku core tactics', () => {
  for (const depth of [1, 2, 4]) {
    describe(`depth ${depth}`, () => {
      it.each(WIN_IN_ONE)('wins in one: $name', ({ black, white }) => {
        const position = positionOf(black, white);
        const wins = winningCells(position, sideToMove(position));
        expect(wins.length).toBeGreaterThan(0);
        const { move } = gomokuCoreMove(position, { depth });
        expect(wins.some(same(move))).toBe(true);
      });

      it.each(FORCED_BLOCK)('blocks: $name', ({ black, white }) => {
        const position = positionOf(black, white);
        const me = sideToMove(position);
        expect(winningCells(position, me)).toEqual([]);
        const threats = winningCells(position, 3 - me);
        expect(threats.length).toBeGreaterThan(0);
        const r = gomokuCoreAnalyse(position, depth);
        expect(r.status).toBe('block');
        expect(threats.some(same(r))).toBe(true);
      });
    });
  }

  it.each(OPEN_THREE)('depth 2 and 4 stop an open three: $name', ({ black, white }) => {
    const position = positionOf(black, white);
    expect(sideToMove(position)).toBe(2);
    // The threat is real: black to move here could make an open four.
    expect(openFourMoves(position, 1)).toBeGreaterThan(0);
    for (const depth of [2, 4]) {
      const { move } = gomokuCoreMove(position, { depth });
      const after = { ...position, moves: [...position.moves, move] };
      expect(openFourMoves(after, 1)).toBe(0);
    }
  });

  it('on random positions: takes any win in one, else blocks a five threat (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), fc.integer({ min: 1, max: 3 }), (seed, depth) => {
        const position = randomGomokuPosition(createRng(seed), { maxMoves: 70 });
        const me = sideToMove(position);
        const wins = winningCells(position, me);
        const threats = winningCells(position, 3 - me);
        const r = gomokuCoreAnalyse(position, depth);
        const occupied = position.moves.some(same(r));
        expect(occupied).toBe(false);
        if (wins.length > 0) expect(wins.some(same(r))).toBe(true);
        else if (threats.length > 0) expect(threats.some(same(r))).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
