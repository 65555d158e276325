/** Records for the UI: the list, one game for replay, and exports (as content: the renderer never touches files). */
import type { ImportedRecordView, RecordDetail, RecordSummary } from '../../core/api/schemas.ts';
import type { ExportFormat } from '../../core/formats/formats.ts';
import { playerLabel } from '../../core/games/player-label.ts';
import { deleteRecord } from '../records/delete.ts';
import { exportGame, type ExportedFile } from '../records/export.ts';
import { importRecord } from '../records/import.ts';
import { moveTimingView } from '../../core/api/schemas.ts';
import { describeVerdict, winnerOf, type Verdict } from '../../core/referee/verdict.ts';
import { findRecord, listRecords, type GameRecord } from '../records/reader.ts';
import { RecordNotFoundError } from '../records/errors.ts';
import { recordFileId } from '../records/ids.ts';
import type { RecordedIdentity } from '../records/schema.ts';
import type { GameKind } from '../../core/games/types.ts';

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
      if (!r) return { id, game: null, startedAt: null, players: null, plies: 0, verdict: null, winner: null, complete: false, error: l.error?.includes(l.file) ? l.error : `${l.file}: ${l.error}` };
      return {
        id,
        game: r.start.settings.game,
        startedAt: r.start.startedAt,
        players: [playerLabel(r.start.settings.game, r.start.players[0]), playerLabel(r.start.settings.game, r.start.players[1])],
        plies: r.moves.length,
        verdict: r.verdict?.text ?? null,
        winner: r.verdict?.winner ?? null,
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

const player = (game: GameKind, p: RecordedIdentity) => ({ label: playerLabel(game, p), kind: p.kind, identity: p.teamCode ?? p.about });

export async function recordDetail(dir: string, id: string): Promise<RecordDetail> {
  const r = await find(dir, id);
  return {
    id: recordFileId(r.file),
    settings: r.start.settings,
    startedAt: r.start.startedAt,
    timeLimitMs: r.start.timeLimitMs,
    players: [player(r.start.settings.game, r.start.players[0]), player(r.start.settings.game, r.start.players[1])],
    moves: r.moves.map((m) => ({ ply: m.ply, side: m.side, text: m.text, timing: m.timing ? moveTimingView(m.timing) : null })),
    verdict: verdictOf(r),
    complete: r.complete,
  };
}

export async function exportRecord(dir: string, id: string, format: ExportFormat): Promise<ExportedFile> {
  return exportGame(await find(dir, id), format);
}

export { deleteRecord };

export async function importRecordFile(dir: string, file: { name: string; content: string }): Promise<ImportedRecordView> {
  const r = await importRecord(dir, file.name, file.content);
  return { id: r.id, format: r.format, plies: r.plies, result: r.result };
}
