/**
 * `arena records list|show|export|import`: the game records journaled by `arena match`.
 *   list [--dir DIR] [--json]              one line per record, oldest first
 *   show ID [--dir DIR] [--json]           players, settings, every move with its timing, verdict
 *   export ID [--dir DIR] [--format F] [--out FILE]
 *                                          the plain move list, one code per line, or the record in
 *                                          a standard format (blksgf, psq, jsonl; core/formats)
 *   import FILE [--dir DIR] [--json]       a .blksgf, .psq or .jsonl file becomes a record
 * ID is a record id (the file name without .jsonl, as `list` prints it and the app shows it), a
 * unique prefix or suffix of one, or a path to a .jsonl file.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { ArenaError } from '../../../core/errors.ts';
import { EXPORT_FORMATS, type ExportFormat } from '../../../core/formats/formats.ts';
import { describeSettings } from '../../../core/games/registry.ts';
import { engineKeyValues } from '../../../core/match/engine-text.ts';
import { exportGame } from '../../records/export.ts';
import { importRecord } from '../../records/import.ts';
import { findRecord, listRecords, type GameRecord } from '../../records/reader.ts';
import { defaultRecordsDir } from '../../records/paths.ts';
import { recordFileId } from '../../records/ids.ts';
import type { RecordedIdentity } from '../../records/schema.ts';
import { parseCommandArgs } from '../args.ts';
import type { CliIo } from '../io.ts';

const USAGE = `usage: arena records list [--dir DIR] [--json]
       arena records show ID [--dir DIR] [--json]
       arena records export ID [--dir DIR] [--format ${EXPORT_FORMATS.join('|')}] [--out FILE]
       arena records import FILE [--dir DIR] [--json]
Without --format, export prints the move codes alone, one per line. blksgf is Pentobi's SGF (Blokus
Duo), psq is Piskvork's (Gomoku), jsonl is the record itself. Import replays every move by the rules.
Records live in --dir, else $ARENA_RECORDS_DIR, else the user data folder (${defaultRecordsDir()}).
`;

function who(p: RecordedIdentity): string {
  return `${p.spec ?? p.name}${p.teamCode ? ` (team ${p.teamCode})` : ''}`;
}

function settingsText(r: GameRecord): string {
  return `${describeSettings(r.start.settings)}, ${r.start.timeLimitMs ? `${r.start.timeLimitMs} ms/move` : 'no time limit'}`;
}

function resultText(r: GameRecord): string {
  if (r.verdict) return r.verdict.text;
  return `unfinished after ${r.moves.length} moves${r.truncatedTail !== null ? ' (last line truncated)' : ''}`;
}

function summaryJson(r: GameRecord) {
  return {
    id: recordFileId(r.file),
    /** The id written inside the file (a copied file keeps the original's). */
    recordedId: r.id,
    file: r.file,
    startedAt: r.start.startedAt,
    settings: r.start.settings,
    players: r.start.players,
    moves: r.moves.length,
    complete: r.complete,
    truncatedTail: r.truncatedTail !== null,
    verdict: r.verdict?.verdict ?? null,
    winner: r.verdict?.winner ?? null,
    result: resultText(r),
  };
}

interface RecordsArgs {
  readonly dir: string;
  readonly json: boolean;
  readonly out: string | undefined;
  readonly format: ExportFormat | undefined;
}

function formatArg(v: string | undefined): ExportFormat | undefined {
  if (v === undefined || (EXPORT_FORMATS as readonly string[]).includes(v)) return v as ExportFormat | undefined;
  throw new ArenaError('bad-arguments', `--format '${v}' is not one of ${EXPORT_FORMATS.join(', ')}`);
}

async function list(a: RecordsArgs, io: CliIo): Promise<number> {
  const listing = await listRecords(a.dir);
  if (a.json) {
    io.out(JSON.stringify(listing.map((l) => (l.record ? summaryJson(l.record) : { id: recordFileId(l.file), file: l.file, error: l.error })), null, 2) + '\n');
    return 0;
  }
  if (listing.length === 0) io.out(`no records in ${a.dir}\n`);
  for (const l of listing) {
    const r = l.record;
    if (!r) io.out(`${l.file}: unreadable: ${l.error}\n`);
    else io.out(`${recordFileId(l.file)}  ${who(r.start.players[0])} vs ${who(r.start.players[1])}  ${r.moves.length} moves  ${resultText(r)}\n`);
  }
  return 0;
}

