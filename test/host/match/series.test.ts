import { describe, it, expect } from 'vitest';
import { createPlayer } from '../../../host/players/create-player.ts';
import { runSeries, type SeriesProgress } from '../../../host/match/series.ts';
import { listRecords } from '../../../host/records/reader.ts';
import { eloEstimate } from '../../../core/stats/elo.ts';
import { useHarness } from './harness.ts';

const { cleanup, open, tempDir } = useHarness();

describe('runSeries', () => {
  it('plays 20 emulator games with alternating colours and consistent totals and records', async () => {
    const dir = await tempDir('arena-series-');
    const a = await open('blokus', 'emu:depth=1');
    const b = await open('blokus', 'emu:depth=2');
    const progress: SeriesProgress[] = [];
    const r = await runSeries([{ player: a, spec: 'emu:depth=1' }, { player: b, spec: 'emu:depth=2' }], {
      settings: { game: 'blokus', dialect: 'heart-2014', firstMoverStart: '5' },
      games: 20,
      timeLimitMs: 5000, // generous: the machine running the tests may be heavily loaded
      recordDir: dir,
      onProgress: (p) => progress.push(p),
    });
    expect(r.stopped).toBeNull();
    expect(r.games).toHaveLength(20);
    expect(r.games.map((g) => g.first)).toEqual(Array.from({ length: 20 }, (_, i) => i % 2));
    expect(r.wins + r.losses + r.draws).toBe(20);
    for (const g of r.games) {
      expect(g.verdict.kind).toBe('normal-end');
      if (g.verdict.kind !== 'normal-end') continue;
      // Scores come back in entrant order; the winner has more points.
      const [sa, sb] = g.scores!;
      expect(g.winner).toBe(sa > sb ? 0 : sb > sa ? 1 : null);
      const firstScore = g.verdict.scores![0];
      expect(g.first === 0 ? sa : sb).toBe(firstScore);
    }
    expect(r.wins).toBe(r.games.filter((g) => g.winner === 0).length);
    expect(r.scoreDifference).toBe(r.games.reduce((s, g) => s + g.scores![0] - g.scores![1], 0));
    expect(r.elo).toEqual(eloEstimate(r));
    const plies = r.games.reduce((s, g) => s + g.plies, 0);
    expect(r.timing[0].moves + r.timing[1].moves).toBe(plies);
    expect(r.timing[0].predictedMs.count).toBe(r.timing[0].moves); // emulators predict every move
    expect(progress.filter((p) => p.finished)).toHaveLength(20);
    const records = await listRecords(dir);
    expect(records).toHaveLength(20);
    expect(records.every((l) => l.record?.complete)).toBe(true);
    expect(records.reduce((s, l) => s + l.record!.moves.length, 0)).toBe(plies);
  }, 60_000);

  it('plays Gomoku series and keeps no score difference', async () => {
    const a = await open('gomoku', 'emu:depth=2');
    const b = await open('gomoku', 'emu:depth=1');
    const r = await runSeries([{ player: a, spec: 'emu:depth=2' }, { player: b, spec: 'emu:depth=1' }], {
      settings: { game: 'gomoku', size: 15, rule: 'standard' },
      games: 2,
      timeLimitMs: 2000,
      recordDir: null,
    });
    expect(r.games).toHaveLength(2);
    expect(r.scoreDifference).toBeNull();
    expect(r.games.every((g) => g.scores === null && g.recordFile === null)).toBe(true);
    expect(r.wins + r.losses + r.draws).toBe(2);
  }, 60_000);

  it('stops early when a player is gone', async () => {
    const a = await open('blokus', 'emu:depth=1');
    const dead = createPlayer('blokus', `exec:${process.execPath} -e "process.exit(0)"`);
    cleanup.push(() => dead.close());
    await dead.open();
    const r = await runSeries([{ player: a, spec: 'emu' }, { player: dead, spec: 'dead' }], {
      settings: { game: 'blokus', dialect: 'heart-2014', firstMoverStart: '5' },
      games: 5,
      timeLimitMs: 1000,
      recordDir: null,
    });
    expect(r.games).toHaveLength(1);
    expect(r.games[0]!.verdict.kind).toBe('program-exited');
    expect(r.wins).toBe(1);
    expect(r.stopped).toMatch(/player B \(dead\) is gone: .*exit code 0/);
  }, 30_000);

  it('does not count as stopped when a player leaves during the last game: every game was played', async () => {
    const a = await open('blokus', 'emu:depth=1');
    const dead = createPlayer('blokus', `exec:${process.execPath} -e "process.exit(0)"`);
    cleanup.push(() => dead.close());
    await dead.open();
    const r = await runSeries([{ player: a, spec: 'emu' }, { player: dead, spec: 'dead' }], {
      settings: { game: 'blokus', dialect: 'heart-2014', firstMoverStart: '5' },
      games: 1,
      timeLimitMs: 1000,
      recordDir: null,
    });
    expect(r.games).toHaveLength(1);
    expect(r.games[0]!.verdict.kind).toBe('program-exited');
    expect(r.stopped).toBeNull();
  }, 30_000);
});
