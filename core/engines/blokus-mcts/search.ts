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
 * child with the most wins (count × value) summed over the units. Within a unit, `engines` playout
 * engines share its tree through one port (tree parallelism with virtual loss, SPEC-v3 §5b). Every
 * step is charged in clocks (clocks.ts); with a deadline, a descent stops before a level that would
 * end past it and a backup that would is dropped, their virtual losses left for the merge (§5b);
 * the core's clocks outside the units come out of the deadline first, so the total never passes it.
 *
 * The tree is a fixed pool of typed arrays in the hardware's fixed-point formats (fixed.ts, SPEC-v3
 * §5c); the board is played forward and undone.
 */
import type { BlokusBoard } from '../../blokus/index.ts';
import { MAX_PLACEMENTS, PASS, canonicalCode } from '../../blokus/index.ts';
import { createRng } from '../../random.ts';
import type { Rng } from '../../random.ts';
import { CLOCKS, listPasses, scanVisits } from './clocks.ts';
import { DynamicKomi } from './komi.ts';
import { pentobiPlayouts } from './schedule.ts';
import { LastGame } from './last-game.ts';
import { BlokusMctsError } from './errors.ts';
import type { BlokusMctsOptions } from './options.ts';
import { COUNT_ONE, ExplorationRom, PRIOR_MAX, RunningStat, VALUE_ONE, VISITS_MAX, addShare, isUpdatePoint, childValue, gamma, priorOf, resultValue, selectionScore, sqrtGamma } from './fixed.ts';
import { MovePrior } from './prior.ts';
import { PlayoutPolicy, generateConsidered, lastScans } from './playout.ts';
import { GameReplies, LastGoodReply } from './lgr.ts';
import { UNEXPANDED, markTree, moveClocks, moveTree } from './prune.ts';
import type { PruneScratch, TreePool } from './prune.ts';
import { sortByScan } from './scan-order.ts';
import { orderByScore } from './rank.ts';
import { addVirtualLoss, levelClocks, selectChild } from './select.ts';
import { backUp } from './backup.ts';
import { RAVE_PARENT_MAX, addRave, newPlayedTable } from './rave.ts';

/** The pass as a tree move. */
export const MCTS_PASS = -1;
/** A new child's value count, in sixteenths. */
const INIT_COUNT = 3 * COUNT_ONE;

export interface BlokusMctsInfo {
  /** Placement id, or {@link MCTS_PASS}. */
  readonly move: number;
  /** Simulations completed, over all units. */
  readonly playouts: number;
  /** Real visits of the chosen move, over all units. */
  readonly visits: number;
  /** Real visits of all the root's children, over all units: every finished simulation passes one, none in flight stays counted. */
  readonly rootVisits: number;
  /** The mover's mean result after the chosen move (0..1, bonuses included). */
  readonly value: number;
  /** The chosen move's count × value summed over the units, in the tree's units (sixteenths × VALUE_ONE): the merge's figure. */
  readonly wins: number;
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
  /** Clocks engines spent waiting for the tree port, over all units (SPEC-v3 §5b). */
  readonly portWaits: number;
  /** Nodes taken over from the last search's tree (SPEC-v3 §5e; 0: a fresh tree), and the clocks that took. */
  readonly reused: number;
  readonly reuseClocks: number;
  /** Times a full tree was pruned, over all units, and the clocks it took (SPEC-v3 §5d). */
  readonly prunes: number;
  readonly pruneClocks: number;
  /** Playout plies that played a stored last good reply (SPEC-v3 §5f), over all units. */
  readonly lgrReplies: number;
}

/** An engine's next request for the tree port. */
const SELECT = 0;
const BACKUP = 1;
/** Waits for the root's children (engines after the first), or has stopped. */
const WAITING = 2;
const STOPPED = 3;
/** Waits for the simulations in flight to finish, so that the full tree can be pruned (SPEC-v3 §5d). */
const PRUNE_WAIT = 4;

/**
 * One playout engine of a unit (SPEC-v3 §5b): it shares the unit's tree through one port, and walks
 * its own board, random numbers and the simulation it has in flight.
 */
interface Engine {
  readonly rng: Rng;
  state: number;
  /** When it next asks for the tree port. */
  at: number;
  /** When its last finished simulation's backup ended: its clocks if it stops now. */
  done: number;
  /** Clocks of the simulation in flight after its selection, off the port. */
  local: number;
  readonly path: Int32Array;
  depth: number;
  /** Nodes of `path`, from the root, that carry this engine's virtual loss (0: none). */
  held: number;
  /** Its last descent stopped short of the limit, before a level it had no clocks for. */
  short: boolean;
  /** The leaf this simulation expands (−1: none), its new children, and the one it descended into. */
  leaf: number;
  kids: number;
  kidMover: number;
  readonly kidMove: Int32Array;
  readonly kidPrior: Int32Array;
  readonly kidValue: Int32Array;
  chosen: number;
  /** The simulation's moves from the root, in the tree and the playout (RAVE reads them). */
  readonly moves: Int32Array;
  nMoves: number;
  /** The playout's final score difference (side 0 − side 1) and game length in plies. */
  scoreDiff: number;
  length: number;
  /** Its last-good-reply tables (SPEC-v3 §5f; null: off), and the clocks of emptying them, charged to its first simulation. */
  readonly lgr: LastGoodReply | null;
  lgrClear: number;
}

