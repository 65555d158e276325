/**
 * Mixed-precision MCTS (issue 17, core/engines/mcts/README.md): strength against compute for the
 * depth thresholds 0, 1, 2, 4 and ∞ (d = 0 all INT8, d = ∞ all FP32).
 *
 *  - net: MACs per evaluation, evaluations per second in FP32 and INT8 (these TypeScript kernels on
 *    this machine), and how often the INT8 net's best move differs from the FP32 net's;
 *  - equalPlayouts: each threshold on the same positions at the same playouts: its INT8 share, its
 *    modelled cost, and how often its chosen move differs from threshold=∞'s;
 *  - equalTime: each threshold against ∞, both with the same milliseconds per move;
 *  - equalCost: each threshold against ∞ at equal modelled hardware cost: its playouts scaled by
 *    ∞'s cost per playout over its own (measured in equalPlayouts), so both spend the same
 *    FP32-equivalent MACs per move (INT8 MAC = ¼ FP32 MAC, core/nn/macs.ts);
 *  - vsAlphaBeta: each threshold against the emulated Gomoku alpha-beta core (depth 4).
 * Games start from seeded openings, each opening played with both colours, on 2 worker processes
 * (mcts-pool.ts). Each pairing reports W-L-D, A's score with its 95% Wilson interval and Elo with
 * its 95% interval; the 1-minute load average is sampled after every game (the equal-wall-time
 * results depend on it). A chart (SVG, the intervals as error bars) is written beside the report.
 */
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { z } from 'zod';
import { ArenaError } from '../core/errors.ts';
import { GomokuPosition, builtInNet, samplePositions } from '../core/engines/mcts/index.ts';
import { DEFAULT_DEPTH } from '../core/engines/gomoku-core/index.ts';
import { EMPTY } from '../core/gomoku/index.ts';
import type { GomokuBoard } from '../core/gomoku/index.ts';
import { PolicyValueNet, modelledCost } from '../core/nn/index.ts';
import type { SeriesFigures } from './hex-series.ts';
import { mctsChartSvg } from './mcts-chart.ts';
import { MctsMover, addSpent, addToTally, coreSpec, noSpent, pairFigures, spentFigures } from './mcts-games.ts';
import type { PairFigures, Spent, Tally } from './mcts-games.ts';
import { jobsOf } from './mcts-pairings.ts';
import type { Group, Pairing } from './mcts-pairings.ts';
import { runMctsGames } from './mcts-pool.ts';
import type { BenchModule } from './types.ts';

const THRESHOLDS = ['0', '1', '2', '4', 'inf'] as const;
const MIXED = THRESHOLDS.filter((t) => t !== 'inf');
const label = (t: string): string => (t === 'inf' ? '∞' : t);

const planSchema = z
  .object({
    positions: z.number().int().positive(),
    /** Playouts per move of threshold ∞ (equal cost, vs alpha-beta) and of every threshold at equal playouts. */
    playouts: z.number().int().positive(),
    timeMs: z.number().positive(),
    /** Games per pairing at equal cost and against alpha-beta; each opening is played with both colours. */
    games: z.number().int().positive().multipleOf(2),
    /** Games per pairing at equal wall time (the slowest games, and load-dependent). */
    equalTimeGames: z.number().int().positive().multipleOf(2),
    workers: z.number().int().min(1).max(2),
  })
  .strict();
type Plan = z.infer<typeof planSchema>;

const FULL: Plan = { positions: 24, playouts: 24, timeMs: 250, games: 40, equalTimeGames: 40, workers: 2 };
const QUICK: Plan = { positions: 6, playouts: 8, timeMs: 60, games: 2, equalTimeGames: 2, workers: 2 };

/**
 * The plan, with any keys of ARENA_MCTS_PLAN (JSON) over it: a run that must fit a time budget on a
 * loaded machine says so in its report's plan rather than in an edited constant.
 */
function planOf(quick: boolean): Plan {
  const base = quick ? QUICK : FULL;
  const env = process.env.ARENA_MCTS_PLAN;
  if (!env) return base;
  let raw: unknown;
  try {
    raw = JSON.parse(env);
  } catch (e: unknown) {
    throw new ArenaError('bench-bad-plan', `ARENA_MCTS_PLAN is not JSON: ${e instanceof Error ? e.message : String(e)}`, { env });
  }
  const parsed = planSchema.partial().safeParse(raw);
  if (!parsed.success) throw new ArenaError('bench-bad-plan', `ARENA_MCTS_PLAN: ${parsed.error.message}`, { env });
  return { ...base, ...parsed.data };
}

interface PairingRun {
  readonly tally: Tally;
  readonly spentA: Spent;
  readonly spentB: Spent;
  plies: number;
  wallMs: number;
}

