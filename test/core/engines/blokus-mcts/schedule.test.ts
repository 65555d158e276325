/**
 * Pentobi's schedule of simulations a move (core/engines/blokus-mcts/schedule.ts): the mover's
 * pieces counted from the game's history agree with the board's own count, whatever the passes,
 * and a search without a deadline runs the scheduled number.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pentobiPlayouts } from '../../../../core/engines/blokus-mcts/schedule.ts';
import { BlokusMcts, blokusMctsOptionsSchema } from '../../../../core/engines/blokus-mcts/index.ts';
import { randomBoard } from '../../../support/mcts-trees.ts';

describe("Pentobi's schedule", () => {
  it("weights the count by the mover's pieces on the board, and its first move by 0.6 more", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1 << 20 }), fc.integer({ min: 0, max: 50 }), fc.integer({ min: 1, max: 300_000 }), (seed, plies, count) => {
        const { board, ids } = randomBoard(seed, plies);
        const pieces = board.piecesPlaced(board.toMove);
        const weight = 0.7 * Math.exp(0.1 * pieces) * (pieces === 0 ? 0.6 : 1);
        expect(pentobiPlayouts(count, ids)).toBe(Math.max(1, Math.ceil(count * weight)));
      }),
      { numRuns: 60 },
    );
  });

  it('sets the simulations of a search without a deadline', () => {
    const { board, ids } = randomBoard(7, 12);
    const options = { deadline: 0, playouts: 200, engines: 1 };
    const flat = new BlokusMcts(blokusMctsOptionsSchema.parse(options)).search(board, ids, 3);
    const scheduled = new BlokusMcts(blokusMctsOptionsSchema.parse({ ...options, pentobiSchedule: true })).search(board, ids, 3);
    expect(flat.playouts).toBe(200);
    expect(scheduled.playouts).toBe(pentobiPlayouts(200, ids));
    expect(scheduled.playouts).not.toBe(200);
  });
});
