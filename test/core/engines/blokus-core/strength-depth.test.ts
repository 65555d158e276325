/**
 * Depth helps: the depth-3 core beats the depth-1 core (greedy on the evaluation) in a majority of
 * 20 games, alternating colours and start squares, each opened by one random move per side.
 */
import { describe, it, expect } from 'vitest';
import { playGame } from './helpers.ts';

describe('blokus core strength by depth', () => {
  it('depth 3 beats depth 1 in a majority of 20 games', () => {
    let wins = 0;
    for (let g = 0; g < 20; g++) {
      if (playGame(3, 1, 900 + g, g % 2 === 0, g % 4 < 2 ? '5' : 'a') === 0) wins++;
    }
    expect(wins).toBeGreaterThan(10);
  }, 60_000);
});
