/**
 * The MCTS bench's pairings and the game jobs they make: each pairing plays `games` games from
 * seeded openings, every opening twice, A black in one game and white in the other.
 */
import type { MctsGameJob } from './mcts-messages.ts';

export type Group = 'equalTime' | 'equalCost' | 'vsAlphaBeta';

export interface Pairing {
  readonly group: Group;
  readonly threshold: string;
  readonly a: string;
  readonly b: string;
  /** An even count: openings × both colours. */
  readonly games: number;
  /** First opening's seed; game g plays opening seed + ⌊g/2⌋, A black when g is even. */
  readonly seed: number;
}

/** Job ids number the games in pairing order; `pairingOf[id]` is the index of the job's pairing. */
export function jobsOf(pairings: readonly Pairing[]): { jobs: MctsGameJob[]; pairingOf: number[] } {
  const jobs: MctsGameJob[] = [];
  const pairingOf: number[] = [];
  pairings.forEach((p, k) => {
    for (let g = 0; g < p.games; g++) {
      pairingOf.push(k);
      jobs.push({ id: jobs.length, a: p.a, b: p.b, aFirst: g % 2 === 0, openingSeed: p.seed + Math.floor(g / 2) });
    }
  });
  return { jobs, pairingOf };
}
