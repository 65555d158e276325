/**
 * The board's judgement of a move: a stable `kind` for programs and a `reason` for people.
 * The referee turns any kind but 'legal' into a lost game (shared/DESIGN.md §4).
 */
import { ArenaError } from '../errors.ts';
import { encodeMoveCode, type MoveCode, type MoveCodeError } from './codec.ts';
import type { Side } from './geometry.ts';

/**
 * Checked in this order; the first that applies is the verdict:
 * malformed-code, game-over, pass-on-first-move (a side passing before its first piece),
 * piece-already-placed, off-board, cell-occupied (by either colour), edge-contact (with own colour),
 * must-cover-start (a side's first piece), no-corner-contact (later pieces).
 */
export type LegalityKind =
  | 'legal'
  | 'malformed-code'
  | 'game-over'
  | 'pass-on-first-move'
  | 'piece-already-placed'
  | 'off-board'
  | 'cell-occupied'
  | 'edge-contact'
  | 'must-cover-start'
  | 'no-corner-contact';

export interface MoveLegality {
  readonly kind: LegalityKind;
  readonly legal: boolean;
  /** Person-readable, names the code, the side and the offending cell or piece. */
  readonly reason: string;
  /** The side the move was judged for. */
  readonly side: Side;
  /** The decoded move; absent only for 'malformed-code'. */
  readonly move?: MoveCode;
  /** Placement id of a legal placement (absent for passes and illegal moves). */
  readonly placement?: number;
  /** The offending cell (x, y), when one cell is to blame. */
  readonly cell?: readonly [x: number, y: number];
  /** The codec's error, for 'malformed-code'. */
  readonly error?: MoveCodeError;
}

/** The move's wire code, or its fields when it has none (out of range). */
export function describeMove(move: MoveCode): string {
  try {
    return encodeMoveCode(move);
  } catch {
    return JSON.stringify(move);
  }
}

/** Thrown when an illegal move is applied; carries the verdict. */
export class IllegalMoveError extends ArenaError {
  constructor(
    readonly verdict: MoveLegality,
    readonly ply: number,
  ) {
    super('illegal-move', `illegal move${verdict.move ? ` ${describeMove(verdict.move)}` : ''} at ply ${ply}: ${verdict.reason}`, {
      kind: verdict.kind,
      reason: verdict.reason,
      side: verdict.side,
      ply,
      ...(verdict.cell ? { cell: verdict.cell } : {}),
    });
    this.name = 'IllegalMoveError';
  }
}
