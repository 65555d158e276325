// The MCTS bench's parallel games (bench/mcts-pool.ts, mcts-worker.ts, mcts-pairings.ts): every
// opening is played with both colours, the pool plays exactly the jobs it is given on its worker
// processes, each game is the one the same movers play in-process, and the tallies add up.
import { describe, expect, it } from 'vitest';
import { addToTally, moverOf, pairFigures, playGame } from '../../bench/mcts-games.ts';
import type { Tally } from '../../bench/mcts-games.ts';
import { jobsOf } from '../../bench/mcts-pairings.ts';
import type { Pairing } from '../../bench/mcts-pairings.ts';
import { MctsGameError, runMctsGames } from '../../bench/mcts-pool.ts';
import { eloEstimate } from '../../core/stats/index.ts';

const A = 'mcts:threshold=1,playouts=2';
const B = 'core:1';

describe('the MCTS bench pairings', () => {
  it('each opening twice, A black once and white once; ids number the jobs and map back to their pairing', () => {
    const pairings: Pairing[] = [
      { group: 'equalCost', threshold: '0', a: 'x', b: 'y', games: 6, seed: 10 },
      { group: 'equalTime', threshold: '2', a: 'u', b: 'v', games: 4, seed: 50 },
    ];
    const { jobs, pairingOf } = jobsOf(pairings);
    expect(jobs.map((j) => j.id)).toEqual([...jobs.keys()]);
    pairings.forEach((p, k) => {
      const mine = jobs.filter((j) => pairingOf[j.id] === k);
      expect(mine).toHaveLength(p.games);
      expect(mine.every((j) => j.a === p.a && j.b === p.b)).toBe(true);
      const seeds = [...new Set(mine.map((j) => j.openingSeed))];
      expect(seeds).toHaveLength(p.games / 2);
      for (const s of seeds) expect(mine.filter((j) => j.openingSeed === s).map((j) => j.aFirst).sort()).toEqual([false, true]);
    });
  });
});

describe('the MCTS bench pool', () => {
  it('plays every job once on 2 workers, each the game the movers play in-process; the tally adds up', { timeout: 120_000 }, async () => {
    const { jobs } = jobsOf([{ group: 'vsAlphaBeta', threshold: '1', a: A, b: B, games: 4, seed: 7 }]);
    const seen: number[] = [];
    const done = await runMctsGames(jobs, 2, (d) => seen.push(d.job.id));
    expect([...seen].sort()).toEqual(jobs.map((j) => j.id));
    expect(done.map((d) => d.job)).toEqual(jobs);
    const tally: Tally = { aWins: 0, bWins: 0, draws: 0 };
    for (const { job, result } of done) {
      const local = playGame(moverOf(A), moverOf(B), job.aFirst, job.openingSeed);
      expect({ winner: result.winner, plies: result.plies }, `game ${job.id}`).toEqual(local);
      // The MCTS side's account is sent back; the alpha-beta core has none.
      expect(result.spentA!.moves).toBeGreaterThan(0);
      expect(result.spentA!.evaluations.fp32 + result.spentA!.evaluations.int8).toBeGreaterThan(0);
      expect(result.spentB).toBeNull();
      addToTally(tally, result.winner);
    }
    const f = pairFigures(A, B, tally);
    expect(f.aWins + f.bWins + f.draws).toBe(jobs.length);
    expect(f.score.games).toBe(jobs.length);
    expect(f.score.winPercent).toBeCloseTo((100 * (tally.aWins + tally.draws / 2)) / jobs.length, 1);
    expect(f.score.wilson95[0]).toBeLessThanOrEqual(f.score.winPercent);
    expect(f.score.wilson95[1]).toBeGreaterThanOrEqual(f.score.winPercent);
    const e = eloEstimate({ wins: tally.aWins, losses: tally.bWins, draws: tally.draws });
    expect(f.elo.text).toContain(Number.isFinite(e.elo) ? String(Math.abs(Math.round(e.elo))) : '∞');
  });

  it('a game a worker cannot play fails the run with an error naming the job', { timeout: 60_000 }, async () => {
    const { jobs } = jobsOf([{ group: 'vsAlphaBeta', threshold: '1', a: 'nonsense', b: B, games: 2, seed: 3 }]);
    const run = runMctsGames(jobs, 2);
    await expect(run).rejects.toThrow(MctsGameError);
    await expect(run).rejects.toThrow(/bench game \d \(nonsense vs core:1, opening 3, A (black|white)\): .*nonsense/);
  });
});
