/**
 * A lab run: contender A against each opponent, `games` games per pairing on `workers` processes,
 * colours alternating every game and start squares every two, so every four games cover each
 * colour with each start square. Writes nothing itself: the CLI saves the report and the chart.
 */
import type { StartSquare } from '../../core/blokus/position.ts';
import type { SprtSettings } from '../../core/stats/sprt.ts';
import { parseContender } from './contender.ts';
import type { LabJob, StandIn } from './messages.ts';
import { runLabJobs, type LabJobDone } from './pool.ts';
import { contenderResources, pairingReport, stoppingSprt, type LabReport } from './report.ts';

export interface LabSettings {
  readonly a: string;
  readonly opponents: readonly string[];
  readonly games: number;
  readonly workers: number;
  readonly limitMs: number;
  readonly sprt: SprtSettings;
  /** Stop a pairing as soon as its SPRT decides. */
  readonly sprtStop: boolean;
  /** Decide (and show the progress's LLR) by the colour-swapped pairs' SPRT instead of the games'. */
  readonly sprtPairs?: boolean;
  /** Random opening moves per game (see LabOpening); each colour-swapped pair shares one. */
  readonly openingPlies: number;
  readonly seed: number;
  /** Another contender plays A's own moves in a range (null: A plays all its moves). */
  readonly standIn?: StandIn | null;
}

export interface JobPlan {
  readonly games: number;
  readonly limitMs: number;
  readonly openingPlies: number;
  readonly seed: number;
  readonly standIn?: StandIn | null;
}

export function labJobs(a: string, b: string, plan: JobPlan, firstId = 0): LabJob[] {
  return Array.from({ length: plan.games }, (_, g) => {
    const start: StartSquare = (g >> 1) % 2 === 0 ? '5' : 'a';
    const aFirst = g % 2 === 0;
    const openingSeed = plan.seed * 100_003 + (g >> 1);
    return { id: firstId + g, first: aFirst ? a : b, second: aFirst ? b : a, aFirst, start, limitMs: plan.limitMs, openingPlies: plan.openingPlies, openingSeed, standIn: plan.standIn ?? null };
  });
}

export interface LabRun {
  readonly report: LabReport;
  readonly games: readonly LabJobDone[];
  /** A's per-move times over every pairing (for the chart). */
  readonly timesOfA: readonly number[];
}

/** A's name in the report: with a stand-in, which of its moves were not its own. */
export function contenderLabel(a: string, standIn: StandIn | null): string {
  return standIn ? `${a} (its moves ${standIn.from}–${standIn.to} by ${standIn.spec})` : a;
}

export async function runLab(s: LabSettings, progress: (line: string) => void): Promise<LabRun> {
  // Parse every spec first, so a typo fails before any game is played.
  const contenders = [s.a, ...s.opponents].map(parseContender);
  if (s.standIn) parseContender(s.standIn.spec);
  const all: LabJobDone[] = [];
  const standIn = s.standIn ?? null;
  const label = contenderLabel(s.a, standIn);
  const pairings = [];
  let id = 0;
  for (const b of s.opponents) {
    const jobs = labJobs(s.a, b, s, id);
    id += jobs.length;
    const mine: LabJobDone[] = [];
    await runLabJobs(jobs, s.workers, (d) => {
      mine.push(d);
      const p = pairingReport(label, b, mine, s.sprt);
      const test = stoppingSprt(p, s.sprtPairs ?? false);
      progress(`${label} vs ${b}: game ${mine.length}/${s.games} ${p.wins}-${p.losses}-${p.draws} ${s.sprtPairs ? 'pair ' : ''}LLR ${test.llr.toFixed(2)}`);
      return !(s.sprtStop && test.decision !== 'continue');
    });
    all.push(...mine);
    pairings.push(pairingReport(label, b, mine, s.sprt));
  }
  const resources = Object.fromEntries(contenders.flatMap((c) => {
    const r = contenderResources(c);
    return r ? [[c.spec, r] as const] : [];
  }));
  const timesOfA = all.flatMap(({ job, result }) => result.samples.filter((x) => x.side === (job.aFirst ? 0 : 1) && !x.standIn).map((x) => x.ms));
  return { report: { format: 'fpga-arena/lab@1', limitMs: s.limitMs, sprt: s.sprt, standIn, pairings, resources }, games: all, timesOfA };
}
