/**
 * Pentobi's Blokus Duo move notation (blksgf): the piece's cells, comma separated, each a column
 * letter `a`+X−1 and a row 15−Y (a1 at the lower left), e.g. `e8,d9,e9,f9,e10`; `pass` for a pass.
 * Pentobi's first colour (`b`) always starts at e10 = our (5,5); when our first mover starts at
 * (a,a) the board is turned half a turn ((x,y) → (15−x, 15−y)) on the way in and out.
 */
import { PASS, type MoveCode } from '../../blokus/codec.ts';
import { ORIENTED_CELLS, ORIENTATION_COUNT, PIECE_COUNT } from '../../blokus/pieces.ts';
import type { StartSquare } from '../../blokus/position.ts';

const SIZE = 14;

function turn(x: number, y: number, start: StartSquare): [number, number] {
  return start === '5' ? [x, y] : [SIZE + 1 - x, SIZE + 1 - y];
}

export function cellsOf(move: MoveCode & { kind: 'place' }): [number, number][] {
  return ORIENTED_CELLS[move.piece]![move.orientation]!.map(([dx, dy]) => [move.x + dx, move.y + dy]);
}

/** Our move in Pentobi's notation, for `play`. */
export function toPentobi(move: MoveCode, firstMoverStart: StartSquare): string {
  if (move.kind === 'pass') return 'pass';
  return cellsOf(move)
    .map(([x, y]) => {
      const [px, py] = turn(x, y, firstMoverStart);
      return String.fromCharCode(0x61 + px - 1) + String(SIZE + 1 - py);
    })
    .join(',');
}

/** Parse Pentobi's notation into cells (our coordinates); null when it is not a list of Duo cells. */
export function parsePentobiCells(text: string, firstMoverStart: StartSquare): [number, number][] | null {
  const cells: [number, number][] = [];
  for (const part of text.trim().toLowerCase().split(',')) {
    const m = /^([a-n])(\d{1,2})$/.exec(part.trim());
    if (!m) return null;
    const px = m[1]!.charCodeAt(0) - 0x60;
    const row = Number(m[2]);
    if (row < 1 || row > SIZE) return null;
    cells.push(turn(px, SIZE + 1 - row, firstMoverStart));
  }
  return cells;
}

/**
 * The move code for a set of cells: the first piece and orientation (in table order) whose shape
 * the cells form, anchored at its reference cell. Null when no piece has that shape.
 */
export function moveFromCells(cells: readonly (readonly [number, number])[]): MoveCode | null {
  const key = (x: number, y: number) => y * 32 + x;
  const want = new Set(cells.map(([x, y]) => key(x, y)));
  if (want.size !== cells.length || cells.length === 0) return null;
  const [ax, ay] = cells[0]!;
  for (let piece = 0; piece < PIECE_COUNT; piece++) {
    for (let orientation = 0; orientation < ORIENTATION_COUNT; orientation++) {
      const shape = ORIENTED_CELLS[piece]![orientation]!;
      if (shape.length !== want.size) continue;
      for (const [ox, oy] of shape) {
        // Suppose the first cell is this shape cell; then the reference cell is at anchor − offset.
        const x = ax - ox;
        const y = ay - oy;
        if (shape.every(([dx, dy]) => want.has(key(x + dx, y + dy)))) {
          if (x < 1 || x > SIZE || y < 1 || y > SIZE) continue;
          return { kind: 'place', x, y, piece, orientation };
        }
      }
    }
  }
  return null;
}

/** Pentobi's reply to `genmove` as a move code; null when it is not a Duo placement or a pass. */
export function fromPentobi(text: string, firstMoverStart: StartSquare): MoveCode | null {
  if (text.trim().toLowerCase() === 'pass') return PASS;
  const cells = parsePentobiCells(text, firstMoverStart);
  return cells ? moveFromCells(cells) : null;
}