/** Plays every pairing's games on the pool, printing progress and sampling the load average. */
async function playPairings(pairings: readonly Pairing[], plan: Plan, progress: (m: string) => void) {
  const runs = pairings.map((): PairingRun => ({ tally: { aWins: 0, bWins: 0, draws: 0 }, spentA: noSpent(), spentB: noSpent(), plies: 0, wallMs: 0 }));
  const { jobs, pairingOf } = jobsOf(pairings);
  const load: number[] = [loadavg()[0]!];
  const t0 = performance.now();
  let finished = 0;
  await runMctsGames(jobs, plan.workers, ({ job, result }) => {
    const k = pairingOf[job.id]!;
    const run = runs[k]!;
    addToTally(run.tally, result.winner);
    if (result.spentA) addSpent(run.spentA, result.spentA);
    if (result.spentB) addSpent(run.spentB, result.spentB);
    run.plies += result.plies;
    run.wallMs += result.wallMs;
    load.push(loadavg()[0]!);
    finished++;
    const t = run.tally;
    const played = t.aWins + t.bWins + t.draws;
    const s = (performance.now() - t0) / 1000;
    progress(`${finished}/${jobs.length} ${pairings[k]!.group} threshold ${label(pairings[k]!.threshold)}: game ${played}/${pairings[k]!.games} ${t.aWins}-${t.bWins}-${t.draws}; load ${load.at(-1)!.toFixed(1)}; ${Math.round(s)} s, about ${Math.round((s / finished) * (jobs.length - finished))} s to go`);
  });
  const loadAverage1m = { atStart: round2(load[0]!), min: round2(Math.min(...load)), max: round2(Math.max(...load)), mean: round2(load.reduce((a, b) => a + b, 0) / load.length), samples: load.length };
  return { runs, loadAverage1m, gamesSeconds: Math.round((performance.now() - t0) / 1000) };
}

const round2 = (v: number): number => Number(v.toFixed(2));

function argmaxEmpty(logits: Float32Array, board: GomokuBoard): number {
  let best = -1;
  for (let c = 0; c < logits.length; c++) if (board.cells[c] === EMPTY && (best < 0 || logits[c]! > logits[best]!)) best = c;
  return best;
}

/** Evaluations per second of each precision, and the INT8 net's best move against FP32's. */
function netFigures(boards: readonly GomokuBoard[]) {
  const net = new PolicyValueNet(builtInNet('gomoku15'));
  const planes = boards.map((b) => {
    const x = new Float32Array(3 * net.cells);
    new GomokuPosition(b).encode(x);
    return x;
  });
  const rate = (precision: 'fp32' | 'int8'): number => {
    const t0 = performance.now();
    for (const x of planes) net.evaluate(x, precision);
    return Math.round((1000 * planes.length) / (performance.now() - t0));
  };
  const fp32PerSecond = rate('fp32');
  const int8PerSecond = rate('int8');
  let differ = 0;
  planes.forEach((x, i) => {
    const f = argmaxEmpty(Float32Array.from(net.evaluate(x, 'fp32').logits), boards[i]!);
    if (argmaxEmpty(net.evaluate(x, 'int8').logits, boards[i]!) !== f) differ++;
  });
  return { macsPerEvaluation: net.macsPerEvaluation, fp32PerSecond, int8PerSecond, positions: boards.length, bestMoveDiffers: differ, bestMoveDiffersPercent: pct(differ / boards.length) };
}

/** Each threshold searching each position afresh at equal playouts. */
function equalPlayouts(boards: readonly GomokuBoard[], playouts: number, progress: (m: string) => void) {
  const moves = new Map<string, number[]>();
  const out: Record<string, ReturnType<typeof spentFigures> & { costPerPlayout: number; movesDifferFromInf?: number }> = {};
  for (const t of THRESHOLDS) {
    const mover = new MctsMover(`mcts:threshold=${t},playouts=${playouts},reuse=off`);
    moves.set(t, boards.map((b) => { const m = mover.move(b); return m.y * 15 + m.x; }));
    progress(`equal playouts: threshold ${label(t)} done`);
    out[t] = { ...spentFigures(mover.spent), costPerPlayout: modelledCost(mover.spent.macs) / (mover.spent.moves * playouts) };
  }
  const ref = moves.get('inf')!;
  for (const t of MIXED) out[t]!.movesDifferFromInf = pct(moves.get(t)!.filter((m, i) => m !== ref[i]).length / boards.length);
  return out;
}

function scores(pairs: Readonly<Record<string, PairFigures>>): Record<string, SeriesFigures> {
  return Object.fromEntries(Object.entries(pairs).map(([t, p]) => [label(t), p.score]));
}

