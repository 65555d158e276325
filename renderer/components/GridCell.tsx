/**
 * One cell of a board grid (Blokus or Gomoku): its classes, coordinates and label for people and
 * tests; the cells of a square board in reading order; the arrow-key step both boards share.
 */
import type { ReactElement, ReactNode } from 'react';

/** What a board says about one cell; the grid supplies its coordinates. */
export interface CellSpec {
  readonly key: string;
  readonly classes: readonly string[];
  readonly label: string;
  readonly onEnter: () => void;
  readonly onClick: () => void;
  readonly children?: ReactNode;
}

interface Props extends Omit<CellSpec, 'key'> {
  readonly x: number;
  readonly y: number;
}

export function GridCell({ x, y, classes, label, onEnter, onClick, children }: Props) {
  return (
    <div className={classes.join(' ')} data-x={x} data-y={y} role="gridcell" aria-label={label} onMouseEnter={onEnter} onClick={onClick}>
      {children}
    </div>
  );
}

/** The cells of a size×size board row by row, coordinates numbered from `first` (Blokus 1, Gomoku 0). */
export function gridCells(size: number, first: number, cell: (x: number, y: number) => CellSpec): ReactElement[] {
  const out: ReactElement[] = [];
  for (let y = first; y < first + size; y++) {
    for (let x = first; x < first + size; x++) {
      const { key, ...spec } = cell(x, y);
      out.push(<GridCell key={key} x={x} y={y} {...spec} />);
    }
  }
  return out;
}

const ARROWS: Readonly<Record<string, readonly [number, number]>> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** The cell an arrow key moves to, kept within first..last on both axes; null when `key` is no arrow. */
export function arrowStep(key: string, [x, y]: readonly [number, number], first: number, last: number): [number, number] | null {
  const d = ARROWS[key];
  if (!d) return null;
  const clamp = (v: number) => Math.min(last, Math.max(first, v));
  return [clamp(x + d[0]), clamp(y + d[1])];
}
