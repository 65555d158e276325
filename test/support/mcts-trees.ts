/**
 * Random inputs for the v3 (MCTS) core's tests: boards after random legal moves or after the
 * playout policy's own moves, and trees grown as the search grows one, for the emulator's and the
 * RTL's tests alike.
 */
import { BlokusBoard, MAX_PLACEMENTS, generatePlacements } from '../../core/blokus/index.ts';
import { ATTACH, FORB, OCC } from '../../core/blokus/board.ts';
import { CELL_COUNT, PLANE_ROWS } from '../../core/blokus/geometry.ts';
import { createRng } from '../../core/random.ts';
import type { Rng } from '../../core/random.ts';
import { UNEXPANDED } from '../../core/engines/blokus-mcts/prune.ts';
import { PlayoutPolicy } from '../../core/engines/blokus-mcts/playout.ts';
import { MovePrior, cellBit, markRecent } from '../../core/engines/blokus-mcts/prior.ts';
import type { TreePool } from '../../core/engines/blokus-mcts/prune.ts';

/** The visits field's range (SPEC-v3 §5c): a threshold past it keeps only the root's children. */
export const VISITS_MAX = 65_535;

/**
 * A game the playout policy plays against itself from `seed`, `plies` moves of it (the whole game
 * by default), as a playout plays: `before` sees the board and the ids played so far (−1 = pass)
 * before each move. Returns the board and the ids.
 */
export function policyGame(seed: number, plies = Infinity, before?: (board: BlokusBoard, ids: readonly number[]) => void): { board: BlokusBoard; ids: number[] } {
  const board = new BlokusBoard();
  const policy = new PlayoutPolicy();
  const rng = createRng(seed);
  const ids: number[] = [];
  for (let i = 0; i < plies && !board.isOver(); i++) {
    before?.(board, ids);
    const id = policy.choose(board, ids[i - 1] ?? -1, ids[i - 3] ?? -1, rng);
    if (id < 0) board.pass();
    else board.applyPlacement(id);
    ids.push(id);
  }
  return { board, ids };
}

/** A set of cells as the RTL's 196-bit plane in hex: bit 14·row + column (the cell's index). */
export function planeHex(has: (cell: number) => boolean): string {
  let v = 0n;
  for (let c = CELL_COUNT - 1; c >= 0; c--) v = (v << 1n) | (has(c) ? 1n : 0n);
  return v.toString(16);
}

/**
 * A position of the playout policy's game from `seed`, `plies` moves in, as the prior's RTL sees it:
 * the side to move's MovePrior with the opponent's last two moves, its recent cells (`local`, 1 a
 * cell), and the tables' load line, "L" and seven planes in hex (forbidden, covered and attach of
 * the side to move, covered, forbidden and attach of the opponent, recent).
 */
export function priorPosition(seed: number, plies: number): { board: BlokusBoard; prior: MovePrior; local: Uint8Array; load: string } {
  const { board, ids } = policyGame(seed, plies);
  const s = board.state;
  const me = board.toMove;
  const op = me === 0 ? 1 : 0;
  const n = ids.length;
  const recentIds = [ids[n - 1] ?? -1, ids[n - 3] ?? -1].filter((id) => id >= 0);
  const prior = new MovePrior();
  prior.prepare(board, recentIds);
  const local = new Uint8Array(CELL_COUNT);
  for (const id of recentIds) markRecent(board, op, id, local);
  const planes = [FORB + me * PLANE_ROWS, OCC + me * PLANE_ROWS, ATTACH + me * PLANE_ROWS, OCC + op * PLANE_ROWS, FORB + op * PLANE_ROWS, ATTACH + op * PLANE_ROWS];
  const load = `L ${planes.map((pl) => planeHex((c) => cellBit(s, pl, c))).join(' ')} ${planeHex((c) => local[c] === 1)}`;
  return { board, prior, local, load };
}

/** A board after `plies` random legal moves, and the placement ids played (−1 = pass). */
export function randomBoard(seed: number, plies: number): { board: BlokusBoard; ids: number[] } {
  const rng = createRng(seed);
  const board = new BlokusBoard({ firstMoverStart: seed % 2 ? '5' : 'a' });
  const out = new Int32Array(MAX_PLACEMENTS);
  const ids: number[] = [];
  for (let i = 0; i < plies && !board.isOver(); i++) {
    const n = generatePlacements(board, out);
    const id = n === 0 ? -1 : out[rng.nextInt(n)]!;
    if (id < 0) board.pass();
    else board.applyPlacement(id);
    ids.push(id);
  }
  return { board, ids };
}

export function emptyPool(n: number): TreePool {
  const i = (): Int32Array => new Int32Array(n);
  return { move: i(), first: i().fill(UNEXPANDED), children: i(), mover: new Uint8Array(n), count: i(), visits: i(), value: i(), prior: i() };
}

/**
 * A tree grown as the search grows one: a random unexpanded node at a time gets its block of up to
 * `maxKids` children at the end of a pool of `size` nodes (the last block cut to fit, so some pools
 * are exactly full); visits grow towards the root, as the search's do, and some nodes fall below any
 * threshold.
 */
export function randomTree(rng: Rng, expansions: number, maxKids: number, size: number): { pool: TreePool; used: number } {
  const pool = emptyPool(size);
  let used = 1;
  const leaves = [0];
  for (let x = 0; x < expansions && leaves.length > 0 && used < size; x++) {
    const node = leaves.splice(rng.nextInt(leaves.length), 1)[0]!;
    const k = Math.min(1 + rng.nextInt(maxKids), size - used);
    [pool.first[node], pool.children[node]] = [used, k];
    for (let c = 0; c < k; c++, used++) {
      pool.move[used] = rng.nextInt(13_729);
      pool.mover[used] = rng.nextInt(2);
      pool.count[used] = rng.nextInt(1 << 20);
      pool.value[used] = rng.nextInt(1 << 24);
      pool.prior[used] = rng.nextInt(1 << 12);
      leaves.push(used);
    }
  }
  for (let a = used - 1; a >= 0; a--) {
    let v = rng.nextInt(40);
    for (let c = pool.first[a]!, e = c + pool.children[a]!; pool.first[a]! >= 0 && c < e; c++) v += pool.visits[c]!;
    pool.visits[a] = Math.min(v, VISITS_MAX);
  }
  return { pool, used };
}

/**
 * A node as the v3 RTL testbenches read and print it (the node word's fields, mcts_prune.v): first
 * (0 for none), children − 1 (for a node not expanded, `unexpandedKids`: the field is not read, so
 * a test may put garbage there), visits, then move, mover, count, value, prior.
 */
export function nodeLine(p: TreePool, a: number, unexpandedKids = 0): string {
  const f = p.first[a]!;
  const head = f === UNEXPANDED ? [0, unexpandedKids] : [f, p.children[a]! - 1];
  return [...head, p.visits[a]!, p.move[a]!, p.mover[a]!, p.count[a]!, p.value[a]!, p.prior[a]!].join(' ');
}

/** A path from the root down random children, as a descent ends: at a node not expanded, at `maxDepth` nodes, or one step in `stopOneIn` sooner. */
export function randomPath(rng: Rng, pool: TreePool, maxDepth: number, stopOneIn: number): number[] {
  const path = [0];
  for (let node = 0; pool.first[node] !== UNEXPANDED && path.length < maxDepth && rng.nextInt(stopOneIn) !== 0; ) {
    node = pool.first[node]! + rng.nextInt(pool.children[node]!);
    path.push(node);
  }
  return path;
}
