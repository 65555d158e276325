/**
 * Reads a journal back. Every line is validated; a last line without its newline that does not
 * parse is the mark of a killed writer: it is tolerated and reported, not an error.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { RecordFormatError, RecordNotFoundError } from './errors.ts';
import { RECORD_EXTENSION } from './journal.ts';
import { journalEventSchema } from './schema.ts';
import { SkippedEntry, readRegularFile } from './safe-read.ts';
import type { JournalEvent, MoveEvent, StartEvent, SummaryEvent, VerdictEvent } from './schema.ts';

export interface GameRecord {
  readonly id: string;
  readonly file: string;
  readonly start: StartEvent;
  readonly moves: readonly MoveEvent[];
  readonly verdict: VerdictEvent | null;
  readonly summary: SummaryEvent | null;
  /** True when the summary line is present. */
  readonly complete: boolean;
  /** The unreadable partial last line left by a killed writer, if any. */
  readonly truncatedTail: string | null;
}

export function parseJournal(text: string, file: string): GameRecord {
  const lines = text.split('\n');
  const endsWithNewline = text.endsWith('\n');
  if (endsWithNewline) lines.pop();
  const events: JournalEvent[] = [];
  let truncatedTail: string | null = null;
  lines.forEach((line, i) => {
    const isLast = i === lines.length - 1;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (e) {
      if (isLast && !endsWithNewline) {
        truncatedTail = line;
        return;
      }
      throw new RecordFormatError(file, i + 1, `not JSON: ${(e as Error).message}`);
    }
    const parsed = journalEventSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new RecordFormatError(file, i + 1, `not a journal event: ${issue ? `${issue.path.join('.') || '(line)'}: ${issue.message}` : 'invalid'}`);
    }
    events.push(parsed.data);
  });
  const first = events[0];
  if (!first || first.type !== 'start') throw new RecordFormatError(file, 1, 'a record must begin with a start event');
  const moves: MoveEvent[] = [];
  let verdict: VerdictEvent | null = null;
  let summary: SummaryEvent | null = null;
  events.slice(1).forEach((e, i) => {
    if (e.type === 'start') throw new RecordFormatError(file, i + 2, 'a second start event');
    if (e.type === 'move') {
      if (e.ply !== moves.length) throw new RecordFormatError(file, i + 2, `move ply ${e.ply} where ${moves.length} was expected`);
      moves.push(e);
    } else if (e.type === 'take-back') {
      if (e.plies > moves.length) throw new RecordFormatError(file, i + 2, `a take-back of ${e.plies} moves after ${moves.length}`);
      moves.length -= e.plies;
    } else if (e.type === 'verdict') verdict = e;
    else summary = e;
  });
  return { id: first.id, file, start: first, moves, verdict, summary, complete: summary !== null, truncatedTail };
}

/** Reads one record; only a regular file is opened (safe-read.ts), within `dir` when given. */
export async function readRecord(file: string, dir: string | null = null): Promise<GameRecord> {
  return parseJournal(await readRegularFile(file, dir), file);
}

export interface RecordListing {
  readonly file: string;
  readonly record: GameRecord | null;
  /** Why the file could not be read, when it could not (`skipped: …` for what is never opened). */
  readonly error: string | null;
}

/** Every journal in `dir`, oldest first (ids sort by start time). A missing folder is empty. */
export async function listRecords(dir: string): Promise<RecordListing[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
  const files = names.filter((n) => n.endsWith(RECORD_EXTENSION)).sort();
  const out: RecordListing[] = [];
  for (const name of files) {
    const file = path.join(dir, name);
    try {
      out.push({ file, record: await readRecord(file, dir), error: null });
    } catch (e) {
      out.push({ file, record: null, error: e instanceof SkippedEntry ? `skipped: ${e.reason}` : (e as Error).message });
    }
  }
  return out;
}

/** A record by path, by id, or by a unique id prefix or suffix. */
export async function findRecord(dir: string, query: string): Promise<GameRecord> {
  const asFile = await stat(query).catch(() => null);
  if (asFile?.isFile()) return readRecord(query);
  let names: string[] = [];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith(RECORD_EXTENSION));
  } catch {
    throw new RecordNotFoundError(query, dir, 'the folder does not exist');
  }
  const ids = names.map((n) => n.slice(0, -RECORD_EXTENSION.length));
  const exact = ids.find((id) => id === query);
  const matches = exact ? [exact] : ids.filter((id) => id.startsWith(query) || id.endsWith(query));
  if (matches.length === 0) throw new RecordNotFoundError(query, dir, `none of ${ids.length} records matches`);
  if (matches.length > 1) throw new RecordNotFoundError(query, dir, `ambiguous: ${matches.slice(0, 5).join(', ')}${matches.length > 5 ? ', …' : ''}`);
  return readRecord(path.join(dir, matches[0] + RECORD_EXTENSION), dir);
}
