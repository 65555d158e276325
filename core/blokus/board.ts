/**
 * The mutable Blokus Duo board: bitboards per side, legality, apply/undo, passes, end and scores.
 *
 * State is one Int32Array (see the offsets below) so undo is an exact copy back of a snapshot.
 * Per side and row it keeps: `occ` (own cells), `forb` (cells the side may not cover: any occupied
 * cell or a cell sharing an edge with its own colour) and `attach` (cells touching its own colour at a
 * corner; before its first piece, just its start square). They are updated incrementally from the
 * placement tables' masks.
 */
import type { DecodeResult, MoveCode } from './codec.ts';
import { decodeMoveBytes, tryDecodeMoveCode } from './codec.ts';
import { ORIENTED_CELLS, pieceLetter } from './pieces.ts';
import type { BlokusSetup, StartSquare } from './position.ts';
import { DEFAULT_SETUP, otherStart, startCoordinate } from './position.ts';
import { PLACEMENTS, WINDOW_ROWS, HALO_ROWS, canonicalCode, placementOfMove } from './placements.ts';
import { PLANE_ROWS, cellName, onBoard, sideName } from './geometry.ts';
import type { Side } from './geometry.ts';
import type { MoveLegality, LegalityKind } from './verdict.ts';
import { describeMove, IllegalMoveError } from './verdict.ts';
import { ALL_PIECES, resultOf, sideScore } from './score.ts';
import type { GameResult } from './score.ts';

/** Offsets into {@link BlokusBoard.state}; a plane is PLANE_ROWS row masks, board row y at index y. */
export const OCC = 0; // + side·PLANE_ROWS
export const FORB = 2 * PLANE_ROWS;
export const ATTACH = 4 * PLANE_ROWS;
export const LEFT = 6 * PLANE_ROWS; // + side: pieces-left mask
export const LAST = LEFT + 2; // + side: last piece placed, −1 none
export const PLACED = LEFT + 4; // + side: pieces placed
export const PASSES = LEFT + 6; // consecutive passes
export const PLY = LEFT + 7; // moves made, passes included
const STATE_SIZE = LEFT + 8;

export class BlokusBoard {
  /** Raw state, read by move generation. Treat as read-only outside this class. */
  readonly state = new Int32Array(STATE_SIZE);
  private saved = new Int32Array(STATE_SIZE * 8);
  private readonly played: MoveCode[] = [];
  private readonly starts: readonly [StartSquare, StartSquare];

  constructor(readonly setup: BlokusSetup = DEFAULT_SETUP) {
    this.starts = [setup.firstMoverStart, otherStart(setup.firstMoverStart)];
    const s = this.state;
    for (const side of [0, 1] as const) {
      const c = startCoordinate(this.starts[side]);
      s[ATTACH + side * PLANE_ROWS + c] = 1 << (c - 1);
      s[LEFT + side] = ALL_PIECES;
      s[LAST + side] = -1;
    }
  }

  get toMove(): Side {
    return (this.state[PLY]! & 1) as Side;
  }

  /** Moves made so far, passes included. */
  get ply(): number {
    return this.state[PLY]!;
  }

  /** The moves applied, as given (not canonicalised). */
  get moves(): readonly MoveCode[] {
    return this.played;
  }

  startSquare(side: Side): StartSquare {
    return this.starts[side];
  }

  /** Bit p set = piece p not yet placed by `side`. */
  piecesLeftMask(side: Side): number {
    return this.state[LEFT + side]!;
  }

  hasPiece(side: Side, piece: number): boolean {
    return ((this.state[LEFT + side]! >> piece) & 1) === 1;
  }

  piecesPlaced(side: Side): number {
    return this.state[PLACED + side]!;
  }

  /** Owner of cell (x, y): 0, 1, or null when empty. */
  owner(x: number, y: number): Side | null {
    if (!onBoard(x, y)) throw new RangeError(`cell ${x},${y} is off the board`);
    const bit = 1 << (x - 1);
    if (this.state[OCC + y]! & bit) return 0;
    if (this.state[OCC + PLANE_ROWS + y]! & bit) return 1;
    return null;
  }

