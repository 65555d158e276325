/** The coordinate labels along one edge of a board grid, the cursor's one marked `on`. */
import type { CSSProperties } from 'react';

interface Props {
  readonly axis: 'x' | 'y';
  /** The label of each column (x) or row (y), in order. */
  readonly labels: readonly string[];
  /** Index into `labels` of the cursor's column or row; none marked when undefined. */
  readonly active: number | undefined;
  readonly className: string;
  readonly style?: CSSProperties;
}

export function CoordRuler({ axis, labels, active, className, style }: Props) {
  return (
    <div className={`coords coords-${axis} ${className}`} aria-hidden="true" style={style}>
      {labels.map((c, i) => (
        <span key={c} className={active === i ? 'on' : ''}>
          {c}
        </span>
      ))}
    </div>
  );
}
