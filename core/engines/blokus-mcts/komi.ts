/**
 * Dynamic komi (`komi=K`, a draft option; Pachi's adaptive komi for Go, adapted): points the core
 * gives itself in the playouts' result when its last search found it losing, so that the search
 * keeps a sense of direction where every playout would be a loss. After each search the chosen
 * move's value (the core's, with the komi it searched with) moves the komi by K points: up below
 * {@link KOMI_RAISE_BELOW}, down above {@link KOMI_LOWER_ABOVE}, within 0..{@link KOMI_MAX_STEPS}·K.
 * In hardware: a register in the core shell, an adder on the playout's score difference, and a
 * compare after the merge, assumed to fit the clocks SPEC-v3 §5 already charges (§5g).
 */
import type { BlokusBoard } from '../../blokus/index.ts';
import { LastGame } from './last-game.ts';

export const KOMI_RAISE_BELOW = 0.4;
export const KOMI_LOWER_ABOVE = 0.5;
export const KOMI_MAX_STEPS = 8;

export class DynamicKomi {
  #points = 0;
  readonly #game = new LastGame();

  constructor(readonly step: number) {}

  /** The komi in points for the core, for the search of `history`: 0 unless it continues the last search's game by two plies. */
  begin(board: BlokusBoard, history: readonly number[]): number {
    if (this.#game.follow(board.startSquare(0), history) !== 2) this.#points = 0;
    return this.#points;
  }

  /** Move the komi by the value (the core's, 0..1) of the move the search chose. */
  end(value: number): void {
    if (value < KOMI_RAISE_BELOW) this.#points = Math.min(this.#points + this.step, KOMI_MAX_STEPS * this.step);
    else if (value > KOMI_LOWER_ABOVE) this.#points = Math.max(this.#points - this.step, 0);
  }
}
