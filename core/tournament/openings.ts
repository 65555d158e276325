/**
 * Opening positions for a series or a tournament: move prefixes every game of a colour-swapped
 * pair starts from (cutechess's `-openings`), and, for Blokus, the alternation of the start-square
 * convention. A book is a text file, one opening per line, moves in wire notation separated by
 * spaces (`55t2 aan0`, `7,7 8,8`); `#` starts a comment. Every opening is replayed on the game's
 * rules when it is read, so a bad move is named with its line before any game is played.
 */
import { ArenaError } from '../errors.ts';
import { gameEntry } from '../games/registry.ts';
import type { GameKind, SettingsOf } from '../games/types.ts';
import type { GameSettings, MoveOf, Side } from '../match/types.ts';

export interface Opening<G extends GameKind> {
  /** 1-based line in the book. */
  readonly line: number;
  readonly moves: readonly MoveOf[G][];
  /** The moves in wire notation, as the referee encodes them. */
  readonly texts: readonly string[];
}

export class OpeningBookError extends ArenaError {
  constructor(source: string, line: number, message: string) {
    super('bad-opening', `${source}, line ${line}: ${message}`, { source, line });
    this.name = 'OpeningBookError';
  }
}

/** The moves of one opening, replayed on a fresh board of `settings`; throws naming the move. */
export function checkOpening<G extends GameKind>(game: G, settings: SettingsOf<G>, texts: readonly string[], where: { source: string; line: number }): Opening<G> {
  const entry = gameEntry(game);
  const rules = entry.rules(settings);
  const moves: MoveOf[G][] = [];
  for (const [i, text] of texts.entries()) {
    const parsed = entry.parseMove(text);
    if (!parsed.ok) throw new OpeningBookError(where.source, where.line, `move ${i + 1} '${text}': ${parsed.message}`);
    const check = rules.play((i % 2) as Side, parsed.move);
    if (!check.ok) throw new OpeningBookError(where.source, where.line, `move ${i + 1} '${text}' is illegal here (${check.rule}): ${check.message}`);
    if (rules.end()) throw new OpeningBookError(where.source, where.line, `the game is over after move ${i + 1} '${text}': an opening must leave a game to play`);
    moves.push(parsed.move);
  }
  return { line: where.line, moves, texts: moves.map((m) => entry.encodeMove(m)) };
}

/** Every opening in a book's text. An empty book is an error: the user asked for openings. */
export function parseOpeningBook<G extends GameKind>(game: G, settings: SettingsOf<G>, text: string, source: string): Opening<G>[] {
  const openings: Opening<G>[] = [];
  for (const [i, raw] of text.split(/\r?\n/).entries()) {
    const body = raw.replace(/#.*/, '').trim();
    if (body === '') continue;
    openings.push(checkOpening(game, settings, body.split(/\s+/), { source, line: i + 1 }));
  }
  if (openings.length === 0) throw new OpeningBookError(source, 0, 'no opening in the book (one opening per line, moves separated by spaces)');
  return openings;
}

/**
 * The settings of the games of opening round `round` (core/tournament/schedule.ts): with
 * `alternateStart`, Blokus swaps the start-square convention every other round, so that each
 * colour is played with each start square ((5,5) and (a,a) for the first mover). Other games
 * have no such convention and keep their settings.
 */
export function settingsForRound(settings: GameSettings, round: number, alternateStart: boolean): GameSettings {
  if (!alternateStart || settings.game !== 'blokus' || round % 2 === 0) return settings;
  return { ...settings, firstMoverStart: settings.firstMoverStart === '5' ? 'a' : '5' };
}

/** The opening of round `round` (books repeat when there are more rounds than openings), or none. */
export function openingForRound<G extends GameKind>(book: readonly Opening<G>[], round: number): Opening<G> | null {
  return book.length === 0 ? null : book[round % book.length]!;
}
