/**
 * Who plays whom, in which order, with which colours and opening (after cutechess's tournament
 * classes): a round robin (every pair) or a gauntlet (player 0 against each other player).
 *
 * Each pair plays `gamesPerPair` games. Game k of a pair gives the first move to the pair's first
 * player when k is even and to the other when k is odd, and uses opening ⌊k/2⌋ (modulo the number
 * of openings), so every opening is played twice with the colours swapped. The schedule is laid out
 * encounter by encounter: every pair plays its k-th game before any pair plays its (k+1)-th, and a
 * round robin orders each encounter by the circle method so no player waits long between games.
 */
import { ArenaError } from '../errors.ts';

export const TOURNAMENT_FORMATS = ['round-robin', 'gauntlet'] as const;
export type TournamentFormat = (typeof TOURNAMENT_FORMATS)[number];

export interface ScheduledGame {
  /** 0-based position in the schedule. */
  readonly index: number;
  /** Player indices of the pair, in the pair's own order (the lower index first). */
  readonly pair: readonly [number, number];
  /** This game's number within its pair, 0-based. */
  readonly pairGame: number;
  /** The player that moves first, and the other. */
  readonly first: number;
  readonly second: number;
  /** Which opening (index into the opening list) or, with none, which colour-swapped pair of games: ⌊pairGame/2⌋. */
  readonly openingRound: number;
}

export interface ScheduleOptions {
  readonly format: TournamentFormat;
  readonly players: number;
  readonly gamesPerPair: number;
}

export const MAX_PLAYERS = 64;
export const MAX_GAMES_PER_PAIR = 100_000;

function check({ format, players, gamesPerPair }: ScheduleOptions): void {
  const bad = (message: string) => new ArenaError('bad-schedule', message, { format, players, gamesPerPair });
  if (!TOURNAMENT_FORMATS.includes(format)) throw bad(`unknown tournament format ${JSON.stringify(format)}: expected ${TOURNAMENT_FORMATS.join(' or ')}`);
  if (!Number.isInteger(players) || players < 2 || players > MAX_PLAYERS) throw bad(`a tournament needs 2..${MAX_PLAYERS} players, got ${players}`);
  if (!Number.isInteger(gamesPerPair) || gamesPerPair < 1 || gamesPerPair > MAX_GAMES_PER_PAIR) throw bad(`games per pair must be 1..${MAX_GAMES_PER_PAIR}, got ${gamesPerPair}`);
}

/**
 * The circle method: fix the first player, rotate the others; with an odd count a bye (−1) joins.
 * Returns n−1 (or n) rounds in which every player meets every other exactly once.
 */
export function circleRounds(players: number): [number, number][][] {
  const ring = Array.from({ length: players + (players % 2) }, (_, i) => (i < players ? i : -1));
  const n = ring.length;
  const rounds: [number, number][][] = [];
  for (let r = 0; r < n - 1; r++) {
    const round: [number, number][] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = ring[i]!;
      const b = ring[n - 1 - i]!;
      if (a >= 0 && b >= 0) round.push(a < b ? [a, b] : [b, a]);
    }
    rounds.push(round);
    ring.splice(1, 0, ring.pop()!); // rotate all but the first
  }
  return rounds;
}

/** The pairs of one encounter, in playing order. */
export function pairsOf(format: TournamentFormat, players: number): [number, number][] {
  if (format === 'gauntlet') return Array.from({ length: players - 1 }, (_, i) => [0, i + 1] as [number, number]);
  return circleRounds(players).flat();
}

export function schedule(options: ScheduleOptions): ScheduledGame[] {
  check(options);
  const pairs = pairsOf(options.format, options.players);
  const games: ScheduledGame[] = [];
  for (let k = 0; k < options.gamesPerPair; k++) {
    for (const pair of pairs) {
      const [a, b] = pair;
      const first = k % 2 === 0 ? a : b;
      games.push({ index: games.length, pair, pairGame: k, first, second: first === a ? b : a, openingRound: Math.floor(k / 2) });
    }
  }
  return games;
}