  /** Two passes in a row, or a side has placed all 21 pieces. */
  isOver(): boolean {
    const s = this.state;
    return s[PASSES]! >= 2 || s[LEFT]! === 0 || s[LEFT + 1]! === 0;
  }

  score(side: Side): number {
    return sideScore(this.state[LEFT + side]!, this.state[LAST + side]!);
  }

  /** Scores and winner as they stand (final once {@link isOver}). */
  result(): GameResult {
    return resultOf(this.score(0), this.score(1));
  }

  /** Judge a move for the side to move, without applying it. */
  legality(move: MoveCode): MoveLegality {
    const side = this.toMove;
    const s = this.state;
    const code = describeMove(move);
    const no = (kind: LegalityKind, why: string, cell?: readonly [number, number]): MoveLegality => ({
      kind,
      legal: false,
      // Without the code: the move carries it, and callers that show both prefix it once.
      reason: why,
      side,
      move,
      ...(cell ? { cell } : {}),
    });
    if (move.kind === 'place' && !inRange(move)) {
      return { kind: 'malformed-code', legal: false, reason: `${code}: not a move code (x, y 1..14, piece 0..20, orientation 0..7)`, side, move };
    }
    if (this.isOver()) return no('game-over', 'the game is over');
    if (move.kind === 'pass') {
      if (s[PLACED + side] === 0) return no('pass-on-first-move', `${sideName(side)} may not pass before placing its first piece`);
      return { kind: 'legal', legal: true, reason: `${code}: ${sideName(side)} passes`, side, move };
    }
    const { x, y, piece, orientation } = move;
    const letter = pieceLetter(piece);
    if (!this.hasPiece(side, piece)) return no('piece-already-placed', `${sideName(side)} has already placed piece '${letter}'`);
    const id = placementOfMove(move);
    const shape = ORIENTED_CELLS[piece]![orientation]!;
    if (id < 0) {
      const off = shape.map(([dx, dy]) => [x + dx, y + dy] as const).find(([cx, cy]) => !onBoard(cx, cy))!;
      return no('off-board', `piece '${letter}' in orientation ${orientation} at ${cellName(x, y)} leaves the board at (${off[0]},${off[1]})`, off);
    }
    const cells = shape.map(([dx, dy]) => [x + dx, y + dy] as const);
    for (const cell of cells) {
      const o = this.owner(cell[0], cell[1]);
      if (o !== null) return no('cell-occupied', `cell ${cellName(cell[0], cell[1])} is already covered by ${sideName(o)}`, cell);
    }
    const forb = FORB + side * PLANE_ROWS;
    for (const cell of cells) {
      if (s[forb + cell[1]]! & (1 << (cell[0] - 1))) {
        return no('edge-contact', `cell ${cellName(cell[0], cell[1])} shares an edge with a piece of ${sideName(side)}`, cell);
      }
    }
    const attach = ATTACH + side * PLANE_ROWS;
    const top = PLACEMENTS.top[id]!;
    let touches = 0;
    for (let r = 0; r < WINDOW_ROWS; r++) touches |= s[attach + top + r]! & PLACEMENTS.cellMasks[id * WINDOW_ROWS + r]!;
    if (!touches) {
      if (s[PLACED + side] === 0) {
        const c = startCoordinate(this.starts[side]);
        return no('must-cover-start', `the first piece of ${sideName(side)} must cover its start square ${cellName(c, c)}`);
      }
      return no('no-corner-contact', `piece '${letter}' touches no piece of ${sideName(side)} at a corner`);
    }
    return { kind: 'legal', legal: true, reason: `${code}: ${sideName(side)} places '${letter}'`, side, move, placement: id };
  }

  /** Decode a wire code and judge it, in one call (what the referee uses). */
  legalityOfCode(text: string): MoveLegality {
    return this.judgeDecoded(tryDecodeMoveCode(text));
  }

