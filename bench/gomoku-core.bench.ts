/**
 * The emulated Gomoku IP at depth 4 (hdl/gomoku/SPEC.md): emulator time per move on this machine (target:
 * median ≤ 100 ms) and the predicted IP time per move at the wujian100's 20 MHz, over the moves of
 * self-play games from random short openings plus random mid-game positions.
 */
import type { BenchModule } from './types.ts';
import { gomokuCoreAnalyse } from '../core/engines/gomoku-core/index.ts';
import { randomGomokuPosition } from '../core/engines/gomoku-core/positions.ts';
import { GomokuBoard } from '../core/gomoku/index.ts';
import type { GomokuPosition, Point } from '../core/gomoku/index.ts';
import { createRng } from '../core/random.ts';

const DEPTH = 4;
const CLOCK_HZ = 20_000_000;

interface Sample {
  ms: number;
  cycles: number;
  nodes: number;
  leaves: number;
  searched: boolean;
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

function summary(values: readonly number[], digits = 2) {
  const s = [...values].sort((a, b) => a - b);
  const r = (v: number) => Number(v.toFixed(digits));
  return { median: r(quantile(s, 0.5)), p95: r(quantile(s, 0.95)), max: r(s[s.length - 1] ?? Number.NaN) };
}

function measure(position: GomokuPosition): Sample & { move: Point } {
  const t0 = performance.now();
  const r = gomokuCoreAnalyse(position, DEPTH);
  const ms = performance.now() - t0;
  return { ms, cycles: r.cycles, nodes: r.nodes, leaves: r.leaves, searched: r.status === 'search', move: { x: r.x, y: r.y } };
}

const bench: BenchModule = {
  name: 'gomoku-core',
  async run(ctx) {
    const games = ctx.quick ? 3 : 12;
    const randomPositions = ctx.quick ? 40 : 300;
    const rng = createRng(0x90c0);
    const samples: Sample[] = [];
    // Warm-up so the JIT does not count against the first game.
    for (let i = 0; i < 20; i++) measure(randomGomokuPosition(rng, { maxMoves: 40 }));

    for (let g = 0; g < games; g++) {
      ctx.progress(`self-play game ${g + 1}/${games}`);
      const opening = randomGomokuPosition(rng, { maxMoves: 6 });
      const board = new GomokuBoard(15, 'freestyle');
      const moves: Point[] = [];
      for (const p of opening.moves) {
        board.play(p);
        moves.push(p);
      }
      while (!board.isOver) {
        const s = measure({ size: 15, rule: 'freestyle', moves });
        samples.push(s);
        board.play(s.move);
        moves.push(s.move);
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    ctx.progress(`${randomPositions} random positions`);
    for (let i = 0; i < randomPositions; i++) samples.push(measure(randomGomokuPosition(rng, { maxMoves: 80 })));

    const searched = samples.filter((s) => s.searched);
    const predictedMs = (xs: readonly Sample[]) => summary(xs.map((s) => (s.cycles / CLOCK_HZ) * 1000), 3);
    return {
      depth: DEPTH,
      clockHz: CLOCK_HZ,
      moves: samples.length,
      searchedMoves: searched.length,
      emulatorMsPerMove: summary(samples.map((s) => s.ms)),
      emulatorMsPerSearchedMove: summary(searched.map((s) => s.ms)),
      targetEmulatorMedianMs: 100,
      meetsTarget: quantile([...samples.map((s) => s.ms)].sort((a, b) => a - b), 0.5) <= 100,
      predictedIpMsPerMove: predictedMs(samples),
      predictedIpMsPerSearchedMove: predictedMs(searched),
      cyclesPerSearchedMove: summary(searched.map((s) => s.cycles), 0),
      nodesPerSearchedMove: summary(searched.map((s) => s.nodes), 0),
      leavesPerSearchedMove: summary(searched.map((s) => s.leaves), 0),
    };
  },
};

export default bench;
