/**
 * The Hex board: a rhombus of hexagons with HTP names (`a1` top-left), red's edges (top, bottom)
 * and blue's (left, right) drawn in their colours, the last move marked, the winning chain
 * outlined. A click (or Enter on the keyboard cursor) plays a cell when it is the human's turn.
 */
import { useMemo, useState, type KeyboardEvent } from 'react';
import { EMPTY, HexBoard, RED, cellName, replayHexTexts } from '../../core/hex/index.ts';

export interface HexBoardViewProps {
  readonly size: number;
  readonly swap?: boolean;
  /** Moves in order, HTP text (`f6`, `swap-pieces`); red first. */
  readonly moves: readonly string[];
  /** The winning chain (the referee's verdict line). */
  readonly chain?: readonly { x: number; y: number }[] | null;
  readonly onPlay?: ((text: string) => void) | null;
  readonly label?: string;
}

/** Hexagon radius and the derived spacing of pointy-top cells. */
const R = 20;
const W = Math.sqrt(3) * R;
/** Room around the cells for the edges and the coordinates (letters above, numbers to the left). */
const PAD = 40;
const EDGE = 6;

const centre = (x: number, y: number): [number, number] => [PAD + W * (x + y / 2) + W / 2, PAD + 1.5 * R * y + R];
/** Corner k of a cell, clockwise from the top (k = 0 top, 1 upper right, … 5 upper left). */
const corner = (x: number, y: number, k: number): [number, number] => {
  const [cx, cy] = centre(x, y);
  const a = ((-90 + 60 * k) * Math.PI) / 180;
  return [cx + R * Math.cos(a), cy + R * Math.sin(a)];
};
const points = (ps: readonly [number, number][]) => ps.map(([a, b]) => `${a.toFixed(1)},${b.toFixed(1)}`).join(' ');

/**
 * The four edges as polylines through the outer corners of the boundary cells. Each colour ends
 * where the other begins (the obtuse corners of a1 and k11, the acute ones of k1 and a11), so no
 * segment is drawn twice.
 */
function edges(n: number) {
  const idx = [...Array(n).keys()];
  return {
    top: idx.flatMap((x) => [corner(x, 0, 5), corner(x, 0, 0), corner(x, 0, 1)]),
    bottom: idx.flatMap((x) => [corner(x, n - 1, 4), corner(x, n - 1, 3), corner(x, n - 1, 2)]),
    left: idx.flatMap((y) => (y === n - 1 ? [corner(0, y, 5), corner(0, y, 4)] : [corner(0, y, 5), corner(0, y, 4), corner(0, y, 3)])),
    right: idx.flatMap((y) => (y === 0 ? [corner(n - 1, y, 1), corner(n - 1, y, 2)] : [corner(n - 1, y, 0), corner(n - 1, y, 1), corner(n - 1, y, 2)])),
  };
}

/** The board after `moves`, or the longest legal prefix (a record cut short still shows). */
function boardOf(size: number, swap: boolean, moves: readonly string[]): HexBoard {
  try {
    return replayHexTexts({ size, swap }, moves);
  } catch {
    return new HexBoard({ size, swap });
  }
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export function HexBoardView({ size, swap = false, moves, chain = null, onPlay = null, label = 'Hex board' }: HexBoardViewProps) {
  const board = useMemo(() => boardOf(size, swap, moves), [size, swap, moves]);
  const edge = useMemo(() => edges(size), [size]);
  const [cursor, setCursor] = useState<[number, number] | null>(null);
  const last = board.moves.at(-1);
  const lastCell = last?.kind === 'cell' ? cellName(last.x, last.y) : null;
  const won = new Set((chain ?? []).map((p) => cellName(p.x, p.y)));
  const play = (x: number, y: number) => {
    if (onPlay && board.at(x, y) === EMPTY) onPlay(cellName(x, y));
  };
  const onKey = (e: KeyboardEvent) => {
    const step = ARROWS[e.key];
    const [cx, cy] = cursor ?? [Math.floor(size / 2), Math.floor(size / 2)];
    if (step) {
      e.preventDefault();
      setCursor(cursor ? [Math.min(size - 1, Math.max(0, cx + step[0])), Math.min(size - 1, Math.max(0, cy + step[1]))] : [cx, cy]);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (cursor) play(cx, cy);
      else setCursor([cx, cy]);
    }
  };
  const cells = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const name = cellName(x, y);
      const v = board.at(x, y);
      const classes = ['hcell', v === EMPTY ? 'empty' : v === RED ? 'red' : 'blue'];
      if (name === lastCell) classes.push('last');
      if (won.has(name)) classes.push('win');
      if (onPlay && v === EMPTY) classes.push('playable');
      if (onPlay && cursor && cursor[0] === x && cursor[1] === y) classes.push('cursor');
      const [cx, cy] = centre(x, y);
      cells.push(
        <g key={name} className={classes.join(' ')} data-cell={name} onClick={() => play(x, y)} onMouseEnter={() => onPlay && setCursor([x, y])}>
          <title>{`${name}${v === EMPTY ? '' : v === RED ? ' red' : ' blue'}${name === lastCell ? ' (last move)' : ''}`}</title>
          <polygon points={points([0, 1, 2, 3, 4, 5].map((k) => corner(x, y, k)))} />
          {name === lastCell && <circle className="last-mark" cx={cx} cy={cy} r={R * 0.28} />}
        </g>,
      );
    }
  }
  const width = PAD * 2 + W * (size + (size - 1) / 2);
  const height = PAD * 2 + R * (1.5 * (size - 1) + 2);
  const letters = [...Array(size).keys()].map((x) => cellName(x, 0).slice(0, 1));
  const status = cursor && onPlay ? `${cellName(cursor[0], cursor[1])}: ${board.at(cursor[0], cursor[1]) === EMPTY ? 'empty — click or press Enter to play' : 'taken'}` : lastCell ? `last move ${lastCell}` : last ? 'last move: swap' : '\u00a0';
  return (
    <div className="hex-wrap">
      <svg className="hex-board" role="grid" aria-label={label} tabIndex={0} onKeyDown={onKey} onMouseLeave={() => setCursor(null)} viewBox={`0 0 ${width.toFixed(0)} ${height.toFixed(0)}`} data-moves={moves.length}>
        <polyline className="hex-edge red" points={points(edge.top)} strokeWidth={EDGE} />
        <polyline className="hex-edge red" points={points(edge.bottom)} strokeWidth={EDGE} />
        <polyline className="hex-edge blue" points={points(edge.left)} strokeWidth={EDGE} />
        <polyline className="hex-edge blue" points={points(edge.right)} strokeWidth={EDGE} />
        {cells}
        {letters.map((l, x) => (
          <text key={l} className="hex-coord" x={centre(x, 0)[0]} y={centre(x, 0)[1] - R - 12} textAnchor="middle">
            {l}
          </text>
        ))}
        {letters.map((_, y) => (
          <text key={y} className="hex-coord" x={centre(0, y)[0] - W / 2 - 10} y={centre(0, y)[1] + 4} textAnchor="end">
            {y + 1}
          </text>
        ))}
      </svg>
      <div className="ghost-status hex-status" aria-live="polite">
        {status}
      </div>
    </div>
  );
}
