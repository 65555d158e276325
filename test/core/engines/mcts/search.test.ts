// The mixed-precision search: the depth threshold decides each evaluation's precision (counted by
// depth and marked on the tree's nodes), tree reuse keeps exactly the chosen subtree and re-evaluates
// the new root in FP32, the budget is obeyed, and the engine is deterministic and refuses what it
// cannot search.
import { describe, expect, it } from 'vitest';
import { DEPTH_ROWS, GomokuPosition, MctsEngine, MctsError, MctsSearch, builtInNet, parseMctsSpec } from '../../../../core/engines/mcts/index.ts';
import { EVAL_FP32, EVAL_INT8, NO_NODE, UNEVALUATED } from '../../../../core/engines/mcts/tree.ts';
import type { MctsTree } from '../../../../core/engines/mcts/tree.ts';
import { GomokuBoard } from '../../../../core/gomoku/index.ts';
import type { Point } from '../../../../core/gomoku/index.ts';
import { PolicyValueNet } from '../../../../core/nn/index.ts';

const net = (): PolicyValueNet => new PolicyValueNet(builtInNet('gomoku15'));

function board(points: readonly Point[]): GomokuBoard {
  const b = new GomokuBoard(15, 'freestyle');
  for (const p of points) b.play(p);
  return b;
}

const OPENING: Point[] = [
  { x: 7, y: 7 },
  { x: 8, y: 8 },
  { x: 7, y: 8 },
];

/** Every evaluated node's depth below the root and its precision mark. */
function marks(tree: MctsTree): { depth: number; mark: number }[] {
  const a = tree.arrays;
  const out: { depth: number; mark: number }[] = [];
  const walk = (node: number, depth: number): void => {
    if (a.evaluated[node] !== UNEVALUATED) out.push({ depth, mark: a.evaluated[node]! });
    for (let c = a.first[node]!, end = c + a.count[node]!; a.count[node]! > 0 && c < end; c++) walk(c, depth + 1);
  };
  walk(0, 0);
  return out;
}

/** The subtree under `node` as path → [visits, valueSum, prior, mark], paths by move cells. */
function subtree(tree: MctsTree, node: number): Map<string, number[]> {
  const a = tree.arrays;
  const out = new Map<string, number[]>();
  const walk = (n: number, path: string): void => {
    out.set(path, [a.visits[n]!, a.valueSum[n]!, a.prior[n]!, a.evaluated[n]!]);
    for (let c = a.first[n]!, end = c + a.count[n]!; a.count[n]! > 0 && c < end; c++) walk(c, `${path}/${a.move[c]}`);
  };
  walk(node, '');
  return out;
}

function mostVisitedChild(tree: MctsTree, node: number): number {
  const a = tree.arrays;
  let best = NO_NODE;
  for (let c = a.first[node]!, end = c + a.count[node]!; c < end; c++) if (best === NO_NODE || a.visits[c]! > a.visits[best]!) best = c;
  return best;
}

describe('the depth threshold', () => {
  it.each([0, 1, 2, 4, Infinity])('threshold=%s: FP32 strictly above the threshold depth, INT8 at and below it, in the tally and on the nodes', (d) => {
    const s = new MctsSearch(net(), parseMctsSpec(`mcts:threshold=${d === Infinity ? 'inf' : d},playouts=60`));
    const info = s.run(new GomokuPosition(board(OPENING)));
    let fp32 = 0;
    let int8 = 0;
    for (let depth = 0; depth < DEPTH_ROWS; depth++) {
      const [f, q] = [s.byDepth[depth * 2]!, s.byDepth[depth * 2 + 1]!];
      if (depth < d) expect(q, `int8 at depth ${depth}`).toBe(0);
      else expect(f, `fp32 at depth ${depth}`).toBe(0);
      fp32 += f;
      int8 += q;
    }
    expect({ fp32, int8 }).toEqual(info.evaluations);
    // One evaluation per playout that reached a non-terminal leaf, plus the root's.
    expect(fp32 + int8).toBeLessThanOrEqual(info.playouts + 1);
    expect(fp32 + int8).toBeGreaterThan(info.playouts / 2);
    const per = net().macsPerEvaluation;
    expect(info.macs).toEqual({ fp32: fp32 * per, int8: int8 * per });
    for (const { depth, mark } of marks(s.tree)) expect(mark, `node at depth ${depth}`).toBe(depth < d ? EVAL_FP32 : EVAL_INT8);
    if (d === 0) expect(fp32).toBe(0);
    if (d === Infinity) expect(int8).toBe(0);
    if (d === 1 || d === 2) expect(Math.min(fp32, int8)).toBeGreaterThan(0);
  });
});

