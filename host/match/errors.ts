/** Typed failures of the match runner. */
import { ArenaError } from '../../core/errors.ts';

/**
 * A game record could not be written (the folder vanished, became read-only, the disk is full).
 * Names the folder; records written before stay as they are.
 */
export class RecordWriteError extends ArenaError {
  constructor(
    readonly dir: string,
    cause: unknown,
  ) {
    const why = cause instanceof Error ? cause.message : String(cause);
    // A cause that already names the folder (RecordDirError) is not said twice.
    super('record-write-failed', why.includes(dir) ? why : `cannot write game records in ${dir}: ${why}`, { dir, cause: why });
    this.name = 'RecordWriteError';
  }
}
