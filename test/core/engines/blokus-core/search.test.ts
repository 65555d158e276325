/** Search behaviour: determinism, legality of every answer, passes, bad input. */
import { describe, it, expect } from 'vitest';
import { Game, legalPlacements, encodeMoveCode, decodeMoveCode } from '../../../../core/blokus/index.ts';
import { ArenaError } from '../../../../core/errors.ts';
import {
  blokusCoreMove,
  BlokusCoreOptionError,
  BlokusCorePositionError,
} from '../../../../core/engines/blokus-core/index.ts';
import { randomPositions } from './helpers.ts';

describe('blokus core search', () => {
  it('is deterministic: same position, same move and same counts, whatever ran before', () => {
    const positions = randomPositions(12, 3, 30);
    const first = positions.map((p) => blokusCoreMove(p));
    const again = [...positions].reverse().map((p) => blokusCoreMove(p)).reverse();
    expect(again).toEqual(first);
  });

  it('answers a legal move at every depth, and passes only when it has no placement', () => {
    const positions = randomPositions(48, 17, 50);
    positions.forEach((position, i) => {
      const depth = 1 + (i % 4);
      if (depth === 4 && position.moves.length < 16) return; // depth 4 early on is for the bench
      const board = Game.replay(position).board;
      if (board.isOver()) return; // no move is legal any more; covered by the pass test
      const { move } = blokusCoreMove(position, { depth });
      const verdict = board.legality(move);
      expect(verdict.legal, `${encodeMoveCode(move)}: ${verdict.reason}`).toBe(true);
      expect(move.kind === 'pass').toBe(legalPlacements(board).length === 0);
    });
  });

  it('opens on its start square with a large piece', () => {
    for (const start of ['5', 'a'] as const) {
      const { move } = blokusCoreMove({ setup: { firstMoverStart: start }, moves: [] });
      expect(Game.create({ firstMoverStart: start }).board.legality(move).legal).toBe(true);
      expect(move.kind === 'place' && move.piece >= 9).toBe(true); // a pentomino (j..u)
    }
  });

  it('passes (0000) when the side to move has no placement, at every depth', () => {
    // Random games often shut one side out while the other still plays.
    let found = 0;
    for (const position of randomPositions(60, 99, 60)) {
      const board = Game.replay(position).board;
      if (board.isOver() || legalPlacements(board).length > 0) continue;
      found++;
      for (const depth of [1, 2, 3]) {
        const r = blokusCoreMove(position, { depth });
        expect(encodeMoveCode(r.move)).toBe('0000');
        expect(r.stats.leaves).toBe(0);
      }
    }
    expect(found).toBeGreaterThan(0);
  });

  it('rejects bad options with a typed error naming the option', () => {
    const p = { setup: { firstMoverStart: '5' as const }, moves: [] };
    for (const [options, name] of [
      [{ depth: 0 }, 'depth'],
      [{ depth: 5 }, 'depth'],
      [{ depth: 2.5 }, 'depth'],
      [{ units: 9 }, 'units'],
      [{ units: 0 }, 'units'],
      [{ deadlineCycles: 99_999 }, 'deadlineCycles'],
      [{ clockHz: 0 }, 'clockHz'],
      [{ variant: 'paper' }, 'variant'],
    ] as const) {
      const e = (() => {
        try {
          blokusCoreMove(p, options);
        } catch (err) {
          return err;
        }
        return undefined;
      })();
      expect(e).toBeInstanceOf(BlokusCoreOptionError);
      expect((e as BlokusCoreOptionError).option).toBe(name);
      expect((e as ArenaError).code).toBe('blokus-core-bad-option');
    }
  });

  it('rejects a position it cannot replay, naming the move', () => {
    const cases: [string[], number, RegExp][] = [
      [['0000'], 0, /pass before/],
      [['11a0'], 0, /start square/],
      [['55t2', 'aat2', '55a0'], 2, /occupied|edge/],
      [['55t2', 'aat2', 'e1j0'], 2, /leaves the board|corner/],
      [['55t2', 'aat2', '77t2'], 2, /second time/],
      [['55t2', 'aat2', '37a0'], 2, /corner/],
    ];
    for (const [codes, index, why] of cases) {
      let error: unknown;
      try {
        blokusCoreMove({ setup: { firstMoverStart: '5' }, moves: codes.map(decodeMoveCode) });
      } catch (e) {
        error = e;
      }
      expect(error, codes.join(' ')).toBeInstanceOf(BlokusCorePositionError);
      expect((error as BlokusCorePositionError).index).toBe(index);
      expect((error as Error).message).toMatch(why);
    }
    expect(() => blokusCoreMove({ setup: { firstMoverStart: '5' }, moves: [{ kind: 'place', x: 15, y: 1, piece: 0, orientation: 0 }] })).toThrow(
      BlokusCorePositionError,
    );
    // Shapes that are not positions at all (from a corrupt record, say) are typed errors too.
    for (const bad of [null, {}, { setup: { firstMoverStart: '5' } }, { setup: { firstMoverStart: 'b' }, moves: [] }, { setup: { firstMoverStart: '5' }, moves: [42] }, { setup: { firstMoverStart: '5' }, moves: [null] }]) {
      expect(() => blokusCoreMove(bad as never)).toThrow(BlokusCorePositionError);
    }
  });
});
