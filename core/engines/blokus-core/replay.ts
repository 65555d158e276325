/**
 * Writing the moves of a position into the core's board (the APPLY path of SPEC §8), checked with
 * the core's own masks so a bad position becomes a typed error instead of a corrupt search.
 */
import type { MoveCode } from '../../blokus/codec.ts';
import { PIECE_LETTERS } from '../../blokus/pieces.ts';
import type { CoreBoard, CoreSide } from './board.ts';
import { ALL_PIECES, FULL, SIZE, STRIDE } from './board.ts';
import { BlokusCorePositionError } from './errors.ts';
import { SHAPES, SHAPE_OF_ORIENTATION } from './shapes.ts';

const forb = new Int32Array(STRIDE);
const att = new Int32Array(STRIDE);

function describe(m: MoveCode): string {
  if (m === null || typeof m !== 'object') return String(m);
  if (m.kind === 'pass') return '0000';
  const c = (v: number): string => (Number.isInteger(v) && v >= 1 && v <= SIZE ? '123456789abcde'[v - 1]! : '?');
  return `${c(m.x)}${c(m.y)}${PIECE_LETTERS[m.piece] ?? '?'}${Number.isInteger(m.orientation) && m.orientation >= 0 && m.orientation <= 7 ? m.orientation : '?'}`;
}

const inRange = (v: number, lo: number, hi: number): boolean => Number.isInteger(v) && v >= lo && v <= hi;

/** Why `m` is not a well-formed move code for `side` on `board`, or null. */
function codeProblem(board: CoreBoard, side: CoreSide, m: MoveCode): string | null {
  if (m === null || typeof m !== 'object') return 'is not a move';
  if (m.kind === 'pass') return board.avail[side] === ALL_PIECES ? 'is a pass before the side placed its first piece' : null;
  if (m.kind !== 'place') return 'is not a move';
  const { x, y, piece, orientation } = m;
  if (!inRange(x, 1, SIZE) || !inRange(y, 1, SIZE) || !inRange(piece, 0, 20) || !inRange(orientation, 0, 7)) {
    return 'is not a move code (x, y 1..14, piece 0..20, orientation 0..7)';
  }
  if (((board.avail[side]! >> piece) & 1) === 0) return `uses piece '${PIECE_LETTERS[piece]}' a second time`;
  return null;
}

/** Why shape `shape` at anchor (bc, br) is illegal for `side` (SPEC §3 masks), or null. */
function placementProblem(board: CoreBoard, side: CoreSide, shape: number, bc: number, br: number): string | null {
  const s = SHAPES[shape]!;
  if (bc < 0 || br < 0 || bc + s.width > SIZE || br + s.height > SIZE) return 'leaves the board';
  board.moverMasks(side, forb, att, 0);
  let bad = 0;
  let hit = 0;
  for (let i = 0; i < s.height; i++) {
    const cells = (s.rowMasks[i]! << bc) & FULL;
    bad |= forb[br + i + 1]! & cells;
    hit |= att[br + i + 1]! & cells;
  }
  if (bad) return 'covers an occupied cell or touches its own colour along an edge';
  if (!hit) return board.avail[side] === ALL_PIECES ? 'does not cover the start square' : 'touches no piece of its own colour at a corner';
  return null;
}

export function placeOnCoreBoard(board: CoreBoard, side: CoreSide, m: MoveCode, index: number): void {
  const fail = (why: string): never => {
    throw new BlokusCorePositionError(index, describe(m), why);
  };
  const bad = codeProblem(board, side, m);
  if (bad !== null) fail(bad);
  if (m.kind === 'pass') return;
  const entry = SHAPE_OF_ORIENTATION[m.piece * 8 + m.orientation]!;
  const bc = m.x - 1 + entry.minDx;
  const br = m.y - 1 + entry.minDy;
  const illegal = placementProblem(board, side, entry.shape, bc, br);
  if (illegal !== null) fail(illegal);
  board.add(side, entry.shape, bc, br);
}
