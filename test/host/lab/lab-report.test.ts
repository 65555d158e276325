/**
 * `arena lab-report` (host/lab/report-files.ts): runs pooled over their seeds give the figures the
 * lab gives all their games at once; a baseline's runs of the same jobs pair with them game for
 * game; a file that is not a lab report, the same seed twice and runs at two limits are refused by
 * name; and real lab runs through the CLI pool and pair as their own reports say.
 */
import fc from 'fast-check';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run as runLabCommand } from '../../../host/cli/commands/lab.ts';
import { run as runLabReport } from '../../../host/cli/commands/lab-report.ts';
import { memoryIo } from '../../../host/cli/io.ts';
import { main } from '../../../host/cli/main.ts';
import type { LabJobDone } from '../../../host/lab/pool.ts';
import { compareWithBaseline, jobKey, poolPairings, readLabFile, type LabFile } from '../../../host/lab/report-files.ts';
import { pairingReport, pointsOfA } from '../../../host/lab/report.ts';
import { labJobs } from '../../../host/lab/run-lab.ts';
import { DEFAULT_SPRT } from '../../../core/stats/sprt.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lab-report-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** One run's games: `a` against `b` on --seed `seed`, winners drawn by `winners` (0, 1 or null a game). */
function runOf(a: string, b: string, seed: number, winners: readonly (0 | 1 | null)[], limitMs = 0): LabJobDone[] {
  return labJobs(a, b, { games: winners.length, limitMs, openingPlies: 2, seed }).map((job, i) => ({
    job,
    result: { start: job.start, scores: [0, 0], winner: winners[i]!, end: 'normal', detail: null, moves: [], samples: [{ side: job.aFirst ? 0 : 1, ms: 900, depth: null, deadlineHit: true, standIn: false }] },
    wallMs: 1,
  }));
}
const file = (path: string, games: readonly LabJobDone[]): LabFile => ({ path, sprt: DEFAULT_SPRT, games });
const winners = (n: number) => fc.array(fc.constantFrom<0 | 1 | null>(0, 1, null), { minLength: n, maxLength: n });

describe('lab-report: pooling and pairing', () => {
  it("pools runs of distinct seeds into the figures of all their games at once", () => {
    fc.assert(
      fc.property(fc.array(winners(8), { minLength: 1, maxLength: 4 }), (runs) => {
        const files = runs.map((w, s) => file(`s${s + 1}.json`, runOf('mcts', 'pentobi:7', s + 1, w)));
        const [pooled] = poolPairings(files);
        expect(pooled!.report).toEqual(pairingReport('mcts', 'pentobi:7', files.flatMap((f) => f.games), DEFAULT_SPRT));
        expect(pooled!.files).toEqual(files.map((f) => f.path));
      }),
    );
  });

  it("pairs a run with the baseline's run of the same jobs game for game, whatever order the files come in", () => {
    fc.assert(
      fc.property(winners(12), winners(12), (wa, wb) => {
        const a = runOf('mcts:komi=2', 'pentobi:6', 3, wa);
        const b = runOf('mcts', 'pentobi:6', 3, wb);
        const [c] = compareWithBaseline(poolPairings([file('a.json', a)]), poolPairings([file('b.json', [...b].reverse())]));
        const d = a.map((g, i) => pointsOfA(g) - pointsOfA(b[i]!));
        expect(c!.difference.n).toBe(12);
        expect(c!.difference.mean).toBeCloseTo(d.reduce((t, x) => t + x, 0) / 12, 12);
        expect([c!.a, c!.baseline, c!.opponent]).toEqual(['mcts:komi=2', 'mcts', 'pentobi:6']);
      }),
    );
    // Another seed's jobs are other openings: nothing in common.
    const other = compareWithBaseline(poolPairings([file('a.json', runOf('x', 'y', 1, [0, 1]))]), poolPairings([file('b.json', runOf('z', 'y', 2, [0, 1]))]));
    expect(other[0]!.difference.n).toBe(0);
  });

  it('refuses the same seed twice and one pairing at two limits, naming the files', () => {
    const one = runOf('mcts', 'pentobi:5', 1, [0, 1, 0, 1]);
    expect(() => poolPairings([file('first.json', one), file('again.json', one)])).toThrow(/again\.json and first\.json both hold the job .* of mcts vs pentobi:5: the same --seed run twice/);
    expect(() => poolPairings([file('slow.json', one), file('fast.json', runOf('mcts', 'pentobi:5', 2, [0, 1], 1000))])).toThrow(/fast\.json: mcts vs pentobi:5 at 1000 ms a move, where slow\.json played it at 0/);
    expect(jobKey(one[0]!.job)).not.toBe(jobKey(one[1]!.job));
    // Another --opening-plies is another opening for the same seed: not the same job.
    expect(jobKey({ ...one[0]!.job, openingPlies: 4 })).not.toBe(jobKey(one[0]!.job));
  });

  it("writes JSON that keeps a sweep's infinite Elo bound, as the lab does", async () => {
    const sweep = join(dir, 'sweep.json');
    await writeFile(sweep, JSON.stringify({ format: 'fpga-arena/lab@1', sprt: DEFAULT_SPRT, games: runOf('mcts', 'pentobi:1', 1, [0, 1, 0, 1]) }));
    const io = memoryIo();
    expect(await runLabReport([sweep, '--json'], io)).toBe(0);
    const json = JSON.parse(io.stdout()) as { pairings: { wins: number; elo: { elo: unknown; high: unknown } }[]; baseline: unknown[] };
    // A wins every game: first as side 0, then as side 1 (winners 0, 1, … with A first, second, …).
    expect(json.pairings[0]!.wins).toBe(4);
    expect(json.pairings[0]!.elo.elo).toBe('Infinity');
    expect(json.baseline).toEqual([]);
  });

  it('names the file and what is wrong: unreadable, not JSON, not a lab report', async () => {
    const missing = join(dir, 'missing.json');
    await expect(readLabFile(missing)).rejects.toThrow(new RegExp(`${missing}: cannot read it`));
    const garbage = join(dir, 'garbage.json');
    await writeFile(garbage, '{"format": "fpga-arena/lab@1", "games": [');
    await expect(readLabFile(garbage)).rejects.toThrow(/garbage\.json: not JSON/);
    const other = join(dir, 'other.json');
    await writeFile(other, JSON.stringify({ format: 'fpga-arena/lab@1', sprt: DEFAULT_SPRT, games: [{ job: { id: 0 }, result: {}, wallMs: 1 }] }));
    await expect(readLabFile(other)).rejects.toThrow(/other\.json: not a lab report written by `arena lab --out`: games\.0\.job\.first: /);
  });
});

