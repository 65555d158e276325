/**
 * Blokus Duo for UCT, on core/blokus's bitboards and move generation. Moves are placement ids,
 * plus {@link BLOKUS_PASS}. With the strategy on, playouts place the largest pieces first and, among
 * a few random placements of that size, the one with the most corner cells (where the side can
 * attach next); with it off, any legal placement at random.
 */
import type { Rng } from '../../random.ts';
import { BlokusBoard, MAX_PLACEMENTS, PASS, PIECE_SIZES, PLACEMENTS, canonicalCode, generatePlacements } from '../../blokus/index.ts';
import type { MoveCode } from '../../blokus/index.ts';
import { DRAW } from './game.ts';
import type { UctGame, UctResult, UctSide } from './game.ts';
import type { UctOptions } from './options.ts';

/** The pass move (no placement has this id). */
export const BLOKUS_PASS = PLACEMENTS.count;
/** Placements of the largest size drawn per playout move; the one with most corners is played. */
const SAMPLES = 3;

/** Cells of each placement, and cells touching it only at a corner (built once, read-only). */
const SIZE_OF = Uint8Array.from(PLACEMENTS.piece, (p) => PIECE_SIZES[p]!);
const CORNERS_OF = buildCornerCounts();
/** Canonical codes, built once so playouts record moves without allocating. */
const CODES: readonly MoveCode[] = Array.from({ length: PLACEMENTS.count }, (_, id) => canonicalCode(id));

function buildCornerCounts(): Uint8Array {
  const rows = PLACEMENTS.cornerMasks.length / PLACEMENTS.count;
  return Uint8Array.from({ length: PLACEMENTS.count }, (_, id) => {
    let n = 0;
    for (let r = 0; r < rows; r++) for (let m = PLACEMENTS.cornerMasks[id * rows + r]!; m !== 0; m &= m - 1) n++;
    return n;
  });
}

export class BlokusUctGame implements UctGame {
  readonly maxMoves = MAX_PLACEMENTS + 1;
  readonly #board: BlokusBoard;
  /** Moves applied since the root: rewinding undoes them. */
  #depth = 0;
  readonly #moves = new Int32Array(MAX_PLACEMENTS);
  readonly #largest = new Int32Array(MAX_PLACEMENTS);

  readonly #strategy: boolean;

  constructor(board: BlokusBoard, options: Pick<UctOptions, 'strategy'>) {
    this.#board = board.clone();
    this.#strategy = options.strategy;
  }

  /** The current state (for tests and logs; do not play on it). */
  get board(): BlokusBoard {
    return this.#board;
  }

  toMove(): UctSide {
    return this.#board.toMove;
  }

  rewind(): void {
    for (; this.#depth > 0; this.#depth--) this.#board.undo();
  }

  generate(out: Int32Array): number {
    if (this.#board.isOver()) return 0;
    const n = generatePlacements(this.#board, out);
    if (n > 0) return n;
    out[0] = BLOKUS_PASS;
    return 1;
  }

  play(move: number): void {
    if (move === BLOKUS_PASS) this.#board.applyPass(PASS);
    else this.#board.applyPlacement(move, CODES[move]);
    this.#depth++;
  }

  result(): UctResult | -1 {
    return this.#board.isOver() ? this.#winner() : -1;
  }

  playout(rng: Rng): UctResult {
    while (!this.#board.isOver()) {
      const n = generatePlacements(this.#board, this.#moves);
      if (n === 0) this.play(BLOKUS_PASS);
      else this.play(this.#strategy ? this.#choose(n, rng) : this.#moves[rng.nextInt(n)]!);
    }
    return this.#winner();
  }

  #choose(n: number, rng: Rng): number {
    let size = 0;
    let count = 0;
    for (let i = 0; i < n; i++) {
      const id = this.#moves[i]!;
      const s = SIZE_OF[id]!;
      if (s < size) continue;
      if (s > size) {
        size = s;
        count = 0;
      }
      this.#largest[count++] = id;
    }
    let best = this.#largest[rng.nextInt(count)]!;
    for (let k = 1; k < SAMPLES; k++) {
      const id = this.#largest[rng.nextInt(count)]!;
      if (CORNERS_OF[id]! > CORNERS_OF[best]!) best = id;
    }
    return best;
  }

  #winner(): UctResult {
    const w = this.#board.result().winner;
    return w === null ? DRAW : w;
  }
}
