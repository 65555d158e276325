/** Move generation (SPEC §3–§4): the same placements as the reference rules, each once, in counter order. */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { Game, legalPlacements, placementOfMove, encodeMoveCode } from '../../../../core/blokus/index.ts';
import type { MoveCode } from '../../../../core/blokus/index.ts';
import { blokusCoreLegalMoves, SHAPES, SHAPE_OF_ORIENTATION } from '../../../../core/engines/blokus-core/index.ts';
import { randomBlokusPosition } from '../../../../core/engines/blokus-core/positions.ts';
import { createRng } from '../../../../core/random.ts';

type Place = MoveCode & { kind: 'place' };

/** (shape, anchor row, anchor column) of a canonical code: the counter that generated it. */
function counter(m: Place): [number, number, number] {
  const e = SHAPE_OF_ORIENTATION[m.piece * 8 + m.orientation]!;
  return [e.shape, m.y - 1 + e.minDy, m.x - 1 + e.minDx];
}

describe('blokus core move generation', () => {
  it('finds exactly the reference legal placements, each once, as canonical codes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 50 }), (seed, maxMoves) => {
        const position = randomBlokusPosition(createRng(seed), { maxMoves });
        const moves = blokusCoreLegalMoves(position) as Place[];
        const reference = legalPlacements(Game.replay(position).board);
        const ids = moves.map((m) => placementOfMove(m));
        expect(new Set(ids).size).toBe(ids.length);
        expect([...ids].sort((a, b) => a - b)).toEqual(reference);
        for (const m of moves) expect(SHAPES[SHAPE_OF_ORIENTATION[m.piece * 8 + m.orientation]!.shape]!.orientation).toBe(m.orientation);
      }),
      { numRuns: 150 },
    );
  });

  it('orders moves by shape, then anchor row, then anchor column', () => {
    const rng = createRng(11);
    for (let i = 0; i < 30; i++) {
      const moves = blokusCoreLegalMoves(randomBlokusPosition(rng, { maxMoves: 30 })) as Place[];
      for (let k = 1; k < moves.length; k++) {
        const [a, b] = [counter(moves[k - 1]!), counter(moves[k]!)];
        const before = a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] < b[2])));
        expect(before, `${encodeMoveCode(moves[k - 1]!)} before ${encodeMoveCode(moves[k]!)}`).toBe(true);
      }
    }
  });

  it('opens with the placements covering the start square only', () => {
    const moves = blokusCoreLegalMoves({ setup: { firstMoverStart: 'a' }, moves: [] });
    const reference = legalPlacements(Game.create({ firstMoverStart: 'a' }).board);
    expect(moves).toHaveLength(reference.length);
    expect(moves.length).toBeGreaterThan(0);
  });
});
