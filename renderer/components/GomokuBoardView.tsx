/** The 15×15 Gomoku board: stones, the last move, the winning line; a click (or Enter) plays when it is the human's turn. */
import { useState, type KeyboardEvent } from 'react';

export interface GomokuBoardViewProps {
  readonly size: number;
  /** Moves in order, `x,y`; black first. */
  readonly moves: readonly string[];
  readonly line?: readonly { x: number; y: number }[] | null;
  readonly onPlay?: ((text: string) => void) | null;
}

export function GomokuBoardView({ size, moves, line = null, onPlay = null }: GomokuBoardViewProps) {
  const [cursor, setCursor] = useState<[number, number]>([Math.floor(size / 2), Math.floor(size / 2)]);
  const stones = new Map<string, number>();
  moves.forEach((m, i) => stones.set(m.replace(/\s/g, ''), i));
  const last = moves.length ? moves[moves.length - 1]!.replace(/\s/g, '') : null;
  const won = new Set((line ?? []).map((p) => `${p.x},${p.y}`));
  const onKey = (e: KeyboardEvent) => {
    const d: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const step = d[e.key];
    if (step) {
      e.preventDefault();
      setCursor(([x, y]) => [Math.min(size - 1, Math.max(0, x + step[0])), Math.min(size - 1, Math.max(0, y + step[1]))]);
    } else if ((e.key === 'Enter' || e.key === ' ') && onPlay) {
      e.preventDefault();
      if (!stones.has(`${cursor[0]},${cursor[1]}`)) onPlay(`${cursor[0]},${cursor[1]}`);
    }
  };
  const cells = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const key = `${x},${y}`;
      const i = stones.get(key);
      const classes = ['gcell'];
      if (i !== undefined) classes.push(i % 2 === 0 ? 'black' : 'white');
      if (key === last) classes.push('last');
      if (won.has(key)) classes.push('win');
      if (onPlay && cursor[0] === x && cursor[1] === y) classes.push('cursor');
      if (onPlay && i === undefined) classes.push('playable');
      cells.push(
        <div key={key} className={classes.join(' ')} data-x={x} data-y={y} role="gridcell" aria-label={`${key}${i === undefined ? '' : i % 2 === 0 ? ' black' : ' white'}`} onClick={() => onPlay && i === undefined && onPlay(key)}>
          {i !== undefined && <span className="stone" />}
        </div>,
      );
    }
  }
  return (
    <div className="gomoku-board" role="grid" aria-label="Gomoku board" tabIndex={0} onKeyDown={onKey} style={{ gridTemplateColumns: `repeat(${size}, 1fr)` }}>
      {cells}
    </div>
  );
}
