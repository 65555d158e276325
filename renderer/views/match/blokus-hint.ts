/**
 * The Blokus hint: with a piece selected, the cells where it fits in the orientation shown (or a
 * word that another orientation would); without one, a suggested move (the largest piece that can
 * be placed), selected in the tray so one click plays it.
 */
import type { BlokusBoard } from '../../../core/blokus/board.ts';
import { encodeMoveCode } from '../../../core/blokus/codec.ts';
import { ORIENTATION_COUNT, PIECE_LETTERS } from '../../../core/blokus/pieces.ts';
import { cellsOfCode, legalAnchors, suggestMove } from '../../blokus-ui.ts';
import type { Selection } from '../../components/BlokusBoardView.tsx';

export interface BlokusHint {
  /** Cells to mark, `x,y`. */
  readonly cells: ReadonlySet<string>;
  readonly text: string;
  /** A selection to make (the suggested move's piece and orientation). */
  readonly select: Selection | null;
}

const keys = (cells: readonly (readonly [number, number])[]) => new Set(cells.map(([x, y]) => `${x},${y}`));

function pieceHint(board: BlokusBoard, s: Selection): BlokusHint {
  const letter = PIECE_LETTERS[s.piece];
  const anchors = legalAnchors(board, s.piece, s.orientation);
  if (anchors.length > 0) {
    const where = anchors.length === 1 ? 'one place' : `${anchors.length} places`;
    return { cells: keys(anchors), text: `Piece ${letter} fits in ${where} as it is turned now: put its marked cell on a dot.`, select: null };
  }
  const others = Array.from({ length: ORIENTATION_COUNT }, (_, o) => o).filter((o) => o !== s.orientation && legalAnchors(board, s.piece, o).length > 0);
  const text = others.length > 0 ? `Piece ${letter} does not fit as it is turned now; turn or flip it (it fits in ${others.length} other orientation${others.length === 1 ? '' : 's'}).` : `Piece ${letter} fits nowhere now: pick another piece.`;
  return { cells: new Set(), text, select: null };
}

export function hintFor(board: BlokusBoard, selection: Selection | null): BlokusHint {
  if (selection) return pieceHint(board, selection);
  const move = suggestMove(board);
  if (!move) return { cells: new Set(), text: 'No piece can be placed: pass.', select: null };
  const code = encodeMoveCode(move);
  return { cells: keys(cellsOfCode(code)), text: `Try ${code}: piece ${PIECE_LETTERS[move.piece]}, selected for you — click the marked cell at ${code.slice(0, 2)} to place it.`, select: { piece: move.piece, orientation: move.orientation } };
}
