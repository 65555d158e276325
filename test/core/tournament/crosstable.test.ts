import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { crosstable, type GameResult } from '../../../core/tournament/crosstable.ts';
import { eloEstimate } from '../../../core/stats/elo.ts';

/** Random results among `players`: any pair, any outcome, some aborted. */
const results = (players: number) =>
  fc.array(
    fc.tuple(fc.integer({ min: 0, max: players - 1 }), fc.integer({ min: 1, max: players - 1 }), fc.constantFrom('first', 'second', 'draw'), fc.boolean()).map(([a, d, o, aborted]): GameResult => {
      const b = (a + d) % players;
      return { first: a, second: b, winner: o === 'draw' ? null : o === 'first' ? a : b, counted: !aborted || o === 'draw' };
    }),
    { maxLength: 80 },
  );
const tableCase = fc.integer({ min: 2, max: 7 }).chain((n) => fc.tuple(fc.constant(n), results(n)));

describe('crosstable', () => {
  it('is antisymmetric: i’s wins over j are j’s losses to i, and each cell’s points add up to its games', () => {
    fc.assert(
      fc.property(tableCase, ([n, rs]) => {
        const { cells } = crosstable(n, rs);
        for (let i = 0; i < n; i++) {
          expect(cells[i]![i]!.games).toBe(0);
          for (let j = 0; j < n; j++) {
            const a = cells[i]![j]!;
            const b = cells[j]![i]!;
            expect(a.wins).toBe(b.losses);
            expect(a.draws).toBe(b.draws);
            expect(a.games).toBe(b.games);
            expect(a.points + b.points).toBe(a.games);
          }
        }
      }),
    );
  });

  it('hands out one point per counted game, ranks by points, and gives each player its Elo over the field', () => {
    fc.assert(
      fc.property(tableCase, ([n, rs]) => {
        const { standings } = crosstable(n, rs);
        const counted = rs.filter((g) => g.counted).length;
        expect(standings.reduce((s, p) => s + p.points, 0)).toBe(counted);
        expect(standings.reduce((s, p) => s + p.games, 0)).toBe(2 * counted);
        expect(new Set(standings.map((s) => s.player)).size).toBe(n);
        expect(standings.map((s) => s.rank)).toEqual(standings.map((_, i) => i + 1));
        for (let i = 1; i < standings.length; i++) expect(standings[i - 1]!.points).toBeGreaterThanOrEqual(standings[i]!.points);
        for (const s of standings) expect(s.elo).toEqual(eloEstimate(s));
      }),
    );
  });

  it('breaks a tie on points by Sonneborn–Berger, then by entry order', () => {
    const g = (first: number, second: number, winner: number | null): GameResult => ({ first, second, winner, counted: true });
    // 0 beats 3, 1 beats 2, 2 beats 3: 0, 1 and 2 have a point each; 1 beat a player with a point (SB 1), 0 and 2 did not (SB 0).
    const t = crosstable(4, [g(0, 3, 0), g(1, 2, 1), g(2, 3, 2)]);
    expect(t.standings.map((s) => [s.player, s.points, s.sonnebornBerger])).toEqual([[1, 1, 1], [0, 1, 0], [2, 1, 0], [3, 0, 0]]);
  });

  it('refuses a result that names no such player', () => {
    expect(() => crosstable(2, [{ first: 0, second: 2, winner: 0, counted: true }])).toThrow(/does not name two distinct players of 2/);
    expect(() => crosstable(3, [{ first: 0, second: 1, winner: 2, counted: true }])).toThrow(/winner is neither/);
  });
});
