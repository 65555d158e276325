/**
 * The 15×15 Gomoku board with 0-based x (columns) and y (rows) labels as the protocol writes them
 * (shared/DESIGN.md §5): stones, a dot on the last stone played, the winning line; the pointed cell
 * is named under the board. A click (or Enter) plays when it is the human's turn; the board is one
 * tab stop and arrows move its cursor.
 */
import { useState, type KeyboardEvent } from 'react';
import { CoordRuler } from './CoordRuler.tsx';
import { arrowStep, gridCells } from './GridCell.tsx';
import { formatPoint } from '../../core/protocol/piskvork/coords.ts';

export interface GomokuBoardViewProps {
  readonly size: number;
  /** Moves in order, `x,y`; black first. */
  readonly moves: readonly string[];
  readonly line?: readonly { x: number; y: number }[] | null;
  readonly onPlay?: ((text: string) => void) | null;
}

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
    const next = arrowStep(e.key, cursor, 0, size - 1);
    if (next) {
      e.preventDefault();
      point(pointed ? next : cursor);
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
  const cells = gridCells(size, 0, (x, y) => {
    const key = formatPoint({ x, y });
    const i = stones.get(key);
    const classes = ['gcell'];
    if (i !== undefined) classes.push(i % 2 === 0 ? 'black' : 'white');
    if (key === last) classes.push('last');
    if (won.has(key)) classes.push('win');
    if (onPlay && pointed && cursor[0] === x && cursor[1] === y) classes.push('cursor');
    if (onPlay && i === undefined) classes.push('playable');
    return {
      key,
      classes,
      label: `${key}${i === undefined ? '' : i % 2 === 0 ? ' black' : ' white'}${key === last ? ' last move' : ''}`,
      onEnter: () => point([x, y]),
      onClick: () => onPlay && i === undefined && onPlay(key),
      children: i !== undefined && <span className="stone">{key === last && <span className="last-mark" />}</span>,
    };
  });
  const labels = Array.from({ length: size }, (_, i) => String(i));
  const track = { gridTemplateColumns: `repeat(${size}, var(--gcell))` };
  return (
    <div className="gomoku-wrap">
      <div className="gomoku-frame">
        <CoordRuler axis="x" labels={labels} active={pointed?.[0]} className="gomoku-coords" style={track} />
        <CoordRuler axis="y" labels={labels} active={pointed?.[1]} className="gomoku-coords" style={{ gridTemplateRows: `repeat(${size}, var(--gcell))` }} />
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