/** The last search's node a new search takes over (SPEC-v3 §5e), and the clocks of the walk to it. */
interface Reuse {
  readonly node: number;
  readonly walk: number;
}

/** The reply tables of a unit's engines, and whether they are kept from the game's last search. */
interface Replies {
  readonly tables: readonly LastGoodReply[];
  readonly kept: boolean;
}

/** What taking over the last search's subtree kept (nodes) and cost (clocks, the walk included). */
interface TakenOver {
  readonly nodes: number;
  readonly clocks: number;
}

/** A unit's search as its engines share it: the port's next free clock, simulations started, whether the deadline stopped one, and what the first needed. */
interface UnitRun {
  portFree: number;
  started: number;
  hit: boolean;
  needed: number;
  /** A descent stopped short of the limit: from then on the port serves backups only. */
  closing: boolean;
}

function newStats() {
  return { plies: 0, generated: 0, compares: 0, expanded: 0, playouts: 0, waits: 0, prunes: 0, pruneClocks: 0, lgrReplies: 0 };
}

/** An engine with `lgr`'s tables: emptied at its first simulation unless `kept` from the game's last search. */
function newEngine(rng: Rng, lgr: LastGoodReply | null, kept: boolean): Engine {
  return {
    rng,
    state: WAITING,
    at: 0,
    done: 0,
    local: 0,
    path: new Int32Array(256),
    depth: 0,
    held: 0,
    short: false,
    leaf: -1,
    kids: 0,
    kidMover: 0,
    kidMove: new Int32Array(MAX_PLACEMENTS),
    kidPrior: new Int32Array(MAX_PLACEMENTS),
    kidValue: new Int32Array(MAX_PLACEMENTS),
    chosen: -1,
    moves: new Int32Array(256),
    nMoves: 0,
    scoreDiff: 0,
    length: 0,
    lgr,
    lgrClear: lgr && !kept ? lgr.clear() : 0,
  };
}

export class BlokusMcts {
  readonly #o: BlokusMctsOptions;
  readonly #move: Int32Array;
  readonly #first: Int32Array;
  readonly #children: Int32Array;
  readonly #mover: Uint8Array;
  /** Value count in sixteenths: 3 at creation, + 1 per simulation through the node, + the weights of its RAVE updates. */
  readonly #count: Int32Array;
  /** Simulations through the node (in flight ones included), saturating at 16 bits. */
  readonly #visits: Int32Array;
  /** Value units (VALUE_ONE = 1), and the prior in 0.12. */
  readonly #value: Int32Array;
  readonly #prior: Int32Array;
  /** 1 while an engine has the node's expansion in flight. */
  readonly #busy: Uint8Array;
  #used = 0;
  /** Nodes promised to expansions in flight. */
  #reserved = 0;
  readonly #priors = new MovePrior();
  readonly #policy = new PlayoutPolicy();
  readonly #buffer = new Int32Array(MAX_PLACEMENTS);
  readonly #scores = new Int32Array(MAX_PLACEMENTS);
  readonly #order = new Int32Array(MAX_PLACEMENTS);
  /** RAVE's played-by table. */
  readonly #played = newPlayedTable();
  /** Placement ids of the game so far, passes as −1 (for the "recent" features). */
  #history = new Int32Array(256);
  #score = new RunningStat();
  #length = new RunningStat();
  readonly #exploration: ExplorationRom;
  /** A unit's clock budget: the deadline less what the core spends around the units (set at the root's expansion). */
  #limit = 0;
  #stats = newStats();
  readonly #pool: TreePool;
  readonly #pruneScratch: PruneScratch;
  /** The unit's pruning: the visits a node needs to keep its children, whether a full tree waits for it, and whether the deadline ruled it out. */
  #pruneMin = 0;
  #pruneDue = false;
  /** The game the last search was given, for `reuse`. */
  readonly #lastGame = new LastGame();
  readonly #komi: DynamicKomi | null;
  /** The komi of this search as side 0's points: added to every playout's score difference. */
  #komiSide0 = 0;
  /** Simulations per unit this search runs when it has no deadline. */
  #playouts = 0;
  /** The reply tables a game's searches keep (`lgrKeep`). */
  readonly #gameReplies: GameReplies | null;

