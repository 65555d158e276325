/**
 * Dynamic komi (core/engines/blokus-mcts/komi.ts): the rule that moves it, when a game's searches
 * carry it on, and that a search with it gives the core the points (its value rises where it was
 * losing) while a game's first search is the plain one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BlokusBoard } from '../../../../core/blokus/index.ts';
import { DynamicKomi, KOMI_LOWER_ABOVE, KOMI_MAX_STEPS, KOMI_RAISE_BELOW } from '../../../../core/engines/blokus-mcts/komi.ts';
import { BlokusMcts, blokusMctsOptionsSchema } from '../../../../core/engines/blokus-mcts/index.ts';
import { randomBoard } from '../../../support/mcts-trees.ts';

describe('dynamic komi', () => {
  it('moves by its step on the value, within 0 and its cap, and keeps it only while one game goes on two plies a search', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 40 }), (step, values) => {
        const komi = new DynamicKomi(step);
        const board = new BlokusBoard();
        const history: number[] = [];
        let want = 0;
        for (const v of values) {
          expect(komi.begin(board, history)).toBe(want);
          komi.end(v);
          if (v < KOMI_RAISE_BELOW) want = Math.min(want + step, KOMI_MAX_STEPS * step);
          else if (v > KOMI_LOWER_ABOVE) want = Math.max(want - step, 0);
          history.push(history.length, history.length + 1);
        }
      }),
    );
  });

  it('starts again at 0 for another game: a new start, a different move before, or plies skipped', () => {
    const komi = new DynamicKomi(3);
    const board = new BlokusBoard();
    const raised = (h: number[]): void => {
      komi.begin(board, h);
      komi.end(0);
    };
    raised([1, 2]);
    expect(komi.begin(board, [1, 2, 3, 4])).toBe(3);
    komi.end(0);
    expect(komi.begin(board, [1, 2, 3, 4, 5, 6, 7, 8])).toBe(0);
    raised([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(komi.begin(board, [1, 9, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toBe(0);
    raised([1, 2]);
    expect(komi.begin(new BlokusBoard({ firstMoverStart: 'a' }), [1, 2, 3, 4])).toBe(0);
  });

  it('gives the core its points: the first search of a game is the plain one, the next one values the losing side higher', () => {
    const o = (komi: number) => blokusMctsOptionsSchema.parse({ deadline: 0, playouts: 400, engines: 1, komi });
    // A position whose side to move is losing by its own search, then one ply each and the same side again.
    let found: { board: BlokusBoard; ids: number[] } | null = null;
    for (let seed = 1; seed < 40 && !found; seed++) {
      const p = randomBoard(seed, 16);
      if (p.board.isOver()) continue;
      if (new BlokusMcts(o(0)).search(p.board, p.ids, 7).value < KOMI_RAISE_BELOW - 0.1) found = p;
    }
    expect(found).not.toBeNull();
    const { board, ids } = found!;
    const plain = new BlokusMcts(o(0));
    const komi = new BlokusMcts(o(6));
    const first = [plain.search(board, ids, 7), komi.search(board, ids, 7)];
    expect(first[1]).toEqual(first[0]);
    // Both play on by the plain engine's move and an answer of the same search for the other side.
    const play = (id: number): void => {
      if (id < 0) board.pass();
      else board.applyPlacement(id);
      ids.push(id);
    };
    play(first[0]!.move);
    play(new BlokusMcts(o(0)).search(board, ids, 8).move);
    const second = [plain.search(board, ids, 9), komi.search(board, ids, 9)];
    expect(second[1]!.value).toBeGreaterThan(second[0]!.value + 0.05);
  });
});
