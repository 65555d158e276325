/**
 * Last good reply with forgetting (SPEC-v3 §5f): the one-placement legality test against the rules
 * generator, the tables' indices, what a simulation stores and forgets, and the search that plays
 * the stored replies.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PLACEMENTS, PLACEMENTS, generatePlacements, placementFits } from '../../../../core/blokus/index.ts';
import { BlokusMcts, blokusMctsOptionsSchema } from '../../../../core/engines/blokus-mcts/index.ts';
import { CLOCKS } from '../../../../core/engines/blokus-mcts/clocks.ts';
import { GameReplies, LastGoodReply, lgr1Index, lgr2Index } from '../../../../core/engines/blokus-mcts/lgr.ts';
import { blokusMctsMemory, lgrM9k } from '../../../../core/engines/blokus-mcts/memory.ts';
import { parseContender } from '../../../../host/lab/contender.ts';
import { randomBoard } from '../../../support/mcts-trees.ts';

describe('placementFits', () => {
  it('is true exactly for the placements the rules generator finds legal', () => {
    const out = new Int32Array(MAX_PLACEMENTS);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1 << 30 }), fc.integer({ min: 0, max: 40 }), (seed, plies) => {
        const { board } = randomBoard(seed, plies);
        const legal = new Set(out.subarray(0, generatePlacements(board, out)));
        for (let id = 0; id < PLACEMENTS.count; id++) if (placementFits(board, id) !== legal.has(id)) expect.fail(`placement ${id} after ${plies} plies (seed ${seed}): fits ${!legal.has(id)}, legal ${legal.has(id)}`);
      }),
      { numRuns: 40 },
    );
  });
});

describe('the reply tables', () => {
  it('index within the table, LGR1 by the move itself when the table holds every move, LGR2 by both moves', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1, max: PLACEMENTS.count - 1 }), fc.integer({ min: -1, max: PLACEMENTS.count - 1 }), fc.integer({ min: 4, max: 14 }), (last, second, bits) => {
        for (const i of [lgr1Index(last, bits), lgr2Index(last, second, bits)]) {
          expect(i).toBeGreaterThanOrEqual(0);
          expect(i).toBeLessThan(1 << bits);
        }
        if (last >= 0) expect(lgr1Index(last, 14)).toBe(last);
      }),
    );
    // The second last move must reach LGR2's index, or LGR2 would be LGR1 again.
    const seconds = new Set(Array.from({ length: 64 }, (_, s) => lgr2Index(100, s * 200, 11)));
    expect(seconds.size).toBeGreaterThan(48);
  });

  /** A position where side 0 is to move and two of its legal placements; the two moves before it. */
  function setting(seed: number) {
    const { board, ids } = randomBoard(seed, 6);
    const out = new Int32Array(MAX_PLACEMENTS);
    const n = generatePlacements(board, out);
    return { board, ids, a: out[0]!, b: out[n - 1]!, n };
  }

  it('stores the winner’s replies, forgets the loser’s own, and plays a stored reply only while legal', () => {
    const { board, ids, a, b, n } = setting(3);
    expect(board.toMove).toBe(0);
    expect(n).toBeGreaterThan(1);
    const lgr = new LastGoodReply(1024);
    expect(lgr.clear()).toBe(1024 * CLOCKS.lgrClearWord);
    const moves = Int32Array.from([...ids, a]);
    const ply = ids.length;
    // Nothing stored: one read, nothing tested.
    expect(lgr.probe(board, ids[ply - 1]!, ids[ply - 2]!)).toEqual({ move: -1, clocks: CLOCKS.lgrRead });
    // Side 0 (to move at this even ply) loses by 5: its reply is not stored.
    expect(lgr.update(moves, ply - 2, ply + 1, -5)).toBe(2 * CLOCKS.lgrUpdate);
    expect(lgr.probe(board, ids[ply - 1]!, ids[ply - 2]!).move).toBe(-1);
    // A draw counts as a win: stored, and played after the same two moves, LGR2's entry tested first.
    lgr.update(moves, ply - 2, ply + 1, 0);
    expect(lgr.probe(board, ids[ply - 1]!, ids[ply - 2]!)).toEqual({ move: a, clocks: CLOCKS.lgrRead + CLOCKS.lgrTest });
    // After the last move alone (another second last) LGR1 still answers, after LGR2's empty entry.
    expect(lgr.probe(board, ids[ply - 1]!, -1).move).toBe(a);
    // A loss with another reply forgets nothing; a loss with this one forgets it in both tables.
    lgr.update(Int32Array.from([...ids, b]), ply - 2, ply + 1, -1);
    expect(lgr.probe(board, ids[ply - 1]!, ids[ply - 2]!).move).toBe(a);
    lgr.update(moves, ply - 2, ply + 1, -1);
    expect(lgr.probe(board, ids[ply - 1]!, ids[ply - 2]!).move).toBe(-1);
    expect(lgr.probe(board, ids[ply - 1]!, -1).move).toBe(-1);
    // Stored but no longer legal (its piece placed): tested, not played.
    lgr.update(moves, ply - 2, ply + 1, 3);
    board.applyPlacement(a);
    board.pass();
    expect(lgr.probe(board, ids[ply - 1]!, ids[ply - 2]!)).toEqual({ move: -1, clocks: CLOCKS.lgrRead + CLOCKS.lgrTest });
  });

  it('learns nothing from the simulation’s first move: it answers no move of the simulation', () => {
    const { board, ids, a } = setting(3);
    const lgr = new LastGoodReply(1024);
    const ply = ids.length;
    expect(lgr.update(Int32Array.from([...ids, a]), ply, ply + 1, 9)).toBe(0);
    expect(lgr.probe(board, ids[ply - 1]!, ids[ply - 2]!).move).toBe(-1);
  });
});

