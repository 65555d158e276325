/**
 * The 14×14 Blokus Duo board. With a selected piece it shows a ghost at the hovered (or keyboard)
 * cell — green when legal, red when not, with the reason — and a click (or Enter) places it.
 * The opponent's last move is outlined. Arrow keys move the cursor; the board is one tab stop.
 */
import { useMemo, useState, type KeyboardEvent } from 'react';
import type { BlokusBoard } from '../../core/blokus/board.ts';
import { cellOwners, cellsOfCode, ghostAt, SIZE, type Ghost } from '../blokus-ui.ts';

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
  readonly label?: string;
}

const COORD = '123456789abcde';

export function BlokusBoardView({ board, highlight = null, selection = null, onPlace, label = 'Blokus Duo board' }: BlokusBoardViewProps) {
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
    const [x, y] = cursor ?? [7, 7];
    const moves: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const d = moves[e.key];
    if (d) {
      e.preventDefault();
      setCursor([Math.min(SIZE, Math.max(1, x + d[0])), Math.min(SIZE, Math.max(1, y + d[1]))]);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (!cursor) setCursor([x, y]);
      else place();
    }
  };

  const cells = [];
  for (let y = 1; y <= SIZE; y++) {
    for (let x = 1; x <= SIZE; x++) {
      const key = `${x},${y}`;
      const owner = owners[(y - 1) * SIZE + (x - 1)] ?? null;
      const classes = ['cell'];
      if (owner === 0) classes.push('p1');
      if (owner === 1) classes.push('p2');
      if (last.has(key)) classes.push('last');
      if (starts.includes(key) && owner === null) classes.push('start');
      if (ghostCells.has(key)) classes.push(ghost!.legal ? 'ghost-legal' : 'ghost-illegal');
      if (cursor && cursor[0] === x && cursor[1] === y) classes.push('cursor');
      cells.push(
        <div
          key={key}
          className={classes.join(' ')}
          data-x={x}
          data-y={y}
          role="gridcell"
          aria-label={`${COORD[x - 1]}${COORD[y - 1]}${owner === null ? '' : ` player ${owner + 1}`}`}
          onMouseEnter={() => setCursor([x, y])}
          onClick={() => {
            setCursor([x, y]);
            if (selection && cursor && cursor[0] === x && cursor[1] === y) place();
            else if (selection) {
              const g = ghostAt(board, selection.piece, selection.orientation, x, y);
              if (g.legal && g.code && onPlace) onPlace(g.code);
            }
          }}
        />,
      );
    }
  }
  return (
    <div className="blokus-wrap">
      <div className="blokus-board" role="grid" aria-label={label} tabIndex={0} onKeyDown={onKey} onMouseLeave={() => setCursor(null)} data-ghost={ghost ? (ghost.legal ? 'legal' : 'illegal') : 'none'}>
        {cells}
      </div>
      <div className="ghost-status" aria-live="polite">
        {ghost ? (ghost.legal ? `${ghost.code}: legal — click or press Enter to place` : ghost.reason) : selection ? 'point at a cell (or use the arrow keys) to preview the piece' : '\u00a0'}
      </div>
    </div>
  );
}
