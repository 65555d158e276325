/**
 * Blokus Duo move generation speed: 1,000 fixed mid-game positions (seeded random playouts stopped
 * at a seeded ply in 8..30), all legal placements of each, several rounds. Target ≥ 20,000
 * positions per second on one core.
 */
import type { BenchModule } from './types.ts';
import { createRng } from '../core/random.ts';
import { BlokusBoard } from '../core/blokus/board.ts';
import { MAX_PLACEMENTS, generatePlacements } from '../core/blokus/movegen.ts';
import { PLACEMENTS } from '../core/blokus/placements.ts';

const POSITIONS = 1000;
const SEED = 20140101;

/** Deterministic mid-game positions: uniform random legal moves, passing only when forced. */
export function midGamePositions(count: number, seed: number): BlokusBoard[] {
  const rng = createRng(seed);
  const buf = new Int32Array(MAX_PLACEMENTS);
  const boards: BlokusBoard[] = [];
  while (boards.length < count) {
    const board = new BlokusBoard({ firstMoverStart: rng.nextInt(2) === 0 ? '5' : 'a' });
    const stop = 8 + rng.nextInt(23);
    while (board.ply < stop && !board.isOver()) {
      const n = generatePlacements(board, buf);
      if (n === 0) board.applyPass();
      else board.applyPlacement(buf[rng.nextInt(n)]!);
    }
    if (!board.isOver()) boards.push(board);
  }
  return boards;
}

const bench: BenchModule = {
  name: 'blokus-movegen',
  async run(ctx) {
    const boards = midGamePositions(POSITIONS, SEED);
    const buf = new Int32Array(MAX_PLACEMENTS);
    const rounds = ctx.quick ? 5 : 50;
    let moves = 0;
    // Warm-up round so the JIT has compiled the generator before timing.
    for (const b of boards) generatePlacements(b, buf);
    const start = performance.now();
    for (let r = 0; r < rounds; r++) {
      for (const b of boards) moves += generatePlacements(b, buf);
      if ((r + 1) % 10 === 0) ctx.progress(`round ${r + 1}/${rounds}`);
    }
    const seconds = (performance.now() - start) / 1000;
    const positions = rounds * boards.length;
    return {
      positions: boards.length,
      rounds,
      seconds: Number(seconds.toFixed(3)),
      positionsPerSecond: Math.round(positions / seconds),
      movesPerSecond: Math.round(moves / seconds),
      averageMovesPerPosition: Number((moves / positions).toFixed(1)),
      placementTableSize: PLACEMENTS.count,
      codeCount: PLACEMENTS.codeList.length,
      targetPositionsPerSecond: 20000,
    };
  },
};

export default bench;
