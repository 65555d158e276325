/**
 * The lab's figures from finished games: per opponent the tally, Elo with its 95% interval and the
 * SPRT state, A's record by colour, and the same Elo and SPRT over colour-swapped game pairs
 * (core/stats/pentanomial.ts: in Blokus Duo the colour decides most games); per contender the move-time distribution (predicted hardware ms for cores, wall ms for
 * engines), the v2 depth reached, and the resource estimate of core configurations.
 */
import { eloEstimate, type EloEstimate, type SeriesTally } from '../../core/stats/elo.ts';
import { pentanomialElo, pentanomialOf, pentanomialSprt, type GamePoints, type Pentanomial } from '../../core/stats/pentanomial.ts';
import { sprt, type SprtResult, type SprtSettings } from '../../core/stats/sprt.ts';
import { estimateResources, type ResourceEstimate } from '../../core/engines/blokus-core/v2/resources.ts';
import { resolveBlokusCoreOptions, BEAM_WIDTHS } from '../../core/engines/blokus-core/index.ts';
import { blokusCoreV2Resources, resolveBlokusCoreV2Options } from '../../core/engines/blokus-core/v2/index.ts';
import { blokusMctsMemory, type MctsMemoryEstimate } from '../../core/engines/blokus-mcts/memory.ts';
import { EP4CE115_MULTIPLIERS, blokusMctsLogic, type MctsLogicEstimate } from '../../core/engines/blokus-mcts/logic.ts';
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
  /** A's wins, losses and draws as the first mover and as the second. */
  readonly colours: { readonly first: SeriesTally; readonly second: SeriesTally };
  /**
   * Complete colour-swapped pairs (the two games of one start square and opening): how many scored
   * 0, ½, 1, 1½, 2 for A, and Elo and SPRT with the pair as the trial. A pair whose second game was
   * not played (an odd count, an SPRT stop) is left out.
   */
  readonly pairs: { readonly pentanomial: Pentanomial; readonly elo: EloEstimate; readonly sprt: SprtResult };
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
  /** Logic and memory per core contender: v1/v2 calibrated on their RTL, the MCTS draft by SPEC-v3 §6 and §6d's parts. */
  readonly resources: Readonly<Record<string, ResourceEstimate | MctsResources>>;
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

/** An MCTS configuration's block RAM (SPEC-v3 §6) and logic by parts (§6d). */
export type MctsResources = MctsMemoryEstimate & { readonly logic: MctsLogicEstimate };

/** The lab's line on an MCTS configuration's logic: the totals, and how much of them no RTL backs yet. */
export function mctsLogicLine(l: MctsLogicEstimate): string {
  // The issue's bound for a core that fits with margin: 80% of the LEs, counting every LUT4 and register apart.
  const over = l.lesPercentHigh > 80 ? ', over 80% by that bound' : '';
  return `logic ~${l.lut4} LUT4 + ${l.registers} registers (${l.lesLow}–${l.lesHigh} LEs, ≤ ${l.lesPercentHigh}% of EP4CE115${over}) and ${l.multipliers} of its ${EP4CE115_MULTIPLIERS} 18×18 multipliers: Yosys runs of the v3 RTL, ${l.estimatedPercent}% of the LUT4 estimated for parts without RTL (SPEC-v3 §6d)`;
}

/** Resource estimate of a core contender (null for external engines). */
export function contenderResources(c: Contender): ResourceEstimate | MctsResources | null {
  if (c.kind === 'v1') {
    const o = resolveBlokusCoreOptions(c.options);
    return estimateResources({ version: 1, units: o.units, beamEntries: BEAM_WIDTHS.reduce((x, y) => x + y, 0), plies: o.depth });
  }
  if (c.kind === 'v2') {
    return blokusCoreV2Resources(resolveBlokusCoreV2Options(c.options));
  }
  if (c.kind === 'mcts') return { ...blokusMctsMemory(c.options), logic: blokusMctsLogic(c.options) };
  return null;
}

/** A's points from a game: 1 a win, ½ a draw, 0 a loss. */
export function pointsOfA({ job, result }: Pick<LabJobDone, 'job' | 'result'>): GamePoints {
  return result.winner === null ? 0.5 : result.winner === (job.aFirst ? 0 : 1) ? 1 : 0;
}

function tallyOf(points: readonly GamePoints[]): SeriesTally {
  return { wins: points.filter((x) => x === 1).length, losses: points.filter((x) => x === 0).length, draws: points.filter((x) => x === 0.5).length };
}

