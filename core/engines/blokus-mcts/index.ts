/**
 * Blokus Duo by Monte-Carlo tree search with move priors: the lab's candidate for a core that sees
 * the rest of the game (hdl/blokus/SPEC-v3.md, a draft: cycle costs and the emulator, no RTL yet).
 */
import type { BlokusPosition, MoveCode } from '../../blokus/index.ts';
import { Game, canonicalCode, placementOfMove } from '../../blokus/index.ts';
import { DEFAULT_CLOCK_HZ } from '../blokus-core/index.ts';
import { blokusMctsOptionsSchema } from './options.ts';
import type { BlokusMctsOptionsInput } from './options.ts';
import { BlokusMcts, MCTS_PASS } from './search.ts';
import type { BlokusMctsInfo } from './search.ts';

export { blokusMctsOptionsSchema } from './options.ts';
export type { BlokusMctsOptions, BlokusMctsOptionsInput } from './options.ts';
export { BlokusMcts, MCTS_PASS } from './search.ts';
export { BlokusMctsError } from './errors.ts';
export type { BlokusMctsInfo } from './search.ts';

export interface BlokusMctsResult {
  readonly move: MoveCode;
  readonly info: BlokusMctsInfo;
  /** Hardware time the clock model predicts at 50 MHz. */
  readonly predictedMs: number;
}


/** One engine per options object: its node pool is large, so it is kept and reused. */
const engines = new WeakMap<object, BlokusMcts>();

/** The move for the side to move in `position` (seeded by the options' seed and the move number). */
export function blokusMctsMove(position: BlokusPosition, input: BlokusMctsOptionsInput = {}): BlokusMctsResult {
  const options = blokusMctsOptionsSchema.parse(input);
  let engine = engines.get(input);
  if (!engine) engines.set(input, (engine = new BlokusMcts(options)));
  const board = Game.replay(position).board;
  const history = position.moves.map((m) => (m.kind === 'pass' ? MCTS_PASS : placementOfMove(m)));
  const info = engine.search(board, history, (options.seed ^ Math.imul(history.length + 1, 0x9e3779b1)) >>> 0);
  return { move: info.move === MCTS_PASS ? { kind: 'pass' } : canonicalCode(info.move), info, predictedMs: (info.cycles / DEFAULT_CLOCK_HZ) * 1000 };
}
