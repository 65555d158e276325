/**
 * Monte-Carlo tree search for Blokus Duo with move priors (hdl/blokus/SPEC-v3.md). Each simulation
 * descends by value + c·P·sqrt(N)·ln(N + 1)/n (P the child's prior, N the parent's real visits, n
 * the child's count), expands a leaf once it has `expand` real visits, and finishes the game with
 * the playout policy. A child starts with count 3 and value v·sqrt(γ/γmax), v the parent's value
 * for the mover: moves the prior dislikes start pessimistic. The result is 1/½/0 plus Pentobi's
 * quality bonus (a sigmoid of the score and of the game length against their running means), so a
 * search prefers larger wins.
 *
 * Units search independent trees (root parallelism, seeds apart); the move played is the root
 * child with the most wins (count × value) summed over the units. Every step is charged in clocks
 * (clocks.ts); with a deadline, a unit stops when its next step would pass it, dropping the
 * simulation it was in; the core's clocks outside the units come out of the deadline first, so
 * the total never passes it.
 *
 * The tree is a fixed pool of typed arrays; the board is played forward and undone.
 */
import type { BlokusBoard } from '../../blokus/index.ts';
import { MAX_PLACEMENTS, PASS, PLACEMENTS, canonicalCode } from '../../blokus/index.ts';
import { createRng } from '../../random.ts';
import type { Rng } from '../../random.ts';
import { CLOCKS, scanVisits } from './clocks.ts';
import { BlokusMctsError } from './errors.ts';
import type { BlokusMctsOptions } from './options.ts';
import { LOG_SCALE, MovePrior } from './prior.ts';
import { PlayoutPolicy, generateConsidered, lastScans } from './playout.ts';

const UNEXPANDED = -1;
/** The pass as a tree move. */
export const MCTS_PASS = -1;
const INIT_COUNT = 3;
/** Pentobi's Duo RAVE settings (SPEC-v3 §5a). */
const RAVE_WEIGHT = 0.7;
const RAVE_PARENT_MAX = 25_000;
const RAVE_CHILD_MAX = 2_000;

/** Running mean and variance (Welford). */
class Running {
  n = 0;
  mean = 0;
  #m2 = 0;
  add(x: number): void {
    this.n++;
    const d = x - this.mean;
    this.mean += d / this.n;
    this.#m2 += d * (x - this.mean);
  }
  /** x's distance from the mean in standard deviations, 0 before there is a spread. */
  z(x: number): number {
    const variance = this.n > 1 ? this.#m2 / (this.n - 1) : 0;
    return variance > 0 ? (x - this.mean) / Math.sqrt(variance) : 0;
  }
}

const sigmoid = (k: number, x: number): number => -1 + 2 / (1 + Math.exp(-k * x));

export interface BlokusMctsInfo {
  /** Placement id, or {@link MCTS_PASS}. */
  readonly move: number;
  /** Simulations completed, over all units. */
  readonly playouts: number;
  /** Real visits of the chosen move, over all units. */
  readonly visits: number;
  /** The mover's mean result after the chosen move (0..1, bonuses included). */
  readonly value: number;
  /** Tree nodes of the fullest unit. */
  readonly nodes: number;
  readonly rootMoves: number;
  /** The core's clocks: the slowest unit, the merge, and the two board writes. */
  readonly cycles: number;
  /** Each unit's clocks. */
  readonly unitCycles: readonly number[];
  readonly deadlineHit: boolean;
  /** Plies played in playouts, and legal moves generated for them. */
  readonly playoutPlies: number;
  readonly playoutMoves: number;
  /** Children compared while selecting, and children given priors at expansions (the tree's work). */
  readonly selectCompares: number;
  readonly expandedChildren: number;
}

/** Thrown inside a unit when its next step would pass the deadline. */
const DEADLINE = Symbol('deadline');

export class BlokusMcts {
  readonly #o: BlokusMctsOptions;
  readonly #move: Int32Array;
  readonly #first: Int32Array;
  readonly #children: Int32Array;
  readonly #mover: Uint8Array;
  /** Value count: 3 at creation, + 1 per simulation through the node, + the weights of its RAVE updates. */
  readonly #count: Float64Array;
  /** Simulations through the node. */
  readonly #visits: Int32Array;
  readonly #value: Float64Array;
  readonly #prior: Float32Array;
  #used = 0;
  readonly #priors = new MovePrior();
  readonly #policy = new PlayoutPolicy();
  readonly #buffer = new Int32Array(MAX_PLACEMENTS);
  readonly #scores = new Int32Array(MAX_PLACEMENTS);
  readonly #order = new Int32Array(MAX_PLACEMENTS);
  readonly #path = new Int32Array(256);
  /** RAVE scratch, per placement: the side that played it in this simulation (−1: none), and where first. */
  readonly #played = new Int8Array(PLACEMENTS.count).fill(-1);
  readonly #firstPlay = new Int32Array(PLACEMENTS.count);
  /** Placement ids of the game so far, passes as −1 (for the "recent" features). */
  #history = new Int32Array(256);
  #score = new Running();
  #length = new Running();
  #clocks = 0;
  /** A unit's clock budget: the deadline less what the core spends around the units (set at the root's expansion). */
  #limit = 0;
  #stats = { plies: 0, generated: 0, compares: 0, expanded: 0, playouts: 0 };

