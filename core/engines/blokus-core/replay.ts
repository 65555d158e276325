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
  if (m.kind === 'pass') return '0000';
  const c = (v: number): string => (Number.isInteger(v) && v >= 1 && v <= SIZE ? '123456789abcde'[v - 1]! : '?');
  return `${c(m.x)}${c(m.y)}${PIECE_LETTERS[m.piece] ?? '?'}${Number.isInteger(m.orientation) && m.orientation >= 0 && m.orientation <= 7 ? m.orientation : '?'}`;
}

export function placeOnCoreBoard(board: CoreBoard, side: CoreSide, m: MoveCode, index: number): void {
  const fail = (why: string): never => {
    throw new BlokusCorePositionError(index, describe(m), why);
  };
  if (m === null || typeof m !== 'object') fail('is not a move');
  if (m.kind === 'pass') {
    if (board.avail[side] === ALL_PIECES) fail('is a pass before the side placed its first piece');
    return;
  }
  if (m.kind !== 'place') fail('is not a move');
  const { x, y, piece, orientation } = m;
  const ok = (v: number, lo: number, hi: number): boolean => Number.isInteger(v) && v >= lo && v <= hi;
  if (!ok(x, 1, SIZE) || !ok(y, 1, SIZE) || !ok(piece, 0, 20) || !ok(orientation, 0, 7)) fail('is not a move code (x, y 1..14, piece 0..20, orientation 0..7)');
  if (((board.avail[side]! >> piece) & 1) === 0) fail(`uses piece '${PIECE_LETTERS[piece]}' a second time`);
  const entry = SHAPE_OF_ORIENTATION[piece * 8 + orientation]!;
  const s = SHAPES[entry.shape]!;
  const bc = x - 1 + entry.minDx;
  const br = y - 1 + entry.minDy;
  if (bc < 0 || br < 0 || bc + s.width > SIZE || br + s.height > SIZE) fail('leaves the board');
  board.moverMasks(side, forb, att, 0);
  let bad = 0;
  let hit = 0;
  for (let i = 0; i < s.height; i++) {
    const cells = (s.rowMasks[i]! << bc) & FULL;
    bad |= forb[br + i + 1]! & cells;
    hit |= att[br + i + 1]! & cells;
  }
  if (bad) fail('covers an occupied cell or touches its own colour along an edge');
  if (!hit) fail(board.avail[side] === ALL_PIECES ? 'does not cover the start square' : 'touches no piece of its own colour at a corner');
  board.add(side, entry.shape, bc, br);
}
