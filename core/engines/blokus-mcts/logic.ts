/**
 * The logic an MCTS core configuration needs (SPEC-v3 §6d), by parts: each part of the v3 RTL that
 * exists at the figure Yosys 0.23 gives it (`synth_intel -family cycloneive`, by hand: see
 * `YOSYS`), and each part that has no RTL yet at an estimate that says what it counts. Yosys maps
 * multipliers and ROMs to LUTs; on the EP4CE115 Quartus puts a multiplier in its 18 × 18 blocks
 * (266) and §6 puts the ROMs in M9K (memory.ts counts them), so the runs black-box both and this
 * model adds what the multipliers need around their blocks.
 */
import { EP4CE115_LES, percentOf } from '../blokus-core/v2/resources.ts';
import { MAX_PLACEMENTS } from '../../blokus/index.ts';
import { DRAW_BUFFER_M9K, RAVE_TABLE_M9K, lgrM9k } from './memory.ts';
import type { BlokusMctsOptions } from './options.ts';

/** The EP4CE115's embedded 18 × 18 multipliers. */
export const EP4CE115_MULTIPLIERS = 266;

/** How many of a part a configuration builds. */
type Scope = 'core' | 'unit' | 'engine';

/** A multiply the RTL infers with both operands variable: operand and product widths. */
type Multiply = readonly [a: number, b: number, y: number];

interface YosysRun {
  /** The module Yosys ran as its top. */
  readonly top: string;
  /** Its parameters, when not its defaults. */
  readonly params?: Readonly<Record<string, number>>;
  readonly lut4: number;
  readonly registers: number;
  readonly multiplies: readonly Multiply[];
  /** Where the module's own RAM is a table memory.ts counts: memory.ts's count, which Yosys must map it to. */
  readonly m9k?: number;
}

/**
 * Yosys 0.23 on each module (2026-11-27), `hdl/blokus/synth/run-synth.ts --top M --hard-blocks`:
 * the module's files read (its own and its submodules', `filesOf`), `proc; flatten; opt; wreduce;
 * opt_clean`, every multiply whose operands both vary a black box (a multiply by a constant stays
 * logic), every ROM (mcts_rom) a black box, then `synth_intel -family cycloneive` and `stat`. `blokus_board_state` is the v1/v2 board an engine
 * reuses. test/hdl/blokus/mcts-logic.test.ts repeats the runs (the slow ones when asked).
 */
export const YOSYS = {
  board: { top: 'blokus_board_state', lut4: 1_438, registers: 456, multiplies: [] },
  rowPick: { top: 'mcts_playout_row', params: { PICK: 1 }, lut4: 6_236, registers: 0, multiplies: [[4, 14, 18]] },
  row: { top: 'mcts_playout_row', params: { PICK: 0 }, lut4: 5_564, registers: 0, multiplies: [[4, 14, 18]] },
  priorTables: { top: 'mcts_prior_tables', lut4: 3_942, registers: 1_325, multiplies: [] },
  moveReads: { top: 'mcts_move_reads', lut4: 1_358, registers: 177, multiplies: [] },
  recent: { top: 'mcts_recent', lut4: 1_354, registers: 588, multiplies: [] },
  prior: { top: 'mcts_prior', lut4: 412, registers: 0, multiplies: [[16, 16, 32], [16, 17, 33], [41, 16, 40]] },
  stats: { top: 'mcts_stats_update', lut4: 669, registers: 278, multiplies: [[16, 16, 32], [18, 18, 36]] },
  result: { top: 'mcts_result', lut4: 835, registers: 0, multiplies: [[45, 25, 45], [45, 25, 45]] },
  rng: { top: 'mcts_rng', lut4: 212, registers: 98, multiplies: [[32, 32, 32], [32, 32, 32]] },
  drawBuffer: { top: 'mcts_draw_buffer', lut4: 573, registers: 184, multiplies: [[32, 24, 56]], m9k: DRAW_BUFFER_M9K },
  moveCode: { top: 'mcts_move_code', lut4: 2_022, registers: 36, multiplies: [[4, 4, 4], [4, 4, 8]] },
  lgr: { top: 'mcts_lgr', lut4: 195, registers: 51, multiplies: [], m9k: lgrM9k(2048) },
  prune: { top: 'mcts_prune', lut4: 1_956, registers: 563, multiplies: [] },
  descent: { top: 'mcts_select', lut4: 1_604, registers: 510, multiplies: [[12, 15, 27], [25, 18, 43], [27, 17, 44]] },
  backup: { top: 'mcts_backup', lut4: 1_179, registers: 193, multiplies: [[24, 18, 42], [25, 18, 43]] },
  rave: { top: 'mcts_rave', lut4: 955, registers: 234, multiplies: [[9, 20, 29], [31, 5, 31], [31, 18, 49]], m9k: RAVE_TABLE_M9K },
  topList32: { top: 'mcts_top_list', params: { K: 32, IW: 5 }, lut4: 2_558, registers: 1_029, multiplies: [] },
  topList128: { top: 'mcts_top_list', params: { K: 128, IW: 7 }, lut4: 9_957, registers: 4_007, multiplies: [] },
  // The scan's sequencer at each rows-a-clock setting, without and with the shape overlap (§6b).
  scanSeq1: { top: 'mcts_scan_seq', params: { R: 1, OVERLAP: 0 }, lut4: 667, registers: 128, multiplies: [] },
  scanSeq1o: { top: 'mcts_scan_seq', params: { R: 1, OVERLAP: 1 }, lut4: 589, registers: 127, multiplies: [] },
  scanSeq2: { top: 'mcts_scan_seq', params: { R: 2, OVERLAP: 0 }, lut4: 707, registers: 128, multiplies: [] },
  scanSeq2o: { top: 'mcts_scan_seq', params: { R: 2, OVERLAP: 1 }, lut4: 593, registers: 127, multiplies: [] },
  scanSeq4: { top: 'mcts_scan_seq', params: { R: 4, OVERLAP: 0 }, lut4: 753, registers: 128, multiplies: [] },
  scanSeq4o: { top: 'mcts_scan_seq', params: { R: 4, OVERLAP: 1 }, lut4: 655, registers: 127, multiplies: [] },
} as const satisfies Record<string, YosysRun>;