const bench: BenchModule = {
  name: 'mcts-threshold',
  async run(ctx) {
    const plan = planOf(ctx.quick);
    const t0 = performance.now();
    const boards = samplePositions(plan.positions, 1717);
    const net = netFigures(samplePositions(ctx.quick ? 20 : 200, 1718));
    const atEqualPlayouts = equalPlayouts(boards, plan.playouts, ctx.progress);
    const infCost = atEqualPlayouts.inf!.costPerPlayout;

    // Equal modelled cost: A's playouts scaled so that it spends ∞'s FP32-equivalent MACs per move.
    const costPlayouts = Object.fromEntries(MIXED.map((t) => [t, Math.max(1, Math.round((plan.playouts * infCost) / atEqualPlayouts[t]!.costPerPlayout))]));
    const timed = (t: string): string => `mcts:threshold=${t},time=${plan.timeMs},playouts=10000000`;
    // The pairings that must reach the planned games come first, equal wall time (load-dependent) last.
    const pairings: Pairing[] = [
      ...MIXED.map((t, k): Pairing => ({ group: 'equalCost', threshold: t, a: `mcts:threshold=${t},playouts=${costPlayouts[t]}`, b: `mcts:threshold=inf,playouts=${plan.playouts}`, games: plan.games, seed: 200 + 100 * k })),
      ...THRESHOLDS.map((t, k): Pairing => ({ group: 'vsAlphaBeta', threshold: t, a: `mcts:threshold=${t},playouts=${plan.playouts}`, b: coreSpec(DEFAULT_DEPTH), games: plan.games, seed: 1000 + 100 * k })),
      ...MIXED.map((t, k): Pairing => ({ group: 'equalTime', threshold: t, a: timed(t), b: timed('inf'), games: plan.equalTimeGames, seed: 2000 + 100 * k })),
    ];
    const { runs, loadAverage1m, gamesSeconds } = await playPairings(pairings, plan, ctx.progress);
    const groups: Record<Group, Record<string, PairFigures & { playouts?: number; spentA: ReturnType<typeof spentFigures>; spentB?: ReturnType<typeof spentFigures>; meanPlies: number; meanGameSeconds: number }>> = { equalTime: {}, equalCost: {}, vsAlphaBeta: {} };
    pairings.forEach((p, k) => {
      const r = runs[k]!;
      const games = p.games;
      groups[p.group][p.threshold] = {
        ...pairFigures(p.a, p.b, r.tally),
        ...(p.group === 'equalCost' ? { playouts: costPlayouts[p.threshold]! } : {}),
        spentA: spentFigures(r.spentA),
        ...(r.spentB.moves > 0 ? { spentB: spentFigures(r.spentB) } : {}),
        meanPlies: Number((r.plies / games).toFixed(1)),
        meanGameSeconds: Number((r.wallMs / games / 1000).toFixed(1)),
      };
      const f = groups[p.group][p.threshold]!;
      ctx.progress(`${p.group} threshold ${label(p.threshold)}: ${f.aWins}-${f.bWins}-${f.draws}, score ${f.score.winPercent}% (${f.score.wilson95[0]}–${f.score.wilson95[1]}%), Elo ${f.elo.text}`);
    });
    const { equalTime, equalCost, vsAlphaBeta } = groups;

    const relativeCost = Object.fromEntries(THRESHOLDS.map((t) => [label(t), atEqualPlayouts[t]!.costPerPlayout / infCost]));
    const svg = mctsChartSvg(
      THRESHOLDS.map(label),
      [
        { label: 'vs ∞ at equal wall time', colour: '#36c', points: scores(equalTime) },
        { label: 'vs ∞ at equal modelled cost', colour: '#e80', points: scores(equalCost) },
        { label: `vs alpha-beta core (depth ${DEFAULT_DEPTH})`, colour: '#393', points: scores(vsAlphaBeta) },
      ],
      relativeCost,
    );
    const chart = ctx.reportPath ? `${ctx.reportPath.replace(/\.json$/, '')}-mcts-threshold.svg` : 'bench-mcts-threshold.svg';
    await writeFile(chart, svg);
    return {
      plan: { ...plan, costModel: 'FP32-equivalent MACs: FP32 MAC = 1, INT8 MAC = 0.25 (core/nn/macs.ts)', alphaBetaDepth: DEFAULT_DEPTH },
      loadAverage1m,
      net,
      equalPlayouts: atEqualPlayouts,
      equalCost,
      vsAlphaBeta,
      equalTime,
      chart,
      gamesSeconds,
      seconds: Math.round((performance.now() - t0) / 1000),
    };
  },
};

function pct(v: number): number {
  return Number((100 * v).toFixed(1));
}

export default bench;
