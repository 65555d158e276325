/**
 * A game file from elsewhere becomes a record: Pentobi's SGF (`.blksgf`), Piskvork's `.psq`, or
 * one of our own JSON Lines records. Every move is replayed by the referee's rules first
 * (core/formats/judge.ts), so an imported record replays to the position the file describes or
 * is refused with the move and the rule named; the verdict of a finished game is the referee's.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ArenaError } from '../../core/errors.ts';
import { readBlokusSgf } from '../../core/formats/blksgf.ts';
import type { GameFormat } from '../../core/formats/formats.ts';
import { judgeMoves, type JudgedGame } from '../../core/formats/judge.ts';
import type { PortableGame } from '../../core/formats/portable.ts';
import { readPsq } from '../../core/formats/psq.ts';
import type { Verdict } from '../../core/referee/verdict.ts';
import { describeVerdict } from '../../core/referee/verdict.ts';
import { RECORD_EXTENSION, newRecordId, prepareRecordDir } from './journal.ts';
import { parseJournal, type GameRecord } from './reader.ts';
import { RECORD_VERSION, journalEventSchema, type JournalEvent, type MoveEvent, type RecordedIdentity, type StartEvent, type VerdictEvent } from './schema.ts';

/** What an import wrote. */
export interface ImportedRecord {
  readonly id: string;
  readonly file: string;
  readonly format: GameFormat;
  readonly plies: number;
  /** The verdict's sentence, or null when the game is unfinished. */
  readonly result: string | null;
}

export class ImportError extends ArenaError {
  constructor(name: string, detail: string) {
    super('record-import', `cannot import ${name}: ${detail}`, { name });
    this.name = 'ImportError';
  }
}

/** By extension, else by the first characters. */
export function detectFormat(name: string, content: string): GameFormat {
  const ext = path.extname(name).toLowerCase();
  if (ext === '.blksgf' || ext === '.sgf') return 'blksgf';
  if (ext === '.psq') return 'psq';
  if (ext === RECORD_EXTENSION || ext === '.json') return 'jsonl';
  const head = content.replace(/^\uFEFF/, '').trimStart();
  if (head.startsWith('(')) return 'blksgf';
  if (head.startsWith('Piskvorky')) return 'psq';
  if (head.startsWith('{')) return 'jsonl';
  throw new ImportError(name, 'not a Blokus SGF (.blksgf), Piskvork (.psq) or JSON Lines record (.jsonl) file');
}

/** The game's end as the referee's verdict. */
function endVerdict(judged: JudgedGame): Extract<Verdict, { kind: 'normal-end' }> | null {
  const e = judged.end;
  return e ? { kind: 'normal-end', reason: e.reason, winner: e.winner, scores: e.scores, line: e.line } : null;
}

interface Parts {
  readonly start: Omit<StartEvent, 'id' | 'version' | 'type'>;
  readonly moves: readonly Omit<MoveEvent, 'type'>[];
  /** The file's own verdict, kept when the referee has none to give (a timeout, a resignation). */
  readonly verdict: Omit<VerdictEvent, 'type'> | null;
  /** A game from another program that stops before its end: why, for the `aborted` verdict it gets. */
  readonly unfinished: string | null;
}

function identity(name: string, fallback: string, source: string): RecordedIdentity {
  return { name: name || fallback, kind: 'engine', description: `imported from ${source}`, teamCode: null, about: null, spec: null };
}

function fromPortable(g: PortableGame, source: string): Parts {
  let at = 0;
  const moves = g.moves.map((text, ply) => {
    at += g.moveMs?.[ply] ?? 0;
    return { ply, side: (ply % 2) as 0 | 1, text, timing: null, atMs: at };
  });
  const date = g.date && !Number.isNaN(Date.parse(g.date)) ? new Date(g.date).toISOString() : new Date().toISOString();
  return {
    start: { startedAt: date, settings: g.settings, timeLimitMs: 0, players: [identity(g.players[0], 'player 1', source), identity(g.players[1], 'player 2', source)], series: null },
    moves,
    verdict: null,
    unfinished: `imported from ${source}, which stops before the game is over${g.result ? ` (it gives the result ${g.result})` : ''}`,
  };
}

