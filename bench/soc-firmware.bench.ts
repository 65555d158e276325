/**
 * The firmware on the wujian100 SoC RTL (host/boards/soc, Verilator model of the shared snapshot):
 * E902 cycles measured by the firmware (mcycle) beside the SPEC §6 model's, for
 *  - the IP path (slot s9 holds the Gomoku IP): what the driver adds to the IP's modelled latency;
 *  - the software fallback (slot s9 empty): iterative deepening under the 800 ms deadline, on the
 *    positions of the depth-4 golden-vector set whose modelled IP cost is highest (the worst known
 *    first): the depth it reaches, its answer time at 20 MHz, and software cycles per modelled IP
 *    cycle for the last depth it finished.
 * Also the model's cold build time (when this run builds it) and the simulator's speed.
 * Slow: a fallback move is up to 16 M SoC cycles, 1.5–4 min of simulation each; --quick runs 3.
 */
import type { BenchModule } from './types.ts';
import { generateGomokuVectors, type GomokuVector } from '../core/engines/gomoku-core/vectors.ts';
import { gomokuCoreMove } from '../core/engines/gomoku-core/index.ts';
import type { Point } from '../core/gomoku/position.ts';
import { parseCycleReport } from '../core/protocol/piskvork/index.ts';
import { socBoardCommand, type SocIpMode } from '../host/boards/soc/soc-board.ts';
import { extractWujian100Snapshot } from '../host/boards/soc/snapshot.ts';
import { PiskvorkPlayer } from '../host/players/piskvork-player.ts';
import { ExecTransport } from '../host/transports/exec.ts';

const CLOCK_HZ = 20_000_000;
/** START and ABOUT replies: ~200 k cycles of UART traffic, seconds of simulation on a loaded box. */
const REPLY_MS = 120_000;
const SETTINGS = { game: 'gomoku', size: 15, rule: 'freestyle' } as const;
const round = (v: number, digits = 2): number => Number(v.toFixed(digits));

interface Measured {
  readonly stones: number;
  readonly ipModelDepth4: number;
  readonly cycles: number;
  readonly searchCycles: number;
  readonly modelCycles: number;
  readonly depth: number;
  readonly answerMs: number;
  readonly sameAsEmulator: boolean;
}

/** One board process; each position is a fresh game answered from a BOARD command. */
async function measure(argv: string[], positions: readonly GomokuVector[], progress: (m: string) => void, label: string): Promise<{ rows: Measured[]; cyclesPerSecond: number }> {
  const transport = new ExecTransport({ command: [...argv.slice(0, -1), '--stats', '--stdio'] });
  let stats = '';
  transport.onStderr((l) => {
    if (l.startsWith('stats:')) stats = l;
  });
  const player = new PiskvorkPlayer(transport, { name: 'soc', setupTimeoutMs: REPLY_MS });
  let last = '';
  player.onEvent((e) => {
    if (e.kind === 'log' && e.text.startsWith('MESSAGE ')) last = e.text.slice(8);
  });
  await player.open();
  const rows: Measured[] = [];
  for (const [k, v] of positions.entries()) {
    const moves: Point[] = v.moves.map(([x, y]) => ({ x, y }));
    const side = (moves.length % 2) as 0 | 1;
    await player.newGame({ settings: SETTINGS, side, timeLimitMs: 0 });
    const answer = await player.play({ moves, side, timeLimitMs: 0 });
    const report = parseCycleReport(last);
    if (answer.kind !== 'move' || !report) throw new Error(`${label}: no move or cycle report for position ${k} (${answer.kind})`);
    const depth = report.fields['depth']!;
    const emu = gomokuCoreMove({ size: 15, rule: 'freestyle', moves }, { depth });
    const row: Measured = {
      stones: moves.length,
      ipModelDepth4: v.cycles,
      cycles: report.cycles,
      searchCycles: report.fields['search_cycles']!,
      modelCycles: report.fields['model_cycles']!,
      depth,
      answerMs: round((report.cycles / CLOCK_HZ) * 1000),
      sameAsEmulator: answer.move.x === emu.move.x && answer.move.y === emu.move.y && report.fields['model_cycles'] === emu.stats.cycles,
    };
    rows.push(row);
    progress(`${label} ${k + 1}/${positions.length}: ${moves.length} stones, depth ${depth}, ${row.cycles} cycles (${row.answerMs} ms), model ${row.modelCycles}`);
  }
  await player.close();
  const m = /cycles_per_s=(\d+)/.exec(stats);
  return { rows, cyclesPerSecond: m ? Number(m[1]) : NaN };
}

const bench: BenchModule = {
  name: 'soc-firmware',
  async run(ctx) {
    const socRtl = await extractWujian100Snapshot();
    const t0 = Date.now();
    let built = false;
    const command = (ip: SocIpMode) => socBoardCommand({ socRtl, ip, log: (l) => ((built = built || l.includes('verilating')), ctx.progress(l)) });
    const ipArgv = await command('present');
    const buildSeconds = built ? Math.round((Date.now() - t0) / 1000) : null;
    // The depth-4 golden set, costliest for the IP first: the worst known position leads.
    const set = generateGomokuVectors({ count: 64, seed: 1, depth: 4 }).vectors.filter((v) => v.moves.length > 0);
    const worstFirst = [...set].sort((a, b) => b.cycles - a.cycles);
    const ip = await measure(ipArgv, worstFirst.slice(0, ctx.quick ? 3 : 8), ctx.progress, 'ip path');
    const fallbackCount = Number(process.env['SOC_BENCH_FALLBACK'] ?? (ctx.quick ? 3 : 20));
    const sw = await measure(await command('absent'), worstFirst.slice(0, fallbackCount), ctx.progress, 'fallback');

    const overhead = ip.rows.map((r) => r.cycles - r.modelCycles);
    const ratios = sw.rows.filter((r) => r.modelCycles > 0).map((r) => r.searchCycles / r.modelCycles);
    const depths: Record<string, number> = {};
    for (const r of sw.rows) depths[`depth${r.depth}`] = (depths[`depth${r.depth}`] ?? 0) + 1;
    return {
      buildSecondsCold: buildSeconds,
      simulatedCyclesPerSecond: Math.round(Math.min(ip.cyclesPerSecond, sw.cyclesPerSecond)),
      ipPath: {
        positions: ip.rows.length,
        movesEqualEmulator: ip.rows.every((r) => r.sameAsEmulator),
        measuredCycles: ip.rows.map((r) => r.cycles),
        modelCycles: ip.rows.map((r) => r.modelCycles),
        driverOverheadCyclesMin: Math.min(...overhead),
        driverOverheadCyclesMax: Math.max(...overhead),
      },
      fallback: {
        positions: sw.rows.length,
        worstKnownIpModelCycles: worstFirst[0]!.cycles,
        depthReached: depths,
        answerMsMax: Math.max(...sw.rows.map((r) => r.answerMs)),
        answerMsMedian: [...sw.rows.map((r) => r.answerMs)].sort((a, b) => a - b)[Math.floor(sw.rows.length / 2)],
        movesEqualEmulatorAtDepthReached: sw.rows.every((r) => r.sameAsEmulator),
        softwareCyclesPerModelCycleMin: round(Math.min(...ratios), 1),
        softwareCyclesPerModelCycleMax: round(Math.max(...ratios), 1),
        rows: sw.rows,
      },
    };
  },
};

export default bench;