describe('the search with last good reply', () => {
  const { board, ids } = randomBoard(8, 8);
  const search = (lgr: number, seed: number) => new BlokusMcts(blokusMctsOptionsSchema.parse({ deadline: 3_000_000, lgr, nodes: 4096 })).search(board, ids, seed);

  it('plays stored replies in its playouts, deterministically by seed, within the deadline', () => {
    const on = search(512, 4);
    expect(on.lgrReplies).toBeGreaterThan(0);
    expect(on.lgrReplies).toBeLessThan(on.playoutPlies);
    expect(on.cycles).toBeLessThanOrEqual(3_000_000);
    expect(search(512, 4)).toEqual(on);
    const legal = new Int32Array(MAX_PLACEMENTS);
    expect([...legal.subarray(0, generatePlacements(board, legal))]).toContain(on.move);
    expect(search(0, 4).lgrReplies).toBe(0);
  });

  it('completes more simulations in the same clocks: a reply played costs a read and a test where a scan costs a clock per shape and row', () => {
    expect(search(512, 4).playouts).toBeGreaterThan(search(0, 4).playouts);
  });
});

describe('lgr as a setting', () => {
  it('is a power of two from 16, or 0; the lab names a bad one', () => {
    expect(() => parseContender('mcts:lgr=1000')).toThrow(/lgr: 0 \(off\) or a power of two/);
    expect(() => parseContender('mcts:lgr=8')).toThrow(/lgr/);
    const c = parseContender('mcts:lgr=2048,nodes=21760');
    expect(c.kind === 'mcts' && c.options.lgr).toBe(2048);
  });

  it('takes two tables of 14-bit words per engine, both sides in each, 512 words an M9K', () => {
    expect(lgrM9k(0)).toBe(0);
    expect(lgrM9k(2048)).toBe(16);
    const o = blokusMctsOptionsSchema.parse({});
    expect(blokusMctsMemory({ ...o, lgr: 2048 }).m9k - blokusMctsMemory({ ...o, lgr: 0 }).m9k).toBe(o.engines * 16);
  });
});

describe('the tables kept through a game (lgrKeep)', () => {
  const options = { deadline: 1_500_000, lgr: 512 };
  const core = (lgrKeep: boolean) => new BlokusMcts(blokusMctsOptionsSchema.parse({ ...options, lgrKeep }));
  const game = randomBoard(11, 12);
  const { board: at10 } = randomBoard(11, 10);

  it('carries a search\'s replies into the next search of its game, and empties them for another game', () => {
    const fresh = core(false).search(game.board, game.ids, 5);
    const keeping = core(true);
    // A game's first search is the plain one: nothing is kept yet.
    expect(keeping.search(at10, game.ids.slice(0, 10), 5)).toEqual(core(false).search(at10, game.ids.slice(0, 10), 5));
    const followed = keeping.search(game.board, game.ids, 5);
    // Two plies on, the replies learned before play from the first playout: no clear, and other simulations.
    expect(followed.lgrReplies).toBeGreaterThan(fresh.lgrReplies);
    expect(followed.playouts).not.toBe(fresh.playouts);
    // Another game (another start square) starts from empty tables: exactly the fresh search.
    const other = randomBoard(12, 6);
    const switched = core(true);
    switched.search(other.board, other.ids, 5);
    expect(switched.search(game.board, game.ids, 5)).toEqual(fresh);
  });

  it('keeps one table an engine and unit, for exactly the game it follows', () => {
    const replies = new GameReplies(16);
    const first = replies.take('a', [1, 2], 4);
    expect(first.kept).toBe(false);
    expect(first.tables).toHaveLength(4);
    const next = replies.take('a', [1, 2, 3, 4], 4);
    expect(next).toEqual({ tables: first.tables, kept: true });
    expect(next.tables[0]).toBe(first.tables[0]);
    expect(replies.take('a', [1, 5, 3, 4, 6, 7], 4).kept).toBe(false);
    expect(replies.take('5', [1, 5, 3, 4, 6, 7, 8, 9], 4).kept).toBe(false);
    expect(replies.take('5', [1, 5, 3, 4, 6, 7, 8, 9], 2).kept).toBe(false);
  });
});
