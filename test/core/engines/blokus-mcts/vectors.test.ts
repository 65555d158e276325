/**
 * Golden vectors of the v3 (MCTS) core (SPEC-v3 §8): the committed sets regenerate bit for bit, so
 * any drift of the emulator's fixed-point arithmetic, moves or clocks is a diff to review against
 * the RTL; every vector is a legal prefix with a legal answer within the deadline.
 */
import { describe, it, expect } from 'vitest';
import { Game, decodeMoveCode } from '../../../../core/blokus/index.ts';
import { BlokusCoreOptionError } from '../../../../core/engines/blokus-core/errors.ts';
import { BLOKUS_MCTS_VECTORS_FORMAT, generateBlokusMctsVectors, type BlokusMctsVectorSet } from '../../../../core/engines/blokus-mcts/vectors.ts';
import golden from './golden.json' with { type: 'json' };

const sets = golden.sets as unknown as BlokusMctsVectorSet[];

describe('blokus MCTS core golden vectors', () => {
  it('regenerate exactly from their settings, with one engine and with two units of two engines', () => {
    for (const set of sets) {
      const s = set.settings;
      expect(set.format).toBe(BLOKUS_MCTS_VECTORS_FORMAT);
      expect(generateBlokusMctsVectors({ count: s.count, seed: s.seed, maxMoves: s.maxMoves, core: s.core })).toEqual(set);
    }
    expect(sets.some((s) => s.settings.core.engines > 1 && s.settings.core.units > 1)).toBe(true);
    expect(sets.flatMap((s) => s.vectors).some((v) => v.deadlineHit)).toBe(true);
    expect(sets.flatMap((s) => s.vectors).some((v) => !v.deadlineHit)).toBe(true);
  }, 60_000);

  it('hold legal prefixes and legal answers within the deadline', () => {
    for (const set of sets) {
      for (const v of set.vectors) {
        const board = Game.replay({ setup: v.setup, moves: v.moves.map(decodeMoveCode) }).board;
        if (!board.isOver()) expect(board.legality(decodeMoveCode(v.move)).legal).toBe(true);
        expect(v.cycles).toBeLessThanOrEqual(set.settings.core.deadline);
        expect(v.unitCycles).toHaveLength(set.settings.core.units);
        expect(v.visits).toBeLessThanOrEqual(v.rootVisits);
        expect(v.rootVisits).toBeLessThanOrEqual(v.playouts);
      }
    }
  });

  it('rejects a bad count or seed', () => {
    expect(() => generateBlokusMctsVectors({ count: -1, seed: 1 })).toThrow(BlokusCoreOptionError);
    expect(() => generateBlokusMctsVectors({ count: 1, seed: 0.5 })).toThrow(BlokusCoreOptionError);
  });
});
