/**
 * A record's id is its file name without the extension: unique in its folder, what `findRecord`
 * looks up, and the same in the CLI and the UI. The id written inside a copied or renamed file need
 * not be either, so it is never used to find a record.
 */
import path from 'node:path';
import { RECORD_EXTENSION } from './journal.ts';

export function recordFileId(file: string): string {
  const name = path.basename(file);
  return name.endsWith(RECORD_EXTENSION) ? name.slice(0, -RECORD_EXTENSION.length) : name;
}
