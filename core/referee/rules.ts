/**
 * What the referee needs from a game's rules: apply a move to its own board or say which rule
 * it breaks, and say when the game is over. One adapter per game wraps that game's board.
 */
import type { GameKind, MoveOf, Side } from '../match/types.ts';
import type { NormalEndReason } from './verdict.ts';

export type RuleCheck = { readonly ok: true } | { readonly ok: false; readonly rule: string; readonly message: string };

export interface GameEnd {
  readonly reason: NormalEndReason;
  readonly winner: Side | null;
  readonly scores: readonly [number, number] | null;
  readonly line: readonly { x: number; y: number }[] | null;
}

export interface GameRules<G extends GameKind> {
  readonly game: G;
  /** Check `move` for `side`; when legal, play it on the rules' own board. */
  play(side: Side, move: MoveOf[G]): RuleCheck;
  /** Null while the game goes on. */
  end(): GameEnd | null;
  /** Wire/notation form of a move, for records and verdicts. */
  encode(move: MoveOf[G]): string;
  /** Check `move` for `side` without playing it (a human's click is checked before it is sent). */
  check(side: Side, move: MoveOf[G]): RuleCheck;
  /** Scores as they stand (first mover, second mover), for games that keep score; else null. */
  scores(): readonly [number, number] | null;
  /** The only move `side` has, when it has exactly one (a Blokus side with no placement must pass); else null. */
  forcedMove?(side: Side): MoveOf[G] | null;
}
