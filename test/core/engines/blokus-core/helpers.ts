/** Shared helpers of the blokus-core tests: seeded random positions and games against the reference rules. */
import type { MoveCode } from '../../../../core/blokus/codec.ts';
import { PASS } from '../../../../core/blokus/codec.ts';
import type { BlokusPosition, StartSquare } from '../../../../core/blokus/position.ts';
import { Game, canonicalCode, legalPlacements } from '../../../../core/blokus/index.ts';
import { blokusCoreMove } from '../../../../core/engines/blokus-core/index.ts';
import { randomBlokusPosition } from '../../../../core/engines/blokus-core/positions.ts';
import { createRng } from '../../../../core/random.ts';

/** `count` seeded random game prefixes (both start squares). */
export function randomPositions(count: number, seed: number, maxMoves = 24): BlokusPosition[] {
  const rng = createRng(seed);
  return Array.from({ length: count }, () => randomBlokusPosition(rng, { maxMoves }));
}

/** A player: depth d ≥ 1 is the emulated core, 0 a uniformly random legal player. */
export type Contender = number;

/**
 * One game between two contenders, referee'd by the reference rules (core/blokus): each side's
 * first move is random (seeded) so games differ, then the contenders play. Returns the winner's
 * contender slot (0 = `a`, 1 = `b`) or null for a draw.
 */
export function playGame(a: Contender, b: Contender, seed: number, aMovesFirst: boolean, start: StartSquare): 0 | 1 | null {
  const rng = createRng(seed);
  const game = Game.create({ firstMoverStart: start });
  const board = game.board;
  for (let k = 0; k < 2; k++) board.applyPlacement(rng.pick(legalPlacements(board)));
  while (!board.isOver()) {
    const slot = (board.toMove === 0) === aMovesFirst ? 0 : 1;
    const who = slot === 0 ? a : b;
    let move: MoveCode;
    if (who === 0) {
      const ids = legalPlacements(board);
      move = ids.length === 0 ? PASS : canonicalCode(rng.pick(ids));
    } else {
      move = blokusCoreMove(game.position(), { depth: who }).move;
    }
    const verdict = board.legality(move);
    if (!verdict.legal) throw new Error(`contender ${who} played an illegal move: ${verdict.reason}`);
    board.apply(move);
  }
  const { winner } = board.result();
  if (winner === null) return null;
  return (winner === 0) === aMovesFirst ? 0 : 1;
}

/** `count` random positions in which the side to move has at least `minMoves` legal placements. */
export function searchablePositions(count: number, seed: number, minMoves = 2, maxMoves = 24): BlokusPosition[] {
  const rng = createRng(seed);
  const out: BlokusPosition[] = [];
  while (out.length < count) {
    const position = randomBlokusPosition(rng, { maxMoves });
    if (legalPlacements(Game.replay(position).board).length >= minMoves) out.push(position);
  }
  return out;
}
