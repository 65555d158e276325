/**
 * The Gomoku core against a uniformly random player: ≥ 95 wins in 100 games at the default depth 4 and
 * at depth 2, colours alternating. The referee is core/gomoku's board, not the engine.
 */
import { describe, expect, it } from 'vitest';
import { gomokuCoreMove } from '../../../../core/engines/gomoku-core/index.ts';
import { GomokuBoard } from '../../../../core/gomoku/index.ts';
import type { Point } from '../../../../core/gomoku/index.ts';
import { createRng } from '../../../../core/random.ts';

type Result = 'core' | 'random' | 'draw';

function playVsRandom(seed: number, coreIsBlack: boolean, depth: number): Result {
  const rng = createRng(seed);
  const board = new GomokuBoard(15, 'freestyle');
  const moves: Point[] = [];
  for (;;) {
    const coreTurn = (moves.length % 2 === 0) === coreIsBlack;
    let p: Point;
    if (coreTurn) {
      p = gomokuCoreMove({ size: 15, rule: 'freestyle', moves }, { depth }).move;
    } else {
      const empty: Point[] = [];
      for (let i = 0; i < 225; i++) if (board.cells[i] === 0) empty.push({ x: i % 15, y: Math.floor(i / 15) });
      p = rng.pick(empty);
    }
    const outcome = board.play(p); // throws if the core ever plays an illegal move
    moves.push(p);
    if (outcome.kind === 'win') return coreTurn ? 'core' : 'random';
    if (outcome.kind === 'draw') return 'draw';
  }
}

describe('gomoku core vs a random player', () => {
  it('wins at least 95 of 100 games at depth 2', () => {
    const results = Array.from({ length: 100 }, (_, g) => playVsRandom(1000 + g, g % 2 === 0, 2));
    expect(results.filter((r) => r === 'core').length).toBeGreaterThanOrEqual(95);
  });

  it('wins at least 95 of 100 games at depth 4', () => {
    const results = Array.from({ length: 100 }, (_, g) => playVsRandom(5000 + g, g % 2 === 1, 4));
    expect(results.filter((r) => r === 'core').length).toBeGreaterThanOrEqual(95);
  });
});
