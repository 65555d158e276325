/** Records for the UI: the list, one game for replay, and exports (as content: the renderer never touches files). */
import type { RecordDetail, RecordSummary } from '../../core/api/schemas.ts';
import { moveTimingView } from '../../core/api/schemas.ts';
import { describeVerdict, winnerOf, type Verdict } from '../../core/referee/verdict.ts';
import { findRecord, listRecords, type GameRecord } from '../records/reader.ts';
import { RecordNotFoundError } from '../records/errors.ts';
import { recordFileId } from '../records/ids.ts';
import type { RecordedIdentity } from '../records/schema.ts';

function verdictOf(record: GameRecord): RecordDetail['verdict'] {
  const v = record.verdict?.verdict as Verdict | undefined;
  if (!v || !record.verdict) return null;
  const scores = record.summary?.scores ?? (v.kind === 'normal-end' && v.scores ? [v.scores[0], v.scores[1]] : null);
  return {
    kind: v.kind,
    text: record.verdict.text || describeVerdict(v),
    winner: record.verdict.winner ?? winnerOf(v),
    scores: scores ? [scores[0], scores[1]] : null,
    line: v.kind === 'normal-end' && Array.isArray(v.line) ? v.line.map((p) => ({ x: p.x, y: p.y })) : null,
  };
}

export async function recordSummaries(dir: string): Promise<RecordSummary[]> {
  const listing = await listRecords(dir);
  return listing
    .map((l): RecordSummary => {
      const r = l.record;
      const id = recordFileId(l.file);
      // Format errors name the file already; a bare I/O error (EISDIR, EACCES) does not, so say which.
      if (!r) return { id, game: null, startedAt: null, players: null, plies: 0, verdict: null, complete: false, error: l.error?.includes(l.file) ? l.error : `${l.file}: ${l.error}` };
      return {
        id,
        game: r.start.settings.game,
        startedAt: r.start.startedAt,
        players: [r.start.players[0].name, r.start.players[1].name],
        plies: r.moves.length,
        verdict: r.verdict?.text ?? null,
        complete: r.complete,
        error: null,
      };
    })
    .reverse(); // newest first
}

async function find(dir: string, id: string): Promise<GameRecord> {
  // Ids only: a path from the UI would let it read any file.
  if (id.includes('/') || id.includes('\\')) throw new RecordNotFoundError(id, dir, 'not a record id');
  return findRecord(dir, id);
}

const player = (p: RecordedIdentity) => ({ label: p.name, kind: p.kind, identity: p.teamCode ?? p.about });

export async function recordDetail(dir: string, id: string): Promise<RecordDetail> {
  const r = await find(dir, id);
  return {
    id: recordFileId(r.file),
    settings: r.start.settings,
    startedAt: r.start.startedAt,
    timeLimitMs: r.start.timeLimitMs,
    players: [player(r.start.players[0]), player(r.start.players[1])],
    moves: r.moves.map((m) => ({ ply: m.ply, side: m.side, text: m.text, timing: m.timing ? moveTimingView(m.timing) : null })),
    verdict: verdictOf(r),
    complete: r.complete,
  };
}

export async function exportRecord(dir: string, id: string, format: 'jsonl' | 'moves'): Promise<{ filename: string; mimeType: string; content: string }> {
  const r = await find(dir, id);
  if (format === 'jsonl') {
    const { readFile } = await import('node:fs/promises');
    return { filename: `${recordFileId(r.file)}.jsonl`, mimeType: 'application/x-ndjson', content: await readFile(r.file, 'utf8') };
  }
  const lines = [
    `# ${r.id} ${r.start.settings.game} ${r.start.startedAt}`,
    `# ${r.start.players[0].name} vs ${r.start.players[1].name}`,
    ...r.moves.map((m) => `${m.ply + 1}. ${m.text}`),
    `# ${r.verdict?.text ?? 'unfinished'}`,
  ];
  return { filename: `${recordFileId(r.file)}.txt`, mimeType: 'text/plain', content: lines.join('\n') + '\n' };
}
