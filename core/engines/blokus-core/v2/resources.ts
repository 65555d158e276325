/**
 * Logic-element and M9K estimate of a core configuration (hdl/blokus/SPEC-v2.md §12), from a model
 * calibrated on Yosys `synth_intel -family cycloneive` runs of the v1 RTL (hdl/blokus/RTL.md):
 * three units = 41,183 LUT4 + 10,474 registers, no block RAM.
 *
 * Model, per unit: the v1 unit without its beams (scan, masks, evaluation, control) plus one beam
 * entry's cost per buffered move. A v1 beam entry is 31 registers (16-bit score, 15-bit move) and
 * about 50 LUT4 (a 16-bit comparator and a 31-bit shift/hold mux), so v1's 24 + 12 + 8 = 44 entries
 * are 2,200 LUT4 + 1,364 registers of the 13,728 + 3,491 a unit costs. v2 adds, per unit: the
 * attach-cell popcount stage (600 LUT4), the dead-attach mask (392 cells, a 6-input function each: 2
 * LUT4, ~800) and its popcount (as the attach one, 600), the iteration controller and deadline comparator (500 LUT4,
 * 200 registers), and 392 registers of forbidden/attach rows for each ply beyond v1's three; the root
 * list is a 1,024 × 32-bit RAM per unit (4 M9K each at 256 × 36). The territory race, when weighted,
 * adds per unit a reach and a claim register per cell and side (784), the step logic (a 6-input
 * function per cell and side, ~2 LUT4, 784), the claim update (392) and two 196-bit popcounts
 * (~600): ~1,800 LUT4 + 784 registers. A shared alpha (SPEC-v2 §7b) adds the core-wide 16-bit GA
 * register and per unit a 16-bit comparator and max at N_ADD (~100 LUT4). Placeable squares (§5b)
 * reuse the unit's row-vector test through a multiplexer on its mask inputs (392 bits, ~400 LUT4),
 * and add the pass's own forbidden/attach rows (392 registers), the found mask, the size
 * accumulator and the pass's counters (~200 LUT4, ~60 registers). An LE holds one LUT4 and one
 * register: LUT4 + registers is the upper bound, the larger of the two the lower bound.
 */
export const EP4CE115_LES = 114_480;
export const EP4CE115_M9K = 432;

/** `x` as a percentage of `of`, to one decimal: how every resource figure is printed. */
export function percentOf(x: number, of: number): number {
  return Math.round((1000 * x) / of) / 10;
}

const V1_UNIT_LUT4 = 41_183 / 3;
const V1_UNIT_REGS = 10_474 / 3;
const BEAM_ENTRY_LUT4 = 50;
const BEAM_ENTRY_REGS = 31;
const V1_BEAM_ENTRIES = 24 + 12 + 8;
const UNIT_BASE_LUT4 = V1_UNIT_LUT4 - V1_BEAM_ENTRIES * BEAM_ENTRY_LUT4;
const UNIT_BASE_REGS = V1_UNIT_REGS - V1_BEAM_ENTRIES * BEAM_ENTRY_REGS;
const V2_EVAL_LUT4 = 600 + 800 + 600;
const V2_CONTROL_LUT4 = 500;
const V2_CONTROL_REGS = 200;
const PLY_ROWS_REGS = 2 * 14 * 14;
const V1_PLIES = 3;
const ROOT_LIST_M9K = 4;
const TERRITORY_LUT4 = 784 + 392 + 600;
const TERRITORY_REGS = 4 * 14 * 14;
const SHARED_ALPHA_LUT4 = 100;
const SHARED_ALPHA_REGS = 16;
const PLACEABLE_LUT4 = 400 + 200;
const PLACEABLE_REGS = 2 * 14 * 14 + 60;

export interface ResourceConfig {
  readonly version: 1 | 2;
  readonly units: number;
  /** Beam entries per unit: Σ widths. */
  readonly beamEntries: number;
  /** Deepest ply the unit's stack holds. */
  readonly plies: number;
  /** The evaluation runs the territory race (v2 with a territory weight). */
  readonly territory?: boolean;
  /** The units share the best finished root value (SPEC-v2 §7b). */
  readonly sharedAlpha?: boolean;
  /** The evaluation counts placeable squares (SPEC-v2 §5b). */
  readonly placeable?: boolean;
}

export interface ResourceEstimate {
  readonly lut4: number;
  readonly registers: number;
  readonly lesLow: number;
  readonly lesHigh: number;
  readonly lesPercentHigh: number;
  readonly m9k: number;
  readonly m9kPercent: number;
}

export function estimateResources(c: ResourceConfig): ResourceEstimate {
  const v2 = c.version === 2;
  const ter = v2 && c.territory === true;
  const pl = v2 && c.placeable === true;
  const perUnitLut = UNIT_BASE_LUT4 + c.beamEntries * BEAM_ENTRY_LUT4 + (v2 ? V2_EVAL_LUT4 + V2_CONTROL_LUT4 : 0) + (ter ? TERRITORY_LUT4 : 0) + (pl ? PLACEABLE_LUT4 : 0);
  const perUnitRegs =
    UNIT_BASE_REGS + c.beamEntries * BEAM_ENTRY_REGS + (v2 ? V2_CONTROL_REGS + Math.max(0, c.plies - V1_PLIES) * PLY_ROWS_REGS : 0) + (ter ? TERRITORY_REGS : 0) + (pl ? PLACEABLE_REGS : 0);
  const sa = v2 && c.sharedAlpha === true;
  const lut4 = Math.round(perUnitLut * c.units + (sa ? SHARED_ALPHA_LUT4 * c.units : 0));
  const registers = Math.round(perUnitRegs * c.units + (sa ? SHARED_ALPHA_REGS : 0));
  const m9k = v2 ? ROOT_LIST_M9K * c.units : 0;
  const lesHigh = lut4 + registers;
  return {
    lut4,
    registers,
    lesLow: Math.max(lut4, registers),
    lesHigh,
    lesPercentHigh: percentOf(lesHigh, EP4CE115_LES),
    m9k,
    m9kPercent: percentOf(m9k, EP4CE115_M9K),
  };
}
