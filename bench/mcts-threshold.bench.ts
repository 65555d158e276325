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
 * Games start from seeded openings, each opening played with both colours. A chart (SVG) is
 * written beside the report.
 */
import { writeFile } from 'node:fs/promises';
import { GomokuPosition, builtInNet, samplePositions } from '../core/engines/mcts/index.ts';
import { DEFAULT_DEPTH } from '../core/engines/gomoku-core/index.ts';
import { EMPTY } from '../core/gomoku/index.ts';
import type { GomokuBoard } from '../core/gomoku/index.ts';
import { PolicyValueNet, modelledCost } from '../core/nn/index.ts';
import type { SeriesFigures } from './hex-series.ts';
import { mctsChartSvg } from './mcts-chart.ts';
import { MctsMover, coreMover, series, spentFigures } from './mcts-games.ts';
import type { PairFigures } from './mcts-games.ts';
import type { BenchModule } from './types.ts';

const THRESHOLDS = ['0', '1', '2', '4', 'inf'] as const;
const MIXED = THRESHOLDS.filter((t) => t !== 'inf');
const label = (t: string): string => (t === 'inf' ? '∞' : t);

interface Plan {
  readonly positions: number;
  readonly playouts: number;
  readonly timeMs: number;
  readonly games: number;
}

const FULL: Plan = { positions: 24, playouts: 24, timeMs: 250, games: 16 };
const QUICK: Plan = { positions: 6, playouts: 12, timeMs: 60, games: 2 };

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
    const plan = ctx.quick ? QUICK : FULL;
    const t0 = performance.now();
    const boards = samplePositions(plan.positions, 1717);
    const net = netFigures(samplePositions(ctx.quick ? 20 : 200, 1718));
    const atEqualPlayouts = equalPlayouts(boards, plan.playouts, ctx.progress);
    const infCost = atEqualPlayouts.inf!.costPerPlayout;

    const equalTime: Record<string, PairFigures & { spent: ReturnType<typeof spentFigures> }> = {};
    const equalCost: Record<string, PairFigures & { playouts: number; spent: ReturnType<typeof spentFigures> }> = {};
    for (const [k, t] of MIXED.entries()) {
      const a = new MctsMover(`mcts:threshold=${t},time=${plan.timeMs},playouts=10000000`);
      equalTime[t] = { ...series(a, new MctsMover(`mcts:threshold=inf,time=${plan.timeMs},playouts=10000000`), plan.games, 100 + 10 * k, ctx.progress), spent: spentFigures(a.spent) };
      const playouts = Math.max(1, Math.round((plan.playouts * infCost) / atEqualPlayouts[t]!.costPerPlayout));
      const c = new MctsMover(`mcts:threshold=${t},playouts=${playouts}`);
      equalCost[t] = { ...series(c, new MctsMover(`mcts:threshold=inf,playouts=${plan.playouts}`), plan.games, 200 + 10 * k, ctx.progress), playouts, spent: spentFigures(c.spent) };
    }
    const vsAlphaBeta: Record<string, PairFigures> = {};
    for (const [k, t] of THRESHOLDS.entries()) vsAlphaBeta[t] = series(new MctsMover(`mcts:threshold=${t},playouts=${plan.playouts}`), coreMover(DEFAULT_DEPTH), plan.games, 300 + 10 * k, ctx.progress);

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
      net,
      equalPlayouts: atEqualPlayouts,
      equalTime,
      equalCost,
      vsAlphaBeta,
      chart,
      seconds: Math.round((performance.now() - t0) / 1000),
    };
  },
};

function pct(v: number): number {
  return Number((100 * v).toFixed(1));
}

export default bench;
