/**
 * The full tree's pruning (SPEC-v3 §5d): the in-place compaction against a recursive copy into a
 * fresh pool (Pentobi's way), on random trees; and the search that prunes, against the rules and
 * against the search that never needs to.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BlokusBoard, MAX_PLACEMENTS, generatePlacements } from '../../../../core/blokus/index.ts';
import { createRng } from '../../../../core/random.ts';
import { KEEP_WORD_BITS, UNEXPANDED, markTree, moveClocks, moveTree } from '../../../../core/engines/blokus-mcts/prune.ts';
import type { TreePool } from '../../../../core/engines/blokus-mcts/prune.ts';
import { BlokusMcts, blokusMctsOptionsSchema } from '../../../../core/engines/blokus-mcts/index.ts';
import { generateConsidered } from '../../../../core/engines/blokus-mcts/playout.ts';
import { randomBoard, randomTree } from '../../../support/mcts-trees.ts';

type Shape = { readonly fields: readonly number[]; readonly kids: readonly Shape[] };

/** The tree below `node` as Pentobi's recursive copy keeps it: a node's children when it is the root or has `min` visits. */
function keptShape(pool: TreePool, node: number, min: number): Shape {
  const fields = [pool.move[node]!, pool.mover[node]!, pool.count[node]!, pool.visits[node]!, pool.value[node]!, pool.prior[node]!];
  const f = pool.first[node]!;
  const expand = f !== UNEXPANDED && (node === 0 || pool.visits[node]! >= min);
  const kids: Shape[] = [];
  for (let c = 0; expand && c < pool.children[node]!; c++) kids.push(keptShape(pool, f + c, min));
  return { fields, kids };
}

function shapeSize(s: Shape): number {
  return 1 + s.kids.reduce((t, k) => t + shapeSize(k), 0);
}

describe('pruneTree', () => {
  it('keeps exactly the tree a recursive copy would, in place, with every child after its parent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1 << 30 }), fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 600 }), (seed, expansions, maxKids, min) => {
        const { pool, used } = randomTree(createRng(seed), expansions, maxKids, 1 + expansions * maxKids);
        const want = keptShape(pool, 0, min);
        const scratch = { keep: new Uint8Array(used), rank: new Int32Array(used) };
        const mark = markTree(pool, used, min, scratch);
        expect(mark.kept).toBe(shapeSize(want));
        moveTree(pool, used, scratch);
        // With min 0 nothing is dropped; a threshold drops the subtrees below nodes under it.
        expect(keptShape(pool, 0, 0)).toEqual(want);
        for (let a = 0; a < mark.kept; a++) {
          const f = pool.first[a]!;
          if (f !== UNEXPANDED) expect(f).toBeGreaterThan(a);
          if (f !== UNEXPANDED) expect(f + pool.children[a]!).toBeLessThanOrEqual(mark.kept);
        }
        // The mark pass reads every used node and sums every bitmap word; the move pass writes every kept node.
        expect(mark.clocks).toBeGreaterThanOrEqual(used + Math.ceil(used / KEEP_WORD_BITS));
        expect(moveClocks(mark.kept)).toBeGreaterThan(mark.kept);
      }),
      { numRuns: 100 },
    );
  });

  it('keeps only the root and its children when no node has the visits asked', () => {
    const { pool, used } = randomTree(createRng(5), 200, 10, 1 + 200 * 10);
    const scratch = { keep: new Uint8Array(used), rank: new Int32Array(used) };
    const { kept } = markTree(pool, used, 1 << 20, scratch);
    moveTree(pool, used, scratch);
    expect(kept).toBe(1 + pool.children[0]!);
    for (let a = 1; a < kept; a++) expect(pool.first[a]).toBe(UNEXPANDED);
  });
});

describe('the search with prune', () => {
  it('does what prune=0 does while the tree never fills', () => {
    const { board, ids } = randomBoard(3, 6);
    const run = (prune: number) => new BlokusMcts(blokusMctsOptionsSchema.parse({ deadline: 0, playouts: 300, prune, nodes: 1 << 16 })).search(board, ids, 9);
    const off = run(0);
    const on = run(16);
    expect(on.prunes).toBe(0);
    expect(on).toEqual(off);
  });

  it('prunes a small full tree and keeps searching it: every simulation counted, the pool never passed, a legal move', () => {
    for (const engines of [1, 2]) {
      const { board, ids } = randomBoard(4, 8);
      const legal = new Int32Array(MAX_PLACEMENTS);
      const n = generateConsidered(board, legal);
      const stuck = new BlokusMcts(blokusMctsOptionsSchema.parse({ deadline: 0, playouts: 800, engines, prune: 0, nodes: 1024 })).search(board, ids, 3);
      const info = new BlokusMcts(blokusMctsOptionsSchema.parse({ deadline: 0, playouts: 800, engines, prune: 16, nodes: 1024 })).search(board, ids, 3);
      expect(stuck.prunes).toBe(0);
      expect(stuck.nodes).toBeGreaterThan(1024 - 32);
      expect(info.prunes).toBeGreaterThan(0);
      expect(info.nodes).toBeLessThanOrEqual(1024);
      expect(info.playouts).toBe(800);
      expect(info.rootVisits).toBe(800);
      expect([...legal.subarray(0, n)]).toContain(info.move);
      // The prunes' clocks are the core's: the unit's total carries them.
      expect(info.pruneClocks).toBeGreaterThan(1024 * info.prunes);
      expect(info.unitCycles[0]!).toBeGreaterThan(info.pruneClocks);
    }
  });

  it('keeps within its deadline when it prunes: a longer deadline replays the shorter one and goes on', () => {
    const { board, ids } = randomBoard(6, 10);
    let last = { playouts: 0, prunes: 0 };
    const seen = new Set<number>();
    for (let deadline = 600_000; deadline <= 4_000_000; deadline += 340_000) {
      const info = new BlokusMcts(blokusMctsOptionsSchema.parse({ width: 32, expand: 1, nodes: 1024, deadline, prune: 4 })).search(board, ids, 5);
      expect(info.cycles).toBeLessThanOrEqual(deadline);
      expect(info.playouts).toBeGreaterThanOrEqual(last.playouts);
      expect(info.prunes).toBeGreaterThanOrEqual(last.prunes);
      seen.add(info.prunes);
      last = info;
    }
    // The grid spans the first prunes.
    expect(seen.size).toBeGreaterThan(2);
  });
});

