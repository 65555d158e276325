// The GUI's series and tournaments through the API dispatcher (as IPC and the WebSocket call
// it), with real emulated cores and the UCT engine: live events, the crosstable and standings,
// the SPRT, Stop, and every game recorded and readable through the records API.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createArenaService, type ArenaService } from '../../../host/api/service.ts';
import { createDispatcher, type Dispatcher } from '../../../core/api/dispatch.ts';
import type { SeriesConfig, SeriesState } from '../../../core/api/schemas.ts';

let dir: string;
let service: ArenaService;
let call: Dispatcher;
let states: SeriesState[];

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'arena-series-api-'));
  service = await createArenaService({ mode: 'web', recordsDir: path.join(dir, 'records'), logsDir: path.join(dir, 'logs'), pollMs: 0, listPorts: async () => [] });
  states = [];
  service.subscribe((event, payload) => {
    if (event === 'series') states.push(payload as SeriesState);
  });
  call = createDispatcher(service.api);
});

afterEach(async () => {
  await service.dispose();
  await rm(dir, { recursive: true, force: true });
});

async function over(ms = 60_000): Promise<SeriesState> {
  const t0 = Date.now();
  while (Date.now() - t0 < ms) {
    const s = states.at(-1);
    if (s?.status === 'over') return s;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`the series did not end within ${ms} ms`);
}

const gomoku = { game: 'gomoku', size: 15, rule: 'freestyle' } as const;
const emu = (depth: number) => ({ kind: 'emulator', depth, units: 3 }) as const;

describe('series API', () => {
  it('a two-player series with SPRT: live rows, the table, the test, each game a record', async () => {
    const config: SeriesConfig = { settings: gomoku, timeLimitMs: 0, format: 'series', players: [emu(1), { kind: 'engine', spec: 'uct:playouts=20,seed=5' }], games: 30, alternateStart: false, sprt: { elo0: 0, elo1: 400, alpha: 0.05, beta: 0.05 } };
    const started = (await call('startSeries', [config])) as SeriesState;
    expect(started.status).toBe('running');
    const end = await over();
    expect(end.error).toBeNull();
    expect(end.sprt?.decision).not.toBe('continue');
    expect(end.games.length).toBeLessThan(30);
    expect(end.games.map((g) => g.first)).toEqual(end.games.map((g) => g.index % 2));
    // A live row for every game, in order, while it ran.
    const counts = states.map((s) => s.games.length);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(states.some((s) => s.current !== null && s.current.ply > 0)).toBe(true);
    const [a, b] = [end.crosstable[0]![1]!, end.crosstable[1]![0]!];
    expect(a.games).toBe(end.games.length);
    expect([a.wins, a.losses]).toEqual([b.losses, b.wins]);
    expect(a.wins).toBe(end.games.filter((g) => g.winner === 0).length);
    const records = (await call('listRecords', [])) as { id: string }[];
    expect(new Set(records.map((r) => r.id))).toEqual(new Set(end.games.map((g) => g.recordId)));
  }, 90_000);

  it('a round robin of three, stopped: no game starts after Stop, any game already played is kept', async () => {
    const config: SeriesConfig = { settings: gomoku, timeLimitMs: 0, format: 'round-robin', players: [emu(1), emu(2), { kind: 'engine', spec: 'uct:playouts=20,seed=6' }], games: 2, alternateStart: false, sprt: null };
    const started = (await call('startSeries', [config])) as SeriesState;
    expect(started.players.map((p) => p.label)).toEqual(['1. emulator (depth 1)', '2. emulator (depth 2)', '3. uct:playouts=20,seed=6']);
    await expect(call('startSeries', [config])).rejects.toThrow(/already running/);
    await call('stopSeries', [started.id]);
    const end = await over();
    expect(end.planned).toBe(6);
    expect(end.games.length).toBeLessThanOrEqual(1);
    expect(end.stopped).toMatch(/stopped by the user after \d of 6 games/);
    // A new one may start once it is over.
    const again = (await call('startSeries', [{ ...config, players: config.players.slice(0, 2), format: 'gauntlet', games: 1 }])) as SeriesState;
    expect(again.id).not.toBe(started.id);
    const done = await over();
    expect(done.games).toHaveLength(1);
    expect(done.standings.map((s) => s.points).reduce((x, y) => x + y)).toBe(1);
  }, 90_000);

  it('refuses humans, a series of three, and SPRT outside a series, naming the field', async () => {
    const base: SeriesConfig = { settings: gomoku, timeLimitMs: 0, format: 'series', players: [emu(1), emu(1)], games: 2, alternateStart: false, sprt: null };
    await expect(call('startSeries', [{ ...base, players: [emu(1), { kind: 'human' }] }])).rejects.toThrow(/a series is played by machines/);
    await expect(call('startSeries', [{ ...base, players: [emu(1), emu(2), emu(3)] }])).rejects.toThrow(/a series is between two players/);
    await expect(call('startSeries', [{ ...base, format: 'round-robin', sprt: { elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05 } }])).rejects.toThrow(/SPRT applies to a two-player series/);
    await expect(call('startSeries', [{ ...base, sprt: { elo0: 10, elo1: 0, alpha: 0.05, beta: 0.05 } }])).rejects.toThrow(/elo1 must be greater than elo0/);
  });

  it('plays from an opening book, each line twice with colours swapped, and refuses one a board cannot play', async () => {
    const config: SeriesConfig = { settings: gomoku, timeLimitMs: 0, format: 'series', players: [emu(1), { kind: 'engine', spec: 'uct:playouts=20,seed=7' }], games: 4, alternateStart: false, sprt: null, openings: '7,7 8,8\n# a comment\n3,3\n' };
    await call('startSeries', [config]);
    const end = await over();
    expect(end.games.map((g) => [g.first, g.opening])).toEqual([[0, ['7,7', '8,8']], [1, ['7,7', '8,8']], [0, ['3,3']], [1, ['3,3']]]);
    const blokus: SeriesConfig = { ...config, settings: { game: 'blokus', dialect: 'heart-2014', firstMoverStart: '5' }, openings: '55t2\n' };
    await expect(call('startSeries', [blokus])).rejects.toThrow(/^emulator \(depth 1, units 3\) speaks the ICFPT board protocol/);
    await expect(call('startSeries', [{ ...config, openings: '7,7 7,7\n' }])).rejects.toThrow(/the opening book, line 1: move 2 '7,7' is illegal/);
  }, 60_000);

  it('a player that cannot start ends the series at once with the reason', async () => {
    const config: SeriesConfig = { settings: gomoku, timeLimitMs: 0, format: 'series', players: [emu(1), { kind: 'engine', spec: 'piskvork:"/no/such/brain"' }], games: 2, alternateStart: false, sprt: null };
    const s = (await call('startSeries', [config])) as SeriesState;
    expect(s.status).toBe('over');
    expect(s.error).toMatch(/could not start: .*\/no\/such\/brain/);
  });
});