function fromJournal(r: GameRecord): Parts {
  const { type: _t, id: _i, version: _v, ...start } = r.start;
  const moves = r.moves.map(({ type: _m, ...m }) => m);
  const verdict = r.verdict ? (({ type: _x, ...v }) => v)(r.verdict) : null;
  return { start, moves, verdict, unfinished: null };
}

function read(name: string, format: GameFormat, content: string): Parts {
  const source = path.basename(name);
  if (format === 'blksgf') return fromPortable(readBlokusSgf(content), source);
  if (format === 'psq') return fromPortable(readPsq(content), source);
  return fromJournal(parseJournal(content, source));
}

/** The verdict the record gets: the referee's for a finished game, else the file's own. */
function finalVerdict(name: string, parts: Parts, judged: JudgedGame): Omit<VerdictEvent, 'type'> | null {
  const ended = endVerdict(judged);
  const atMs = parts.moves.at(-1)?.atMs ?? 0;
  if (ended) return { verdict: { ...ended }, text: describeVerdict(ended), winner: ended.winner, atMs };
  if (parts.verdict?.verdict.kind === 'normal-end') throw new ImportError(name, `the file says the game ended normally (${parts.verdict.text}), but after its ${parts.moves.length} moves it is not over`);
  if (parts.verdict === null && parts.unfinished !== null) {
    const v: Verdict = { kind: 'aborted', detail: parts.unfinished };
    return { verdict: { ...v }, text: describeVerdict(v), winner: null, atMs };
  }
  return parts.verdict;
}

function recordText(parts: Parts, id: string, verdict: Omit<VerdictEvent, 'type'> | null, judged: JudgedGame): string {
  const start: StartEvent = { type: 'start', version: RECORD_VERSION, id, ...parts.start };
  const events: JournalEvent[] = [start, ...parts.moves.map((m) => ({ type: 'move' as const, ...m }))];
  if (verdict) {
    events.push({ type: 'verdict', ...verdict });
    const durationMs = verdict.atMs;
    events.push({
      type: 'summary',
      id,
      startedAt: start.startedAt,
      endedAt: new Date(Date.parse(start.startedAt) + durationMs).toISOString(),
      settings: start.settings,
      timeLimitMs: start.timeLimitMs,
      players: start.players,
      moves: [...parts.moves],
      verdict: verdict.verdict,
      winner: verdict.winner,
      scores: judged.scores ? [judged.scores[0], judged.scores[1]] : null,
      durationMs,
    });
  }
  // Our own output is checked like any file we read.
  return events.map((e) => JSON.stringify(journalEventSchema.parse(e)) + '\n').join('');
}

/** Import `content` (the file `name`, which only tells the format) into the records folder `dir`. */
export async function importRecord(dir: string, name: string, content: string): Promise<ImportedRecord> {
  const format = detectFormat(name, content);
  let parts: Parts;
  let judged: JudgedGame;
  try {
    parts = read(name, format, content);
    judged = judgeMoves(parts.start.settings, parts.moves.map((m) => m.text));
  } catch (e) {
    if (e instanceof ImportError) throw e;
    if (e instanceof ArenaError) throw new ImportError(path.basename(name), e.message);
    throw e;
  }
  const verdict = finalVerdict(path.basename(name), parts, judged);
  await prepareRecordDir(dir);
  const id = newRecordId(parts.start.settings.game, new Date(parts.start.startedAt));
  const file = path.join(dir, id + RECORD_EXTENSION);
  await writeFile(file, recordText(parts, id, verdict, judged), { flag: 'wx' });
  return { id, file, format, plies: parts.moves.length, result: verdict?.text ?? null };
}
