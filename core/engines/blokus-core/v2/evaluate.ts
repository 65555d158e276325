/**
 * The v2 static evaluation (hdl/blokus/SPEC-v2.md §5): v1's influence (cells two steps from a
 * side's attach cells, SPEC.md §5) plus the attach cells themselves, weighted with the squares
 * placed. Same row-parallel pass as v1 with one more popcount per row, so the RTL keeps v1's
 * pipeline and adds one adder stage (EV costs 5 clocks instead of 4).
 */
import type { CoreBoard, CoreSide } from '../board.ts';

/** Integer weights, each 0..15 so the RTL multiplies with shifts and adds (SPEC-v2 §5). */
export interface EvalWeights {
  /** Per square placed. */
  readonly material: number;
  /** Per influence cell. */
  readonly influence: number;
  /** Per attach cell (a free cell touching the side's corners, not its edges) that a piece of 2+ squares can use. */
  readonly attach: number;
  /** Per dead attach cell: no orthogonal neighbour the side may cover, so only the monomino fits there. */
  readonly deadAttach: number;
}

export const DEFAULT_WEIGHTS: EvalWeights = { material: 8, influence: 1, attach: 6, deadAttach: 1 };

// Weights live in module scope for the hot loop; set per search (the emulator is single-threaded).
let wMat = DEFAULT_WEIGHTS.material;
let wInf = DEFAULT_WEIGHTS.influence;
let wAtt = DEFAULT_WEIGHTS.attach;
let wDead = DEFAULT_WEIGHTS.deadAttach;

export function useWeights(w: EvalWeights): void {
  wMat = w.material;
  wInf = w.influence;
  wAtt = w.attach;
  wDead = w.deadAttach;
}

const COUNTS = new Int32Array(3);

/** V from `me`'s side: v1's row pass (CoreBoard.evaluationCounts) with the v2 weights. */
export function evaluateV2(board: CoreBoard, me: CoreSide): number {
  board.evaluationCounts(COUNTS);
  const v = wMat * (board.squares[0]! - board.squares[1]!) + wInf * COUNTS[0]! + wAtt * (COUNTS[1]! - COUNTS[2]!) + wDead * COUNTS[2]!;
  return (me === 0 ? v : -v) | 0;
}
