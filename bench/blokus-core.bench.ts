/**
 * The emulated Blokus core (hdl/blokus/SPEC.md) at its default settings (depth 3, three units):
 * emulator speed over full self-play games, the hardware time its cycle model predicts at 50 MHz,
 * and the full-count strength checks (100 games against a random player, 20 against depth 1) that
 * the tests run shortened.
 *
 * Targets: emulator median ≤ 50 ms and max ≤ 1 s per move, ≥ 1 M nodes/s; hardware every move
 * ≤ 1,000 ms and ≤ 0.82 s of computing per side per game.
 */
import type { BenchContext, BenchModule } from './types.ts';
import type { MoveCode } from '../core/blokus/codec.ts';
import { PASS } from '../core/blokus/codec.ts';
import type { StartSquare } from '../core/blokus/position.ts';
import { Game, canonicalCode, legalPlacements } from '../core/blokus/index.ts';
import { blokusCoreMove } from '../core/engines/blokus-core/index.ts';
import { createRng } from '../core/random.ts';

interface MoveSample {
  ms: number;
  nodes: number;
  cycles: number;
  predictedMs: number;
  side: 0 | 1;
  deadlineHit: boolean;
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

const round = (v: number, digits = 2): number => Number(v.toFixed(digits));

/** One self-play game of the core against itself; every move checked by the reference rules. */
function selfPlay(start: StartSquare, depth: number, units: number): MoveSample[] {
  const game = Game.create({ firstMoverStart: start });
  const samples: MoveSample[] = [];
  while (!game.board.isOver()) {
    const side = game.board.toMove;
    const t0 = performance.now();
    const r = blokusCoreMove(game.position(), { depth, units });
    const ms = performance.now() - t0;
    game.board.apply(r.move); // throws on an illegal move
    samples.push({ ms, nodes: r.stats.nodes, cycles: r.stats.cycles, predictedMs: r.stats.predictedMs, side, deadlineHit: r.stats.deadlineHit });
  }
  return samples;
}

/** Games between two contenders (depth, or 0 for a random legal player); returns a's wins, losses, draws. */
function series(a: number, b: number, games: number, seed: number, ctx: BenchContext, label: string): { wins: number; losses: number; draws: number } {
  let wins = 0;
  let losses = 0;
  let draws = 0;
  for (let g = 0; g < games; g++) {
    const rng = createRng(seed + g);
    const game = Game.create({ firstMoverStart: g % 4 < 2 ? '5' : 'a' });
    const board = game.board;
    const aFirst = g % 2 === 0;
    for (let k = 0; k < 2; k++) board.applyPlacement(rng.pick(legalPlacements(board)));
    while (!board.isOver()) {
      const who = (board.toMove === 0) === aFirst ? a : b;
      let move: MoveCode;
      if (who === 0) {
        const ids = legalPlacements(board);
        move = ids.length === 0 ? PASS : canonicalCode(rng.pick(ids));
      } else {
        move = blokusCoreMove(game.position(), { depth: who }).move;
      }
      board.apply(move);
    }
    const { winner } = board.result();
    if (winner === null) draws++;
    else if ((winner === 0) === aFirst) wins++;
    else losses++;
    ctx.progress(`${label}: game ${g + 1}/${games}, ${wins} won`);
  }
  return { wins, losses, draws };
}

const bench: BenchModule = {
  name: 'blokus-core',
  async run(ctx) {
    // Warm the JIT on a game that is not measured, so figures are steady-state.
    ctx.progress('warm-up game');
    selfPlay('a', 3, 3);

    const samples: MoveSample[] = [];
    const perSideGameMs: number[] = [];
    for (const start of ['5', 'a'] as const) {
      ctx.progress(`self-play game, start ${start}`);
      const game = selfPlay(start, 3, 3);
      samples.push(...game);
      for (const side of [0, 1] as const) perSideGameMs.push(game.filter((s) => s.side === side).reduce((t, s) => t + s.predictedMs, 0));
    }
    const ms = samples.map((s) => s.ms).sort((x, y) => x - y);
    const hw = samples.map((s) => s.predictedMs).sort((x, y) => x - y);
    const totalMs = ms.reduce((t, v) => t + v, 0);
    const nodes = samples.reduce((t, s) => t + s.nodes, 0);

    ctx.progress('depth 4 self-play (cycle model only)');
    const deep = selfPlay('5', 4, 3);

    const games = ctx.quick ? 20 : 100;
    const vsRandom = series(3, 0, games, 10_000, ctx, 'depth 3 vs random');
    const vsDepth1 = series(3, 1, 20, 20_000, ctx, 'depth 3 vs depth 1');

    return {
      settings: 'depth 3, 3 units, 50 MHz; two self-play games (start 5 and a) after a warm-up game',
      moves: samples.length,
      emulatorMsPerMove: { median: round(quantile(ms, 0.5)), p95: round(quantile(ms, 0.95)), max: round(ms[ms.length - 1]!) },
      nodesPerSecond: Math.round((nodes / totalMs) * 1000),
      hardwareMsPerMove: { median: round(quantile(hw, 0.5), 3), p95: round(quantile(hw, 0.95), 3), max: round(hw[hw.length - 1]!, 3) },
      hardwareCyclesPerMoveMax: Math.max(...samples.map((s) => s.cycles)),
      hardwareSecondsPerSidePerGame: { max: round(Math.max(...perSideGameMs) / 1000, 4), mean: round(perSideGameMs.reduce((t, v) => t + v, 0) / perSideGameMs.length / 1000, 4) },
      hardwareSecondsPerGameBothSides: round(perSideGameMs.reduce((t, v) => t + v, 0) / 2 / 1000, 4), // mean of the two games
      deadlineHits: samples.filter((s) => s.deadlineHit).length,
      depth4HardwareMsPerMoveMax: round(Math.max(...deep.map((s) => s.predictedMs)), 3),
      depth4EmulatorMsPerMoveMax: round(Math.max(...deep.map((s) => s.ms))),
      vsRandom: { games, ...vsRandom },
      vsDepth1: { games: 20, ...vsDepth1 },
      targets: {
        emulatorMedianMs: 50,
        emulatorMaxMs: 1000,
        nodesPerSecond: 1_000_000,
        hardwareMsPerMove: 1000,
        hardwareSecondsPerSidePerGame: 0.82,
        vsRandomWins: Math.ceil(0.95 * games),
        vsDepth1Wins: 11,
      },
    };
  },
};

export default bench;