describe('lab-report: the CLI on real lab runs', () => {
  it("pools two seeds' runs and pairs them with a baseline's, as the runs' own reports add up", async () => {
    const out = (name: string): string => join(dir, name);
    const lab = async (a: string, seed: number, path: string): Promise<void> => {
      const io = memoryIo();
      expect(await runLabCommand(['--a', a, '--b', 'v1:depth=2', '--games', '4', '--workers', '2', '--opening-plies', '2', '--seed', String(seed), '--out', path], io)).toBe(0);
    };
    await lab('v1:depth=1', 1, out('a1.json'));
    await lab('v1:depth=1', 2, out('a2.json'));
    await lab('v1:depth=3', 1, out('b1.json'));
    await lab('v1:depth=3', 2, out('b2.json'));
    const io = memoryIo();
    expect(await runLabReport([out('a1.json'), out('a2.json'), '--baseline', out('b1.json'), out('b2.json')], io)).toBe(0);
    const text = io.stdout();
    const files = await Promise.all(['a1', 'a2', 'b1', 'b2'].map((n) => readLabFile(out(`${n}.json`))));
    const tally = (f: LabFile[]) => f.flatMap((x) => x.games).map(pointsOfA);
    const own = tally(files.slice(0, 2));
    const record = `${own.filter((p) => p === 1).length}-${own.filter((p) => p === 0).length}-${own.filter((p) => p === 0.5).length} (8 games)`;
    expect(text).toContain(`v1:depth=1 vs v1:depth=2: ${record}`);
    expect(text).toContain('from 2 files, 1000 ms a move');
    const base = tally(files.slice(2));
    const mean = (100 * own.reduce((t: number, p, i) => t + p - base[i]!, 0)) / 8;
    const sign = mean > 0 ? '+' : mean < 0 ? '−' : '';
    expect(text).toContain(`v1:depth=1 against v1:depth=3, both vs v1:depth=2, paired by job: ${sign}${Math.abs(mean).toFixed(1)} ± `);
    expect(text).toMatch(/of 8\)\n$/);
    const usage = memoryIo();
    expect(await runLabReport([out('a1.json'), '--baseline'], usage)).toBe(2);
    expect(usage.stderr()).toContain('usage: arena lab-report');
    // Through the CLI's entry: an error names the file, exits 1, and nothing is printed as a report.
    const bad = memoryIo();
    expect(await main(['lab-report', out('a1.json'), join(dir, 'gone.json')], bad)).toBe(1);
    expect(bad.stderr()).toContain(`${join(dir, 'gone.json')}: cannot read it`);
    expect(bad.stdout()).toBe('');
  }, 180_000);
});