  constructor(options: BlokusMctsOptions) {
    this.#o = options;
    const n = options.nodes;
    this.#move = new Int32Array(n);
    this.#first = new Int32Array(n);
    this.#children = new Int32Array(n);
    this.#mover = new Uint8Array(n);
    this.#count = new Float64Array(n);
    this.#visits = new Int32Array(n);
    this.#value = new Float64Array(n);
    this.#prior = new Float32Array(n);
  }

  /** Search `board` (left as it was); `history`: the game's moves as placement ids, −1 for passes; `seed` seeds unit 0 (the others follow). */
  search(board: BlokusBoard, history: readonly number[], seed: number): BlokusMctsInfo {
    this.#stats = { plies: 0, generated: 0, compares: 0, expanded: 0, playouts: 0 };
    if (this.#history.length < history.length + 256) this.#history = new Int32Array(history.length + 256);
    this.#history.set(history);
    const merged = new Map<number, { count: number; wins: number; sum: number }>();
    const unitCycles: number[] = [];
    let nodes = 0;
    let hit = false;
    for (let u = 0; u < this.#o.units; u++) {
      hit = this.#unit(board, history.length, createRng((seed + Math.imul(u, 0x9e3779b1)) >>> 0)) || hit;
      unitCycles.push(this.#clocks);
      nodes = Math.max(nodes, this.#used);
      for (let i = this.#first[0]!, e = i + this.#children[0]!; i < e; i++) {
        const m = merged.get(this.#move[i]!) ?? { count: 0, wins: 0, sum: 0 };
        m.count += this.#visits[i]!;
        m.wins += this.#count[i]! * this.#value[i]!;
        m.sum += this.#count[i]!;
        merged.set(this.#move[i]!, m);
      }
    }
    let best = -1;
    let bestWins = -Infinity;
    for (const [move, m] of merged) if (m.wins > bestWins) [best, bestWins] = [move, m.wins];
    const chosen = merged.get(best)!;
    const rootMoves = merged.size;
    return {
      move: best,
      playouts: this.#stats.playouts,
      visits: chosen.count,
      value: chosen.wins / chosen.sum,
      nodes,
      rootMoves,
      cycles: CLOCKS.start + Math.max(...unitCycles) + CLOCKS.merge * rootMoves * this.#o.units + CLOCKS.applyOppOwn,
      unitCycles,
      deadlineHit: hit,
      playoutPlies: this.#stats.plies,
      playoutMoves: this.#stats.generated,
      selectCompares: this.#stats.compares,
      expandedChildren: this.#stats.expanded,
    };
  }

  /** One unit's search into a fresh tree; true when it stopped at the deadline. */
  #unit(board: BlokusBoard, ply0: number, rng: Rng): boolean {
    this.#used = 0;
    this.#score = new Running();
    this.#length = new Running();
    this.#clocks = 0;
    this.#limit = this.#o.deadline;
    const root = this.#alloc(MCTS_PASS, 1 - board.toMove, 0, 0.5, 1);
    this.#count[root] = 0;
    const budget = this.#o.deadline > 0 ? Number.POSITIVE_INFINITY : this.#o.playouts;
    for (let i = 0; i < budget; i++) {
      try {
        this.#simulate(board, ply0, rng);
      } catch (e) {
        if (e !== DEADLINE) throw e;
        for (let k = board.ply - ply0; k > 0; k--) board.undo();
        if (this.#first[root] === UNEXPANDED) {
          throw new BlokusMctsError('mcts-deadline-too-short', `deadline ${this.#o.deadline} clocks is too short to expand the root (it has run out after ${this.#clocks})`, { deadline: this.#o.deadline, clocks: this.#clocks });
        }
        return true;
      }
      this.#stats.playouts++;
      // One move (or only the pass): nothing to choose between, answer at once.
      if (this.#children[root] === 1) break;
    }
    return false;
  }

  #charge(clocks: number): void {
    if (this.#o.deadline > 0 && this.#clocks + clocks > this.#limit) throw DEADLINE;
    this.#clocks += clocks;
  }

  #alloc(move: number, mover: number, count: number, value: number, prior: number): number {
    const i = this.#used++;
    this.#move[i] = move;
    this.#mover[i] = mover;
    this.#first[i] = UNEXPANDED;
    this.#children[i] = 0;
    this.#count[i] = count;
    this.#visits[i] = 0;
    this.#value[i] = value;
    this.#prior[i] = prior;
    return i;
  }

  #simulate(board: BlokusBoard, ply0: number, rng: Rng): void {
    let node = 0;
    let depth = 0;
    this.#path[depth++] = 0;
    let ply = ply0;
    for (;;) {
      if (this.#first[node] === UNEXPANDED) {
        // The root is expanded at once; another leaf once it has `expand` real visits.
        const waits = node !== 0 && this.#visits[node]! < this.#o.expand;
        if (board.isOver() || waits || !this.#expand(node, board, ply)) break;
      }
      node = this.#select(node);
      this.#charge(CLOCKS.apply);
      this.#play(board, this.#move[node]!, ply++);
      this.#path[depth++] = node;
      if (depth === this.#path.length) break;
    }
    while (!board.isOver()) {
      const move = this.#playoutMove(board, ply, rng);
      this.#stats.plies++;
      this.#charge(CLOCKS.apply);
      this.#play(board, move, ply++);
    }
    this.#charge(CLOCKS.result + CLOCKS.backup * depth + (this.#o.rave ? this.#raveClocks(ply - ply0, depth) : 0));
    const res0 = this.#result(board, ply);
    for (let i = ply - ply0; i > 0; i--) board.undo();
    for (let i = 0; i < depth; i++) {
      const n = this.#path[i]!;
      const r = this.#mover[n] === 0 ? res0 : 1 - res0;
      this.#visits[n]!++;
      const c = ++this.#count[n]!;
      this.#value[n]! += (r - this.#value[n]!) / c;
    }
    if (this.#o.rave) this.#rave(ply0, ply - ply0, depth, res0);
  }

  /**
   * RAVE as Pentobi adds it (SPEC-v3 §5a): for each node of the path above the leaf, each child
   * whose move the same side played later in this simulation takes the result into its own value,
   * weighted 0.7 · (1 − distance / remaining moves), while the node has at most 25,000 visits and
   * the child a value count of at most 2,000.
   */
  #rave(ply0: number, moves: number, depth: number, res0: number): void {
    const side0 = this.#mover[0] === 0 ? 1 : 0;
    const played = this.#played;
    const first = this.#firstPlay;
    for (let k = moves - 1; k >= depth - 1; k--) {
      const mv = this.#history[ply0 + k]!;
      if (mv >= 0) [played[mv], first[mv]] = [(side0 + k) & 1, k];
    }
    for (let j = depth - 2; j >= 0; j--) {
      const node = this.#path[j]!;
      const player = (side0 + j) & 1;
      if (this.#visits[node]! <= RAVE_PARENT_MAX) {
        const r = player === 0 ? res0 : 1 - res0;
        const dist = 1 / (moves - j);
        for (let c = this.#first[node]!, e = c + this.#children[node]!; c < e; c++) {
          const mv = this.#move[c]!;
          if (mv < 0 || played[mv] !== player || this.#count[c]! > RAVE_CHILD_MAX) continue;
          const w = RAVE_WEIGHT * (1 - (first[mv]! - j) * dist);
          const n = (this.#count[c]! += w);
          this.#value[c]! += (w * (r - this.#value[c]!)) / n;
        }
      }
      const mv = this.#history[ply0 + j]!;
      if (mv >= 0) [played[mv], first[mv]] = [player, j];
    }
    for (let k = 0; k < moves; k++) {
      const mv = this.#history[ply0 + k]!;
      if (mv >= 0) played[mv] = -1;
    }
  }

  /** What {@link #rave} will cost, charged before the backup so a deadline never falls inside it. */
  #raveClocks(moves: number, depth: number): number {
    let steps = 2 * moves;
    for (let j = depth - 2; j >= 0; j--) if (this.#visits[this.#path[j]!]! + 1 <= RAVE_PARENT_MAX) steps += this.#children[this.#path[j]!]!;
    return steps * CLOCKS.raveStep;
  }

  #playoutMove(board: BlokusBoard, ply: number, rng: Rng): number {
    let move: number;
    if (this.#o.policy) {
      move = this.#policy.choose(board, this.#recent(ply, 1), this.#recent(ply, 3), rng);
      this.#stats.generated += this.#policy.generated;
    } else {
      const n = generateConsidered(board, this.#buffer);
      this.#stats.generated += n;
      move = n === 0 ? -1 : this.#buffer[rng.nextInt(n)]!;
    }
    this.#charge(CLOCKS.playoutScans * this.#scanClocks(board));
    return move;
  }

  /** The placement id played `back` plies before `ply` (−1 for a pass or before the game). */
  #recent(ply: number, back: number): number {
    return ply >= back ? this.#history[ply - back]! : -1;
  }

  #play(board: BlokusBoard, move: number, ply: number): void {
    if (move === MCTS_PASS) board.applyPass(PASS);
    else board.applyPlacement(move, canonicalCode(move));
    if (ply >= this.#history.length) {
      const bigger = new Int32Array(this.#history.length * 2);
      bigger.set(this.#history);
      this.#history = bigger;
    }
    this.#history[ply] = move;
  }

  /** Side 0's result: 1/½/0 plus the score and length bonuses. */
  #result(board: BlokusBoard, length: number): number {
    const s = board.score(0) - board.score(1);
    const res = s > 0 ? 1 : s < 0 ? 0 : 0.5;
    this.#score.add(s);
    this.#length.add(length);
    return res + 0.3 * sigmoid(2, this.#score.z(s)) - 0.12 * (res - 0.5) * sigmoid(2, this.#length.z(length));
  }

  /** Clocks of the scan generateConsidered just modelled (twice over when the size filter left nothing). */
  #scanClocks(board: BlokusBoard): number {
    return scanVisits(board) + (lastScans.count === 2 ? scanVisits(board, true) : 0);
  }

  /** The prior score of each of the `all` moves in the buffer (all equal without the prior). */
  #scoreMoves(board: BlokusBoard, ply: number, all: number): void {
    if (!this.#o.prior) {
      this.#scores.fill(0, 0, all);
      return;
    }
    this.#priors.prepare(board, [this.#recent(ply, 1), this.#recent(ply, 3)].filter((id) => id >= 0));
    for (let i = 0; i < all; i++) this.#scores[i] = this.#priors.score(this.#buffer[i]!);
  }

  /** Give `node` its children (the `width` best by prior, or all) with their priors; false when the pool is full. */
  #expand(node: number, board: BlokusBoard, ply: number): boolean {
    const all = generateConsidered(board, this.#buffer);
    const n = this.#o.width > 0 ? Math.min(all, this.#o.width) : all;
    if (this.#used + Math.max(n, 1) > this.#o.nodes) return false;
    this.#charge(CLOCKS.priorTables + this.#scanClocks(board) + CLOCKS.expandMove * all + CLOCKS.expandChild * Math.max(n, 1));
    const mover = board.toMove;
    const parentValue = node === 0 ? 0.5 : 1 - this.#value[node]!;
    this.#first[node] = this.#used;
    // The core's own clocks (start, merge, the two board writes) come out of the deadline, so its total stays within it.
    if (node === 0) this.#limit = this.#o.deadline - (CLOCKS.start + CLOCKS.merge * Math.max(n, 1) * this.#o.units + CLOCKS.applyOppOwn);
    if (all === 0) {
      this.#children[node] = 1;
      this.#alloc(MCTS_PASS, mover, INIT_COUNT, parentValue, 1);
      return true;
    }
    this.#children[node] = n;
    this.#stats.expanded += all;
    this.#scoreMoves(board, ply, all);
    const order = this.#order;
    for (let i = 0; i < all; i++) order[i] = i;
    // Best first, generation order among equals: the top-K list a unit keeps while it scans.
    if (n < all) order.subarray(0, all).sort((a, b) => this.#scores[b]! - this.#scores[a]! || a - b);
    let max = -Infinity;
    for (let k = 0; k < n; k++) max = Math.max(max, this.#scores[order[k]!]!);
    let sum = 0;
    for (let k = 0; k < n; k++) sum += Math.exp((this.#scores[order[k]!]! - max) / LOG_SCALE);
    for (let k = 0; k < n; k++) {
      const i = order[k]!;
      const g = Math.exp((this.#scores[i]! - max) / LOG_SCALE);
      this.#alloc(this.#buffer[i]!, mover, INIT_COUNT, parentValue * Math.sqrt(g), g / sum);
    }
    return true;
  }

  #select(node: number): number {
    const first = this.#first[node]!;
    const end = first + this.#children[node]!;
    this.#stats.compares += end - first;
    this.#charge(CLOCKS.selectLevel + CLOCKS.selectChild * (end - first));
    const parent = this.#visits[node]!;
    const factor = this.#o.c * Math.sqrt(parent) * Math.log(parent + 1);
    let best = first;
    let bestValue = -Infinity;
    for (let i = first; i < end; i++) {
      const v = this.#value[i]! + (this.#prior[i]! * factor) / this.#count[i]!;
      if (v > bestValue) {
        bestValue = v;
        best = i;
      }
    }
    return best;
  }
}
