/**
 * The influence evaluation (SPEC §5) against a cell-by-cell reading of its definition on the
 * reference board (core/blokus), sharing no code with the core's row-parallel version.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { Game, PIECE_SIZES, startCoordinate, otherStart } from '../../../../core/blokus/index.ts';
import type { BlokusBoard, BlokusPosition } from '../../../../core/blokus/index.ts';
import { blokusCoreEvaluate } from '../../../../core/engines/blokus-core/index.ts';
import { randomBlokusPosition } from '../../../../core/engines/blokus-core/positions.ts';
import { createRng } from '../../../../core/random.ts';

function naiveEvaluation(position: BlokusPosition): number {
  const board: BlokusBoard = Game.replay(position).board;
  const me = (position.moves.length & 1) as 0 | 1;
  const owner = (x: number, y: number): number | null => (x < 1 || y < 1 || x > 14 || y > 14 ? -1 : board.owner(x, y));
  const starts = [startCoordinate(position.setup.firstMoverStart), startCoordinate(otherStart(position.setup.firstMoverStart))];
  const influence = (side: 0 | 1): number => {
    const attach: [number, number][] = [];
    const placed = board.piecesPlaced(side) > 0;
    for (let y = 1; y <= 14; y++) {
      for (let x = 1; x <= 14; x++) {
        if (owner(x, y) !== null) continue;
        if (!placed) {
          if (x === starts[side] && y === starts[side]) attach.push([x, y]);
          continue;
        }
        const edge = [[1, 0], [-1, 0], [0, 1], [0, -1]].some(([dx, dy]) => owner(x + dx!, y + dy!) === side);
        const corner = [[1, 1], [-1, 1], [1, -1], [-1, -1]].some(([dx, dy]) => owner(x + dx!, y + dy!) === side);
        if (corner && !edge) attach.push([x, y]);
      }
    }
    const marked = new Set<string>();
    for (const [ax, ay] of attach) {
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) {
          const [x, y] = [ax + dx, ay + dy];
          if (Math.abs(dx) + Math.abs(dy) <= 2 && owner(x, y) === null) marked.add(`${x},${y}`);
        }
      }
    }
    return marked.size;
  };
  const squares = (side: 0 | 1): number => PIECE_SIZES.reduce((n, size, p) => n + (board.hasPiece(side, p) ? 0 : size), 0);
  const op = (1 - me) as 0 | 1;
  return 4 * (squares(me) - squares(op)) + influence(me) - influence(op);
}

describe('blokus core evaluation (SPEC §5)', () => {
  it('is 0 on the empty board, where both sides see a free start cell', () => {
    // Each side: the diamond around its start cell, 13 free cells; no material.
    expect(blokusCoreEvaluate({ setup: { firstMoverStart: '5' }, moves: [] })).toBe(0);
  });

  it('matches a cell-by-cell reading of the definition on random positions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 60 }), (seed, maxMoves) => {
        const position = randomBlokusPosition(createRng(seed), { maxMoves });
        expect(blokusCoreEvaluate(position)).toBe(naiveEvaluation(position));
      }),
      { numRuns: 300 },
    );
  });

  it('is antisymmetric: the side to move sees minus what the other side sees', () => {
    // Appending a pass swaps the side to move and nothing else (the mover has placed a piece).
    const rng = createRng(5);
    for (let i = 0; i < 20; i++) {
      const position = randomBlokusPosition(rng, { maxMoves: 30 });
      if (position.moves.length < 2) continue;
      const v = blokusCoreEvaluate(position);
      expect(blokusCoreEvaluate({ ...position, moves: [...position.moves, { kind: 'pass' }] })).toBe(-v);
    }
  });
});
