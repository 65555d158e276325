/**
 * The 15×15 Gomoku board with 0-based x (columns) and y (rows) labels as the protocol writes them
 * (shared/DESIGN.md §5): stones, a dot on the last stone played, the winning line; the pointed cell
 * is named under the board. A click (or Enter) plays when it is the human's turn; the board is one
 * tab stop and arrows move its cursor.
 */
import { useState, type KeyboardEvent } from 'react';
import { GridCell } from './GridCell.tsx';
import { formatPoint } from '../../core/protocol/piskvork/coords.ts';

export interface GomokuBoardViewProps {
  readonly size: number;
  /** Moves in order, `x,y`; black first. */
  readonly moves: readonly string[];
  readonly line?: readonly { x: number; y: number }[] | null;
  readonly onPlay?: ((text: string) => void) | null;
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export function GomokuBoardView({ size, moves, line = null, onPlay = null }: GomokuBoardViewProps) {
  const [cursor, setCursor] = useState<[number, number]>([Math.floor(size / 2), Math.floor(size / 2)]);
  /** The cell the pointer or the keyboard is on; null when neither is. */
  const [pointed, setPointed] = useState<[number, number] | null>(null);
  const stones = new Map<string, number>();
  moves.forEach((m, i) => stones.set(m.replace(/\s/g, ''), i));
  const last = moves.length ? moves[moves.length - 1]!.replace(/\s/g, '') : null;
  const won = new Set((line ?? []).map((p) => formatPoint(p)));
  const point = (c: [number, number]) => {
    setCursor(c);
    setPointed(c);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const step = ARROWS[e.key];
    if (step) {
      e.preventDefault();
      const [x, y] = cursor;
      point(pointed ? [Math.min(size - 1, Math.max(0, x + step[0])), Math.min(size - 1, Math.max(0, y + step[1]))] : [x, y]);
    } else if ((e.key === 'Enter' || e.key === ' ') && onPlay) {
      e.preventDefault();
      if (!pointed) setPointed(cursor);
      else if (!stones.has(`${cursor[0]},${cursor[1]}`)) onPlay(`${cursor[0]},${cursor[1]}`);
    }
  };
  const describe = (x: number, y: number): string => {
    const i = stones.get(formatPoint({ x, y }));
    if (i === undefined) return onPlay ? `${x},${y}: empty — click or press Enter to play` : `${x},${y}: empty`;
    return `${x},${y}: ${i % 2 === 0 ? 'black' : 'white'}, move ${i + 1}${i === moves.length - 1 ? ' (last)' : ''}`;
  };
  const lastIndex = moves.length - 1;
  const cells = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const key = formatPoint({ x, y });
      const i = stones.get(key);
      const classes = ['gcell'];
      if (i !== undefined) classes.push(i % 2 === 0 ? 'black' : 'white');
      if (key === last) classes.push('last');
      if (won.has(key)) classes.push('win');
      if (onPlay && pointed && cursor[0] === x && cursor[1] === y) classes.push('cursor');
      if (onPlay && i === undefined) classes.push('playable');
      cells.push(
        <GridCell
          key={key}
          x={x}
          y={y}
          classes={classes}
          label={`${key}${i === undefined ? '' : i % 2 === 0 ? ' black' : ' white'}${key === last ? ' last move' : ''}`}
          onEnter={() => point([x, y])}
          onClick={() => onPlay && i === undefined && onPlay(key)}
        >
          {i !== undefined && <span className="stone">{key === last && <span className="last-mark" />}</span>}
        </GridCell>,
      );
    }
  }
  const labels = Array.from({ length: size }, (_, i) => i);
  const track = { gridTemplateColumns: `repeat(${size}, var(--gcell))` };
  return (
    <div className="gomoku-wrap">
      <div className="gomoku-frame">
        <div className="coords coords-x gomoku-coords" aria-hidden="true" style={track}>
          {labels.map((i) => (
            <span key={i} className={pointed?.[0] === i ? 'on' : ''}>
              {i}
            </span>
          ))}
        </div>
        <div className="coords coords-y gomoku-coords" aria-hidden="true" style={{ gridTemplateRows: `repeat(${size}, var(--gcell))` }}>
          {labels.map((i) => (
            <span key={i} className={pointed?.[1] === i ? 'on' : ''}>
              {i}
            </span>
          ))}
        </div>
        <div
          className="gomoku-board"
          role="grid"
          aria-label="Gomoku board"
          tabIndex={0}
          onKeyDown={onKey}
          onMouseLeave={() => setPointed(null)}
          style={{ ...track, gridAutoRows: 'var(--gcell)' }}
          data-cursor={pointed ? `${pointed[0]},${pointed[1]}` : ''}
        >
          {cells}
        </div>
      </div>
      <div className="ghost-status gomoku-status" aria-live="polite">
        {pointed ? describe(pointed[0], pointed[1]) : last ? `last move ${last} (${lastIndex % 2 === 0 ? 'black' : 'white'}, move ${lastIndex + 1})` : '\u00a0'}
      </div>
      {onPlay && (
        <p className="keys-hint">
          Keys: <kbd>Tab</kbd> to the board · <kbd>←↑↓→</kbd> move · <kbd>Enter</kbd> play
        </p>
      )}
    </div>
  );
}