/**
 * 18 × 18 blocks a multiply takes (a 9 × 9 half block when both operands fit 9 bits), and the LUT4
 * that add its partial products when it takes more than one block: a product-wide adder a block
 * beyond the first (an estimate; Quartus may do better for a truncated product).
 */
export function multiplyCost([a, b, y]: Multiply): { blocks: number; adderLut4: number } {
  if (a <= 9 && b <= 9) return { blocks: 0.5, adderLut4: 0 };
  const blocks = Math.ceil(a / 18) * Math.ceil(b / 18);
  return { blocks, adderLut4: (blocks - 1) * y };
}

export interface MctsLogicPart {
  readonly name: string;
  readonly scope: Scope;
  /** How many the configuration builds. */
  readonly count: number;
  /** One part's LUT4: the Yosys figure (or the estimate) and its multiplies' partial-product adders. */
  readonly lut4: number;
  readonly registers: number;
  /** 18 × 18 multiplier blocks. */
  readonly multipliers: number;
  /** `yosys` for a part of the RTL, `estimate` for a part without RTL (or a Yosys figure interpolated). */
  readonly source: 'yosys' | 'estimate';
  /** The run or what the estimate counts. */
  readonly basis: string;
  /** A `yosys` part's run. */
  readonly run?: YosysRun;
}

type LogicOptions = Pick<BlokusMctsOptions, 'units' | 'engines' | 'width' | 'rave' | 'prune' | 'reuse' | 'lgr' | 'scanRows' | 'shapeOverlap' | 'drawBuffer'>;

/** The sequencer's run at a configuration's rows a clock and overlap. */
function scanSequencerRun(o: LogicOptions): YosysRun {
  const runs = { 1: [YOSYS.scanSeq1, YOSYS.scanSeq1o], 2: [YOSYS.scanSeq2, YOSYS.scanSeq2o], 4: [YOSYS.scanSeq4, YOSYS.scanSeq4o] } as const;
  return runs[o.scanRows][o.shapeOverlap ? 1 : 0];
}

const describeRun = (r: YosysRun): string => `${r.top}${r.params ? ` (${Object.entries(r.params).map(([k, v]) => `${k}=${v}`).join(', ')})` : ''}`;

function fromRun(name: string, scope: Scope, count: number, run: YosysRun): MctsLogicPart {
  const costs = run.multiplies.map(multiplyCost);
  return {
    name,
    scope,
    count,
    lut4: run.lut4 + costs.reduce((t, c) => t + c.adderLut4, 0),
    registers: run.registers,
    multipliers: costs.reduce((t, c) => t + c.blocks, 0),
    source: 'yosys',
    basis: describeRun(run),
    run,
  };
}

function estimate(name: string, scope: Scope, count: number, lut4: number, registers: number, basis: string): MctsLogicPart {
  return { name, scope, count, lut4, registers, multipliers: 0, source: 'estimate', basis };
}

