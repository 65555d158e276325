// `arena tournament` with real players: emulated boards and the in-process UCT engine (and
// Pentobi over GTP when ../shared/third_party can build it), every game journaled as a record.
import { describe, it, expect, afterEach } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from '../../../host/cli/commands/tournament.ts';
import { memoryIo } from '../../../host/cli/io.ts';
import { listRecords } from '../../../host/records/reader.ts';
import { TOURNAMENT_JSON_FORMAT, type tournamentJson } from '../../../host/tournament/report.ts';
import { formatCommandLine } from '../../../host/transports/command-line.ts';
import { opponentsBin, opponentsPresent } from '../../support/opponents.ts';

type TournamentJson = ReturnType<typeof tournamentJson>;

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});
async function tempDir(): Promise<string> {
  const d = await mkdtemp(path.join(os.tmpdir(), 'arena-cli-tournament-'));
  dirs.push(d);
  return d;
}

/** The crosstable must be what the games say, cell by cell, and the standings its row sums. */
function expectConsistent(doc: TournamentJson): void {
  const n = doc.players.length;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const met = doc.games.filter((g) => g.verdict.kind !== 'aborted' && ((g.first === i && g.second === j) || (g.first === j && g.second === i)));
      const cell = doc.crosstable[i]![j]!;
      expect(cell.games).toBe(i === j ? 0 : met.length);
      expect(cell.wins).toBe(met.filter((g) => g.winner === i).length);
      expect(cell.losses).toBe(met.filter((g) => g.winner === j).length);
      expect(cell.points).toBe(cell.wins + cell.draws / 2);
    }
  }
  const total = doc.standings.reduce((s, r) => s + r.points, 0);
  expect(total).toBe(doc.games.filter((g) => g.verdict.kind !== 'aborted').length);
  expect(doc.standings.map((s) => s.rank)).toEqual(doc.standings.map((_, i) => i + 1));
  for (let k = 1; k < doc.standings.length; k++) expect(doc.standings[k - 1]!.points).toBeGreaterThanOrEqual(doc.standings[k]!.points);
}

