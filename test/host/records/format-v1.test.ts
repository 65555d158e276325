// Records written before the game registry (format version 1, written by the code at 2f40f6f and
// kept in test/fixtures/records-v1) still read: through the reader, the referee's rules, the UI's
// API and the CLI, also when the file was copied or renamed.
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GAMES, createRules } from '../../../core/games/registry.ts';
import type { GameKind } from '../../../core/games/types.ts';
import { Referee } from '../../../core/referee/referee.ts';
import { recordDetail, recordSummaries } from '../../../host/api/records.ts';
import { run as records } from '../../../host/cli/commands/records.ts';
import { memoryIo } from '../../../host/cli/io.ts';
import { listRecords, parseJournal } from '../../../host/records/reader.ts';
import { RECORD_VERSION } from '../../../host/records/schema.ts';
import { REPO_ROOT } from '../../../host/web/ui-build.ts';

const FIXTURES = path.join(REPO_ROOT, 'test', 'fixtures', 'records-v1');
const BLOKUS = '20261124T084103483Z-blokus-36891c';
const GOMOKU = '20261124T084106212Z-gomoku-cc7ef7';
const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

async function folderWith(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'arena-records-v1-'));
  dirs.push(dir);
  for (const [to, from] of Object.entries(files)) await copyFile(path.join(FIXTURES, `${from}.jsonl`), path.join(dir, `${to}.jsonl`));
  return dir;
}

describe('records of format version 1', () => {
  it('is still the version written', () => {
    expect(RECORD_VERSION).toBe(1);
  });

  it.each([BLOKUS, GOMOKU])('%s reads completely, and its moves replay under the referee to the recorded verdict', async (id) => {
    const listing = await listRecords(FIXTURES);
    const r = listing.find((l) => l.file.endsWith(`${id}.jsonl`))?.record;
    expect(r).toBeTruthy();
    expect(r!.complete).toBe(true);
    const referee = new Referee(createRules(r!.start.settings.game, r!.start.settings), { timeLimitMs: 0 });
    let last: ReturnType<Referee<GameKind>['judge']> | null = null;
    for (const m of r!.moves) {
      const parsed = GAMES[r!.start.settings.game].parseMove(m.text);
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      last = referee.judge({ kind: 'move', move: parsed.move, text: m.text, timing: { wallMs: 0, wireMs: null, computeMs: 0, predictedMs: null, promptBytes: 0, replyBytes: 0 } });
    }
    expect(last?.kind).toBe('over');
    if (last?.kind === 'over') expect(last.verdict).toMatchObject({ kind: r!.summary!.verdict.kind, winner: r!.summary!.winner });
  });

  it('a truncated last line (a killed writer) is tolerated', async () => {
    const text = await readFile(path.join(FIXTURES, `${GOMOKU}.jsonl`), 'utf8');
    const cut = text.slice(0, text.lastIndexOf('{"type":"move"') + 30);
    const r = parseJournal(cut, 'cut.jsonl');
    expect(r.complete).toBe(false);
    expect(r.truncatedTail).not.toBeNull();
  });

  it('the API lists and opens them by file name', async () => {
    const dir = await folderWith({ [BLOKUS]: BLOKUS, 'renamed-gomoku': GOMOKU });
    const list = await recordSummaries(dir);
    expect(list.map((s) => s.id).sort()).toEqual([BLOKUS, 'renamed-gomoku']);
    const detail = await recordDetail(dir, 'renamed-gomoku');
    expect(detail).toMatchObject({ id: 'renamed-gomoku', settings: { game: 'gomoku', size: 15, rule: 'standard' }, complete: true });
    expect(detail.verdict?.line).toHaveLength(5);
  });

  it('arena records list prints ids that show and export accept, for copied and renamed files too', async () => {
    const dir = await folderWith({ [BLOKUS]: BLOKUS, 'copy-of-blokus': BLOKUS, 'my game': GOMOKU });
    const list = memoryIo();
    expect(await records(['list', '--dir', dir], list)).toBe(0);
    const ids = list.stdout().trim().split('\n').map((l) => l.split('  ')[0]!);
    expect(ids.sort()).toEqual([BLOKUS, 'copy-of-blokus', 'my game'].sort());
    for (const id of ids) {
      const show = memoryIo();
      expect(await records(['show', id, '--dir', dir], show)).toBe(0);
      expect(show.stdout()).toContain(`record   ${id}\n`);
      const exported = memoryIo();
      expect(await records(['export', id, '--dir', dir], exported)).toBe(0);
      expect(exported.stdout().trim().split('\n').length).toBeGreaterThan(5);
    }
    const json = memoryIo();
    expect(await records(['list', '--dir', dir, '--json'], json)).toBe(0);
    const rows = JSON.parse(json.stdout()) as { id: string; recordedId: string }[];
    expect(rows.find((r) => r.id === 'copy-of-blokus')?.recordedId).toBe(BLOKUS);
  });

  it('an unreadable file beside them is listed with its path, not fatal', async () => {
    const dir = await folderWith({ [GOMOKU]: GOMOKU });
    await writeFile(path.join(dir, 'broken.jsonl'), '{"type":"start"}\n');
    const list = memoryIo();
    expect(await records(['list', '--dir', dir], list)).toBe(0);
    expect(list.stdout()).toMatch(/broken\.jsonl: unreadable/);
    expect(list.stdout()).toContain(GOMOKU);
  });
});
