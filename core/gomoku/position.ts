/** A Gomoku position: the board size, the rule and the stones played from the start (black first). */

export type GomokuRule = 'freestyle' | 'standard';

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
