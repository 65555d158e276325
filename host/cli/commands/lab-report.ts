/**
 * `arena lab-report FILE… [--baseline FILE…] [--json]`: the figures of `arena lab --out` reports
 * pooled over their runs (distinct --seed values), and with a baseline's runs of the same jobs,
 * each pairing's paired difference (host/lab/report-files.ts).
 */
import { describePairedDifference } from '../../../core/stats/paired.ts';
import { compareWithBaseline, poolPairings, readLabFile, type BaselineComparison, type PooledPairing } from '../../lab/report-files.ts';
import { describePairing, keepInfinity } from '../../lab/report.ts';
import { parseCommandArgs } from '../args.ts';
import type { CliIo } from '../io.ts';

const USAGE = `usage: arena lab-report FILE.json [FILE.json ...] [--baseline FILE.json ...] [--json]

  Pools the games of \`arena lab --out\` reports by pairing (runs of distinct --seed values; the
  same job twice is an error) and prints what the lab prints for them: the record, Elo with its 95%
  interval and SPRT, the record by colour and the colour-swapped pairs, A's time per move.
  --baseline   every file after it: reports of another contender on the same jobs (the same --seed,
               --games and opponents); per pairing, A's points less the baseline's job by job, the
               mean a game with its 95% interval, in points per 100 games — the colour cancels out
  --json       the pooled reports and comparisons as JSON
`;

const OPTIONS = { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } as const;

interface ReportArgs {
  readonly help: boolean;
  readonly json: boolean;
  readonly files: readonly string[];
  /** The files after --baseline; null without it. */
  readonly baseline: readonly string[] | null;
}

function parseReportArgs(args: string[]): ReportArgs {
  // Every file after --baseline is the baseline's (a shell glob gives several), so it is split off by hand.
  const at = args.indexOf('--baseline');
  const own = parseCommandArgs('lab-report', at < 0 ? args : args.slice(0, at), OPTIONS, true);
  const base = at < 0 ? null : parseCommandArgs('lab-report', args.slice(at + 1), OPTIONS, true);
  return {
    help: Boolean(own.values.help || base?.values.help),
    json: Boolean(own.values.json || base?.values.json),
    files: own.positionals,
    baseline: base ? base.positionals : null,
  };
}

function printText(io: CliIo, runs: readonly PooledPairing[], comparisons: readonly BaselineComparison[] | null): void {
  for (const r of runs) io.out(`${describePairing(r.report)}\n  from ${r.files.length} file${r.files.length === 1 ? '' : 's'}, ${r.limitMs === 0 ? 'no per-move limit' : `${r.limitMs} ms a move`}\n`);
  if (comparisons === null) return;
  if (comparisons.length === 0) io.out('no pairing shares an opponent and a limit with the baseline\n');
  for (const c of comparisons) io.out(`${c.a} against ${c.baseline}, both vs ${c.opponent}, paired by job: ${describePairedDifference(c.difference)}\n`);
}

export async function run(args: string[], io: CliIo): Promise<number> {
  const a = parseReportArgs(args);
  if (a.help) {
    io.out(USAGE);
    return 0;
  }
  if (a.files.length === 0 || a.baseline?.length === 0) {
    io.err(USAGE);
    return 2;
  }
  const runs = poolPairings(await Promise.all(a.files.map(readLabFile)));
  const comparisons = a.baseline ? compareWithBaseline(runs, poolPairings(await Promise.all(a.baseline.map(readLabFile)))) : null;
  if (a.json) io.out(`${JSON.stringify({ pairings: runs.map((r) => ({ ...r.report, limitMs: r.limitMs, files: r.files })), baseline: comparisons ?? [] }, keepInfinity, 2)}\n`);
  else printText(io, runs, comparisons);
  return 0;
}
