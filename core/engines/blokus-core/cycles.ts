/**
 * The search unit's states and their clocks: the table of hdl/blokus/SPEC.md §8, the only place
 * the emulator takes a cycle cost from (test/core/engines/blokus-core/cycle-table.test.ts holds it
 * to the SPEC's printed table). EV is the 4-clock evaluation EV_MASK..EV_SUM, visited as one.
 */
export const STATE_CYCLES = {
  U_START: 1,
  GEN_INIT: 1,
  SHAPE: 1,
  ROW: 1,
  C_ADD: 1,
  EV: 4,
  C_DEL: 1,
  C_INS: 1,
  C_UPD: 1,
  C_SKIP: 1,
  GEN_END: 1,
  N_ADD: 1,
  N_DEL: 1,
  N_PASS: 1,
  N_UNPASS: 1,
  N_UPD: 1,
  U_DONE: 1,
} as const satisfies Record<string, number>;

export type StateName = keyof typeof STATE_CYCLES;
export type StateVisits = Record<StateName, number>;

/** The states in SPEC §8 order. */
export const STATE_NAMES = Object.keys(STATE_CYCLES) as readonly StateName[];

/**
 * What the search does, as runs of consecutive states: each step costs the sum of its states'
 * clocks. The hot loop charges one step at a time (a scanned child is one step, not four).
 */
export const STEPS = {
  U_START: ['U_START'],
  GEN_INIT: ['GEN_INIT'],
  SHAPE: ['SHAPE'],
  ROW: ['ROW'],
  /** A scanned child inserted into the beam buffer (inner ply). */
  CHILD_INS: ['C_ADD', 'EV', 'C_DEL', 'C_INS'],
  /** A scanned child used as a leaf (leaf ply). */
  CHILD_UPD: ['C_ADD', 'EV', 'C_DEL', 'C_UPD'],
  /** Another unit's root move in a depth-1 scan. */
  SKIP: ['C_SKIP'],
  GEN_END: ['GEN_END'],
  /** A leaf-ply node with no legal placement: the board itself is the leaf. */
  LEAF_PASS: ['EV', 'C_UPD'],
  DESCEND: ['N_ADD'],
  RETURN: ['N_DEL', 'N_UPD'],
  PASS: ['N_PASS'],
  UNPASS: ['N_UNPASS', 'N_UPD'],
  U_DONE: ['U_DONE'],
} as const satisfies Record<string, readonly StateName[]>;

export type StepName = keyof typeof STEPS;
const STEP_NAMES = Object.keys(STEPS) as readonly StepName[];

/** Step numbers for the search's hot loop. */
export const STEP = Object.fromEntries(STEP_NAMES.map((name, i) => [name, i])) as Readonly<Record<StepName, number>>;

/** Clocks per step, indexed by step number: sums over {@link STATE_CYCLES}. */
export const STEP_CLOCKS: Int32Array = Int32Array.from(STEP_NAMES, (name) =>
  STEPS[name].reduce((t: number, state: StateName) => t + STATE_CYCLES[state], 0),
);

/** State visits of the steps counted (indexed by step number), by state name. */
export function visitsOfSteps(steps: Int32Array): StateVisits {
  const counts = new Map<StateName, number>(STATE_NAMES.map((name) => [name, 0]));
  STEP_NAMES.forEach((step, i) => {
    for (const state of STEPS[step]) counts.set(state, counts.get(state)! + (steps[i] ?? 0));
  });
  return Object.fromEntries(counts) as StateVisits;
}