  constructor(options: BlokusMctsOptions) {
    this.#o = options;
    const n = options.nodes;
    this.#move = new Int32Array(n);
    this.#first = new Int32Array(n);
    this.#children = new Int32Array(n);
    this.#mover = new Uint8Array(n);
    this.#count = new Int32Array(n);
    this.#visits = new Int32Array(n);
    this.#value = new Int32Array(n);
    this.#prior = new Int32Array(n);
    this.#exploration = new ExplorationRom(options.c);
    this.#komi = options.komi > 0 ? new DynamicKomi(options.komi) : null;
    this.#gameReplies = options.lgr > 0 && options.lgrKeep ? new GameReplies(options.lgr) : null;
    this.#busy = new Uint8Array(n);
    this.#pool = { move: this.#move, first: this.#first, children: this.#children, mover: this.#mover, count: this.#count, visits: this.#visits, value: this.#value, prior: this.#prior };
    if (options.reuse && options.units > 1) throw new BlokusMctsError('mcts-reuse-units', `reuse keeps one unit's tree; units=${options.units}`, { units: options.units });
    this.#pruneScratch = options.prune > 0 || options.reuse ? { keep: new Uint8Array(n), rank: new Int32Array(n) } : { keep: new Uint8Array(0), rank: new Int32Array(0) };
  }

  get options(): BlokusMctsOptions {
    return this.#o;
  }

