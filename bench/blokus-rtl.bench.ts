/**
 * The Verilog Blokus core in simulation (Verilator build of hdl/blokus, three units): a depth-3
 * self-play game, every move computed by the RTL and checked against the emulator (move and cycle
 * count) and the reference rules. Reports cycles per move and the predicted computing time per
 * side per game at 50 MHz (target ≤ 0.82 s; the published design needed 8.24 s), and the
 * simulator's speed. With BLOKUS_RTL_SYNTH=1 also runs the Yosys synthesis of the DE2-115 top
 * (many minutes) and reports its logic-element estimate. With BLOKUS_RTL_V2=1 also a self-play game
 * of the v2 core (hdl/blokus/SPEC-v2.md) at a 1,000,000-clock deadline (the smallest allowed: the
 * default 45 M clocks a move would take minutes of simulation each), checked the same way, with the
 * depth reached per move (BLOKUS_RTL_SYNTH=1 then synthesises the v2 top too), and selected moves of
 * that game at the full 45,000,000-clock budget (BLOKUS_RTL_V2_FULL_BUDGET=N of them, default 2: a
 * minute or more of simulation each), each checked against the emulator in move, cycles and depth.
 */
import type { BenchModule } from './types.ts';
import { encodeMoveCode, tryDecodeMoveCode } from '../core/blokus/codec.ts';
import { Game } from '../core/blokus/index.ts';
import type { StartSquare } from '../core/blokus/position.ts';
import type { MoveCode } from '../core/blokus/codec.ts';
import { blokusCoreMove } from '../core/engines/blokus-core/index.ts';
import { blokusCoreV2Move } from '../core/engines/blokus-core/v2/index.ts';
import { buildRtlBoard } from '../host/boards/rtl/build.ts';
import { runRtlV2Vectors, runRtlVectors } from '../host/boards/rtl/rtl-board.ts';
import { runSynthesis } from '../hdl/blokus/synth/run-synth.ts';

const CLOCK_HZ = 50_000_000;
const round = (v: number, digits = 3): number => Number(v.toFixed(digits));

const bench: BenchModule = {
  name: 'blokus-rtl',
  async run(ctx) {
    const depth = 3;
    const units = 3;
    ctx.progress('building the RTL board program (cached after the first run)');
    const binary = await buildRtlBoard({ maxDepth: depth, units });
    const starts: StartSquare[] = ctx.quick ? ['5'] : ['5', 'a'];
    const perSide: number[][] = [];
    const moveCycles: number[] = [];
    let simMs = 0;
    let mismatches = 0;
    for (const start of starts) {
      const game = Game.create({ firstMoverStart: start });
      const sides: [number, number] = [0, 0];
      while (!game.board.isOver()) {
        const position = game.position();
        const t0 = performance.now();
        const [r] = await runRtlVectors(binary, [{ setup: position.setup, moves: position.moves.map(encodeMoveCode) }], { depth });
        simMs += performance.now() - t0;
        const emu = blokusCoreMove(position, { depth, units });
        if (r!.move !== encodeMoveCode(emu.move) || r!.cycles !== emu.stats.cycles) mismatches++;
        const decoded = tryDecodeMoveCode(r!.move);
        if (!decoded.ok) throw decoded.error;
        const v = game.board.legality(decoded.move);
        if (!v.legal) throw new Error(`illegal RTL move ${r!.move}: ${v.reason}`);
        game.board.apply(decoded.move);
        const side = (position.moves.length & 1) as 0 | 1;
        sides[side] += r!.cycles;
        moveCycles.push(r!.cycles);
        ctx.progress(`game from ${start}: move ${position.moves.length + 1} ${r!.move} in ${r!.cycles} cycles`);
      }
      perSide.push(sides);
    }
    const sorted = [...moveCycles].sort((a, b) => a - b);
    const total = moveCycles.reduce((a, b) => a + b, 0);
    const sideSeconds = perSide.flat().map((c) => c / CLOCK_HZ);
    const figures: Record<string, unknown> = {
      depth,
      units,
      games: starts.length,
      moves: moveCycles.length,
      rtlEmulatorMismatches: mismatches,
      cyclesPerMoveMean: Math.round(total / moveCycles.length),
      cyclesPerMoveMedian: sorted[Math.floor(sorted.length / 2)],
      cyclesPerMoveMax: sorted[sorted.length - 1],
      maxMoveMs: round((sorted[sorted.length - 1]! / CLOCK_HZ) * 1000, 2),
      predictedSecondsPerSidePerGame: sideSeconds.map((s) => round(s)),
      predictedSecondsPerSidePerGameMax: round(Math.max(...sideSeconds)),
      targetSecondsPerSidePerGame: 0.82,
      simulatedCyclesPerSecond: Math.round(total / (simMs / 1000)),
    };
    if (process.env.BLOKUS_RTL_SYNTH === '1') {
      ctx.progress('synthesising blokus_de2_115_top with yosys (many minutes)');
      const f = await runSynthesis({ top: 'blokus_de2_115_top', params: { UNITS: units } });
      Object.assign(figures, {
        synthLut4: f.lut4,
        synthRegisters: f.registers,
        synthMemoryBits: f.memoryBits,
        synthLesUpper: f.lesUpper,
        synthPercentOfEp4ce115: round(f.percentUpper, 1),
      });
    }
    if (process.env.BLOKUS_RTL_V2 === '1') Object.assign(figures, await v2Figures(ctx, units));
    return figures;
  },
};

