import { ArenaError } from '../../core/errors.ts';

/** A journal line that is not valid JSON or not a valid event (not the tolerated truncated tail). */
export class RecordFormatError extends ArenaError {
  constructor(
    readonly file: string,
    readonly line: number,
    detail: string,
  ) {
    super('record-format', `${file}:${line}: ${detail}`, { file, line });
    this.name = 'RecordFormatError';
  }
}

export class RecordNotFoundError extends ArenaError {
  constructor(
    readonly query: string,
    readonly dir: string,
    detail: string,
  ) {
    super('record-not-found', `no record ${JSON.stringify(query)} in ${dir}: ${detail}`, { query, dir });
    this.name = 'RecordNotFoundError';
  }
}