  /** The children of the node the moves `path` lead to from the last search's root (its last unit's), with their real visits; null when the path leaves the tree. */
  children(path: readonly number[]): { move: number; visits: number }[] | null {
    const at = this.#walk(path);
    if (!at) return null;
    const first = this.#first[at.node]!;
    if (first === UNEXPANDED) return [];
    return Array.from({ length: this.#children[at.node]! }, (_, k) => ({ move: this.#move[first + k]!, visits: this.#visits[first + k]! }));
  }

  /** Search `board` (left as it was); `history`: the game's moves as placement ids, −1 for passes; `seed` seeds unit 0 (the others follow). */
  search(board: BlokusBoard, history: readonly number[], seed: number): BlokusMctsInfo {
    this.#stats = newStats();
    this.#komiSide0 = this.#komiOfSide0(board, history);
    this.#playouts = this.#o.pentobiSchedule ? pentobiPlayouts(this.#o.playouts, history) : this.#o.playouts;
    const reuse = this.#o.reuse ? this.#reusable(board, history) : null;
    if (this.#history.length < history.length + 256) this.#history = new Int32Array(history.length + 256);
    this.#history.set(history);
    const merged = new Map<number, { count: number; wins: number; sum: number }>();
    const unitCycles: number[] = [];
    let nodes = 0;
    let hit = false;
    let takenOver: TakenOver = { nodes: 0, clocks: 0 };
    const replies = this.#replies(board, history);
    for (let u = 0; u < this.#o.units; u++) {
      const unit = this.#unit(board, history.length, (seed + Math.imul(u, 0x9e3779b1)) >>> 0, reuse, replies[u]!);
      hit = unit.hit || hit;
      takenOver = unit.takenOver ?? takenOver;
      unitCycles.push(unit.clocks);
      nodes = Math.max(nodes, this.#used);
      for (let i = this.#first[0]!, e = i + this.#children[0]!; i < e; i++) {
        const m = merged.get(this.#move[i]!) ?? { count: 0, wins: 0, sum: 0 };
        m.count += this.#visits[i]!;
        m.wins += this.#count[i]! * this.#value[i]!;
        m.sum += this.#count[i]!;
        merged.set(this.#move[i]!, m);
      }
      // After the answer, before the next search takes the tree over, the port takes out the virtual losses still held (§5b).
      if (this.#o.reuse) for (const e of unit.engines) this.#virtualLoss(e, -1, e.held);
    }
    let best = -1;
    let bestWins = -Infinity;
    for (const [move, m] of merged) if (m.wins > bestWins) [best, bestWins] = [move, m.wins];
    const chosen = merged.get(best)!;
    this.#komi?.end(chosen.wins / chosen.sum / VALUE_ONE);
    const rootMoves = merged.size;
    return {
      move: best,
      playouts: this.#stats.playouts,
      visits: chosen.count,
      rootVisits: [...merged.values()].reduce((t, m) => t + m.count, 0),
      value: chosen.wins / chosen.sum / VALUE_ONE,
      wins: chosen.wins,
      nodes,
      rootMoves,
      cycles: CLOCKS.start + Math.max(...unitCycles) + CLOCKS.merge * rootMoves * this.#o.units + CLOCKS.applyOppOwn,
      unitCycles,
      deadlineHit: hit,
      playoutPlies: this.#stats.plies,
      playoutMoves: this.#stats.generated,
      selectCompares: this.#stats.compares,
      expandedChildren: this.#stats.expanded,
      portWaits: this.#stats.waits,
      reused: takenOver.nodes,
      reuseClocks: takenOver.clocks,
      prunes: this.#stats.prunes,
      pruneClocks: this.#stats.pruneClocks,
      lgrReplies: this.#stats.lgrReplies,
    };
  }

  /** Each unit's engines' reply tables for this search (none without `lgr`): kept through the game with `lgrKeep`, else new and empty. */
  #replies(board: BlokusBoard, history: readonly number[]): readonly (Replies | null)[] {
    const { units, engines, lgr } = this.#o;
    const count = units * engines;
    const all = this.#gameReplies?.take(board.startSquare(0), history, count) ?? { tables: Array.from({ length: lgr > 0 ? count : 0 }, () => new LastGoodReply(lgr)), kept: false };
    return Array.from({ length: units }, (_, u) => (lgr > 0 ? { tables: all.tables.slice(u * engines, (u + 1) * engines), kept: all.kept } : null));
  }

  /**
   * One unit's search into a fresh tree, its engines as a discrete-event model: the tree port
   * serves one phase at a time, first come first served (ties: the lower engine), so every phase
   * sees the tree as the port's order left it. Engines after the first start when the root's
   * children are written.
   */
  #unit(board: BlokusBoard, ply0: number, seed: number, reuse: Reuse | null, replies: Replies | null): { hit: boolean; clocks: number; takenOver: TakenOver | null; engines: readonly Engine[] } {
    this.#reserved = 0;
    this.#score = new RunningStat();
    this.#length = new RunningStat();
    this.#limit = this.#o.deadline;
    [this.#pruneMin, this.#pruneDue] = [this.#o.prune, false];
    const engines = Array.from({ length: this.#o.engines }, (_, i) => newEngine(createRng((seed + Math.imul(i, 0x85ebca6b)) >>> 0), replies?.tables[i] ?? null, replies?.kept ?? false));
    const run: UnitRun = { portFree: 0, started: 0, hit: false, needed: 0, closing: false };
    const takenOver = reuse ? this.#takeOver(reuse, engines[0]!, board, ply0) : null;
    if (takenOver) {
      // The root's children are there from the start: every engine selects once the tree is taken over.
      run.portFree = takenOver.clocks;
      for (const e of engines) [e.state, e.at] = [SELECT, run.portFree];
    } else {
      this.#used = 0;
      this.#count[this.#alloc(MCTS_PASS, 1 - board.toMove, 0, VALUE_ONE / 2, PRIOR_MAX)] = 0;
      engines[0]!.state = SELECT;
    }
    for (let e = this.#nextEngine(engines); e; e = this.#nextEngine(engines)) {
      if (e.state === SELECT) this.#selectStep(e, run, engines, board, ply0);
      else this.#backupStep(e, run, engines);
    }
    if (this.#first[0] === UNEXPANDED) {
      throw new BlokusMctsError('mcts-deadline-too-short', `deadline ${this.#o.deadline} clocks is too short to expand the root (its first simulation needs ${run.needed})`, { deadline: this.#o.deadline, clocks: run.needed });
    }
    // A deadline stops the unit at its limit, the simulations in flight dropped: that is when it answers.
    return { hit: run.hit, clocks: run.hit ? this.#limit : Math.max(...engines.map((e) => e.done)), takenOver, engines };
  }

  /**
   * An engine's selection at its grant of the port; it stops when the budget is spent, or when its
   * descent stops short of the limit (SPEC-v3 §5b), holding the virtual loss of the levels it ran.
   */
  #selectStep(e: Engine, run: UnitRun, engines: readonly Engine[], board: BlokusBoard, ply0: number): void {
    const timed = this.#o.deadline > 0;
    if ((!timed && run.started >= this.#playouts) || run.closing) {
      e.state = STOPPED;
      return;
    }
    if (this.#pruneDue) {
      e.state = PRUNE_WAIT;
      this.#pruneWhenDrained(run, engines, Math.max(e.at, run.portFree));
      return;
    }
    const grant = Math.max(e.at, run.portFree);
    const port = this.#selectPhase(e, board, ply0, timed ? this.#limit - grant : Infinity);
    if (run.started === 0) run.needed = grant + port + e.local;
    this.#stats.waits += grant - e.at;
    run.portFree = grant + port;
    // A node's virtual loss is written as its level starts, the leaf's as the descent ends: a short descent leaves them on the levels it ran.
    this.#virtualLoss(e, 1, e.short ? e.depth - 1 : e.depth);
    if (e.short) {
      [e.state, run.hit, run.closing] = [STOPPED, true, true];
      return;
    }
    // The playout's length is not known ahead: a simulation whose backup the limit drops keeps its virtual loss, for the merge to read.
    run.started++;
    [e.state, e.at] = [BACKUP, run.portFree + e.local];
  }

  /** An engine's backup at its grant of the port, or its simulation dropped when the backup would pass the deadline. */
  #backupStep(e: Engine, run: UnitRun, engines: readonly Engine[]): void {
    const grant = Math.max(e.at, run.portFree);
    const port = this.#backupClocks(e);
    if (this.#o.deadline > 0 && grant + port > this.#limit) {
      this.#drop(e);
      run.hit = true;
      return;
    }
    this.#stats.waits += grant - e.at;
    this.#backup(e);
    run.portFree = e.done = e.at = grant + port;
    e.state = SELECT;
    this.#stats.playouts++;
    // The root's children are written: the waiting engines start (the stats count every unit's simulations, so they cannot tell).
    if (this.#first[0] !== UNEXPANDED) {
      for (const o of engines) if (o.state === WAITING) [o.state, o.at] = [SELECT, run.portFree];
    }
    if (this.#pruneDue) this.#pruneWhenDrained(run, engines, run.portFree);
    // One move (or only the pass): nothing to choose between, answer at once.
    if (this.#children[0] === 1) {
      for (const o of engines) {
        if (o.state === BACKUP) this.#drop(o);
        o.state = STOPPED;
      }
    }
  }

  /**
   * Prune the full tree (SPEC-v3 §5d) at clock `at` once no simulation is in flight, and let the
   * engines waiting for it go on. The tree is changed only if the move pass ends by the unit's
   * limit; otherwise the unit stops there and answers from the tree as it was.
   */
  #pruneWhenDrained(run: UnitRun, engines: readonly Engine[], at: number): void {
    if (engines.some((o) => o.state === BACKUP)) return;
    const mark = markTree(this.#pool, this.#used, this.#pruneMin, this.#pruneScratch);
    const clocks = mark.clocks + moveClocks(mark.kept);
    this.#pruneDue = false;
    // A prune moves nodes, so it waits for no virtual loss: after a drop or a short descent the unit answers at its limit instead.
    if (run.closing || engines.some((o) => o.held > 0) || (this.#o.deadline > 0 && at + clocks > this.#limit)) {
      for (const o of engines) o.state = STOPPED;
      run.hit = true;
      return;
    }
    moveTree(this.#pool, this.#used, this.#pruneScratch);
    // Pentobi's rule: a prune that keeps more than half the tree doubles the visits the next one asks.
    if (2 * mark.kept > this.#used) this.#pruneMin = Math.min(2 * this.#pruneMin, VISITS_MAX + 1);
    this.#used = mark.kept;
    this.#stats.prunes++;
    this.#stats.pruneClocks += clocks;
    run.portFree = at + clocks;
    for (const o of engines) if (o.state === PRUNE_WAIT) [o.state, o.at] = [SELECT, run.portFree];
  }

  /**
   * The node the last search's tree reaches by the moves played since (SPEC-v3 §5e), when this
   * game continues that one and the node has children; and the clocks of the walk there (the
   * selection's S_LEVEL, and S_CHILD per child compared against the move).
   */
  #reusable(board: BlokusBoard, history: readonly number[]): Reuse | null {
    const plies = this.#lastGame.follow(board.startSquare(0), history);
    if (plies <= 0) return null;
    const at = this.#walk(history.slice(history.length - plies));
    return !at || this.#first[at.node] === UNEXPANDED ? null : { node: at.node, walk: at.clocks };
  }

  /** The node `moves` lead to from the root, and the clocks of that walk (S_LEVEL a level, S_CHILD a child compared); null when they leave the tree. */
  #walk(moves: readonly number[]): { node: number; clocks: number } | null {
    let [node, clocks] = [0, 0];
    for (const m of moves) {
      const first = this.#first[node]!;
      if (first === UNEXPANDED) return null;
      let next = -1;
      for (let c = first, end = first + this.#children[node]!; c < end && next < 0; c++) {
        clocks += CLOCKS.selectChild;
        if (this.#move[c] === m) next = c;
      }
      clocks += CLOCKS.selectLevel;
      if (next < 0) return null;
      node = next;
    }
    return { node, clocks };
  }

  /**
   * Take over the last search's subtree at `reuse.node` (SPEC-v3 §5e): compact it to the pool's
   * bottom (§5d's passes, keeping every node below it), then widen the new root to its rootWidth
   * best moves when it was expanded narrower below the old root: its kept children are the same
   * moves in the same order (the same position and recent moves rank them alike), so they keep
   * their statistics and subtrees and take the new priors; the others start fresh. Returns the
   * nodes kept and the clocks all that takes, from which the engines start.
   */
  #takeOver(reuse: Reuse, e: Engine, board: BlokusBoard, ply0: number): TakenOver {
    const mark = markTree(this.#pool, this.#used, 0, this.#pruneScratch, reuse.node);
    moveTree(this.#pool, this.#used, this.#pruneScratch, reuse.node);
    this.#used = mark.kept;
    let clocks = reuse.walk + mark.clocks + moveClocks(mark.kept);
    const all = this.#considered(board);
    const n = this.#keptOf(0, all);
    const old = this.#first[0]!;
    const k = this.#children[0]!;
    if (k < n && this.#used + n <= this.#o.nodes) {
      clocks += this.#rankChildren(e, 0, board, ply0, all, n) + CLOCKS.expandChild * n;
      const first = this.#used;
      for (let j = 0; j < n; j++) {
        const c = this.#alloc(e.kidMove[j]!, e.kidMover, INIT_COUNT, e.kidValue[j]!, e.kidPrior[j]!);
        if (j >= k || this.#move[old + j] !== e.kidMove[j]) continue;
        [this.#count[c], this.#value[c], this.#visits[c]] = [this.#count[old + j]!, this.#value[old + j]!, this.#visits[old + j]!];
        [this.#first[c], this.#children[c]] = [this.#first[old + j]!, this.#children[old + j]!];
      }
      [this.#first[0], this.#children[0]] = [first, n];
    }
    this.#setLimit(this.#children[0]!);
    return { nodes: mark.kept, clocks };
  }

  /** The engine whose request for the port comes first (ties: the lower engine), or none. */
  #nextEngine(engines: readonly Engine[]): Engine | undefined {
    let next: Engine | undefined;
    for (const e of engines) if ((e.state === SELECT || e.state === BACKUP) && (!next || e.at < next.at)) next = e;
    return next;
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
    this.#busy[i] = 0;
    return i;
  }

  /**
   * An engine's selection, at its grant of the port: the descent (the port's clocks, returned), then
   * off the port the expansion it prepares, the playout and the result (`e.local`). The board is
   * played forward and back here; the tree changes at the backup. A level that would end past
   * `budget` is not started: the descent stops short (`e.short`), with no expansion or playout.
   */
  #selectPhase(e: Engine, board: BlokusBoard, ply0: number, budget: number): number {
    let node = 0;
    e.depth = 0;
    e.path[e.depth++] = 0;
    [e.leaf, e.chosen, e.local, e.lgrClear, e.short] = [-1, -1, e.lgrClear, 0, false];
    let port = 0;
    let ply = ply0;
    for (;;) {
      if (this.#first[node] === UNEXPANDED) {
        // The root is expanded at once; another leaf once it has `expand` real visits, plus `expandPerPly` per ply below the root (rounded down).
        const waits = node !== 0 && this.#visits[node]! < this.#o.expand + Math.floor(this.#o.expandPerPly * (e.depth - 1));
        if (board.isOver() || waits || this.#busy[node] === 1 || !this.#prepare(e, node, board, ply)) break;
        e.local += CLOCKS.apply;
        this.#play(board, e.kidMove[e.chosen]!, ply++);
        break;
      }
      const level = levelClocks(this.#children[node]!);
      if (port + level > budget) {
        e.short = true;
        for (let i = ply - ply0; i > 0; i--) board.undo();
        return port;
      }
      port += level;
      node = this.#select(node);
      e.local += CLOCKS.apply;
      this.#play(board, this.#move[node]!, ply++);
      e.path[e.depth++] = node;
      if (e.depth === e.path.length - 1) break;
    }
    while (!board.isOver()) {
      const move = this.#playoutMove(e, board, ply);
      this.#stats.plies++;
      e.local += CLOCKS.apply;
      this.#play(board, move, ply++);
    }
    e.local += CLOCKS.result;
    e.scoreDiff = board.score(0) - board.score(1) + this.#komiSide0;
    if (e.lgr) e.local += e.lgr.update(this.#history, ply0, ply, e.scoreDiff);
    e.length = ply;
    e.nMoves = ply - ply0;
    e.moves.set(this.#history.subarray(ply0, ply));
    for (let i = ply - ply0; i > 0; i--) board.undo();
    return port;
  }

  /** The tree port's clocks of an engine's backup: its new children written, the path, RAVE. */
  #backupClocks(e: Engine): number {
    const depth = e.depth + (e.chosen >= 0 ? 1 : 0);
    let clocks = CLOCKS.expandChild * (e.leaf >= 0 ? e.kids : 0) + CLOCKS.backup * depth;
    // This result joins the unit's statistics; at their update points the divider recomputes them.
    if (isUpdatePoint(this.#score.n + 1)) clocks += CLOCKS.statsUpdate;
    if (this.#o.rave) {
      let steps = 2 * e.nMoves;
      for (let j = depth - 2; j >= 0; j--) {
        // The expanded leaf's children are the ones it writes now; the path's nodes carry this simulation's visit already.
        const node = e.path[j]!;
        if (this.#visits[node]! <= RAVE_PARENT_MAX) steps += node === e.leaf ? e.kids : this.#children[node]!;
      }
      clocks += steps * CLOCKS.raveStep;
    }
    return clocks;
  }

  /**
   * Selection marks the path's first `nodes` nodes with a virtual loss: a visit and a value count of
   * result 0, so other engines see it as tried and lost until the backup replaces the 0 by the
   * result (sign +1); after a search that reuses its tree, one still held is taken out (−1).
   */
  #virtualLoss(e: Engine, sign: 1 | -1, nodes: number): void {
    e.held = sign > 0 ? nodes : 0;
    for (let i = 0; i < nodes; i++) {
      const n = e.path[i]!;
      if (sign > 0) {
        addVirtualLoss(this.#pool, n);
        continue;
      }
      // The result 0 leaves the mean: v·c/(c − 1).
      const after = this.#count[n]! - COUNT_ONE;
      if (this.#visits[n]! < VISITS_MAX) this.#visits[n]!--;
      if (after > 0) this.#value[n] = addShare(this.#value[n]!, this.#value[n]!, after);
      this.#count[n] = after;
    }
  }

  /** This search's komi (§5g) in side 0's points: the core's, negated when the core moves second. */
  #komiOfSide0(board: BlokusBoard, history: readonly number[]): number {
    const komi = this.#komi ? this.#komi.begin(board, history) : 0;
    return board.toMove === 0 ? komi : -komi;
  }

  /** Give back what a simulation that will not finish holds: its expansion's reservation. */
  #release(e: Engine): void {
    if (e.leaf < 0) return;
    this.#busy[e.leaf] = 0;
    this.#reserved -= e.kids;
    e.leaf = -1;
  }

  /** A simulation in flight stops: its reservation is given back; its virtual loss stays in the tree, which the merge reads as it is (SPEC-v3 §5b). */
  #drop(e: Engine): void {
    this.#release(e);
    e.state = STOPPED;
  }

  /** At the engine's backup grant: write the expanded leaf's children, back the result up the path, RAVE. */
  #backup(e: Engine): void {
    const first = this.#used;
    const kids = e.leaf >= 0 ? e.kids : 0;
    if (e.leaf >= 0) {
      for (let k = 0; k < e.kids; k++) this.#alloc(e.kidMove[k]!, e.kidMover, INIT_COUNT, e.kidValue[k]!, e.kidPrior[k]!);
      this.#release(e);
      e.path[e.depth++] = first + e.chosen;
    }
    const res0 = this.#result(e.scoreDiff, e.length);
    // The expanded leaf (the node above the fresh one) takes its block in its backup write.
    backUp(this.#pool, e.path, e.depth, kids > 0 ? e.depth - 1 : e.depth, res0, first, kids);
    e.held = 0;
    if (this.#o.rave) addRave(this.#pool, this.#played, e.moves, e.nMoves, e.path, e.depth, res0);
  }

  #playoutMove(e: Engine, board: BlokusBoard, ply: number): number {
    if (e.lgr) {
      const reply = e.lgr.probe(board, this.#recent(ply, 1), this.#recent(ply, 2));
      e.local += reply.clocks;
      if (reply.move >= 0) {
        this.#stats.lgrReplies++;
        return reply.move;
      }
    }
    let move: number;
    if (this.#o.policy) {
      move = this.#policy.choose(board, this.#recent(ply, 1), this.#recent(ply, 3), e.rng);
      this.#stats.generated += this.#policy.generated;
    } else {
      const n = generateConsidered(board, this.#buffer);
      this.#stats.generated += n;
      sortByScan(this.#buffer, n);
      move = n === 0 ? -1 : this.#buffer[e.rng.nextInt(n)]!;
    }
    // The buffer's draw picks the move the second scan would (the first whose running sum passes the drawn number, in scan order), so only the clocks differ.
    e.local += this.#o.drawBuffer ? this.#scanClocks(board) + (move >= 0 ? CLOCKS.playoutDraw : 0) : CLOCKS.playoutScans * this.#scanClocks(board);
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

  /** Side 0's result in value units: 1/½/0 plus the score and length bonuses against the statistics so far; then the playout joins them. */
  #result(s: number, length: number): number {
    const r = resultValue(s, this.#score, length, this.#length);
    this.#score.add(s);
    this.#length.add(length);
    return r;
  }

  /** Clocks of the scan generateConsidered just modelled (twice over when the size filter left nothing). */
  #scanClocks(board: BlokusBoard): number {
    const { scanRows: rows, shapeOverlap: overlap } = this.#o;
    return scanVisits(board, false, rows, overlap) + (lastScans.count === 2 ? scanVisits(board, true, rows, overlap) : 0);
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

  /**
   * Prepare `node`'s children in the engine (the `width` best by prior, or all, with their priors),
   * reserving their nodes, and pick the one the simulation goes on with; false when the pool is full.
   * The children reach the tree at the engine's backup.
   */
  #prepare(e: Engine, node: number, board: BlokusBoard, ply: number): boolean {
    const all = this.#considered(board);
    const n = this.#keptOf(node, all);
    if (this.#used + this.#reserved + n > this.#o.nodes) {
      this.#pruneDue = this.#o.prune > 0;
      return false;
    }
    this.#reserved += n;
    this.#busy[node] = 1;
    e.leaf = node;
    e.local += this.#rankChildren(e, node, board, ply, all, n);
    if (node === 0) this.#setLimit(n);
    // The engine's first step below: the same rule as #select, over the children it holds.
    this.#stats.compares += n;
    e.local += levelClocks(n);
    const factor = this.#exploration.factor(this.#visits[node]!);
    let bestValue = -Infinity;
    for (let k = 0; k < n; k++) {
      const v = selectionScore(e.kidValue[k]!, e.kidPrior[k]!, factor, INIT_COUNT);
      if (v > bestValue) [bestValue, e.chosen] = [v, k];
    }
    return true;
  }

  /** The considered moves of the side to move into the buffer, in scan order; their number. */
  #considered(board: BlokusBoard): number {
    const all = generateConsidered(board, this.#buffer);
    sortByScan(this.#buffer, all);
    return all;
  }

  /** Children an expansion of `node` keeps of `all` considered moves: the root keeps rootWidth when that is wider (width 0 keeps every move everywhere); the pass when there is none. */
  #keptOf(node: number, all: number): number {
    const width = node === 0 && this.#o.width > 0 ? Math.max(this.#o.width, this.#o.rootWidth) : this.#o.width;
    return Math.max(width > 0 ? Math.min(all, width) : all, 1);
  }

  /** The core's own clocks (start, merge over `rootChildren`, the two board writes) come out of the deadline, so its total stays within it. */
  #setLimit(rootChildren: number): void {
    this.#limit = this.#o.deadline - (CLOCKS.start + CLOCKS.merge * rootChildren * this.#o.units + CLOCKS.applyOppOwn);
  }

  /**
   * The `n` best of the `all` moves in the buffer by prior, best first, into the engine's children
   * (move, prior, first value; the pass when there is no move); returns the clocks of the prior's
   * tables, the scan and the moves' priors (once a pass of the top list, `listPasses`), and the γ sum.
   */
  #rankChildren(e: Engine, node: number, board: BlokusBoard, ply: number, all: number, n: number): number {
    [e.kids, e.kidMover] = [n, board.toMove];
    const passes = listPasses(n, this.#o.width);
    let clocks = CLOCKS.priorTables + passes * (this.#scanClocks(board) + CLOCKS.expandMove * all) + (passes - 1) * CLOCKS.listPass;
    const parentValue = node === 0 ? VALUE_ONE / 2 : VALUE_ONE - this.#value[node]!;
    if (all === 0) [e.kidMove[0], e.kidPrior[0], e.kidValue[0]] = [MCTS_PASS, PRIOR_MAX, parentValue];
    else {
      this.#stats.expanded += all;
      this.#scoreMoves(board, ply, all);
      const order = this.#order;
      // The top list an engine keeps while it scans, pass by pass at a root wider than it (sorted even when it keeps every move).
      orderByScore(this.#scores, all, order);
      let max = -Infinity;
      for (let k = 0; k < n; k++) max = Math.max(max, this.#scores[order[k]!]!);
      // One pass sums γ over the kept children, the next forms each prior and value (§5c).
      clocks += CLOCKS.priorSum * n;
      let sum = 0;
      for (let k = 0; k < n; k++) sum += gamma(max - this.#scores[order[k]!]!);
      for (let k = 0; k < n; k++) {
        const i = order[k]!;
        const d = max - this.#scores[i]!;
        [e.kidMove[k], e.kidPrior[k], e.kidValue[k]] = [this.#buffer[i]!, priorOf(gamma(d), sum), childValue(parentValue, sqrtGamma(d))];
      }
    }
    return clocks;
  }

  /** The child the selection takes at an expanded `node` (§5 step 1, select.ts). */
  #select(node: number): number {
    this.#stats.compares += this.#children[node]!;
    return selectChild(this.#pool, node, this.#exploration);
  }
}
