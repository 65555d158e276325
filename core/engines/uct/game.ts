/**
 * The small game interface UCT searches over. Moves are integers (a cell, a placement id) so the
 * tree stores them in a typed array; sides are 0 (the first mover) and 1. An adapter owns one
 * mutable state that starts at the search's root position; the search plays tree moves onto it,
 * asks for a playout, and rewinds it to the root before the next iteration.
 */
import type { Rng } from '../../random.ts';

/** A playout's or a finished game's result: the winning side, or DRAW. */
export const DRAW = 2;
export type UctResult = 0 | 1 | typeof DRAW;
export type UctSide = 0 | 1;

export interface UctGame {
  /** Upper bound on what {@link generate} can write: size `out` with it. */
  readonly maxMoves: number;
  /** Side to move in the current state. */
  toMove(): UctSide;
  /**
   * The moves the tree should consider in the current state (legal, possibly pruned of moves that
   * cannot matter). 0 only when the game is over; a side with no move but a pass gets the pass.
   */
  generate(out: Int32Array): number;
  /** Play a move {@link generate} produced. */
  play(move: number): void;
  /** The result if the current state is final, else −1. */
  result(): UctResult | -1;
  /** Finish the game from the current state with the playout policy and return its result. */
  playout(rng: Rng): UctResult;
  /** Back to the root position. */
  rewind(): void;
}
