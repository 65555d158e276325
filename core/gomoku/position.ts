/** A Gomoku position: the board size, the rule and the stones played from the start (black first). */

/** freestyle: five or more in a row wins; standard: exactly five. */
export const GOMOKU_RULES = ['freestyle', 'standard'] as const;
export type GomokuRule = (typeof GOMOKU_RULES)[number];

export interface Point {
  /** Column, 0-based. */
  readonly x: number;
  /** Row, 0-based. */
  readonly y: number;
}

export interface GomokuPosition {
  /** 5..20; 15 is the competition size. */
  readonly size: number;
  readonly rule: GomokuRule;
  /** Alternating black (index 0, 2, …) and white. */
  readonly moves: readonly Point[];
}
