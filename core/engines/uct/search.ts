/**
 * UCT over a {@link UctGame}: select by r_i = v_i + c·sqrt(2·ln(ΣT)/T_i) (unvisited children first,
 * in generation order), expand leaves by the configured rule, play out with the game's policy,
 * back the result up through parent links. Nothing is allocated per iteration: the tree is a
 * preallocated {@link NodePool} and the move buffer is sized once from the game.
 *
 * Deterministic given the seed and a playout budget; a time budget reads the injected clock every
 * {@link CLOCK_EVERY} playouts, so core/ stays free of timers.
 */
import { createRng } from '../../random.ts';
import { UctError } from './errors.ts';
import { shouldExpand } from './expansion.ts';
import { DRAW } from './game.ts';
import type { UctGame, UctResult } from './game.ts';
import type { UctOptions } from './options.ts';
import { NO_NODE, NodePool, TERMINAL } from './tree.ts';

/** Milliseconds from any fixed origin (performance.now in a host). */
export type Clock = () => number;

const CLOCK_EVERY = 16;

export interface UctMoveInfo {
  /** The chosen move (the most visited root child). */
  readonly move: number;
  readonly playouts: number;
  /** Visits of the chosen move. */
  readonly visits: number;
  /** The side to move's mean result after the chosen move, 0..1 (a draw counts ½). */
  readonly winRate: number;
  /** Tree nodes in use when the search stopped. */
  readonly nodes: number;
  /** Moves considered at the root (after pruning). */
  readonly rootMoves: number;
}

export class UctSearch {
  readonly #options: UctOptions;
  readonly #pool: NodePool;
  readonly #clock: Clock | null;
  #buffer = new Int32Array(0);

  constructor(options: UctOptions, clock: Clock | null = null) {
    if (options.timeMs !== null && clock === null) {
      throw new UctError('uct-bad-spec', `a time budget (time=${options.timeMs}) needs a clock; none was given`, { timeMs: options.timeMs });
    }
    this.#options = options;
    this.#pool = new NodePool(options.nodes);
    this.#clock = clock;
  }

  get options(): UctOptions {
    return this.#options;
  }

  /**
   * Search from the game's current state (its root) and return the move to play. `salt` varies the
   * seed per position (e.g. the move number) so a replayed game repeats exactly. Throws UctError
   * 'uct-game-over' when the root has no move.
   */
  search(game: UctGame, salt = 0): UctMoveInfo {
    const pool = this.#pool;
    const rng = createRng((this.#options.seed ^ Math.imul(salt + 1, 0x9e3779b1)) >>> 0);
    if (this.#buffer.length < game.maxMoves) this.#buffer = new Int32Array(game.maxMoves);
    game.rewind();
    const rootSide = game.toMove();
    pool.reset(1 - rootSide);
    const n = game.generate(this.#buffer);
    if (n === 0) throw new UctError('uct-game-over', 'the game is over: there is no move to search', {});
    if (!pool.fits(n)) throw new UctError('uct-bad-spec', `the node pool (nodes=${pool.capacity}) cannot hold the ${n} root moves`, { nodes: pool.capacity, moves: n });
    pool.expand(0, this.#buffer, n, rootSide);
    const deadline = this.#deadline();
    let playouts = 0;
    while (playouts < this.#options.playouts) {
      if (deadline !== null && playouts % CLOCK_EVERY === 0 && this.#clock!() >= deadline) break;
      this.#iterate(game, rng);
      playouts++;
    }
    return this.#answer(playouts, n);
  }

  #deadline(): number | null {
    return this.#options.timeMs === null ? null : this.#clock!() + this.#options.timeMs;
  }

  #iterate(game: UctGame, rng: ReturnType<typeof createRng>): void {
    const pool = this.#pool;
    game.rewind();
    let node = 0;
    for (;;) {
      const first = pool.firstChild[node]!;
      if (first === TERMINAL) break;
      if (first === NO_NODE) {
        if (!this.#tryExpand(game, node)) break;
        continue;
      }
      node = this.#select(node);
      game.play(pool.move[node]!);
    }
    const final = game.result();
    this.#backup(node, final === -1 ? game.playout(rng) : final);
  }

  /** Expand `node` if its rule says so and the pool has room; true when it now has children (or is terminal). */
  #tryExpand(game: UctGame, node: number): boolean {
    const pool = this.#pool;
    if (game.result() !== -1) {
      pool.expand(node, this.#buffer, 0, 0);
      return false;
    }
    if (!shouldExpand(pool, node, this.#options)) return false;
    const n = game.generate(this.#buffer);
    if (!pool.fits(n)) return false;
    pool.expand(node, this.#buffer, n, game.toMove());
    return n > 0;
  }

  #select(node: number): number {
    const pool = this.#pool;
    const first = pool.firstChild[node]!;
    const end = first + pool.childCount[node]!;
    const explore = this.#options.c * Math.sqrt(2 * Math.log(pool.visits[node]!));
    let best = first;
    let bestValue = -Infinity;
    for (let i = first; i < end; i++) {
      const t = pool.visits[i]!;
      if (t === 0) return i;
      const value = pool.score[i]! / (2 * t) + explore / Math.sqrt(t);
      if (value > bestValue) {
        bestValue = value;
        best = i;
      }
    }
    return best;
  }

  #backup(leaf: number, result: UctResult): void {
    const pool = this.#pool;
    for (let node = leaf; node !== NO_NODE; node = pool.parent[node]!) {
      pool.visits[node]!++;
      if (result === DRAW) pool.score[node]! += 1;
      else if (result === pool.mover[node]) pool.score[node]! += 2;
    }
  }

  #answer(playouts: number, rootMoves: number): UctMoveInfo {
    const pool = this.#pool;
    const first = pool.firstChild[0]!;
    let best = first;
    for (let i = first + 1; i < first + rootMoves; i++) {
      const more = pool.visits[i]! - pool.visits[best]!;
      if (more > 0 || (more === 0 && pool.score[i]! > pool.score[best]!)) best = i;
    }
    const visits = pool.visits[best]!;
    return {
      move: pool.move[best]!,
      playouts,
      visits,
      winRate: visits === 0 ? 0.5 : pool.score[best]! / (2 * visits),
      nodes: pool.used,
      rootMoves,
    };
  }
}
