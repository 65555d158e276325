/**
 * Seeded random Blokus Duo game prefixes for golden vectors, tests and benchmarks: uniformly random
 * legal placements (any of a placement's codes), a pass only when a side has none, both start squares.
 */
import type { MoveCode } from '../../blokus/codec.ts';
import { PASS } from '../../blokus/codec.ts';
import type { BlokusPosition, StartSquare } from '../../blokus/position.ts';
import { Game, legalPlacements, placementCodes } from '../../blokus/index.ts';
import type { Rng } from '../../random.ts';
import { createRng } from '../../random.ts';
import { BlokusCoreOptionError } from './errors.ts';

export interface RandomBlokusPositionOptions {
  /**
   * Most moves in the prefix (the length is uniform in 0..maxMoves, shorter if the game ends).
   * Default 24: random play shuts a side out early, so longer prefixes often leave the core only a pass.
   */
  readonly maxMoves?: number;
  /** The first mover's start square; default random. */
  readonly start?: StartSquare;
}

export function randomBlokusPosition(rng: Rng, options: RandomBlokusPositionOptions = {}): BlokusPosition {
  const start = options.start ?? (rng.nextInt(2) === 0 ? '5' : 'a');
  const target = rng.nextInt((options.maxMoves ?? 24) + 1);
  const game = Game.create({ firstMoverStart: start });
  const moves: MoveCode[] = [];
  while (moves.length < target && !game.board.isOver()) {
    const ids = legalPlacements(game.board);
    const move = ids.length === 0 ? PASS : rng.pick(placementCodes(rng.pick(ids)));
    game.board.apply(move);
    moves.push(move);
  }
  return { setup: { firstMoverStart: start }, moves };
}

/**
 * The positions of a golden-vector set: `count` prefixes from `seed`, of up to `maxMoves` moves,
 * the start squares alternating so both appear whatever the count. A bad count or seed is a
 * {@link BlokusCoreOptionError}.
 */
export function vectorPositions(count: number, seed: number, maxMoves: number): BlokusPosition[] {
  if (!Number.isInteger(count) || count < 0) throw new BlokusCoreOptionError('count', count, 'a non-negative integer');
  if (!Number.isInteger(seed)) throw new BlokusCoreOptionError('seed', seed, 'an integer');
  const rng = createRng(seed);
  return Array.from({ length: count }, (_, i) => randomBlokusPosition(rng, { maxMoves, start: i % 2 === 0 ? '5' : 'a' }));
}
