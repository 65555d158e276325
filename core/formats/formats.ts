/** The game-record formats, named once for the CLI, the API and the UI. */
import type { GameKind } from '../games/types.ts';

/** What can be read and written: Pentobi's SGF (Blokus Duo), Piskvork's psq (Gomoku), our JSON Lines (any game). */
export const GAME_FORMATS = ['blksgf', 'psq', 'jsonl'] as const;
export type GameFormat = (typeof GAME_FORMATS)[number];

/** Export also writes the plain move list, one code per line. */
export const EXPORT_FORMATS = [...GAME_FORMATS, 'moves'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** An import's file content travels in one API message (the browser mode's WebSocket takes 1 MiB). */
export const MAX_IMPORT_CHARS = 500_000;

/** The standard format that holds each game, where there is one (Hex has none: jsonl only). */
const STANDARD_FORMAT: Partial<Record<GameKind, GameFormat>> = { blokus: 'blksgf', gomoku: 'psq' };

/** What a record of `game` can be exported as: its standard format first, then ours. */
export function exportFormatsFor(game: GameKind): readonly ExportFormat[] {
  const standard = STANDARD_FORMAT[game];
  return standard ? [standard, 'jsonl', 'moves'] : ['jsonl', 'moves'];
}