  /** The same for the 4 raw bytes a board sent. */
  legalityOfBytes(bytes: ArrayLike<number>): MoveLegality {
    return this.judgeDecoded(decodeMoveBytes(bytes));
  }

  private judgeDecoded(r: DecodeResult): MoveLegality {
    if (!r.ok) return { kind: 'malformed-code', legal: false, reason: r.error.message, side: this.toMove, error: r.error };
    return this.legality(r.move);
  }

  /** Apply a move after checking it; throws {@link IllegalMoveError} (board unchanged) when illegal. */
  apply(move: MoveCode): MoveLegality {
    const v = this.legality(move);
    if (!v.legal) throw new IllegalMoveError(v, this.ply);
    if (move.kind === 'pass') this.applyPass(move);
    else this.applyPlacement(v.placement!, move);
    return v;
  }

  /** Judge a wire code and apply it when legal; the board is unchanged otherwise. */
  playCode(text: string): MoveLegality {
    const v = this.legalityOfCode(text);
    if (v.legal) this.apply(v.move!);
    return v;
  }

  pass(): void {
    this.apply({ kind: 'pass' });
  }

  /**
   * Place a placement id for the side to move WITHOUT checking it — for engines and move generation,
   * which only pass ids that generation produced. `move` is what the history records (default: the
   * placement's canonical code).
   */
  applyPlacement(id: number, move?: MoveCode): void {
    this.save(move ?? canonicalCode(id));
    const s = this.state;
    const side = this.toMove;
    const top = PLACEMENTS.top[id]!;
    const piece = PLACEMENTS.piece[id]!;
    const cm = id * WINDOW_ROWS;
    const own = OCC + side * PLANE_ROWS + top;
    for (let r = 0; r < WINDOW_ROWS; r++) {
      const m = PLACEMENTS.cellMasks[cm + r]!;
      s[own + r]! |= m;
      s[FORB + top + r]! |= m;
      s[FORB + PLANE_ROWS + top + r]! |= m;
    }
    const hm = id * HALO_ROWS;
    const forb = FORB + side * PLANE_ROWS + top - 1;
    const attach = ATTACH + side * PLANE_ROWS + top - 1;
    for (let r = 0; r < HALO_ROWS; r++) {
      s[forb + r]! |= PLACEMENTS.edgeMasks[hm + r]!;
      s[attach + r]! |= PLACEMENTS.cornerMasks[hm + r]!;
    }
    s[LEFT + side]! &= ~(1 << piece);
    s[LAST + side] = piece;
    s[PLACED + side]!++;
    s[PASSES] = 0;
    s[PLY]!++;
  }

  /** Pass WITHOUT checking (see {@link applyPlacement}). */
  applyPass(move: MoveCode = { kind: 'pass' }): void {
    this.save(move);
    this.state[PASSES]!++;
    this.state[PLY]!++;
  }

  /** Take back the last move, restoring the exact previous state. */
  undo(): void {
    const n = this.played.length;
    if (n === 0) throw new RangeError('undo() with no move to take back');
    this.played.pop();
    this.state.set(this.saved.subarray((n - 1) * STATE_SIZE, n * STATE_SIZE));
  }

  /** An independent copy (history included). */
  clone(): BlokusBoard {
    const b = new BlokusBoard(this.setup);
    b.state.set(this.state);
    b.saved = this.saved.slice();
    b.played.push(...this.played);
    return b;
  }

  private save(move: MoveCode): void {
    const n = this.played.length;
    if ((n + 1) * STATE_SIZE > this.saved.length) {
      const bigger = new Int32Array(this.saved.length * 2);
      bigger.set(this.saved);
      this.saved = bigger;
    }
    this.saved.set(this.state, n * STATE_SIZE);
    this.played.push(move);
  }
}

function inRange(m: MoveCode & { kind: 'place' }): boolean {
  const ok = (v: number, lo: number, hi: number): boolean => Number.isInteger(v) && v >= lo && v <= hi;
  return ok(m.x, 1, 14) && ok(m.y, 1, 14) && ok(m.piece, 0, 20) && ok(m.orientation, 0, 7);
}