const V2_DEADLINE = 1_000_000;
/** The default deadline: 0.9 s at 50 MHz (SPEC-v2 §10). */
const V2_FULL_BUDGET = 45_000_000;

/** One v2 self-play game from (5,5), every move by the RTL, checked against the v2 emulator. */
async function v2Figures(ctx: { progress(message: string): void }, units: number): Promise<Record<string, unknown>> {
  ctx.progress('building the v2 RTL board program (cached after the first run)');
  const binary = await buildRtlBoard({ version: 2, units });
  const game = Game.create({ firstMoverStart: '5' });
  const cycles: number[] = [];
  const depths: Record<number, number> = {};
  let mismatches = 0;
  let simMs = 0;
  while (!game.board.isOver()) {
    const position = game.position();
    const t0 = performance.now();
    const [r] = await runRtlV2Vectors(binary, [{ setup: position.setup, moves: position.moves.map(encodeMoveCode) }], { maxDepth: 8, deadlineCycles: V2_DEADLINE });
    simMs += performance.now() - t0;
    const emu = blokusCoreV2Move(position, { units, deadlineCycles: V2_DEADLINE });
    if (r!.move !== encodeMoveCode(emu.move) || r!.cycles !== emu.stats.cycles || r!.depth !== emu.stats.depth) mismatches++;
    const decoded = tryDecodeMoveCode(r!.move);
    if (!decoded.ok) throw decoded.error;
    const v = game.board.legality(decoded.move);
    if (!v.legal) throw new Error(`illegal v2 RTL move ${r!.move}: ${v.reason}`);
    game.board.apply(decoded.move);
    cycles.push(r!.cycles);
    depths[r!.depth] = (depths[r!.depth] ?? 0) + 1;
    ctx.progress(`v2 game: move ${position.moves.length + 1} ${r!.move} in ${r!.cycles} cycles, depth ${r!.depth}`);
  }
  const total = cycles.reduce((a, b) => a + b, 0);
  const figures: Record<string, unknown> = {
    v2DeadlineCycles: V2_DEADLINE,
    v2Moves: cycles.length,
    v2RtlEmulatorMismatches: mismatches,
    v2DeadlineHits: cycles.filter((c) => c === V2_DEADLINE).length,
    v2DepthReached: depths,
    v2SimulatedCyclesPerSecond: Math.round(total / (simMs / 1000)),
  };
  Object.assign(figures, await v2FullBudget(ctx, binary, units, game.position().moves.slice(0, 24)));
  if (process.env.BLOKUS_RTL_SYNTH === '1') {
    ctx.progress('synthesising the v2 blokus_de2_115_top with yosys (many minutes)');
    const f = await runSynthesis({ top: 'blokus_de2_115_top', params: { UNITS: units, VERSION: 2, DEPTH: 8 } });
    Object.assign(figures, { v2SynthLut4: f.lut4, v2SynthRegisters: f.registers, v2SynthM9k: f.ramBlocks, v2SynthPercentOfEp4ce115: round(f.percentUpper, 1) });
  }
  return figures;
}

/** Moves of `moves`' game at the full budget, spread over its first plies: RTL against emulator. */
async function v2FullBudget(ctx: { progress(message: string): void }, binary: string, units: number, moves: readonly MoveCode[]): Promise<Record<string, unknown>> {
  const count = Number(process.env.BLOKUS_RTL_V2_FULL_BUDGET ?? '2');
  const plies = Array.from({ length: count }, (_, i) => Math.round(((i + 1) * moves.length) / (count + 1)));
  const rows: Record<string, unknown>[] = [];
  for (const ply of plies) {
    const position = { setup: { firstMoverStart: '5' as const }, moves: moves.slice(0, ply) };
    ctx.progress(`v2 full budget: ply ${ply}, ${V2_FULL_BUDGET.toLocaleString('en')} clocks in simulation (a minute or more)`);
    const t0 = performance.now();
    const [r] = await runRtlV2Vectors(binary, [{ setup: position.setup, moves: position.moves.map(encodeMoveCode) }], { maxDepth: 8, deadlineCycles: V2_FULL_BUDGET });
    const simSeconds = (performance.now() - t0) / 1000;
    const emu = blokusCoreV2Move(position, { units, deadlineCycles: V2_FULL_BUDGET });
    const same = r!.move === encodeMoveCode(emu.move) && r!.cycles === emu.stats.cycles && r!.depth === emu.stats.depth;
    rows.push({ ply, move: r!.move, cycles: r!.cycles, depth: r!.depth, emulatorMove: encodeMoveCode(emu.move), emulatorCycles: emu.stats.cycles, same, simSeconds: round(simSeconds, 1) });
  }
  return { v2FullBudgetMoves: rows, v2FullBudgetMismatches: rows.filter((r) => r.same !== true).length };
}

export default bench;
