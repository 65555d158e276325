/** The v2 generation order (hdl/blokus/SPEC-v2.md §2): shapes by size, largest first, then by v1 index. */
import { SHAPES } from '../shapes.ts';

export const V2_SHAPE_ORDER: readonly number[] = SHAPES.map((_, i) => i).sort((a, b) => SHAPES[b]!.size - SHAPES[a]!.size || a - b);
/** The same order as the typed array the scans index in their hot loops. */
export const V2_ORDER = Int32Array.from(V2_SHAPE_ORDER);
