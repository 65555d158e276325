/**
 * The v2 static evaluation (hdl/blokus/SPEC-v2.md §5): v1's influence (cells two steps from a
 * side's attach cells, SPEC.md §5) plus the attach cells themselves, weighted with the squares
 * placed. Same row-parallel pass as v1 with one more popcount per row, so the RTL keeps v1's
 * pipeline and adds one adder stage (EV costs 5 clocks instead of 4).
 */
import type { CoreBoard, CoreSide } from '../board.ts';
import { placeableSquares } from './placeable.ts';
import { territoryCounts } from './territory.ts';

/** Integer weights, each 0..15 so the RTL multiplies with shifts and adds (SPEC-v2 §5). */
export interface EvalWeights {
  /** Per square placed. */
  readonly material: number;
  /** Per influence cell. */
  readonly influence: number;
  /** Per live attach cell of the side that just moved (a free cell touching its corners, not its edges, that a piece of 2+ squares can use); −15..15. */
  readonly attach: number;
  /** Per dead attach cell of the side that just moved: no orthogonal neighbour it may cover, so only the monomino fits there; −15..15. */
  readonly deadAttach: number;
  /** Per live attach cell of the side to move, from the mover's view; −15..15 (−attach: symmetric). */
  readonly attachOther: number;
  /** Per dead attach cell of the side to move, from the mover's view; −15..15 (−deadAttach: symmetric). */
  readonly deadOther: number;
  /** Per cell of territory (territory.ts: reached first, within `territorySteps`). */
  readonly territory: number;
  /** Steps of the territory race, 0..8 (each one clock of EV). */
  readonly territorySteps: number;
  /** Per square of the remaining pieces that still have a legal placement (placeable.ts, SPEC-v2 §5b), 0..15. */
  readonly placeable: number;
}

export const DEFAULT_WEIGHTS: EvalWeights = { material: 8, influence: 1, attach: 6, deadAttach: 1, attachOther: -6, deadOther: -1, territory: 0, territorySteps: 0, placeable: 0 };

// Weights live in module scope for the hot loop; set per search (the emulator is single-threaded).
let wMat = DEFAULT_WEIGHTS.material;
let wInf = DEFAULT_WEIGHTS.influence;
let wAtt = DEFAULT_WEIGHTS.attach;
let wDead = DEFAULT_WEIGHTS.deadAttach;
let wAttO = DEFAULT_WEIGHTS.attachOther;
let wDeadO = DEFAULT_WEIGHTS.deadOther;
let wTer = DEFAULT_WEIGHTS.territory;
let tSteps = DEFAULT_WEIGHTS.territorySteps;
let wPl = DEFAULT_WEIGHTS.placeable;

/** TER clocks an evaluation adds (SPEC-v2 §5): one per step of the race and one to count it, when it is weighted at all. */
export function territoryClocks(w: EvalWeights): number {
  return w.territory === 0 ? 0 : w.territorySteps + 1;
}

export function useWeights(w: EvalWeights): void {
  wMat = w.material;
  wInf = w.influence;
  wAtt = w.attach;
  wDead = w.deadAttach;
  wAttO = w.attachOther;
  wDeadO = w.deadOther;
  wTer = w.territory;
  tSteps = w.territorySteps;
  wPl = w.placeable;
}

const COUNTS = new Int32Array(6);
const TERRITORY = new Int32Array(2);
const PLACEABLE = new Int32Array(2);

/**
 * V from `me`'s side, `mover` being the side whose move (or pass) led here: the mover's utility U
 * (material and influence as differences, attach cells per side with their own weights), and V = U
 * when me is the mover, −U otherwise. With attachOther = −attach and deadOther = −deadAttach, U of
 * one side is −U of the other and the mover does not matter (v2.1).
 */
export function evaluateV2(board: CoreBoard, me: CoreSide, mover: CoreSide = me): number {
  board.evaluationCounts(COUNTS);
  const n = mover;
  const t = 1 - mover;
  const sq = board.squares;
  const liveN = COUNTS[2 + n]! - COUNTS[4 + n]!;
  const liveT = COUNTS[2 + t]! - COUNTS[4 + t]!;
  let u = wMat * (sq[n]! - sq[t]!) + wInf * (COUNTS[n]! - COUNTS[t]!) + wAtt * liveN + wDead * COUNTS[4 + n]! + wAttO * liveT + wDeadO * COUNTS[4 + t]!;
  if (wTer !== 0) {
    territoryCounts(board, tSteps, TERRITORY);
    u += wTer * (TERRITORY[n]! - TERRITORY[t]!);
  }
  if (wPl !== 0) {
    // Its clocks vary with the board: the search charges them from PLACEABLE_VISITS.
    placeableSquares(board, PLACEABLE);
    u += wPl * (PLACEABLE[n]! - PLACEABLE[t]!);
  }
  return (me === n ? u : -u) | 0;
}
