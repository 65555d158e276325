/**
 * Strength against a uniformly random legal player: 100 games over both colours and both start
 * squares, at least 95 won (the bar). About 8 s on this machine.
 */
import { describe, it, expect } from 'vitest';
import { playGame } from './helpers.ts';

describe('blokus core strength vs random', () => {
  it('depth 3 wins at least 95 of 100 games against a random legal player', () => {
    let wins = 0;
    for (let g = 0; g < 100; g++) {
      if (playGame(3, 0, 500 + g, g % 2 === 0, g % 4 < 2 ? '5' : 'a') === 0) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(95);
  }, 60_000);
});
