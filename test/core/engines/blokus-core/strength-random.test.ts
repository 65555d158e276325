/**
 * Strength against a uniformly random legal player. The full 100-game count (target ≥ 95 wins) runs
 * in bench/blokus-core.bench.ts; here 24 games (both colours, both start squares) must all but one
 * be won, which a core that plays badly cannot pass.
 */
import { describe, it, expect } from 'vitest';
import { playGame } from './helpers.ts';

describe('blokus core strength vs random', () => {
  it('depth 3 wins at least 23 of 24 games against a random legal player', () => {
    let wins = 0;
    for (let g = 0; g < 24; g++) {
      if (playGame(3, 0, 500 + g, g % 2 === 0, g % 4 < 2 ? '5' : 'a') === 0) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(23);
  }, 60_000);
});