const ms = (v: number | null | undefined) => (v === null || v === undefined ? '—' : v.toFixed(2));

async function show(a: RecordsArgs, id: string, io: CliIo): Promise<number> {
  const r = await findRecord(a.dir, id);
  if (a.json) {
    io.out(JSON.stringify({ ...summaryJson(r), moveList: r.moves, summary: r.summary }, null, 2) + '\n');
    return 0;
  }
  io.out(`record   ${recordFileId(r.file)}\nfile     ${r.file}\nstarted  ${r.start.startedAt}\ngame     ${settingsText(r)}\n`);
  if (r.start.series) io.out(`series   game ${r.start.series.index + 1} of ${r.start.series.games}\n`);
  r.start.players.forEach((p, i) => io.out(`player ${i + 1} ${who(p)} — ${p.kind}, ${p.description}${p.about ? `, ${p.about}` : ''}\n`));
  // The engine column only for games where a player reported its search (core/match/engine-text.ts).
  const engine = r.moves.some((m) => m.timing?.engine);
  io.out(`\n ply side move      wall ms  compute ms  wire ms  predicted ms${engine ? '  engine' : ''}\n`);
  for (const m of r.moves) {
    const t = m.timing;
    const e = t?.engine ? `  ${engineKeyValues(t.engine)}` : engine ? '  —' : '';
    io.out(`${String(m.ply + 1).padStart(4)} ${String(m.side + 1).padStart(4)} ${m.text.padEnd(8)} ${ms(t?.wallMs).padStart(9)} ${ms(t?.computeMs).padStart(11)} ${ms(t?.wireMs).padStart(8)} ${ms(t?.predictedMs).padStart(13)}${e}\n`);
  }
  io.out(`\n${resultText(r)}\n`);
  if (r.summary?.scores) io.out(`scores   ${r.summary.scores[0]} to ${r.summary.scores[1]}\n`);
  return 0;
}

async function exportMoves(a: RecordsArgs, id: string, io: CliIo): Promise<number> {
  const r = await findRecord(a.dir, id);
  const text = a.format ? (await exportGame(r, a.format)).content : r.moves.map((m) => m.text + '\n').join('');
  if (a.out) await writeFile(a.out, text);
  else io.out(text);
  return 0;
}

async function importFile(a: RecordsArgs, file: string, io: CliIo): Promise<number> {
  const content = await readFile(file, 'utf8').catch((e: unknown) => {
    throw new ArenaError('bad-arguments', `cannot read ${file}: ${e instanceof Error ? e.message : String(e)}`);
  });
  const r = await importRecord(a.dir, file, content);
  if (a.json) io.out(JSON.stringify({ id: r.id, file: r.file, format: r.format, moves: r.plies, result: r.result }, null, 2) + '\n');
  else io.out(`imported ${file} (${r.format}, ${r.plies} moves) as ${r.id}: ${r.result ?? 'unfinished'}\n`);
  return 0;
}

function needId(action: string, id: string | undefined): string {
  if (!id) throw new ArenaError('bad-arguments', action === 'import' ? 'records import needs a FILE (.blksgf, .psq or .jsonl)' : `records ${action} needs a record ID (as \`arena records list\` prints it)`);
  return id;
}

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(
    'records',
    args,
    { dir: { type: 'string' }, json: { type: 'boolean', default: false }, out: { type: 'string' }, format: { type: 'string' }, help: { type: 'boolean', default: false } },
    true,
  );
  const [action, id, ...extra] = positionals;
  if (values.help || action === undefined) {
    io.out(USAGE);
    return values.help ? 0 : 2;
  }
  if (extra.length) throw new ArenaError('bad-arguments', `unexpected argument '${extra[0]}' (see \`arena records --help\`)`);
  const a: RecordsArgs = { dir: values.dir ?? defaultRecordsDir(), json: values.json, out: values.out, format: formatArg(values.format) };
  switch (action) {
    case 'list':
      return list(a, io);
    case 'show':
      return show(a, needId(action, id), io);
    case 'export':
      return exportMoves(a, needId(action, id), io);
    case 'import':
      return importFile(a, needId(action, id), io);
    default:
      throw new ArenaError('bad-arguments', `unknown records action '${action}': expected list, show, export or import`);
  }
}
