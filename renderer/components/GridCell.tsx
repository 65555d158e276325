/** One cell of a board grid (Blokus or Gomoku): its classes, coordinates and label for people and tests. */
import type { ReactNode } from 'react';

interface Props {
  readonly x: number;
  readonly y: number;
  readonly classes: readonly string[];
  readonly label: string;
  readonly onEnter: () => void;
  readonly onClick: () => void;
  readonly children?: ReactNode;
}

export function GridCell({ x, y, classes, label, onEnter, onClick, children }: Props) {
  return (
    <div className={classes.join(' ')} data-x={x} data-y={y} role="gridcell" aria-label={label} onMouseEnter={onEnter} onClick={onClick}>
      {children}
    </div>
  );
}