describe('arena tournament', () => {
  it('a Blokus round robin of three players: every pair meets with colours and start squares alternating, every game recorded', async () => {
    const dir = await tempDir();
    const io = memoryIo();
    const players = ['emu:depth=1', 'emu:depth=2', 'uct:playouts=30,seed=1'];
    const code = await run(['--game', 'blokus', '--players', ...players, '--games', '4', '--alternate-start', '--time-limit', '0', '--record', dir, '--json'], io);
    expect(code, io.stderr()).toBe(0);
    const doc = JSON.parse(io.stdout()) as TournamentJson;
    expect(doc.format).toBe(TOURNAMENT_JSON_FORMAT);
    expect(doc.tournament).toBe('round-robin');
    expect(doc.players.map((p) => p.spec)).toEqual(players);
    expect(doc.gamesPlanned).toBe(12);
    expect(doc.games).toHaveLength(12);
    expect(doc.stopped).toBeNull();
    // Each pair plays each colour with each start-square convention.
    for (const [a, b] of [[0, 1], [0, 2], [1, 2]] as const) {
      const pair = doc.games.filter((g) => (g.first === a && g.second === b) || (g.first === b && g.second === a));
      expect(pair.map((g) => [g.first, g.settings.game === 'blokus' ? g.settings.firstMoverStart : null])).toEqual([[a, '5'], [b, '5'], [a, 'a'], [b, 'a']]);
    }
    for (const g of doc.games) expect(g.verdict.kind, g.text).toBe('normal-end');
    expectConsistent(doc);
    const records = await listRecords(dir);
    expect(records).toHaveLength(12);
    expect(new Set(doc.games.map((g) => g.record))).toEqual(new Set(records.map((r) => r.file)));
    expect(io.stderr()).toMatch(/game 12\/12: /);
  }, 120_000);

  it('a Gomoku gauntlet from an opening book: each line played twice with colours swapped, the record starting with it', async () => {
    const dir = await tempDir();
    const book = path.join(dir, 'book.txt');
    await writeFile(book, '# two openings\n7,7 8,8\n7,7 6,6 8,7  # a third move\n');
    const io = memoryIo();
    const code = await run(['--game', 'gomoku', '--players', 'emu:depth=1', 'emu:depth=2', 'uct:playouts=30,seed=2', '--format', 'gauntlet', '--games', '4', '--openings', book, '--time-limit', '0', '--record', path.join(dir, 'records'), '--json'], io);
    expect(code, io.stderr()).toBe(0);
    const doc = JSON.parse(io.stdout()) as TournamentJson;
    expect(doc.tournament).toBe('gauntlet');
    expect(doc.games).toHaveLength(8);
    // Player 0 plays every game; the others never meet.
    for (const g of doc.games) expect([g.first, g.second]).toContain(0);
    expect(doc.crosstable[1]![2]!.games).toBe(0);
    // A pair's games 0 and 1 play the first line, 2 and 3 the second, the colours swapped within each.
    for (const opponent of [1, 2]) {
      const pair = doc.games.filter((g) => g.first === opponent || g.second === opponent);
      expect(pair.map((g) => g.opening)).toEqual([['7,7', '8,8'], ['7,7', '8,8'], ['7,7', '6,6', '8,7'], ['7,7', '6,6', '8,7']]);
      expect(pair.map((g) => g.first)).toEqual([0, opponent, 0, opponent]);
    }
    expectConsistent(doc);
    for (const listed of await listRecords(path.join(dir, 'records'))) {
      const game = doc.games.find((g) => g.record === listed.file)!;
      expect(listed.record!.moves.slice(0, game.opening.length).map((m) => m.text)).toEqual(game.opening);
      expect(listed.record!.moves.slice(0, game.opening.length).every((m) => m.timing === null)).toBe(true);
    }
    // The text report: standings and a crosstable row per player.
    const text = memoryIo();
    expect(await run(['--game', 'gomoku', '--players', 'emu:depth=1', 'emu:depth=1', '--games', '1', '--no-record'], text)).toBe(0);
    expect(text.stdout()).toMatch(/^rank +player/m);
    expect(text.stdout()).toMatch(/emu:depth=1 #2/);
  }, 120_000);

  it('stops when a player is gone, keeping and recording every game played, and exits 1', async () => {
    const dir = await tempDir();
    const io = memoryIo();
    const fixture = fileURLToPath(new URL('../../fixtures/icfpt-standin.ts', import.meta.url));
    const leaver = `exec:${formatCommandLine([process.execPath, '--import', 'tsx', fixture, '--exit-after', '12'])}`;
    const code = await run(['--game', 'blokus', '--players', 'emu:depth=1', leaver, 'emu:depth=2', '--games', '2', '--time-limit', '0', '--record', dir, '--json'], io);
    expect(code).toBe(1);
    const doc = JSON.parse(io.stdout()) as TournamentJson;
    expect(doc.stopped).toMatch(/^exec:.* is gone: /);
    expect(doc.games.length).toBeGreaterThan(0);
    expect(doc.games.length).toBeLessThan(doc.gamesPlanned);
    const last = doc.games.at(-1)!;
    expect(last.verdict.kind).toBe('program-exited');
    expect([last.first, last.second]).toContain(1);
    expectConsistent(doc);
    expect((await listRecords(dir)).length).toBe(doc.games.length);
    expect(io.stderr()).toMatch(/arena tournament: exec:.* is gone/);
  }, 120_000);

  it('refuses bad arguments and books that cannot be played, naming what and where', async () => {
    const dir = await tempDir();
    const io = memoryIo();
    await expect(run(['--game', 'blokus', '--players', 'emu'], io)).rejects.toThrow(/at least two --players/);
    await expect(run(['--game', 'blokus', '--players', 'emu', 'emu', '--format', 'swiss'], io)).rejects.toThrow(/unknown --format 'swiss'/);
    await expect(run(['--game', 'blokus', '--players', 'emu', 'emu', '--games', '0'], io)).rejects.toThrow(/--games 0/);
    const book = path.join(dir, 'bad.txt');
    await writeFile(book, '7,7\n7,7 7,7\n');
    await expect(run(['--game', 'gomoku', '--players', 'emu', 'emu', '--openings', book, '--no-record'], io)).rejects.toThrow(/bad\.txt, line 2: move 2 '7,7' is illegal/);
    await writeFile(book, '55t2\n');
    await expect(run(['--game', 'blokus', '--players', 'emu', 'uct', '--openings', book, '--no-record'], io)).rejects.toThrow(/emu speaks the ICFPT board protocol/);
    await expect(run(['--game', 'blokus', '--players', 'uct', 'uct', '--openings', path.join(dir, 'none.txt'), '--no-record'], io)).rejects.toThrow(/cannot read the opening book .*none\.txt/);
  }, 30_000);
});

const pentobiPresent = opponentsPresent;

describe.skipIf(!pentobiPresent)('arena tournament with Pentobi over GTP', () => {
  it('Pentobi (level 1) and the UCT engine play a Blokus opening book line with colours swapped', async () => {
    const bin = opponentsBin();
    const spec = `gtp:${formatCommandLine([path.join(bin, 'pentobi-gtp'), '--game', 'duo', '--level', '1', '--nobook', '--quiet', '--seed', '1'])}`;
    const dir = await tempDir();
    const book = path.join(dir, 'book.txt');
    await writeFile(book, '55t2 aan0\n');
    const io = memoryIo();
    const code = await run(['--game', 'blokus', '--players', spec, 'uct:playouts=30,seed=3', '--games', '2', '--openings', book, '--time-limit', '10000', '--no-record', '--json'], io);
    expect(code, io.stderr()).toBe(0);
    const doc = JSON.parse(io.stdout()) as TournamentJson;
    expect(doc.players[0]!.about).toMatch(/Pentobi/);
    expect(doc.games.map((g) => g.first)).toEqual([0, 1]);
    for (const g of doc.games) {
      expect(g.verdict.kind, g.text).toBe('normal-end');
      expect(g.opening).toEqual(['55t2', 'aan0']);
      expect(g.plies).toBeGreaterThan(4);
    }
    expectConsistent(doc);
  }, 300_000);
});
