/**
 * Golden vectors of the v3 (MCTS) core (SPEC-v3 §8): the committed sets regenerate bit for bit, so
 * any drift of the emulator's fixed-point arithmetic, moves or clocks is a diff to review against
 * the RTL; every vector is a legal prefix with a legal answer within the deadline.
 */
import { describe, it, expect } from 'vitest';
import { Game, decodeMoveCode } from '../../../../core/blokus/index.ts';
import { BlokusCoreOptionError } from '../../../../core/engines/blokus-core/errors.ts';
import { blokusMctsMove, blokusMctsOptionsSchema } from '../../../../core/engines/blokus-mcts/index.ts';
import { BLOKUS_MCTS_VECTORS_FORMAT, formatBlokusMctsVectorsText, generateBlokusMctsVectors, type BlokusMctsVectorSet } from '../../../../core/engines/blokus-mcts/vectors.ts';
import golden from './golden.json' with { type: 'json' };

const sets = golden.sets as unknown as BlokusMctsVectorSet[];

describe('blokus MCTS core golden vectors', () => {
  it('regenerate exactly from their settings, with one engine, with two units of two engines, and at the defaults pruning a small tree', () => {
    for (const set of sets) {
      const s = set.settings;
      expect(set.format).toBe(BLOKUS_MCTS_VECTORS_FORMAT);
      expect(generateBlokusMctsVectors({ count: s.count, seed: s.seed, maxMoves: s.maxMoves, core: s.core })).toEqual(set);
    }
    expect(sets.some((s) => s.settings.core.engines > 1 && s.settings.core.units > 1)).toBe(true);
    // v3.5's default (two engines, prune=16) in a small pool, so the RTL's vectors cover the prune too.
    const small = sets.find((s) => s.settings.core.prune > 0 && s.settings.core.nodes < 4096)!;
    const prunes = small.vectors.map((v) => blokusMctsMove({ setup: v.setup, moves: v.moves.map(decodeMoveCode) }, small.settings.core).info.prunes);
    expect(prunes.some((n) => n > 0)).toBe(true);
    // v3.6's default (last good replies, SPEC-v3 §5f) in a small pool: the RTL's vectors cover the reply tables.
    const lgr = sets.find((s) => s.settings.core.lgr > 0 && s.settings.core.nodes < 4096)!;
    const replies = lgr.vectors.map((v) => blokusMctsMove({ setup: v.setup, moves: v.moves.map(decodeMoveCode) }, lgr.settings.core).info.lgrReplies);
    expect(replies.every((n) => n > 0)).toBe(true);
    // v3.10's default (the next shape set up in the last row clock, SPEC-v3 §6b) in a small pool: the RTL's vectors cover the sequencer's overlap.
    const overlap = sets.find((s) => s.settings.core.shapeOverlap)!;
    expect(overlap.settings.core).toMatchObject({ ...blokusMctsOptionsSchema.parse({}), nodes: overlap.settings.core.nodes, playouts: overlap.settings.core.playouts, deadline: overlap.settings.core.deadline });
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
        // The finished simulations, and at most one held by each engine when the limit stopped it (SPEC-v3 §5b).
        expect(v.rootVisits).toBeGreaterThanOrEqual(v.playouts);
        expect(v.rootVisits).toBeLessThanOrEqual(v.playouts + set.settings.core.units * set.settings.core.engines);
      }
    }
  });

  it('have a one-line-per-vector text form carrying every field', () => {
    const set = sets[1]!;
    const lines = formatBlokusMctsVectorsText(set).trimEnd().split('\n');
    expect(lines[0]).toMatch(/^# fpga-arena\/blokus-mcts-vectors@1 units=2 engines=2 deadline=1000000 nodes=24576 width=32 rootWidth=128 expand=4 expandPerPly=0 prune=0 reuse=0 c=0.5 prior=1 policy=1 rave=1 drawBuffer=1 lgr=0 scanRows=1 shapeOverlap=0 komi=0 seed=1 count=6 vectorSeed=2$/);
    expect(lines).toHaveLength(set.vectors.length + 1);
    lines.slice(1).forEach((line, i) => {
      const v = set.vectors[i]!;
      const f = line.split(' ');
      expect(f.slice(0, 5)).toEqual(['2', '2', '1000000', v.setup.firstMoverStart, String(v.moves.length)]);
      expect(f.slice(5, 5 + v.moves.length)).toEqual(v.moves);
      const rest = [v.move, v.cycles, v.playouts, v.visits, v.rootVisits, v.wins, v.deadlineHit ? 1 : 0, ...v.unitCycles].map(String);
      expect(f.slice(5 + v.moves.length)).toEqual(rest);
    });
  });

  it('rejects a bad count or seed', () => {
    expect(() => generateBlokusMctsVectors({ count: -1, seed: 1 })).toThrow(BlokusCoreOptionError);
    expect(() => generateBlokusMctsVectors({ count: 1, seed: 0.5 })).toThrow(BlokusCoreOptionError);
  });

  it('refuses settings that carry a game between searches: a vector is one search by a fresh core', () => {
    expect(() => generateBlokusMctsVectors({ count: 1, seed: 1, core: { komi: 2 } })).toThrow(/golden vectors are single searches: reuse=0, komi=2/);
    expect(() => generateBlokusMctsVectors({ count: 1, seed: 1, core: { reuse: true } })).toThrow(/reuse=1, komi=0, lgrKeep=0 carry a game's state/);
    expect(() => generateBlokusMctsVectors({ count: 1, seed: 1, core: { lgrKeep: true } })).toThrow(/lgrKeep=1 carry a game's state/);
  });
});
