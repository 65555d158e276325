/**
 * A game as the standard formats carry it: what an export writes and an import reads back. Moves
 * are in our wire notation (`55t2`, `0000`, `7,7`), passes included, the first mover's first.
 */
import type { GameSettings } from '../games/types.ts';

export interface PortableGame<S extends GameSettings = GameSettings> {
  readonly settings: S;
  /** First mover first (Blokus player 1 / SGF `B`, Gomoku black). */
  readonly players: readonly [string, string];
  readonly moves: readonly string[];
  /** The time each move took, ms, where the format keeps it (psq); null when unknown. */
  readonly moveMs: readonly (number | null)[] | null;
  /** `YYYY-MM-DD` or an ISO time, when the file says. */
  readonly date: string | null;
  /** The result as the file states it (SGF `RE`, our verdict's sentence), for people. */
  readonly result: string | null;
}
