import { ArenaError } from '../errors.ts';

/** The standard game-record formats we read and write. */
export const GAME_FORMATS = ['blksgf', 'psq', 'jsonl'] as const;
export type GameFormat = (typeof GAME_FORMATS)[number];

/** A file in a standard format that cannot be read: names the format, the line and what was wrong. */
export class GameFormatError extends ArenaError {
  constructor(
    readonly format: GameFormat,
    readonly line: number,
    detail: string,
  ) {
    super('game-format', `${format} line ${line}: ${detail}`, { format, line });
    this.name = 'GameFormatError';
  }
}
