import { ArenaError } from '../errors.ts';
import type { GameFormat } from './formats.ts';

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
