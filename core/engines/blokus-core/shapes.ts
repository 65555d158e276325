/**
 * The core's piece ROM (hdl/blokus/SPEC.md §2): the 168 (piece, orientation) pairs reduced to 91
 * shapes, in the order that is the outer counter of move generation.
 */
import { ORIENTED_CELLS, PIECE_COUNT, ORIENTATION_COUNT } from '../../blokus/pieces.ts';

export interface Shape {
  readonly piece: number;
  /** Canonical (lowest) orientation with this cell set. */
  readonly orientation: number;
  readonly size: number;
  /** Bounding box. */
  readonly height: number;
  readonly width: number;
  /** Minimum dx, dy of the canonical orientation's offsets: move code x = bc + 1 − minDx. */
  readonly minDx: number;
  readonly minDy: number;
  /** Row masks of the bounding box (bit j = column j), `height` entries. */
  readonly rowMasks: readonly number[];
  /** Cells as bounding-box offsets: row i, column j (parallel arrays, `size` entries). */
  readonly cellRow: Int8Array;
  readonly cellCol: Int8Array;
}

export interface OrientationEntry {
  readonly shape: number;
  readonly minDx: number;
  readonly minDy: number;
}

function build(): { shapes: Shape[]; byOrientation: OrientationEntry[] } {
  const shapes: Shape[] = [];
  const byOrientation: OrientationEntry[] = [];
  for (let p = 0; p < PIECE_COUNT; p++) {
    const keys = new Map<string, number>();
    for (let r = 0; r < ORIENTATION_COUNT; r++) {
      const cells = ORIENTED_CELLS[p]![r]!;
      const minDx = Math.min(...cells.map((c) => c[0]));
      const minDy = Math.min(...cells.map((c) => c[1]));
      const norm = cells.map(([dx, dy]) => [dy - minDy, dx - minDx] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      const key = norm.map(([i, j]) => `${i},${j}`).join(';');
      let index = keys.get(key);
      if (index === undefined) {
        index = shapes.length;
        keys.set(key, index);
        const height = Math.max(...norm.map((c) => c[0])) + 1;
        const width = Math.max(...norm.map((c) => c[1])) + 1;
        const rowMasks = Array.from({ length: height }, (_, i) => norm.filter((c) => c[0] === i).reduce((m, c) => m | (1 << c[1]), 0));
        shapes.push({
          piece: p,
          orientation: r,
          size: cells.length,
          height,
          width,
          minDx,
          minDy,
          rowMasks,
          cellRow: Int8Array.from(norm.map((c) => c[0])),
          cellCol: Int8Array.from(norm.map((c) => c[1])),
        });
      }
      byOrientation.push({ shape: index, minDx, minDy });
    }
  }
  return { shapes, byOrientation };
}

const built = build();

/** The 91 shapes in generation order. */
export const SHAPES: readonly Shape[] = built.shapes;

/** Entry `piece·8 + orientation`: its shape and the offsets that turn a move code into an anchor. */
export const SHAPE_OF_ORIENTATION: readonly OrientationEntry[] = built.byOrientation;