/** The complete colour-swapped pairs among `games`: A's points with the first move and without it. */
function colourPairs(games: readonly LabJobDone[]): [GamePoints, GamePoints][] {
  const byStart = new Map<string, { first?: GamePoints; second?: GamePoints }>();
  for (const g of games) {
    // labJobs gives a pair's two games one opening seed and one start square.
    const key = `${g.job.openingSeed}/${g.job.start}`;
    const pair = byStart.get(key) ?? {};
    pair[g.job.aFirst ? 'first' : 'second'] = pointsOfA(g);
    byStart.set(key, pair);
  }
  return [...byStart.values()].flatMap((p) => (p.first === undefined || p.second === undefined ? [] : [[p.first, p.second] as [GamePoints, GamePoints]]));
}

export function pairingReport(a: string, b: string, games: readonly LabJobDone[], settings: SprtSettings): PairingReport {
  const abnormal: string[] = [];
  const timeA: LabJobDone['result']['samples'][number][] = [];
  const timeB: LabJobDone['result']['samples'][number][] = [];
  for (const { job, result } of games) {
    const aSide = job.aFirst ? 0 : 1;
    if (result.end !== 'normal') abnormal.push(`game ${job.id}: ${result.end}: ${result.detail ?? ''}`);
    // A stand-in's moves are not A's: its time would blur A's figures.
    for (const s of result.samples) if (!s.standIn) (s.side === aSide ? timeA : timeB).push(s);
  }
  const tally = tallyOf(games.map(pointsOfA));
  const colours = { first: tallyOf(games.filter((g) => g.job.aFirst).map(pointsOfA)), second: tallyOf(games.filter((g) => !g.job.aFirst).map(pointsOfA)) };
  const pentanomial = pentanomialOf(colourPairs(games));
  const pairs = { pentanomial, elo: pentanomialElo(pentanomial), sprt: pentanomialSprt(pentanomial, settings) };
  return { a, b, games: games.length, ...tally, elo: eloEstimate(tally), sprt: sprt(tally, settings), colours, pairs, abnormal, time: { a: timeStats(timeA), b: timeStats(timeB) } };
}

/** The SPRT that stops a pairing: the games' (comparable with every earlier run) or, with `pairs`, the colour-swapped pairs', which changes only when a pair completes. */
export function stoppingSprt(p: PairingReport, pairs: boolean): SprtResult {
  return pairs ? p.pairs.sprt : p.sprt;
}

/** JSON has no ±Infinity (a 6–0 sweep's Elo): a replacer that writes them as strings instead of a silent null. */
export function keepInfinity(_key: string, v: unknown): unknown {
  if (typeof v !== 'number' || Number.isFinite(v)) return v;
  return Number.isNaN(v) ? 'NaN' : v > 0 ? 'Infinity' : '-Infinity';
}

const fmt = (v: number): string => (Number.isFinite(v) ? v.toFixed(0) : v > 0 ? '+inf' : '-inf');

const record = (t: SeriesTally): string => `${t.wins}-${t.losses}-${t.draws}`;

/** Two lines per pairing for the terminal: the games, then by colour and by pair. */
export function describePairing(p: PairingReport): string {
  const t = p.time.a;
  const { pentanomial: q, elo, sprt: s } = p.pairs;
  const nPairs = q.reduce((x, y) => x + y, 0);
  return (
    `${p.a} vs ${p.b}: ${p.wins}-${p.losses}-${p.draws} (${p.games} games) score ${(p.elo.score * 100).toFixed(1)}% ` +
    `Elo ${fmt(p.elo.elo)} [${fmt(p.elo.low)}, ${fmt(p.elo.high)}] SPRT LLR ${p.sprt.llr.toFixed(2)} (${p.sprt.lower.toFixed(2)}, ${p.sprt.upper.toFixed(2)}) ${p.sprt.decision}; ` +
    `${p.a} ms median ${t.medianMs} p95 ${t.p95Ms} max ${t.maxMs}\n` +
    `  as first mover ${record(p.colours.first)}, as second ${record(p.colours.second)}; ` +
    (nPairs === 0
      ? 'no colour-swapped pair complete'
      : `${nPairs} colour-swapped pairs scoring 0/½/1/1½/2: ${q.join('/')}, Elo ${fmt(elo.elo)} [${fmt(elo.low)}, ${fmt(elo.high)}] pair SPRT LLR ${s.llr.toFixed(2)} ${s.decision}`) +
    abnormalLine(p.abnormal)
  );
}

/** Games that ended on a fault, a timeout or a hang count in the record: say so beside it, or a harness's forfeits read as wins. */
function abnormalLine(abnormal: readonly string[]): string {
  if (abnormal.length === 0) return '';
  const shown = abnormal.slice(0, 3).join('; ');
  return `\n  ${abnormal.length} game${abnormal.length === 1 ? '' : 's'} ended abnormally and count in the record: ${shown}${abnormal.length > 3 ? `; … (${abnormal.length - 3} more in the JSON)` : ''}`;
}
