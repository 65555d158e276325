/**
 * An imported game goes through the referee's rules before it becomes a record: every move is
 * read with the game's notation and played on the rules' own board, so a file that breaks a rule
 * is refused with the move and the rule named, and the final position is the referee's.
 */
import { ArenaError } from '../errors.ts';
import { createRules, gameEntry } from '../games/registry.ts';
import type { GameKind, GameSettings } from '../games/types.ts';
import type { Side } from '../match/types.ts';
import type { GameEnd } from '../referee/rules.ts';

export class ImportedMoveError extends ArenaError {
  constructor(
    readonly ply: number,
    readonly move: string,
    detail: string,
  ) {
    super('imported-move', `move ${ply + 1} (${JSON.stringify(move)}, ${ply % 2 === 0 ? 'first' : 'second'} mover): ${detail}`, { ply, move });
    this.name = 'ImportedMoveError';
  }
}

export interface JudgedGame {
  /** Null when the moves stop before the game is over. */
  readonly end: GameEnd | null;
  readonly scores: readonly [number, number] | null;
}

function judgeAs<G extends GameKind>(game: G, settings: GameSettings, moves: readonly string[]): JudgedGame {
  const rules = createRules(game, settings);
  const entry = gameEntry(game);
  moves.forEach((text, ply) => {
    if (rules.end()) throw new ImportedMoveError(ply, text, 'the game was already over');
    const parsed = entry.parseMove(text);
    if (!parsed.ok) throw new ImportedMoveError(ply, text, parsed.message);
    const check = rules.play((ply % 2) as Side, parsed.move);
    if (!check.ok) throw new ImportedMoveError(ply, text, `${check.rule}: ${check.message}`);
  });
  return { end: rules.end(), scores: rules.scores() };
}

export function judgeMoves(settings: GameSettings, moves: readonly string[]): JudgedGame {
  return judgeAs(settings.game, settings, moves);
}
