// `arena match` series features with real players: SPRT stop-on-decision, opening books and
// Blokus start-square alternation.
import { describe, it, expect, afterEach } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { run } from '../../../host/cli/commands/match.ts';
import { memoryIo } from '../../../host/cli/io.ts';
import type { MatchJson } from '../../../host/match/json-output.ts';
import { listRecords } from '../../../host/records/reader.ts';
import { sprt } from '../../../core/stats/sprt.ts';

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});
async function tempDir(): Promise<string> {
  const d = await mkdtemp(path.join(os.tmpdir(), 'arena-cli-series-'));
  dirs.push(d);
  return d;
}

describe('arena match series', () => {
  it('--sprt stops at the first game where the test decides, and exits 0', async () => {
    const io = memoryIo();
    const code = await run(['--game', 'gomoku', '--p1', 'emu:depth=1', '--p2', 'uct:playouts=20,seed=1', '--games', '60', '--sprt', '0,400', '--time-limit', '0', '--no-record', '--json'], io);
    expect(code, io.stderr()).toBe(0);
    const doc = JSON.parse(io.stdout()) as MatchJson;
    expect(doc.stopped).toBeNull();
    expect(doc.sprt).toMatchObject({ elo0: 0, elo1: 400, alpha: 0.05, beta: 0.05 });
    expect(doc.sprt!.decision).not.toBe('continue');
    expect(doc.games.length).toBeLessThan(60);
    // Every game before the last left the test undecided; each game's LLR is the test on the tally so far.
    const tally = { wins: 0, losses: 0, draws: 0 };
    for (const g of doc.games) {
      if (g.winner === 'A') tally.wins++;
      else if (g.winner === 'B') tally.losses++;
      else tally.draws++;
      const expected = sprt(tally, { elo0: 0, elo1: 400, alpha: 0.05, beta: 0.05 });
      expect(g.sprt!.llr).toBeCloseTo(expected.llr, 9);
      expect(g.sprt!.decision).toBe(g === doc.games.at(-1) ? doc.sprt!.decision : 'continue');
    }
    expect(io.stderr()).toMatch(/SPRT LLR -?\d+\.\d\d \(-2\.94 … 2\.94\)/);
    const text = memoryIo();
    expect(await run(['--game', 'gomoku', '--p1', 'emu:depth=1', '--p2', 'uct:playouts=20,seed=1', '--games', '2', '--sprt', '0,400', '--time-limit', '0', '--no-record'], text)).toBe(0);
    expect(text.stdout()).toMatch(/^SPRT: (no decision yet|H[01] accepted).*LLR/m);
  }, 120_000);

  it('--openings: games 2k and 2k+1 start from line k with colours swapped; the records hold the opening', async () => {
    const dir = await tempDir();
    const book = path.join(dir, 'book.txt');
    await writeFile(book, '7,7 7,8\n3,3\n');
    const io = memoryIo();
    const code = await run(['--game', 'gomoku', '--p1', 'emu:depth=1', '--p2', 'uct:playouts=20,seed=4', '--games', '5', '--openings', book, '--time-limit', '0', '--record', path.join(dir, 'r'), '--json'], io);
    expect(code, io.stderr()).toBe(0);
    const doc = JSON.parse(io.stdout()) as MatchJson;
    expect(doc.games.map((g) => [g.first, g.opening])).toEqual([['A', ['7,7', '7,8']], ['B', ['7,7', '7,8']], ['A', ['3,3']], ['B', ['3,3']], ['A', ['7,7', '7,8']]]);
    const records = await listRecords(path.join(dir, 'r'));
    expect(records).toHaveLength(5);
    for (const r of records) {
      const g = doc.games.find((x) => x.record === r.file)!;
      expect(r.record!.moves.slice(0, g.opening.length).map((m) => m.text)).toEqual(g.opening);
    }
  }, 60_000);

  it('--alternate-start swaps the Blokus start squares every two games', async () => {
    const io = memoryIo();
    const code = await run(['--game', 'blokus', '--p1', 'emu:depth=1', '--p2', 'emu:depth=2', '--games', '4', '--alternate-start', '--no-record', '--json'], io);
    expect(code, io.stderr()).toBe(0);
    const doc = JSON.parse(io.stdout()) as MatchJson;
    expect(doc.games.map((g) => (g.settings.game === 'blokus' ? g.settings.firstMoverStart : null))).toEqual(['5', '5', 'a', 'a']);
    for (const g of doc.games) expect(g.verdict.kind, g.text).toBe('normal-end');
  }, 60_000);

  it('rejects a bad --sprt and a book a board cannot play, naming them', async () => {
    const io = memoryIo();
    await expect(run(['--game', 'blokus', '--p1', 'emu', '--p2', 'emu', '--sprt', '10,0'], io)).rejects.toThrow(/SPRT "10,0": elo1 must be greater than elo0/);
    await expect(run(['--game', 'blokus', '--p1', 'emu', '--p2', 'emu', '--sprt', '0,x'], io)).rejects.toThrow(/value 2 \("x"\) is not a number/);
    const dir = await tempDir();
    const book = path.join(dir, 'b.txt');
    await writeFile(book, '55t2\n');
    await expect(run(['--game', 'blokus', '--p1', 'emu', '--p2', 'uct', '--openings', book], io)).rejects.toThrow(/emu speaks the ICFPT board protocol/);
  });
});
