// A board that answers one move after the limit, then behaves: the late bytes must cost it that
// game only (a timeout), never be read as the next game's team reply, OK or first move.
// Real programs on stdio (test/fixtures), real series, real records.
import { describe, it, expect } from 'vitest';
import { runSeries } from '../../../host/match/series.ts';
import { listRecords } from '../../../host/records/reader.ts';
import type { GameKind, GameSettings } from '../../../core/match/types.ts';
import { fixtureProgram as program, useHarness } from './harness.ts';

const { open, tempDir } = useHarness();

const LIMIT_MS = 400;
// Late enough to lose on time, soon enough to land while the next game is being set up.
const LATE_MS = LIMIT_MS + 30;

async function lateSeries<G extends GameKind>(game: G, settings: GameSettings, lateSpec: string) {
  const dir = await tempDir('arena-resync-');
  const a = await open(game, 'emu:depth=1');
  const b = await open(game, lateSpec);
  const r = await runSeries([{ player: a, spec: 'emu:depth=1' }, { player: b, spec: lateSpec }], { settings, games: 3, timeLimitMs: LIMIT_MS, recordDir: dir });
  return { r, records: await listRecords(dir) };
}

const BLOKUS: GameSettings = { game: 'blokus', dialect: 'heart-2014', firstMoverStart: '5' };
const GOMOKU: GameSettings = { game: 'gomoku', size: 15, rule: 'freestyle' };
const late = ['--late-at', '1', '--late-ms', String(LATE_MS)];

const CASES = [
  { protocol: 'ICFPT', game: 'blokus', settings: BLOKUS, spec: `exec:${program('icfpt-standin.ts', ...late)}` },
  { protocol: 'GTP', game: 'blokus', settings: BLOKUS, spec: `gtp:${program('gtp-standin.ts', ...late)}` },
  { protocol: 'Piskvork', game: 'gomoku', settings: GOMOKU, spec: `piskvork:${program('piskvork-standin.ts', ...late)}` },
] as const;

describe('a board that answers one move late, then behaves', () => {
  for (const c of CASES) {
    it(`${c.protocol}: loses that game on time and plays every later game clean`, async () => {
      const { r, records } = await lateSeries(c.game, c.settings, c.spec);
      expect(r.stopped).toBeNull();
      expect(r.games.map((g) => g.verdict.kind)).toEqual(['timeout', 'normal-end', 'normal-end']);
      const v = r.games[0]!.verdict;
      expect(v.kind === 'timeout' && v.loser).toBe(1); // the stand-in moved second in game 0
      expect(r.games[0]!.winner).toBe(0);
      expect(records).toHaveLength(3);
      expect(records.every((l) => l.record?.complete)).toBe(true);
    }, 20_000);
  }
});
