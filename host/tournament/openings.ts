/**
 * Reading an opening book for a series or a tournament, and refusing players that cannot start
 * from one. A board speaking the ICFPT protocol is only ever told the opponent's last move
 * (shared/DESIGN.md §4.1), so it cannot be put into a position it did not play itself; GTP/HTP
 * engines (`play` for each move), Piskvork brains (`BOARD`) and the in-process UCT engine can.
 */
import { readFile } from 'node:fs/promises';
import { ArenaError } from '../../core/errors.ts';
import { gameEntry } from '../../core/games/registry.ts';
import type { GameKind, GameSettings } from '../../core/match/types.ts';
import { parseOpeningBook, type Opening } from '../../core/tournament/openings.ts';
import type { PlayerChoice } from '../../core/api/schemas.ts';
import { parsePlayerSpec } from '../players/spec.ts';

/** Whether the player a SPEC makes can be handed a game that is already under way. */
export function takesPosition(game: GameKind, spec: string): boolean {
  const p = parsePlayerSpec(spec);
  if (p.kind === 'uct' || p.kind === 'engine') return true;
  return gameEntry(game).protocol !== 'icfpt';
}

export async function loadOpeningBook(settings: GameSettings, file: string): Promise<Opening<GameKind>[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    throw new ArenaError('bad-opening', `cannot read the opening book ${file}: ${e instanceof Error ? e.message : String(e)}`, { file });
  }
  return parseOpeningBook(settings.game, settings, text, file);
}

/** Whether a UI player choice can be handed a game under way: an emulator or a board speaks the game's board protocol. */
export function choiceTakesPosition(game: GameKind, choice: Exclude<PlayerChoice, { kind: 'human' }>): boolean {
  return choice.kind === 'engine' ? takesPosition(game, choice.spec) : gameEntry(game).protocol !== 'icfpt';
}

/** Refuses a book with players that cannot start from it, or with start-square alternation (the book fixes the squares). */
export function checkOpeningsFit(game: GameKind, specs: readonly string[], book: readonly Opening<GameKind>[], alternateStart: boolean): void {
  checkBookFits(book, alternateStart, specs.filter((s) => !takesPosition(game, s)));
}

/** The same check, given the names of the players that cannot take a position. */
export function checkBookFits(book: readonly Opening<GameKind>[], alternateStart: boolean, refused: readonly string[]): void {
  if (book.length === 0) return;
  if (alternateStart) throw new ArenaError('bad-opening', 'an opening book fixes the start squares: use either openings or start-square alternation, not both');
  if (refused.length > 0) {
    throw new ArenaError('bad-opening', `${refused.join(', ')} speak${refused.length === 1 ? 's' : ''} the ICFPT board protocol, which cannot start a game from an opening (a board is only told the last move); use start-square alternation, or engines (gtp:, uct)`, { refused });
  }
}
