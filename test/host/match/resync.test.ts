// A board that answers one move after the limit, then behaves: the late bytes must cost it that
// game only (a timeout), never be read as the next game's team reply, OK or first move. Late by
// 0.5 s (the reply lands while the next game is being set up) and by 2 s (the engine is still
// thinking, silently, when the next game starts: only the protocol can tell).
// Real programs on stdio (test/fixtures), real series, real records.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import { runSeries } from '../../../host/match/series.ts';
import { listRecords } from '../../../host/records/reader.ts';
import type { GameKind, GameSettings } from '../../../core/match/types.ts';
import { fixtureProgram as program, useHarness } from './harness.ts';

const { open, tempDir } = useHarness();

const LIMIT_MS = 400;

async function lateSeries<G extends GameKind>(game: G, settings: GameSettings, lateSpec: string) {
  const dir = await tempDir('arena-resync-');
  const a = await open(game, 'emu:depth=1');
  const b = await open(game, lateSpec);
  const r = await runSeries([{ player: a, spec: 'emu:depth=1' }, { player: b, spec: lateSpec }], { settings, games: 3, timeLimitMs: LIMIT_MS, recordDir: dir });
  return { r, records: await listRecords(dir) };
}

const BLOKUS: GameSettings = { game: 'blokus', dialect: 'heart-2014', firstMoverStart: '5' };
const GOMOKU: GameSettings = { game: 'gomoku', size: 15, rule: 'freestyle' };
const late = (ms: number) => ['--late-at', '1', '--late-ms', String(LIMIT_MS + ms)];

const CASES = [500, 2000].flatMap((ms) => [
  { protocol: 'ICFPT', ms, game: 'blokus', settings: BLOKUS, spec: `exec:${program('icfpt-standin.ts', ...late(ms))}` },
  { protocol: 'GTP', ms, game: 'blokus', settings: BLOKUS, spec: `gtp:${program('gtp-standin.ts', ...late(ms))}` },
  { protocol: 'Piskvork', ms, game: 'gomoku', settings: GOMOKU, spec: `piskvork:${program('piskvork-standin.ts', ...late(ms))}` },
] as const);

describe('a board that answers one move late, then behaves', () => {
  for (const c of CASES) {
    it(`${c.protocol}, ${c.ms / 1000} s late: loses that game on time and plays every later game clean`, async () => {
      const { r, records } = await lateSeries(c.game, c.settings, c.spec);
      expect(r.stopped).toBeNull();
      expect(r.games.map((g) => g.verdict.kind)).toEqual(['timeout', 'normal-end', 'normal-end']);
      const v = r.games[0]!.verdict;
      expect(v.kind === 'timeout' && v.loser).toBe(1); // the stand-in moved second in game 0
      expect(r.games[0]!.winner).toBe(0);
      expect(records).toHaveLength(3);
      expect(records.every((l) => l.record?.complete)).toBe(true);
    }, 30_000);
  }
});

describe('a move nobody asked for', () => {
  it('Piskvork: is a protocol error at the next turn, naming its line, as stray bytes are in Blokus', async () => {
    const spec = `piskvork:${program('piskvork-standin.ts', '--unasked-at', '0')}`;
    const a = await open('gomoku', 'emu:depth=1');
    const b = await open('gomoku', spec);
    const r = await runSeries([{ player: b, spec }, { player: a, spec: 'emu:depth=1' }], { settings: GOMOKU, games: 1, timeLimitMs: 5000, recordDir: null });
    expect(r.games[0]!.verdict).toMatchObject({ kind: 'protocol-error', loser: 0, unit: 'line', bytes: '0,0' });
    expect(r.games[0]!.text).toMatch(/player 1 loses: protocol error at line \d+ "0,0": a move that was not asked for/);
  }, 20_000);
});

/** Process ids whose command line holds `tag` (the stand-in and its watchdog wrapper). */
function tagged(tag: string): number[] {
  return execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
    .split('\n')
    .filter((l) => l.includes(tag))
    .map((l) => Number.parseInt(l.trim(), 10));
}

describe('an exec: engine that still owes its move after the resync bound', () => {
  it('is restarted: only the late game is lost, the next is played normally on a fresh process, and no process is left', async () => {
    const dir = await tempDir('arena-restart-');
    const tag = `arena-restart-${process.pid}-${Date.now()}`;
    // Its second answer never comes (10 min), and it ignores SIGTERM and the end of its stdin.
    const args = ['--stubborn', '--tag', tag, '--late-at', '1', '--late-ms', '600000', '--late-flag', path.join(dir, 'was-late')];
    const spec = `exec:${program('icfpt-standin.ts', ...args)}`;
    const a = await open('blokus', 'emu:depth=1');
    const b = await open('blokus', spec);
    const logs: string[] = [];
    b.onEvent((e) => {
      if (e.kind === 'log') logs.push(e.text);
    });
    const afterGame: number[][] = [];
    const r = await runSeries([{ player: a, spec: 'emu:depth=1' }, { player: b, spec }], {
      settings: BLOKUS,
      games: 2,
      timeLimitMs: LIMIT_MS,
      recordDir: null,
      onProgress: (p) => {
        if (p.finished) afterGame.push(tagged(tag));
      },
    });
    expect(r.stopped).toBeNull();
    expect(r.games.map((g) => g.verdict.kind)).toEqual(['timeout', 'normal-end']);
    expect(r.games[0]!.verdict).toMatchObject({ kind: 'timeout', loser: 1 });
    expect(r.games[1]!.plies).toBeGreaterThan(4);
    expect(logs.some((t) => /still owed .* restarting it/.test(t))).toBe(true);
    // Game 1 ran on other processes than game 0: the stubborn one was killed, not left beside it.
    expect(afterGame[0]!.length).toBeGreaterThan(0);
    expect(afterGame[1]!.length).toBeGreaterThan(0);
    expect(afterGame[1]!.filter((pid) => afterGame[0]!.includes(pid))).toEqual([]);
    await b.close();
    expect(tagged(tag)).toEqual([]);
  }, 20_000);
});
