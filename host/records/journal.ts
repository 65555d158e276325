/**
 * Writes one game as JSON Lines while it is played. Each event is one `write` followed by a
 * `datasync`, awaited before the game goes on, so a process killed mid-game leaves a file that
 * reads back up to the last move; a completed game ends with its verdict and summary lines.
 */
import { mkdir, open, realpath, stat, type FileHandle } from 'node:fs/promises';
import { ArenaError } from '../../core/errors.ts';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { JournalEvent, MoveEvent, StartEvent, SummaryEvent, TakeBackEvent, VerdictEvent } from './schema.ts';
import { RECORD_VERSION } from './schema.ts';

export const RECORD_EXTENSION = '.jsonl';

export type StartInfo = Omit<StartEvent, 'type' | 'version' | 'id' | 'startedAt'>;

/** `20261122T001500123Z-blokus-3f9a1c`: sorts by start time (ms), unique without coordination. */
export function newRecordId(game: string, at: Date): string {
  const stamp = at.toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${game}-${randomBytes(3).toString('hex')}`;
}

/** The record folder cannot be used: under /proc or /sys, or it cannot be created. */
export class RecordDirError extends ArenaError {
  constructor(
    readonly dir: string,
    detail: string,
  ) {
    super('record-dir-unusable', `cannot write game records in ${dir}: ${detail}`, { dir });
    this.name = 'RecordDirError';
  }
}

/** Kernel pseudo-filesystems: nothing can be recorded there, and Node's recursive mkdir spins in /proc. */
const PSEUDO_FS = ['/proc', '/sys'];
const underPseudoFs = (p: string) => PSEUDO_FS.some((root) => p === root || p.startsWith(root + '/'));

/** The nearest existing ancestor of `dir`, with symlinks resolved. */
async function existingAncestor(dir: string): Promise<string> {
  for (let p = path.resolve(dir); ; p = path.dirname(p)) {
    const real = await realpath(p).catch(() => null);
    if (real !== null || p === path.dirname(p)) return real ?? p;
  }
}

/**
 * Makes sure records can be kept in `dir`, at once and with a clear error: a folder under /proc
 * or /sys (also through a symlink) is refused, and every mkdir failure names the folder and why.
 */
export async function prepareRecordDir(dir: string): Promise<void> {
  if (underPseudoFs(path.resolve(dir)) || underPseudoFs(await existingAncestor(dir))) {
    throw new RecordDirError(dir, 'it is inside a kernel pseudo-filesystem (/proc or /sys)');
  }
  try {
    await mkdir(dir, { recursive: true });
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    throw new RecordDirError(dir, `${err.code ?? 'error'}: ${err.message}`);
  }
  const s = await stat(dir);
  if (!s.isDirectory()) throw new RecordDirError(dir, 'it is not a folder');
}

export interface JournalOptions {
  /** fsync after each event (default true); tests of the format may turn it off. */
  readonly sync?: boolean;
  readonly now?: () => Date;
}

export class GameJournal {
  private readonly moves: Omit<MoveEvent, 'type'>[] = [];
  private closed = false;

  private constructor(
    readonly id: string,
    readonly file: string,
    private readonly handle: FileHandle,
    private readonly start: StartEvent,
    private readonly sync: boolean,
    private readonly now: () => Date,
  ) {}

  static async create(dir: string, info: StartInfo, options: JournalOptions = {}): Promise<GameJournal> {
    const now = options.now ?? (() => new Date());
    const startedAt = now();
    await prepareRecordDir(dir);
    const id = newRecordId(info.settings.game, startedAt);
    const file = path.join(dir, id + RECORD_EXTENSION);
    const handle = await open(file, 'wx');
    const start: StartEvent = { type: 'start', version: RECORD_VERSION, id, startedAt: startedAt.toISOString(), ...info };
    const journal = new GameJournal(id, file, handle, start, options.sync ?? true, now);
    await journal.append(start);
    return journal;
  }

  get moveCount(): number {
    return this.moves.length;
  }

  async move(event: Omit<MoveEvent, 'type'>): Promise<void> {
    this.moves.push(event);
    await this.append({ type: 'move', ...event });
  }

  /** The last `plies` moves were taken back: the summary keeps only the moves that stand. */
  async takeBack(event: Omit<TakeBackEvent, 'type'>): Promise<void> {
    if (event.plies > this.moves.length) throw new RangeError(`take-back of ${event.plies} moves with ${this.moves.length} recorded`);
    this.moves.length -= event.plies;
    await this.append({ type: 'take-back', ...event });
  }

  /** Write the verdict and the summary, then close. Returns the summary. */
  async finish(verdict: Omit<VerdictEvent, 'type'>, scores: readonly [number, number] | null): Promise<SummaryEvent> {
    await this.append({ type: 'verdict', ...verdict });
    const endedAt = this.now();
    const summary: SummaryEvent = {
      type: 'summary',
      id: this.id,
      startedAt: this.start.startedAt,
      endedAt: endedAt.toISOString(),
      settings: this.start.settings,
      timeLimitMs: this.start.timeLimitMs,
      players: this.start.players,
      ...(this.start.timeControl ? { timeControl: this.start.timeControl } : {}),
      moves: this.moves,
      verdict: verdict.verdict,
      winner: verdict.winner,
      scores: scores ? [scores[0], scores[1]] : null,
      durationMs: endedAt.getTime() - Date.parse(this.start.startedAt),
    };
    await this.append(summary);
    await this.close();
    return summary;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.handle.close();
  }

  private async append(event: JournalEvent): Promise<void> {
    if (this.closed) throw new Error(`journal ${this.file} is closed`);
    await this.handle.write(JSON.stringify(event) + '\n');
    if (this.sync) await this.handle.datasync();
  }
}
