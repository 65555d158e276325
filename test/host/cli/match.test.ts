import { describe, it, expect, afterEach } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { run } from '../../../host/cli/commands/match.ts';
import { memoryIo } from '../../../host/cli/io.ts';
import { MATCH_JSON_FORMAT, type MatchJson, type startFailureJson } from '../../../host/match/json-output.ts';
import { formatCommandLine } from '../../../host/transports/command-line.ts';
import { listRecords } from '../../../host/records/reader.ts';

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});
async function tempDir(): Promise<string> {
  const d = await mkdtemp(path.join(os.tmpdir(), 'arena-cli-match-'));
  dirs.push(d);
  return d;
}

describe('arena match', () => {
  it('--json: a player that cannot start gives a document naming it, its exit code and its stderr', async () => {
    const io = memoryIo();
    const script = "console.error('Error: Must use either --book or --nobook'); process.exit(1)";
    const spec = `gtp:${formatCommandLine([process.execPath, '-e', script])}`;
    const code = await run(['--game', 'blokus', '--p1', 'emu:depth=1', '--p2', spec, '--no-record', '--json'], io);
    expect(code).toBe(1);
    const doc = JSON.parse(io.stdout()) as ReturnType<typeof startFailureJson>;
    expect(doc.format).toBe(MATCH_JSON_FORMAT);
    expect(doc.games).toEqual([]);
    expect(doc.startFailure).toMatchObject({ player: 'B', spec, fault: 'program-exited', exitCode: 1, stderrTail: ['Error: Must use either --book or --nobook'] });
    expect(doc.startFailure.message).toMatch(/exit code 1; its last words on stderr: "Error: Must use either --book or --nobook"/);
  }, 30_000);

  it('plays a Blokus series and prints the documented JSON document', async () => {
    const dir = await tempDir();
    const io = memoryIo();
    const code = await run(['--game', 'blokus', '--p1', 'emu:depth=1', '--p2', 'emu:depth=2', '--games', '3', '--dialect', 'icfpt2013', '--record', dir, '--json'], io);
    expect(code).toBe(0);
    const doc = JSON.parse(io.stdout()) as MatchJson;
    expect(doc.format).toBe(MATCH_JSON_FORMAT);
    expect(doc.settings).toEqual({ game: 'blokus', dialect: 'icfpt-2013', firstMoverStart: '5' });
    expect(doc.timeLimitMs).toBe(1000);
    expect(doc.players.A).toMatchObject({ spec: 'emu:depth=1', kind: 'emulator', teamCode: 'EM' });
    expect(doc.games.map((g) => g.first)).toEqual(['A', 'B', 'A']);
    expect(doc.totals.wins + doc.totals.losses + doc.totals.draws).toBe(3);
    expect(doc.totals.points).toBe(doc.totals.wins + doc.totals.draws / 2);
    expect(doc.totals.scoreDifference).toBe(doc.games.reduce((s, g) => s + g.scores!.A - g.scores!.B, 0));
    expect(doc.timing.A.moves + doc.timing.B.moves).toBe(doc.games.reduce((s, g) => s + g.plies, 0));
    expect(doc.recordDir).toBe(dir);
    expect(doc.stopped).toBeNull();
    // A clean sweep has an infinite Elo difference: written as null, never as a non-JSON token.
    if (doc.totals.wins === 3 || doc.totals.losses === 3) expect(doc.elo.difference).toBeNull();
    else expect(typeof doc.elo.difference).toBe('number');
    const series = (await listRecords(dir)).map((l) => l.record!.start.series!).sort((x, y) => x.index - y.index);
    expect(series).toEqual([0, 1, 2].map((index) => ({ index, games: 3 })));
    expect(doc.games.every((g) => g.record?.startsWith(dir))).toBe(true);
    expect(io.stderr()).toMatch(/game 3\/3: /);
  }, 60_000);

  it('prints a readable summary for Gomoku', async () => {
    const io = memoryIo();
    const code = await run(['--game', 'gomoku', '--p1', 'emu:depth=1', '--p2', 'emu:depth=1', '--rule', 'standard', '--no-record'], io);
    expect(code).toBe(0);
    expect(io.stdout()).toMatch(/^A = emu:depth=1/m);
    expect(io.stdout()).toMatch(/games 1: A \d wins, \d losses, \d draws/);
    expect(io.stdout()).toMatch(/Elo difference \(A − B\)/);
    expect(io.stdout()).toMatch(/predicted +median/);
    expect(io.stdout()).not.toMatch(/score difference/);
  }, 30_000);

  it('rejects bad arguments with a message that names them', async () => {
    const io = memoryIo();
    await expect(run(['--game', 'chess', '--p1', 'emu', '--p2', 'emu'], io)).rejects.toThrow(/unknown game 'chess'/);
    await expect(run(['--game', 'blokus', '--p1', 'emu'], io)).rejects.toThrow(/--p1 SPEC and --p2 SPEC/);
    await expect(run(['--game', 'blokus', '--p1', 'emu', '--p2', 'emu', '--dialect', 'heart2015'], io)).rejects.toThrow(/unknown dialect 'heart2015'/);
    await expect(run(['--game', 'blokus', '--p1', 'emu', '--p2', 'emu', '--time-limit=-3'], io)).rejects.toThrow(/--time-limit -3: expected an integer/);
    await expect(run(['--game', 'blokus', '--p1', 'emu:depth=9', '--p2', 'emu', '--no-record'], io)).rejects.toThrow(/depth=9 is not an integer in 1..4/);
    await expect(run(['--game', 'gomoku', '--p1', 'gtp:pentobi-gtp', '--p2', 'emu', '--no-record'], io)).rejects.toThrow(/gtp: players play Blokus Duo or Hex only/);
  });

  it('a program that exits at once loses its game and ends the series with a clear message', async () => {
    const io = memoryIo();
    const quitter = `exec:${process.execPath} -e "process.exit(7)"`;
    const code = await run(['--game', 'blokus', '--p1', 'emu:depth=1', '--p2', quitter, '--games', '4', '--no-record'], io);
    expect(code).toBe(1);
    expect(io.stdout()).toMatch(/games 1: A 1 wins, 0 losses, 0 draws/);
    expect(io.stderr()).toMatch(/game 1\/4: A wins .*player 2 loses: program exited .*exit code 7/);
    expect(io.stderr()).toMatch(/arena match: player B \(exec:.*\) is gone: .*exit code 7 \(series stopped after 1 of 4 games\)/);
  }, 30_000);

  it('through bin/arena.js: a missing program is a clear error and exit status 1', async () => {
    const bin = fileURLToPath(new URL('../../../bin/arena.js', import.meta.url));
    const err = await promisify(execFile)(process.execPath, [bin, 'match', '--game', 'gomoku', '--p1', 'piskvork:"/no/such/brain -x"', '--p2', 'emu', '--no-record']).then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    );
    expect(err?.code).toBe(1);
    expect(err?.stderr).toMatch(/arena match: program not found: \/no\/such\/brain/);
  }, 30_000);
});
