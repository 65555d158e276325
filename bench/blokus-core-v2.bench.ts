/**
 * The emulated Blokus core v2 (hdl/blokus/SPEC-v2.md) at its defaults (3 units, 45 M-clock deadline):
 * emulator speed in unit-clocks per second (target ≥ 20 M), the predicted hardware time per move at
 * 50 MHz (every move ≤ 900 ms by construction), the depth reached, deadline hits, and the resource
 * estimate. Self-play games from both start squares, after a warm-up at a small deadline.
 * `--quick`: one game. Strength figures come from `arena lab` (host/lab), which needs Pentobi.
 */
import type { BenchModule } from './types.ts';
import { Game } from '../core/blokus/index.ts';
import type { StartSquare } from '../core/blokus/position.ts';
import { blokusCoreV2Move, blokusCoreV2Resources, resolveBlokusCoreV2Options, type BlokusCoreV2Options } from '../core/engines/blokus-core/v2/index.ts';

interface Sample {
  wallMs: number;
  unitCycles: number;
  predictedMs: number;
  depth: number;
  deadlineHit: boolean;
}

function selfPlay(start: StartSquare, options: BlokusCoreV2Options): Sample[] {
  const game = Game.create({ firstMoverStart: start });
  const out: Sample[] = [];
  while (!game.board.isOver()) {
    const t0 = performance.now();
    const r = blokusCoreV2Move(game.position(), options);
    const wallMs = performance.now() - t0;
    game.board.apply(r.move); // throws on an illegal move
    out.push({ wallMs, unitCycles: r.stats.unitCycles.reduce((a, b) => a + b, 0), predictedMs: r.stats.predictedMs, depth: r.stats.depth, deadlineHit: r.stats.deadlineHit });
  }
  return out;
}

const quantile = (sorted: readonly number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
const round = (v: number, digits = 2): number => Number(v.toFixed(digits));

const bench: BenchModule = {
  name: 'blokus-core-v2',
  async run(ctx) {
    ctx.progress('warm-up game (2 M-clock deadline)');
    selfPlay('a', { deadlineCycles: 2_000_000 });
    const samples: Sample[] = [];
    const cpu0 = process.cpuUsage();
    for (const start of ctx.quick ? (['5'] as const) : (['5', 'a'] as const)) {
      ctx.progress(`self-play game at the defaults, start ${start}`);
      samples.push(...selfPlay(start, {}));
    }
    const cpu = process.cpuUsage(cpu0);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const hw = samples.map((s) => s.predictedMs).sort((a, b) => a - b);
    const wall = samples.reduce((t, s) => t + s.wallMs, 0);
    const clocks = samples.reduce((t, s) => t + s.unitCycles, 0);
    const depths: Record<string, number> = {};
    for (const s of samples) depths[s.depth] = (depths[s.depth] ?? 0) + 1;
    const o = resolveBlokusCoreV2Options();
    return {
      settings: `v2 defaults: ${o.units} units, widths ${o.widths.join('/')}, deadline ${o.deadlineCycles} clocks, growthShift ${o.growthShift}, weights ${o.weights.material}/${o.weights.influence}/${o.weights.attach}/${o.weights.deadAttach}`,
      moves: samples.length,
      emulatorUnitClocksPerSecond: Math.round((clocks / wall) * 1000),
      // On a shared machine the wall figure depends on the load; per CPU-second it does not.
      emulatorUnitClocksPerCpuSecond: Math.round((clocks / cpuMs) * 1000),
      emulatorMsPerMove: { mean: round(wall / samples.length), max: round(Math.max(...samples.map((s) => s.wallMs))) },
      hardwareMsPerMove: { median: round(quantile(hw, 0.5)), p95: round(quantile(hw, 0.95)), max: round(hw[hw.length - 1] ?? NaN) },
      depthReached: depths,
      deadlineHits: samples.filter((s) => s.deadlineHit).length,
      resources: blokusCoreV2Resources(o),
      targets: { emulatorUnitClocksPerSecond: 20_000_000, hardwareMsPerMoveMax: 900, lesPercentHigh: 80, m9kPercent: 80 },
    };
  },
};

export default bench;
