/**
 * The lab's figures from finished games: per opponent the tally, Elo with its 95% interval and the
 * SPRT state; per contender the move-time distribution (predicted hardware ms for cores, wall ms for
 * engines), the v2 depth reached, and the resource estimate of core configurations.
 */
import { eloEstimate, type EloEstimate } from '../../core/stats/elo.ts';
import { sprt, type SprtResult, type SprtSettings } from '../../core/stats/sprt.ts';
import { estimateResources, type ResourceEstimate } from '../../core/engines/blokus-core/v2/resources.ts';
import { resolveBlokusCoreOptions, BEAM_WIDTHS } from '../../core/engines/blokus-core/index.ts';
import { blokusCoreV2Resources, resolveBlokusCoreV2Options } from '../../core/engines/blokus-core/v2/index.ts';
import { blokusMctsMemory, type MctsMemoryEstimate } from '../../core/engines/blokus-mcts/memory.ts';
import type { Contender } from './contender.ts';
import type { StandIn } from './messages.ts';
import type { LabJobDone } from './pool.ts';

export interface TimeStats {
  readonly moves: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  readonly maxMs: number;
  readonly deadlineHits: number;
  /** v2: how many moves reached each depth. */
  readonly depths: Readonly<Record<string, number>>;
}

export interface PairingReport {
  readonly a: string;
  readonly b: string;
  readonly games: number;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  readonly elo: EloEstimate;
  readonly sprt: SprtResult;
  /** Games that ended by an illegal move, a fault or a timeout, with the reason. */
  readonly abnormal: readonly string[];
  readonly time: { readonly a: TimeStats; readonly b: TimeStats };
}

export interface LabReport {
  readonly format: 'fpga-arena/lab@1';
  readonly limitMs: number;
  readonly sprt: SprtSettings;
  /** Who played A's moves in which range, if not A (its moves are left out of A's time figures). */
  readonly standIn: StandIn | null;
  readonly pairings: readonly PairingReport[];
  /** Logic and memory for v1/v2 (calibrated on their RTL); memory only for the MCTS draft, which has no RTL. */
  readonly resources: Readonly<Record<string, ResourceEstimate | MctsMemoryEstimate>>;
}

/** The q-quantile of sorted values (nearest rank). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

function timeStats(samples: readonly { ms: number; depth: number | null; deadlineHit: boolean }[]): TimeStats {
  const ms = samples.map((s) => s.ms).sort((x, y) => x - y);
  const depths: Record<string, number> = {};
  for (const s of samples) if (s.depth !== null) depths[s.depth] = (depths[s.depth] ?? 0) + 1;
  const r = (v: number): number => Math.round(v * 100) / 100;
  return { moves: ms.length, medianMs: r(quantile(ms, 0.5)), p95Ms: r(quantile(ms, 0.95)), maxMs: r(ms[ms.length - 1] ?? NaN), deadlineHits: samples.filter((s) => s.deadlineHit).length, depths };
}

/** Resource estimate of a core contender (null for external engines). */
export function contenderResources(c: Contender): ResourceEstimate | MctsMemoryEstimate | null {
  if (c.kind === 'v1') {
    const o = resolveBlokusCoreOptions(c.options);
    return estimateResources({ version: 1, units: o.units, beamEntries: BEAM_WIDTHS.reduce((x, y) => x + y, 0), plies: o.depth });
  }
  if (c.kind === 'v2') {
    return blokusCoreV2Resources(resolveBlokusCoreV2Options(c.options));
  }
  if (c.kind === 'mcts') return blokusMctsMemory(c.options);
  return null;
}

export function pairingReport(a: string, b: string, games: readonly LabJobDone[], settings: SprtSettings): PairingReport {
  let wins = 0;
  let losses = 0;
  let draws = 0;
  const abnormal: string[] = [];
  const timeA: LabJobDone['result']['samples'][number][] = [];
  const timeB: LabJobDone['result']['samples'][number][] = [];
  for (const { job, result } of games) {
    const aSide = job.aFirst ? 0 : 1;
    if (result.winner === null) draws++;
    else if (result.winner === aSide) wins++;
    else losses++;
    if (result.end !== 'normal') abnormal.push(`game ${job.id}: ${result.end}: ${result.detail ?? ''}`);
    // A stand-in's moves are not A's: its time would blur A's figures.
    for (const s of result.samples) if (!s.standIn) (s.side === aSide ? timeA : timeB).push(s);
  }
  const tally = { wins, losses, draws };
  return { a, b, games: games.length, wins, losses, draws, elo: eloEstimate(tally), sprt: sprt(tally, settings), abnormal, time: { a: timeStats(timeA), b: timeStats(timeB) } };
}

const fmt = (v: number): string => (Number.isFinite(v) ? v.toFixed(0) : v > 0 ? '+inf' : '-inf');

/** One line per pairing for the terminal. */
export function describePairing(p: PairingReport): string {
  const t = p.time.a;
  return (
    `${p.a} vs ${p.b}: ${p.wins}-${p.losses}-${p.draws} (${p.games} games) score ${(p.elo.score * 100).toFixed(1)}% ` +
    `Elo ${fmt(p.elo.elo)} [${fmt(p.elo.low)}, ${fmt(p.elo.high)}] SPRT LLR ${p.sprt.llr.toFixed(2)} (${p.sprt.lower.toFixed(2)}, ${p.sprt.upper.toFixed(2)}) ${p.sprt.decision}; ` +
    `${p.a} ms median ${t.medianMs} p95 ${t.p95Ms} max ${t.maxMs}`
  );
}
