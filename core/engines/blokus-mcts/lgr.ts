/**
 * Last good reply with forgetting (SPEC-v3 §5f, `lgr=N`): Pentobi's LGRF-2 (after Baier and Drake,
 * 2010), in block-RAM-sized tables. Per engine, per side, two tables of N entries: LGR1 indexed by
 * the last move, LGR2 by the last two. After a playout, every reply of the simulation is stored
 * under the moves before it when its side won (a draw counts as won, as Pentobi counts it), and
 * forgotten there when it lost and is still the entry. A playout ply first tries LGR2's reply, then
 * LGR1's, and plays the first one legal here before it scans. The facts are Pentobi's
 * (libboardgame_mcts/LastGoodReply.h, SearchBase::update_lgr, State::gen_playout_move); the code is
 * ours, and the tables are smaller and per engine (§5f says why).
 */
import type { BlokusBoard } from '../../blokus/index.ts';
import { PLACEMENTS, placementFits } from '../../blokus/index.ts';
import { CLOCKS } from './clocks.ts';
import { LastGame } from './last-game.ts';

/** An empty entry (a placement id is 0..13,728). */
export const LGR_NONE = -1;
/** A move's code in the index: its placement id, or one past the last for a pass or no move. */
const NO_MOVE_CODE = PLACEMENTS.count;
/** Bits of a move's code (14: 13,730 codes). */
export const LGR_MOVE_BITS = Math.ceil(Math.log2(PLACEMENTS.count + 1));

const codeOf = (move: number): number => (move < 0 ? NO_MOVE_CODE : move);

/** LGR1's index: the last move's code folded to log2(size) bits by XOR (wires, no clock). */
export function lgr1Index(last: number, bits: number): number {
  return fold(codeOf(last), bits);
}

/** LGR2's index: the last move's code XOR the second last's rotated by 7 within 14 bits, folded to log2(size) bits. */
export function lgr2Index(last: number, secondLast: number, bits: number): number {
  const s = codeOf(secondLast);
  const rotated = ((s << 7) | (s >>> (LGR_MOVE_BITS - 7))) & ((1 << LGR_MOVE_BITS) - 1);
  return fold(codeOf(last) ^ rotated, bits);
}

function fold(x: number, bits: number): number {
  let h = 0;
  for (let v = x; v !== 0; v >>>= bits) h ^= v & ((1 << bits) - 1);
  return h;
}

/** One engine's two tables, both sides' halves. */
export class LastGoodReply {
  readonly #bits: number;
  readonly #size: number;
  readonly #lgr1: Int16Array;
  readonly #lgr2: Int16Array;

  /** `size`: entries per side and table, a power of two. */
  constructor(size: number) {
    this.#bits = Math.log2(size);
    this.#size = size;
    this.#lgr1 = new Int16Array(2 * size).fill(LGR_NONE);
    this.#lgr2 = new Int16Array(2 * size).fill(LGR_NONE);
  }

  /** Empty both tables (a search starts from none); its clocks, a word of each table a clock per side's port. */
  clear(): number {
    this.#lgr1.fill(LGR_NONE);
    this.#lgr2.fill(LGR_NONE);
    return this.#size * CLOCKS.lgrClearWord;
  }

  /** L_READ: `side`'s entries under `last` and `secondLast` (−1: a pass or none), LGR2's then LGR1's, each LGR_NONE when empty. */
  read(side: number, last: number, secondLast: number): [number, number] {
    return [this.#lgr2[side * this.#size + lgr2Index(last, secondLast, this.#bits)]!, this.#lgr1[side * this.#size + lgr1Index(last, this.#bits)]!];
  }

  /**
   * The reply to play for the side to move after `last` and `secondLast` (−1: a pass or none), or
   * −1 when neither table holds one legal here; `clocks` the read and the tests it took.
   */
  probe(board: BlokusBoard, last: number, secondLast: number): { move: number; clocks: number } {
    const [r2, r1] = this.read(board.toMove, last, secondLast);
    let clocks = CLOCKS.lgrRead;
    if (r2 !== LGR_NONE) {
      clocks += CLOCKS.lgrTest;
      if (placementFits(board, r2)) return { move: r2, clocks };
    }
    if (r1 !== LGR_NONE && r1 !== r2) {
      clocks += CLOCKS.lgrTest;
      if (placementFits(board, r1)) return { move: r1, clocks };
    }
    return { move: -1, clocks };
  }

  /**
   * Learn from a finished simulation: `moves[from..to)` the game's moves by ply (−1 a pass; side
   * 0 moves at even plies), `from` the search's root; every placement after the simulation's first
   * move is a reply to the two before it. `diff` the final score, side 0 − side 1. Returns the
   * clocks: per reply, both tables read and written back (through the engine's own port).
   */
  update(moves: Int32Array, from: number, to: number, diff: number): number {
    let clocks = 0;
    for (let i = from + 1; i < to; i++) {
      const reply = moves[i]!;
      if (reply < 0) continue;
      const side = i & 1;
      const won = side === 0 ? diff >= 0 : diff <= 0;
      const last = moves[i - 1]!;
      const second = i >= 2 ? moves[i - 2]! : -1;
      const at2 = side * this.#size + lgr2Index(last, second, this.#bits);
      const at1 = side * this.#size + lgr1Index(last, this.#bits);
      if (won) [this.#lgr2[at2], this.#lgr1[at1]] = [reply, reply];
      else {
        if (this.#lgr2[at2] === reply) this.#lgr2[at2] = LGR_NONE;
        if (this.#lgr1[at1] === reply) this.#lgr1[at1] = LGR_NONE;
      }
      clocks += CLOCKS.lgrUpdate;
    }
    return clocks;
  }
}

/**
 * The engines' tables kept through a game (`lgrKeep`): as Pentobi keeps its tables for a search
 * that follows its last one in the same game (SearchBase::search clears them only when it does
 * not). A table is emptied (and its L_CLEAR charged) only at a game's first search here; in
 * hardware the tables stay in their M9K between moves.
 */
export class GameReplies {
  #tables: readonly LastGoodReply[] = [];
  readonly #game = new LastGame();

  constructor(readonly size: number) {}

  /** `count` tables for the search of `history` from `start`: the last search's when this one continues its game, else empty ones. */
  take(start: string, history: readonly number[], count: number): { tables: readonly LastGoodReply[]; kept: boolean } {
    const kept = this.#game.follow(start, history) >= 0 && this.#tables.length === count;
    if (!kept) this.#tables = Array.from({ length: count }, () => new LastGoodReply(this.size));
    return { tables: this.#tables, kept };
  }
}
