/**
 * The v2 state table (hdl/blokus/SPEC-v2.md §8): clocks per visit of every state. The emulator
 * charges cycles from this table only, so the SPEC's table and the emulator cannot drift apart.
 */
export const V2_STATE_NAMES = [
  'U_START', 'GEN_INIT', 'SHAPE', 'ROW', 'C_ADD', 'EV', 'C_DEL', 'C_INS', 'C_UPD', 'R_INS', 'R_SHIFT',
  'GEN_END', 'N_ADD', 'N_DEL', 'N_PASS', 'N_UNPASS', 'N_UPD', 'IT_START', 'IT_CMP', 'IT_ROT', 'U_DONE', 'TER',
  'PL_INIT', 'PL_SHAPE', 'PL_ROW',
] as const;
export type V2StateName = (typeof V2_STATE_NAMES)[number];
export type V2StateVisits = Record<V2StateName, number>;

export const V2_STATE_CYCLES: Readonly<V2StateVisits> = {
  U_START: 1, GEN_INIT: 1, SHAPE: 1, ROW: 1, C_ADD: 1, EV: 5, C_DEL: 1, C_INS: 1, C_UPD: 1, R_INS: 1, R_SHIFT: 1,
  GEN_END: 1, N_ADD: 1, N_DEL: 1, N_PASS: 1, N_UNPASS: 1, N_UPD: 1, IT_START: 1, IT_CMP: 2, IT_ROT: 1, U_DONE: 1, TER: 1,
  PL_INIT: 1, PL_SHAPE: 1, PL_ROW: 1,
};

/** Clocks outside the iterations: APPLY_OPP before the search, APPLY_OWN after it (SPEC-v2 §8). */
export const V2_CORE_OVERHEAD_CYCLES = 2;

/** Index of each state in a visits vector (Int32Array, one slot per state). */
export const V2_STATE_INDEX: Readonly<Record<V2StateName, number>> = Object.fromEntries(V2_STATE_NAMES.map((n, i) => [n, i])) as Record<V2StateName, number>;

export function visitsRecord(v: Int32Array): V2StateVisits {
  return Object.fromEntries(V2_STATE_NAMES.map((n, i) => [n, v[i] ?? 0])) as V2StateVisits;
}

/** Σ visits × clocks: the cycles a visits vector costs. */
export function cyclesOfVisits(v: Readonly<V2StateVisits>): number {
  return V2_STATE_NAMES.reduce((sum, n) => sum + v[n] * V2_STATE_CYCLES[n], 0);
}
