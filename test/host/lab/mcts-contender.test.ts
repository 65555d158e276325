/**
 * The MCTS core draft as a lab contender: each of its moves is the engine's own answer for the
 * game's seed, its time is the predicted hardware time, and over the limit it loses by name.
 */
import { describe, it, expect } from 'vitest';
import { decodeMoveCode, encodeMoveCode } from '../../../core/blokus/codec.ts';
import { blokusMctsMove } from '../../../core/engines/blokus-mcts/index.ts';
import { parseContender } from '../../../host/lab/contender.ts';
import { playLabGame } from '../../../host/lab/play-game.ts';

const MCTS = 'mcts:deadline=300000,width=16,nodes=65536,seed=3';

describe('lab MCTS contender', () => {
  it('plays the engine’s own moves for the game’s seed, timed by the clock model', async () => {
    const a = parseContender(MCTS);
    if (a.kind !== 'mcts') throw new Error('not mcts');
    const r = await playLabGame([parseContender('v1:depth=1'), a], 'a', 1000, { plies: 0, seed: 77 });
    expect(r.end).toBe('normal');
    let checked = 0;
    for (let ply = 0; ply < r.moves.length; ply++) {
      const sample = r.samples[ply]!;
      if (sample.side !== 1) continue;
      const position = { setup: { firstMoverStart: 'a' as const }, moves: r.moves.slice(0, ply).map(decodeMoveCode) };
      const direct = blokusMctsMove(position, { ...a.options, seed: (a.options.seed ^ 77) >>> 0 });
      expect(r.moves[ply], `ply ${ply}`).toBe(encodeMoveCode(direct.move));
      expect(sample.ms).toBeCloseTo(direct.predictedMs, 9);
      expect(sample.ms).toBeLessThanOrEqual(300_000 / 50_000 + 1);
      if (++checked === 4) break;
    }
    expect(checked).toBe(4);
  }, 120_000);

  it('loses on time, by name, when its predicted time passes the limit', async () => {
    const r = await playLabGame([parseContender('mcts:deadline=1000000,width=8,nodes=65536'), parseContender('v1:depth=1')], '5', 10, { plies: 0, seed: 1 });
    expect(r.end).toBe('timeout');
    expect(r.winner).toBe(1);
    expect(r.detail).toMatch(/^mcts:deadline=1000000.*predicted 2\d ms, limit 10 ms/);
  }, 60_000);
});
