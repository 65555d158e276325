import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { circleRounds, schedule, type TournamentFormat } from '../../../core/tournament/schedule.ts';

const formats = fc.constantFrom<TournamentFormat>('round-robin', 'gauntlet');
const key = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;

describe('schedule', () => {
  it('has every expected pair exactly gamesPerPair times, and nothing else', () => {
    fc.assert(
      fc.property(formats, fc.integer({ min: 2, max: 12 }), fc.integer({ min: 1, max: 9 }), (format, players, gamesPerPair) => {
        const games = schedule({ format, players, gamesPerPair });
        const pairs = format === 'gauntlet' ? players - 1 : (players * (players - 1)) / 2;
        expect(games).toHaveLength(pairs * gamesPerPair);
        const count = new Map<string, number>();
        for (const g of games) count.set(key(g.first, g.second), (count.get(key(g.first, g.second)) ?? 0) + 1);
        for (let a = 0; a < players; a++) {
          for (let b = a + 1; b < players; b++) {
            const expected = format === 'round-robin' || a === 0 ? gamesPerPair : 0;
            expect(count.get(key(a, b)) ?? 0).toBe(expected);
          }
        }
        expect(games.map((g) => g.index)).toEqual(games.map((_, i) => i));
      }),
    );
  });

  it('alternates colours within each pair, so first moves differ by at most one', () => {
    fc.assert(
      fc.property(formats, fc.integer({ min: 2, max: 10 }), fc.integer({ min: 1, max: 9 }), (format, players, gamesPerPair) => {
        const firsts = new Map<string, [number, number]>();
        for (const g of schedule({ format, players, gamesPerPair })) {
          expect(g.first).not.toBe(g.second);
          expect([g.first, g.second].sort((x, y) => x - y)).toEqual([...g.pair]);
          expect(g.first).toBe(g.pairGame % 2 === 0 ? g.pair[0] : g.pair[1]);
          const c = firsts.get(key(g.first, g.second)) ?? [0, 0];
          c[g.first === g.pair[0] ? 0 : 1]++;
          firsts.set(key(g.first, g.second), c);
        }
        for (const [a, b] of firsts.values()) expect(a - b).toBe(gamesPerPair % 2);
      }),
    );
  });

  it('plays each opening round twice per pair with the colours swapped', () => {
    fc.assert(
      fc.property(formats, fc.integer({ min: 2, max: 8 }), fc.integer({ min: 1, max: 10 }), (format, players, gamesPerPair) => {
        const byPairRound = new Map<string, number[]>();
        for (const g of schedule({ format, players, gamesPerPair })) {
          const k = `${key(g.first, g.second)}@${g.openingRound}`;
          byPairRound.set(k, [...(byPairRound.get(k) ?? []), g.first]);
        }
        for (const firsts of byPairRound.values()) {
          expect(firsts.length).toBeLessThanOrEqual(2);
          if (firsts.length === 2) expect(firsts[0]).not.toBe(firsts[1]);
        }
      }),
    );
  });

  it('plays every pair’s k-th game before any pair’s (k+1)-th', () => {
    fc.assert(
      fc.property(formats, fc.integer({ min: 2, max: 10 }), fc.integer({ min: 1, max: 6 }), (format, players, gamesPerPair) => {
        const ks = schedule({ format, players, gamesPerPair }).map((g) => g.pairGame);
        expect(ks).toEqual([...ks].sort((a, b) => a - b));
      }),
    );
  });

  it('refuses bad sizes with a message naming them', () => {
    expect(() => schedule({ format: 'round-robin', players: 1, gamesPerPair: 2 })).toThrow(/2\.\.64 players, got 1/);
    expect(() => schedule({ format: 'gauntlet', players: 3, gamesPerPair: 0 })).toThrow(/games per pair.*got 0/);
    expect(() => schedule({ format: 'swiss' as TournamentFormat, players: 3, gamesPerPair: 1 })).toThrow(/unknown tournament format "swiss"/);
  });
});

describe('circleRounds', () => {
  it('meets every pair once and never seats a player twice in a round', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }), (players) => {
        const rounds = circleRounds(players);
        expect(rounds).toHaveLength(players % 2 === 0 ? players - 1 : players);
        const seen = new Set<string>();
        for (const round of rounds) {
          const seated = round.flat();
          expect(new Set(seated).size).toBe(seated.length);
          expect(round.length).toBe(Math.floor(players / 2));
          for (const [a, b] of round) {
            expect(seen.has(key(a, b))).toBe(false);
            seen.add(key(a, b));
          }
        }
        expect(seen.size).toBe((players * (players - 1)) / 2);
      }),
    );
  });
});