describe('tree reuse', () => {
  it('re-rooting keeps exactly the chosen subtree; the next search reuses its visits and re-evaluates the root in FP32 with fresh priors', () => {
    const options = parseMctsSpec('mcts:threshold=1,playouts=100');
    const s = new MctsSearch(net(), options);
    s.run(new GomokuPosition(board(OPENING)));
    const tree = s.tree;
    const mine = mostVisitedChild(tree, 0);
    const reply = mostVisitedChild(tree, mine);
    expect(reply).not.toBe(NO_NODE);
    const a = tree.arrays;
    // Two moves below the root and threshold 1: this node was evaluated in INT8.
    expect(a.evaluated[reply]).toBe(EVAL_INT8);
    const kept = subtree(tree, reply);
    const visits = a.visits[reply]!;
    const played = [a.move[mine]!, a.move[reply]!].map((c) => ({ x: c % 15, y: Math.floor(c / 15) }));
    tree.reroot(reply);
    expect(subtree(tree, 0)).toEqual(kept);
    expect(tree.used).toBe(kept.size);

    const next = board([...OPENING, ...played]);
    const fp32Before = s.byDepth[0]!;
    const info = s.run(new GomokuPosition(next));
    expect(info.reusedVisits).toBe(visits);
    expect(s.byDepth[0]! - fp32Before).toBe(1);
    expect(tree.arrays.evaluated[0]).toBe(EVAL_FP32);

    // The root's children carry the priors of an FP32 evaluation of the new root, as a fresh tree's do.
    const fresh = new MctsSearch(net(), { ...options, playouts: 1 });
    fresh.run(new GomokuPosition(next));
    const priors = (t: MctsTree): Map<number, number> => {
      const m = new Map<number, number>();
      for (let c = t.arrays.first[0]!, end = c + t.arrays.count[0]!; c < end; c++) m.set(t.arrays.move[c]!, t.arrays.prior[c]!);
      return m;
    };
    expect(priors(tree)).toEqual(priors(fresh.tree));
  });

  it('the engine reuses the tree when the reply is in it, and starts afresh when it is not or reuse is off', () => {
    let reply: Point | null = null;
    const play = (spec: string, replyOf: (e: MctsEngine) => Point): number => {
      const e = new MctsEngine(parseMctsSpec(spec));
      const b = board(OPENING);
      b.play(e.gomokuMove(b).move);
      reply = replyOf(e);
      b.play(reply);
      return e.gomokuMove(b).info.reusedVisits;
    };
    // The reply the engine expects: the most visited child of its new root (its own move).
    const expected = (e: MctsEngine): Point => {
      const c = e.search.tree.arrays.move[mostVisitedChild(e.search.tree, 0)]!;
      return { x: c % 15, y: Math.floor(c / 15) };
    };
    expect(play('mcts:playouts=50', expected)).toBeGreaterThan(0);
    const same = reply!;
    expect(play('mcts:playouts=50,reuse=off', () => same)).toBe(0);
    // A corner far from every stone is no candidate, so it has no node in the tree.
    expect(play('mcts:playouts=50', () => ({ x: 0, y: 0 }))).toBe(0);
  });
});

describe('the engine', () => {
  it('is deterministic: the same position and spec give the same move and account', () => {
    const run = (): unknown => new MctsEngine(parseMctsSpec('mcts:playouts=40')).gomokuMove(board(OPENING));
    expect(run()).toEqual(run());
  });

  it('obeys a playout budget exactly, and a time budget on the injected clock', () => {
    const byPlayouts = new MctsEngine(parseMctsSpec('mcts:playouts=37')).gomokuMove(board(OPENING));
    expect(byPlayouts.info.playouts).toBe(37);
    let now = 0;
    // The clock advances 1 ms per reading: the search reads it once per playout.
    const timed = new MctsEngine(parseMctsSpec('mcts:time=25,playouts=100000'), () => now++).gomokuMove(board(OPENING));
    expect(timed.info.playouts).toBeGreaterThan(10);
    expect(timed.info.playouts).toBeLessThanOrEqual(25);
  });

  it('takes a win at once and blocks an open four-to-be', () => {
    const win = board([{ x: 3, y: 3 }, { x: 3, y: 9 }, { x: 4, y: 3 }, { x: 4, y: 9 }, { x: 5, y: 3 }, { x: 5, y: 9 }, { x: 6, y: 3 }, { x: 10, y: 12 }]);
    expect([{ x: 7, y: 3 }, { x: 2, y: 3 }]).toContainEqual(new MctsEngine(parseMctsSpec('mcts:playouts=30')).gomokuMove(win).move);
    const block = board([{ x: 3, y: 3 }, { x: 3, y: 9 }, { x: 4, y: 3 }, { x: 4, y: 9 }, { x: 5, y: 3 }, { x: 5, y: 9 }, { x: 6, y: 3 }]);
    expect([{ x: 7, y: 3 }, { x: 2, y: 3 }]).toContainEqual(new MctsEngine(parseMctsSpec('mcts:playouts=30')).gomokuMove(block).move);
  });

  it('refuses a finished game, a board size its net does not play, and a time budget without a clock', () => {
    const e = new MctsEngine(parseMctsSpec('mcts:playouts=10'));
    const done = board([{ x: 0, y: 0 }, { x: 0, y: 1 }, { x: 1, y: 0 }, { x: 1, y: 1 }, { x: 2, y: 0 }, { x: 2, y: 1 }, { x: 3, y: 0 }, { x: 3, y: 1 }, { x: 4, y: 0 }]);
    expect(() => e.gomokuMove(done)).toThrow(MctsError);
    expect(() => e.gomokuMove(done)).toThrow(/game is over after 9 moves/);
    expect(() => e.gomokuMove(new GomokuBoard(9, 'freestyle'))).toThrow(/plays 15×15 boards, not 9×9/);
    expect(() => new MctsEngine(parseMctsSpec('mcts:time=100'))).toThrow(/needs a clock/);
  });
});
