/**
 * The 14×14 Blokus Duo board, with column and row labels written as move codes write them
 * (`1`–`9`, `a`–`e`; x left→right, y top→bottom), so `53j0` can be read off the board. With a
 * selected piece it shows a ghost at the hovered (or keyboard) cell — green when legal, red when
 * not, with the reason — and a click (or Enter) places it. The opponent's last move is outlined;
 * hint cells (`marks`) are dotted.
 * Keyboard: the board is one tab stop; arrows move the cursor, Enter places, P passes (R, F and
 * Escape belong to the tray, which listens on the window).
 */
import { useMemo, useState, type KeyboardEvent } from 'react';
import type { BlokusBoard } from '../../core/blokus/board.ts';
import { encodeMoveCode } from '../../core/blokus/codec.ts';
import { cellOwners, cellsOfCode, ghostAt, SIZE, type Ghost } from '../blokus-ui.ts';
import { CoordRuler } from './CoordRuler.tsx';
import { arrowStep, gridCells } from './GridCell.tsx';
import './BlokusBoardView.css';

export interface Selection {
  readonly piece: number;
  readonly orientation: number;
}

export interface BlokusBoardViewProps {
  readonly board: BlokusBoard;
  /** Codes to outline (the last move). */
  readonly highlight?: string | null;
  /** Set when the human may place: the chosen piece and orientation. */
  readonly selection?: Selection | null;
  readonly onPlace?: (code: string) => void;
  /** Set when the human may pass: P on the focused board calls it. */
  readonly onPass?: (() => void) | null;
  readonly label?: string;
  /** Cells to mark for a hint (`x,y`): where the selected piece fits, or a suggested move. */
  readonly marks?: ReadonlySet<string> | null;
}

/** Coordinate digits of move codes, index 0 = 1 (shared/DESIGN.md §4). */
export const COORD = '123456789abcde';

function status(cursor: [number, number] | null, ghost: Ghost | null, selection: Selection | null, canPlace: boolean): string {
  if (ghost && selection && cursor) {
    const code = ghost.code ?? encodeMoveCode({ kind: 'place', x: cursor[0], y: cursor[1], piece: selection.piece, orientation: selection.orientation });
    return ghost.legal ? `${code}: legal — click or press Enter to place` : `${code}: ${ghost.reason}`;
  }
  if (cursor) return `cell ${COORD[cursor[0] - 1]}${COORD[cursor[1] - 1]} (x ${COORD[cursor[0] - 1]}, y ${COORD[cursor[1] - 1]})`;
  if (selection && canPlace) return 'point at a cell (or use the arrow keys) to preview the piece';
  return '\u00a0';
}

export function BlokusBoardView({ board, highlight = null, selection = null, onPlace, onPass = null, label = 'Blokus Duo board', marks = null }: BlokusBoardViewProps) {
  const [cursor, setCursor] = useState<[number, number] | null>(null);
  const owners = useMemo(() => cellOwners(board), [board]);
  const last = useMemo(() => new Set((highlight ? cellsOfCode(highlight) : []).map(([x, y]) => `${x},${y}`)), [highlight]);
  const ghost: Ghost | null = selection && cursor ? ghostAt(board, selection.piece, selection.orientation, cursor[0], cursor[1]) : null;
  const ghostCells = new Set((ghost?.cells ?? []).map(([x, y]) => `${x},${y}`));
  const starts: string[] = [board.startSquare(0), board.startSquare(1)].map((s) => (s === '5' ? '5,5' : '10,10'));

  const place = () => {
    if (ghost?.legal && ghost.code && onPlace) onPlace(ghost.code);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const [x, y] = cursor ?? [7, 7];
    const next = arrowStep(e.key, [x, y], 1, SIZE);
    if (next) {
      e.preventDefault();
      setCursor(cursor ? next : [x, y]);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (!cursor) setCursor([x, y]);
      else place();
    } else if ((e.key === 'p' || e.key === 'P') && onPass) {
      e.preventDefault();
      onPass();
    }
  };

  const cells = gridCells(SIZE, 1, (x, y) => {
    const key = `${x},${y}`;
    const owner = owners[(y - 1) * SIZE + (x - 1)] ?? null;
    const classes = ['cell'];
    if (owner === 0) classes.push('p1');
    if (owner === 1) classes.push('p2');
    if (last.has(key)) classes.push('last');
    if (starts.includes(key) && owner === null) classes.push('start');
    if (ghostCells.has(key)) classes.push(ghost!.legal ? 'ghost-legal' : 'ghost-illegal');
    if (marks?.has(key)) classes.push('hint');
    if (cursor && cursor[0] === x && cursor[1] === y) classes.push('cursor');
    return {
      key,
      classes,
      label: `${COORD[x - 1]}${COORD[y - 1]}${owner === null ? '' : ` player ${owner + 1}`}${last.has(key) ? ' last move' : ''}${marks?.has(key) ? ' hint' : ''}`,
      onEnter: () => setCursor([x, y]),
      onClick: () => {
        setCursor([x, y]);
        if (selection && cursor && cursor[0] === x && cursor[1] === y) place();
        else if (selection) {
          const g = ghostAt(board, selection.piece, selection.orientation, x, y);
          if (g.legal && g.code && onPlace) onPlace(g.code);
        }
      },
    };
  });
  const labels = [...COORD];
  return (
    <div className="blokus-wrap">
      <div className="blokus-frame">
        <CoordRuler axis="x" labels={labels} active={cursor ? cursor[0] - 1 : undefined} className="blokus-coords" />
        <CoordRuler axis="y" labels={labels} active={cursor ? cursor[1] - 1 : undefined} className="blokus-coords" />
        <div
          className="blokus-board"
          role="grid"
          aria-label={label}
          tabIndex={0}
          onKeyDown={onKey}
          onMouseLeave={() => setCursor(null)}
          data-ghost={ghost ? (ghost.legal ? 'legal' : 'illegal') : 'none'}
          data-cursor={cursor ? `${COORD[cursor[0] - 1]}${COORD[cursor[1] - 1]}` : ''}
        >
          {cells}
        </div>
      </div>
      <div className="ghost-status" aria-live="polite">
        {status(cursor, ghost, selection, onPlace !== undefined)}
      </div>
      {onPlace && (
        // Hidden rather than removed between the human's turns, so the page does not jump.
        <p className="keys-hint" style={{ visibility: onPass || selection ? 'visible' : 'hidden' }}>
          Keys: <kbd>Tab</kbd> tray/board · <kbd>←↑↓→</kbd> move · <kbd>Enter</kbd> pick/place · <kbd>R</kbd> rotate · <kbd>F</kbd> flip ·{' '}
          <kbd>P</kbd> pass · <kbd>Esc</kbd> drop
        </p>
      )}
    </div>
  );
}
