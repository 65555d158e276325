/**
 * A record written out in a standard format (core/formats): Pentobi's SGF for Blokus Duo,
 * Piskvork's psq for Gomoku, our own JSON Lines for any game, or the plain move list. The CLI and
 * the app both export through here, as content (the app's renderer never touches files).
 */
import { readFile } from 'node:fs/promises';
import { ArenaError } from '../../core/errors.ts';
import { sgfResult, writeBlokusSgf } from '../../core/formats/blksgf.ts';
import type { ExportFormat } from '../../core/formats/formats.ts';
import type { PortableGame } from '../../core/formats/portable.ts';
import { writePsq } from '../../core/formats/psq.ts';
import { playerLabel } from '../../core/games/player-label.ts';
import { winnerOf, type Verdict } from '../../core/referee/verdict.ts';
import { recordFileId } from './ids.ts';
import type { GameRecord } from './reader.ts';

export interface ExportedFile {
  readonly filename: string;
  readonly mimeType: string;
  readonly content: string;
}

export class ExportFormatError extends ArenaError {
  constructor(format: string, record: GameRecord, why: string) {
    super('export-format', `cannot export ${recordFileId(record.file)} as ${format}: ${why}`, { format, file: record.file });
    this.name = 'ExportFormatError';
  }
}

/** The game as the standard formats carry it, players named as the app names them. */
export function portableGame(r: GameRecord): PortableGame {
  const game = r.start.settings.game;
  const [a, b] = r.start.players;
  return {
    settings: r.start.settings,
    players: [playerLabel(game, a), playerLabel(game, b)],
    moves: r.moves.map((m) => m.text),
    moveMs: r.moves.map((m) => m.timing?.wallMs ?? null),
    date: r.start.startedAt,
    result: r.verdict?.text ?? null,
  };
}

function movesText(r: GameRecord): string {
  const lines = [
    `# ${r.id} ${r.start.settings.game} ${r.start.startedAt}`,
    `# ${r.start.players[0].name} vs ${r.start.players[1].name}`,
    ...r.moves.map((m) => `${m.ply + 1}. ${m.text}`),
    `# ${r.verdict?.text ?? 'unfinished'}`,
  ];
  return lines.join('\n') + '\n';
}

function blksgf(r: GameRecord): string {
  const g = portableGame(r);
  if (g.settings.game !== 'blokus') throw new ExportFormatError('blksgf', r, `it is a ${g.settings.game} game; blksgf holds Blokus Duo`);
  const v = r.verdict?.verdict as Verdict | undefined;
  const result = v ? sgfResult(v.kind, r.verdict?.winner ?? winnerOf(v), r.summary?.scores ?? null) : null;
  return writeBlokusSgf({ ...g, settings: g.settings, result }, { comment: r.verdict?.text ?? null });
}

function psq(r: GameRecord): string {
  const g = portableGame(r);
  if (g.settings.game !== 'gomoku') throw new ExportFormatError('psq', r, `it is a ${g.settings.game} game; psq holds Gomoku`);
  return writePsq({ ...g, settings: g.settings });
}

/** `format` of record `r`, with the file name and MIME type to save it under. */
export async function exportGame(r: GameRecord, format: ExportFormat): Promise<ExportedFile> {
  const id = recordFileId(r.file);
  switch (format) {
    case 'jsonl':
      return { filename: `${id}.jsonl`, mimeType: 'application/x-ndjson', content: await readFile(r.file, 'utf8') };
    case 'blksgf':
      return { filename: `${id}.blksgf`, mimeType: 'application/x-blokus-sgf', content: blksgf(r) };
    case 'psq':
      return { filename: `${id}.psq`, mimeType: 'text/plain', content: psq(r) };
    case 'moves':
      return { filename: `${id}.txt`, mimeType: 'text/plain', content: movesText(r) };
  }
}
