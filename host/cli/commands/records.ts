/**
 * `arena records list|show|export`: the game records journaled by `arena match`.
 *   list [--dir DIR] [--json]              one line per record, oldest first
 *   show ID [--dir DIR] [--json]           players, settings, every move with its timing, verdict
 *   export ID [--dir DIR] [--out FILE]     the plain move list, one code per line
 * ID is a record id, a unique prefix or suffix of one, or a path to a .jsonl file.
 */
import { writeFile } from 'node:fs/promises';
import { ArenaError } from '../../../core/errors.ts';
import { findRecord, listRecords, type GameRecord } from '../../records/reader.ts';
import { defaultRecordsDir } from '../../records/paths.ts';
import type { RecordedIdentity } from '../../records/schema.ts';
import { parseCommandArgs } from '../args.ts';
import type { CliIo } from '../io.ts';

const USAGE = `usage: arena records list [--dir DIR] [--json]
       arena records show ID [--dir DIR] [--json]
       arena records export ID [--dir DIR] [--out FILE]
Records live in --dir, else $ARENA_RECORDS_DIR, else the user data folder (${defaultRecordsDir()}).
`;

function who(p: RecordedIdentity): string {
  return `${p.spec ?? p.name}${p.teamCode ? ` (team ${p.teamCode})` : ''}`;
}

function settingsText(r: GameRecord): string {
  const s = r.start.settings;
  const game = s.game === 'blokus' ? `blokus ${s.dialect} start ${s.firstMoverStart}` : `gomoku ${s.size}×${s.size} ${s.rule}`;
  return `${game}, ${r.start.timeLimitMs ? `${r.start.timeLimitMs} ms/move` : 'no time limit'}`;
}

function resultText(r: GameRecord): string {
  if (r.verdict) return r.verdict.text;
  return `unfinished after ${r.moves.length} moves${r.truncatedTail !== null ? ' (last line truncated)' : ''}`;
}

function summaryJson(r: GameRecord) {
  return {
    id: r.id,
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

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(
    'records',
    args,
    { dir: { type: 'string' }, json: { type: 'boolean', default: false }, out: { type: 'string' }, help: { type: 'boolean', default: false } },
    true,
  );
  const [action, id, ...extra] = positionals;
  if (values.help || action === undefined) {
    io.out(USAGE);
    return values.help ? 0 : 2;
  }
  const dir = values.dir ?? defaultRecordsDir();
  if (extra.length) throw new ArenaError('bad-arguments', `unexpected argument '${extra[0]}' (see \`arena records --help\`)`);
  switch (action) {
    case 'list': {
      const list = await listRecords(dir);
      if (values.json) {
        io.out(JSON.stringify(list.map((l) => (l.record ? summaryJson(l.record) : { file: l.file, error: l.error })), null, 2) + '\n');
        return 0;
      }
      if (list.length === 0) io.out(`no records in ${dir}\n`);
      for (const l of list) {
        if (!l.record) {
          io.out(`${l.file}: unreadable: ${l.error}\n`);
          continue;
        }
        const r = l.record;
        io.out(`${r.id}  ${who(r.start.players[0])} vs ${who(r.start.players[1])}  ${r.moves.length} moves  ${resultText(r)}\n`);
      }
      return 0;
    }
    case 'show': {
      if (!id) throw new ArenaError('bad-arguments', 'records show needs a record ID');
      const r = await findRecord(dir, id);
      if (values.json) {
        io.out(JSON.stringify({ ...summaryJson(r), moveList: r.moves, summary: r.summary }, null, 2) + '\n');
        return 0;
      }
      io.out(`record   ${r.id}\nfile     ${r.file}\nstarted  ${r.start.startedAt}\ngame     ${settingsText(r)}\n`);
      if (r.start.series) io.out(`series   game ${r.start.series.index + 1} of ${r.start.series.games}\n`);
      r.start.players.forEach((p, i) => io.out(`player ${i + 1} ${who(p)} — ${p.kind}, ${p.description}${p.about ? `, ${p.about}` : ''}\n`));
      io.out('\n ply side move      wall ms  compute ms  wire ms  predicted ms\n');
      for (const m of r.moves) {
        const t = m.timing;
        const f = (v: number | null | undefined) => (v === null || v === undefined ? '—' : v.toFixed(2));
        io.out(`${String(m.ply + 1).padStart(4)} ${String(m.side + 1).padStart(4)} ${m.text.padEnd(8)} ${f(t?.wallMs).padStart(9)} ${f(t?.computeMs).padStart(11)} ${f(t?.wireMs).padStart(8)} ${f(t?.predictedMs).padStart(13)}\n`);
      }
      io.out(`\n${resultText(r)}\n`);
      if (r.summary?.scores) io.out(`scores   ${r.summary.scores[0]} to ${r.summary.scores[1]}\n`);
      return 0;
    }
    case 'export': {
      if (!id) throw new ArenaError('bad-arguments', 'records export needs a record ID');
      const r = await findRecord(dir, id);
      const text = r.moves.map((m) => m.text + '\n').join('');
      if (values.out) await writeFile(values.out, text);
      else io.out(text);
      return 0;
    }
    default:
      throw new ArenaError('bad-arguments', `unknown records action '${action}': expected list, show or export`);
  }
}
