/**
 * The constants of hdl/gomoku/SPEC.md, mirrored from hdl/gomoku/src/gomoku_search.h. Change both
 * together (the differential test and the golden vectors will notice if you do not).
 */

export const GS_N = 15;
export const GS_CELLS = 225;
export const GS_MAX_DEPTH = 4;
/** Children kept per node after move ordering (SPEC §4). */
export const GS_TOPK = 8;

export const GS_WIN = 100_000_000;
export const GS_INF = 1_000_000_000;
export const GS_FIVE = 1_000_000;

export const RULE_FREESTYLE = 0;
export const RULE_STANDARD = 1;

/** Why the IP chose its move (SPEC §7, bits 23..16 of the move register). */
export const GomokuCoreStatus = {
  search: 0,
  opening: 1,
  win: 2,
  block: 3,
  full: 4,
  badInput: 5,
} as const;
export type GomokuCoreStatusName = keyof typeof GomokuCoreStatus;

/** Cycle costs per counted event (SPEC §6). */
export const CYCLE_COSTS = {
  setup: 480,
  finish: 4,
  threatCell: 1,
  threatCheck: 4,
  expand: 232,
  score: 6,
  node: 12,
  leaf: 240,
} as const;

/** The wujian100 board clock (shared/DESIGN.md §6). */
export const DEFAULT_CLOCK_HZ = 20_000_000;
export const DEFAULT_DEPTH = 4;