/** The expansion's top list of `entries`: a run at 32 or 128, another size on the line through them (a compare and a shift an entry, the read's K-way choice). */
function topList(name: string, count: number, entries: number): MctsLogicPart {
  if (entries === 32) return fromRun(name, 'engine', count, YOSYS.topList32);
  if (entries === 128) return fromRun(name, 'engine', count, YOSYS.topList128);
  const [a, b] = [YOSYS.topList32, YOSYS.topList128];
  const at = (x: number, y: number): number => Math.round(x + ((y - x) * (entries - 32)) / 96);
  return estimate(name, 'engine', count, at(a.lut4, b.lut4), at(a.registers, b.registers), `mcts_top_list at ${entries} entries, on the line through its runs at 32 and 128`);
}

function parts(o: LogicOptions): MctsLogicPart[] {
  const units = o.units;
  const engines = o.units * o.engines;
  // Width 0 keeps every considered move: a list as long as any position's legal moves (as nodeBits counts).
  const width = o.width > 0 ? o.width : MAX_PLACEMENTS;
  const list: MctsLogicPart[] = [
    // The core around the units: UART, protocol, root board, the merge: v1's top with three units
    // (40,267 LUT4, 10,473 registers) less three of its units (13,151 and 3,304 each, an earlier
    // revision's unit), RTL.md.
    { name: 'core shell', scope: 'core', count: 1, lut4: 814, registers: 561, multipliers: 0, source: 'yosys', basis: 'blokus_de2_115_top (UNITS=3) less three v1 units (RTL.md)' },
    // The tree port.
    fromRun('descent', 'unit', units, YOSYS.descent),
    fromRun('backup', 'unit', units, YOSYS.backup),
    fromRun('result statistics', 'unit', units, YOSYS.stats),
    estimate('port sequencer', 'unit', units, 800, 1_100, 'arbitration, the path store (64 × 15 bits), write forwarding, the expansion’s child writes'),
    // An engine.
    fromRun('board', 'engine', engines, YOSYS.board),
    fromRun('scan row, with the draw’s column', 'engine', engines, YOSYS.rowPick),
    fromRun('scan row', 'engine', engines * (o.scanRows - 1), YOSYS.row),
    fromRun('scan sequencer', 'engine', engines, scanSequencerRun(o)),
    fromRun('recent cells', 'engine', engines, YOSYS.recent),
    fromRun('prior tables', 'engine', engines, YOSYS.priorTables),
    fromRun('move reads', 'engine', engines, YOSYS.moveReads),
    fromRun('prior', 'engine', engines, YOSYS.prior),
    fromRun('playout result', 'engine', engines, YOSYS.result),
    fromRun('random numbers', 'engine', engines, YOSYS.rng),
    fromRun('move codes', 'engine', engines, YOSYS.moveCode),
    estimate('engine controller', 'engine', engines, 800, 1_100, 'the phases, the simulation’s moves (64 × 14 bits) for the backup, RAVE and the replies'),
    // Every engine keeps `width`; a wider root is ranked in passes of that list (v3.9, listPasses).
    topList('top list', engines, width),
    fromRun('draw buffer', 'engine', o.drawBuffer ? engines : 0, YOSYS.drawBuffer),
    fromRun('reply tables', 'engine', o.lgr > 0 ? engines : 0, YOSYS.lgr),
    fromRun('RAVE', 'unit', o.rave ? units : 0, YOSYS.rave),
    // Keeping the tree compacts it with the pruning's passes (§5e).
    fromRun('pruning', 'unit', o.prune > 0 || o.reuse ? units : 0, YOSYS.prune),
  ];
  return list.filter((p) => p.count > 0);
}

export interface MctsLogicEstimate {
  readonly parts: readonly MctsLogicPart[];
  readonly lut4: number;
  readonly registers: number;
  /** An LE holds one LUT4 and one register: the larger of the two is the lower bound, their sum the upper. */
  readonly lesLow: number;
  readonly lesHigh: number;
  readonly lesPercentHigh: number;
  /** 18 × 18 multiplier blocks, and their share of the EP4CE115's. */
  readonly multipliers: number;
  readonly multipliersPercent: number;
  /** The share of the LUT4 that parts without RTL estimate, in percent. */
  readonly estimatedPercent: number;
}

export function blokusMctsLogic(o: LogicOptions): MctsLogicEstimate {
  const list = parts(o);
  const sum = (f: (p: MctsLogicPart) => number): number => list.reduce((t, p) => t + f(p) * p.count, 0);
  const lut4 = sum((p) => p.lut4);
  const registers = sum((p) => p.registers);
  const multipliers = sum((p) => p.multipliers);
  return {
    parts: list,
    lut4,
    registers,
    lesLow: Math.max(lut4, registers),
    lesHigh: lut4 + registers,
    lesPercentHigh: percentOf(lut4 + registers, EP4CE115_LES),
    multipliers,
    multipliersPercent: percentOf(multipliers, EP4CE115_MULTIPLIERS),
    estimatedPercent: percentOf(sum((p) => (p.source === 'estimate' ? p.lut4 : 0)), lut4),
  };
}