describe('the search with reuse', () => {
  const reuseOptions = { deadline: 0, playouts: 700, reuse: true, prune: 16 };
  const make = (o: Record<string, unknown> = {}) => new BlokusMcts(blokusMctsOptionsSchema.parse({ ...reuseOptions, ...o }));
  const play = (board: BlokusBoard, ids: number[], id: number): void => {
    if (id < 0) board.pass();
    else board.applyPlacement(id);
    ids.push(id);
  };
  /** Search, then play its answer and the reply its tree explored most; what the tree holds below them. */
  function twoPlies(engine: BlokusMcts, board: BlokusBoard, ids: number[], seed: number) {
    const first = engine.search(board, ids, seed);
    const reply = engine.children([first.move])!.reduce((a, b) => (b.visits > a.visits ? b : a));
    const carried = engine.children([first.move, reply.move])!;
    play(board, ids, first.move);
    play(board, ids, reply.move);
    return carried;
  }

  it("starts from the subtree of the moves played since, its root's visits carried over and its root widened to rootWidth", () => {
    const { board, ids } = randomBoard(8, 4);
    const engine = make();
    const carried = twoPlies(engine, board, ids, 1);
    expect(carried.length).toBeGreaterThan(0);
    const before = carried.reduce((t, c) => t + c.visits, 0);
    const next = engine.search(board, ids, 2);
    const freshEngine = make({ reuse: false });
    const fresh = freshEngine.search(board, ids, 2);
    expect(next.reused).toBeGreaterThan(carried.length);
    // Every finished simulation passes one root child: the carried visits and this search's.
    expect(next.rootVisits).toBe(before + next.playouts);
    expect(fresh.rootVisits).toBe(fresh.playouts);
    // The carried root had the width below a root; it is widened to the moves a fresh root keeps.
    expect(carried.length).toBeLessThan(fresh.rootMoves);
    expect(next.rootMoves).toBe(fresh.rootMoves);
    expect(engine.children([])!.map((c) => c.move)).toEqual(freshEngine.children([])!.map((c) => c.move));
    expect(next.reuseClocks).toBeGreaterThan(0);
    expect(next.unitCycles[0]!).toBeGreaterThan(next.reuseClocks);
  });

  it('starts afresh in another game or when the moves leave the tree, and plays the same game the same way twice', () => {
    const { board, ids } = randomBoard(9, 2);
    const engine = make();
    twoPlies(engine, board, ids, 3);
    // The same moves from the other start squares: another game.
    const other = new BlokusBoard({ firstMoverStart: board.startSquare(0) === '5' ? 'a' : '5' });
    expect(engine.search(other, [], 4).reused).toBe(0);
    // A continuation the tree never saw: a move the last search did not keep.
    const { board: b2, ids: i2 } = randomBoard(9, 2);
    engine.search(b2, i2, 5);
    const kept = new Set(engine.children([])!.map((c) => c.move));
    const legal = new Int32Array(MAX_PLACEMENTS);
    const n = generatePlacements(b2, legal);
    const unseen = [...legal.subarray(0, n)].find((id) => !kept.has(id))!;
    play(b2, i2, unseen);
    expect(engine.search(b2, i2, 6).reused).toBe(0);
    // Deterministic: a second engine playing the same game answers alike.
    const replay = (e: BlokusMcts) => {
      const { board: b, ids: h } = randomBoard(10, 4);
      const out = [];
      for (let k = 0; k < 3; k++) {
        twoPlies(e, b, h, 7 + k);
        out.push(e.search(b, h, 20 + k));
      }
      return out;
    };
    const a = replay(make());
    expect(a.some((i) => i.reused > 0)).toBe(true);
    expect(replay(make())).toEqual(a);
  });

  it('keeps its deadline with the takeover counted, and refuses several units', () => {
    const { board, ids } = randomBoard(11, 6);
    const engine = make({ deadline: 2_000_000 });
    twoPlies(engine, board, ids, 1);
    const next = engine.search(board, ids, 2);
    expect(next.reused).toBeGreaterThan(0);
    expect(next.cycles).toBeLessThanOrEqual(2_000_000);
    expect(() => make({ units: 2 })).toThrow(/reuse/);
  });
});
