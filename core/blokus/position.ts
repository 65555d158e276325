/**
 * A Blokus Duo position as the wire and the records see it: the setup and the moves from the start.
 * Moves alternate between the first mover (index 0, 2, …) and the second mover; passes are included.
 */
import type { MoveCode } from './codec.ts';

/** Start squares: (5,5) or (a,a) = (10,10). In the protocol `25`/`35` vs `2A`/`3A`. */
export const START_SQUARES = ['5', 'a'] as const;
export type StartSquare = (typeof START_SQUARES)[number];

export interface BlokusSetup {
  /** The first mover's start square; the second mover gets the other one. Default '5'. */
  readonly firstMoverStart: StartSquare;
}

export const DEFAULT_SETUP: BlokusSetup = Object.freeze({ firstMoverStart: '5' });

export interface BlokusPosition {
  readonly setup: BlokusSetup;
  readonly moves: readonly MoveCode[];
}

/** Board coordinate (1..14) of a start square. */
export function startCoordinate(s: StartSquare): number {
  return s === '5' ? 5 : 10;
}

export function otherStart(s: StartSquare): StartSquare {
  return s === '5' ? 'a' : '5';
}
