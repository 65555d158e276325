/**
 * Lab reports read back (`arena lab --out`, `arena lab-report`): validated, their games pooled by
 * pairing over several runs (distinct --seed values), and compared job by job with a baseline's
 * runs of the same jobs — the paired difference every configuration change in SPEC-v3 §9 is judged
 * by, which cancels the colour (core/stats/paired.ts).
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { ArenaError } from '../../core/errors.ts';
import { pairedDifference, type PairedDifference } from '../../core/stats/paired.ts';
import type { GamePoints } from '../../core/stats/pentanomial.ts';
import type { SprtSettings } from '../../core/stats/sprt.ts';
import { labGameResultSchema, labJobSchema, type LabJob } from './messages.ts';
import type { LabJobDone } from './pool.ts';
import { pairingReport, pointsOfA, type PairingReport } from './report.ts';
import { contenderLabel } from './run-lab.ts';

const labFileSchema = z.object({
  format: z.literal('fpga-arena/lab@1'),
  sprt: z.object({ elo0: z.number(), elo1: z.number(), alpha: z.number(), beta: z.number() }),
  games: z.array(z.object({ job: labJobSchema, result: labGameResultSchema, wallMs: z.number() })),
});

export interface LabFile {
  readonly path: string;
  readonly sprt: SprtSettings;
  readonly games: readonly LabJobDone[];
}

/** A lab report file, or an error that names the file and what in it is wrong. */
export async function readLabFile(path: string): Promise<LabFile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    throw new ArenaError('lab-report-unreadable', `${path}: cannot read it (${(e as Error).message})`, { path });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new ArenaError('lab-report-invalid', `${path}: not JSON (${(e as Error).message})`, { path });
  }
  const parsed = labFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ArenaError('lab-report-invalid', `${path}: not a lab report written by \`arena lab --out\`: ${issue.path.join('.') || '(top)'}: ${issue.message}`, { path, issue: issue.path });
  }
  return { path, sprt: parsed.data.sprt, games: parsed.data.games };
}

/** A job as every run with the same --seed and --opening-plies plays it: its opening, start square and A's colour. */
export function jobKey(j: LabJob): string {
  return `${j.openingSeed}/${j.openingPlies}/${j.start}/${j.aFirst ? 'A first' : 'A second'}`;
}

/** A's label (with its stand-in, as the lab names the pairing) and B's spec in a game. */
function sidesOf(j: LabJob): { a: string; b: string } {
  return { a: contenderLabel(j.aFirst ? j.first : j.second, j.standIn), b: j.aFirst ? j.second : j.first };
}

export interface PooledPairing {
  readonly report: PairingReport;
  readonly limitMs: number;
  /** A's points by job key. */
  readonly points: ReadonlyMap<string, GamePoints>;
  readonly files: readonly string[];
}

/**
 * Every pairing's games over `files`, in order of first appearance, with the figures the lab
 * prints. A job twice (the same --seed run twice) or one pairing at two per-move limits is an error:
 * pooled, either would count as evidence what is not.
 */
export function poolPairings(files: readonly LabFile[]): PooledPairing[] {
  // `from`: the file each job came from, in order of first appearance (a Map keeps it).
  const groups = new Map<string, { a: string; b: string; limitMs: number; games: LabJobDone[]; from: Map<string, string> }>();
  for (const f of files) {
    for (const g of f.games) {
      const { a, b } = sidesOf(g.job);
      const id = `${a}\u0000${b}`;
      let group = groups.get(id);
      if (!group) groups.set(id, (group = { a, b, limitMs: g.job.limitMs, games: [], from: new Map() }));
      if (g.job.limitMs !== group.limitMs) {
        throw new ArenaError('lab-report-mixed', `${f.path}: ${a} vs ${b} at ${g.job.limitMs} ms a move, where ${group.from.values().next().value} played it at ${group.limitMs}: runs at different limits do not pool`, { path: f.path });
      }
      const key = jobKey(g.job);
      const before = group.from.get(key);
      if (before !== undefined) {
        throw new ArenaError('lab-report-duplicate', `${f.path} and ${before} both hold the job ${key} of ${a} vs ${b}: the same --seed run twice; pool runs of distinct seeds`, { path: f.path, other: before, job: key });
      }
      group.from.set(key, f.path);
      group.games.push(g);
    }
  }
  return [...groups.values()].map((g) => ({
    report: pairingReport(g.a, g.b, g.games, files[0]!.sprt),
    limitMs: g.limitMs,
    points: new Map(g.games.map((x) => [jobKey(x.job), pointsOfA(x)])),
    files: [...new Set(g.from.values())],
  }));
}

export interface BaselineComparison {
  readonly a: string;
  readonly baseline: string;
  readonly opponent: string;
  readonly difference: PairedDifference;
}

/** Each pairing against the baseline's pairings with the same opponent at the same limit: A's points less the baseline's, job by job. */
export function compareWithBaseline(runs: readonly PooledPairing[], baseline: readonly PooledPairing[]): BaselineComparison[] {
  return runs.flatMap((r) =>
    baseline
      .filter((b) => b.report.b === r.report.b && b.limitMs === r.limitMs)
      .map((b) => {
        const pairs = [...r.points].flatMap(([key, p]) => {
          const q = b.points.get(key);
          return q === undefined ? [] : [[p, q] as const];
        });
        return { a: r.report.a, baseline: b.report.a, opponent: r.report.b, difference: pairedDifference(pairs) };
      }),
  );
}
