/**
 * The Blokus MCTS: its move prior against a from-scratch recomputation off the cells (not the
 * bit-planes), its playout policy against the rule it states, and the search's legality and
 * reproducibility.
 */
import { describe, expect, it } from 'vitest';
import { BlokusBoard, MAX_PLACEMENTS, PIECE_SIZES, PLACEMENTS, canonicalCode, encodeMoveCode, generatePlacements, placementCells } from '../../../../core/blokus/index.ts';
import type { Side } from '../../../../core/blokus/geometry.ts';
import { createRng } from '../../../../core/random.ts';
import { MovePrior, PRIOR_WEIGHTS } from '../../../../core/engines/blokus-mcts/prior.ts';
import { PIECE_WEIGHT, PlayoutPolicy, generateConsidered, minConsideredSize } from '../../../../core/engines/blokus-mcts/playout.ts';
import { BlokusMcts, BlokusMctsError, blokusMctsMove, blokusMctsOptionsSchema } from '../../../../core/engines/blokus-mcts/index.ts';
import { CLOCKS, listPasses, scanVisits } from '../../../../core/engines/blokus-mcts/clocks.ts';
import { coreBoardOf } from '../../../../core/engines/blokus-core/index.ts';
import { STRIDE } from '../../../../core/engines/blokus-core/board.ts';
import { SHAPE_COUNT, SHAPE_HEIGHT, SHAPE_PIECE, candidateRows } from '../../../../core/engines/blokus-core/generation.ts';
import { randomBoard } from '../../../support/mcts-trees.ts';

type Cell = readonly [number, number];
const on = ([x, y]: Cell): boolean => x >= 1 && x <= 14 && y >= 1 && y <= 14;
const orth = ([x, y]: Cell): Cell[] => ([[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]] as Cell[]).filter(on);
const diag = ([x, y]: Cell): Cell[] => ([[x - 1, y - 1], [x + 1, y - 1], [x - 1, y + 1], [x + 1, y + 1]] as Cell[]).filter(on);
const key = ([x, y]: Cell): number => y * 16 + x;

/** The rules' facts about one side, from `owner` alone. */
function sideView(board: BlokusBoard, side: Side) {
  const own = (c: Cell): boolean => board.owner(c[0], c[1]) === side;
  const forbidden = (c: Cell): boolean => board.owner(c[0], c[1]) !== null || orth(c).some(own);
  const start = board.startSquare(side) === '5' ? ([5, 5] as Cell) : ([10, 10] as Cell);
  const attach = (c: Cell): boolean => (board.piecesPlaced(side) === 0 ? key(c) === key(start) : diag(c).some(own));
  const open = (c: Cell): boolean => attach(c) && !forbidden(c);
  return { own, forbidden, attach, open };
}

/** Open cells of `op` near the placement id's corners (the "recent" cells of a move). */
function nearMove(board: BlokusBoard, op: Side, id: number): Set<number> {
  const v = sideView(board, op);
  const cells = placementCells(id) as Cell[];
  const inside = new Set(cells.map(key));
  const out = new Set<number>();
  for (const c of cells)
    for (const d of diag(c)) {
      if (inside.has(key(d)) || orth(d).some((n) => inside.has(key(n))) || v.forbidden(d)) continue;
      out.add(key(d));
      for (const n of orth(d)) if (!v.forbidden(n)) out.add(key(n));
    }
  return out;
}

function expectedScore(board: BlokusBoard, id: number, recent: readonly number[]): number {
  const W = PRIOR_WEIGHTS;
  const me = board.toMove;
  const op = (1 - me) as Side;
  const m = sideView(board, me);
  const o = sideView(board, op);
  const cells = placementCells(id) as Cell[];
  const inside = new Set(cells.map(key));
  const block = new Set<number>();
  for (let y = 1; y <= 14; y++)
    for (let x = 1; x <= 14; x++) {
      const c: Cell = [x, y];
      if (!o.open(c)) continue;
      block.add(key(c));
      for (const n of orth(c)) if (!o.forbidden(n)) block.add(key(n));
    }
  const local = new Set<number>();
  for (const r of recent) for (const c of nearMove(board, op, r)) local.add(c);
  let v = W.size[cells.length]!;
  for (const c of cells) v += block.has(key(c)) ? W.pointBlock : W.pointOther;
  if (cells.some((c) => local.has(key(c)))) v += W.local;
  const near = new Map<number, Cell>();
  for (const c of cells) for (const d of diag(c)) if (!inside.has(key(d)) && !orth(d).some((n) => inside.has(key(n)))) near.set(key(d), d);
  for (const d of near.values()) {
    if (m.forbidden(d)) v += m.own(d) ? W.attachOwn : W.attachForbidden;
    else v += W.attachOpen[orth(d).filter((n) => !m.forbidden(n)).length]!;
  }
  const beside = new Map<number, Cell>();
  for (const c of cells) for (const n of orth(c)) if (!inside.has(key(n))) beside.set(key(n), n);
  for (const n of beside.values()) {
    if (m.forbidden(n)) v += o.own(n) ? W.adjOpponent : W.adjForbidden;
    else v += m.attach(n) ? W.adjOwnAttach : W.adjOpen;
  }
  return v;
}

describe('Blokus MCTS move prior', () => {
  it('scores every legal move as the features recomputed from the cells say, on random positions', () => {
    const prior = new MovePrior();
    const out = new Int32Array(MAX_PLACEMENTS);
    let checked = 0;
    for (let seed = 1; seed <= 24; seed++) {
      const { board, ids } = randomBoard(seed, 1 + ((seed * 7) % 28));
      if (board.isOver()) continue;
      const recent = [ids[ids.length - 1] ?? -1, ids[ids.length - 3] ?? -1].filter((id) => id >= 0);
      prior.prepare(board, recent);
      const n = generatePlacements(board, out);
      for (let i = 0; i < n; i += 3) {
        expect(prior.score(out[i]!), `seed ${seed}, ${encodeMoveCode(board.moves[0]!)}…, placement ${out[i]}`).toBe(expectedScore(board, out[i]!, recent));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});

describe('Blokus MCTS playouts', () => {
  it('generate only the considered sizes early, all sizes from 10 pieces on', () => {
    expect([0, 3, 4, 5, 6, 9, 10, 30].map(minConsideredSize)).toEqual([5, 5, 4, 4, 3, 3, 1, 1]);
    const out = new Int32Array(MAX_PLACEMENTS);
    for (let seed = 1; seed <= 12; seed++) {
      const { board } = randomBoard(seed, seed % 12);
      const n = generateConsidered(board, out);
      const all = new Int32Array(MAX_PLACEMENTS);
      const m = generatePlacements(board, all);
      const min = minConsideredSize(board.piecesPlaced(0) + board.piecesPlaced(1));
      const want = Array.from(all.subarray(0, m)).filter((id) => PIECE_SIZES[PLACEMENTS.piece[id]!]! >= min);
      expect(Array.from(out.subarray(0, n))).toEqual(want.length > 0 ? want : Array.from(all.subarray(0, m)));
    }
  });

  it('weigh pieces by 3^size · 1.8^(corners − 1): the monomino has 4 corners, the X pentomino 8', () => {
    expect(PIECE_WEIGHT[0]).toBe(Math.round(3 * 1.8 ** 3));
    const x = [...PIECE_SIZES.keys()].find((p) => PIECE_SIZES[p] === 5 && PIECE_WEIGHT[p]! > 3 ** 5 * 1.8 ** 6.5)!;
    expect(PIECE_WEIGHT[x]).toBe(Math.round(3 ** 5 * 1.8 ** 7));
  });

  it('answer the opponent: the chosen move covers the most recent cells any considered move covers', () => {
    const policy = new PlayoutPolicy();
    const rng = createRng(9);
    const out = new Int32Array(MAX_PLACEMENTS);
    let answered = 0;
    for (let seed = 30; seed < 60; seed++) {
      const { board, ids } = randomBoard(seed, 8 + (seed % 14));
      if (board.isOver()) continue;
      const r0 = ids[ids.length - 1] ?? -1;
      const r1 = ids[ids.length - 3] ?? -1;
      const me = board.toMove;
      const op = (1 - me) as Side;
      const near = new Set<number>();
      for (const r of [r0, r1]) if (r >= 0) for (const c of nearMove(board, op, r)) near.add(c);
      const m = sideView(board, me);
      const value = (id: number): number => (placementCells(id) as Cell[]).reduce((s, c) => s + (near.has(key(c)) ? (m.attach(c) ? 2 : 1) : 0), 0);
      const n = generateConsidered(board, out);
      const best = Math.max(0, ...Array.from(out.subarray(0, n), value));
      const id = policy.choose(board, r0, r1, rng);
      if (n === 0) {
        expect(id).toBe(-1);
        continue;
      }
      expect(Array.from(out.subarray(0, n))).toContain(id);
      expect(value(id)).toBe(best);
      if (best > 0) answered++;
    }
    expect(answered).toBeGreaterThan(10);
  });
});

describe('Blokus MCTS search', () => {
  it('plays legal moves, the same ones again with the same seed, other ones with another', () => {
    const play = (seed: number): string[] => {
      const board = new BlokusBoard({ firstMoverStart: 'a' });
      for (let i = 0; i < 4; i++) {
        const { move, info } = blokusMctsMove({ setup: board.setup, moves: [...board.moves] }, { deadline: 0, playouts: 60, seed, width: 0, expand: 1, nodes: 1 << 16 });
        expect(board.legality(move).legal).toBe(true);
        expect(info.playoutPlies).toBeGreaterThan(60 * 10);
        expect(info.visits).toBeGreaterThan(0);
        board.apply(move);
      }
      return board.moves.map(encodeMoveCode);
    };
    const a = play(3);
    expect(play(3)).toEqual(a);
    expect([5, 7].map(play)).not.toEqual([a, a]);
  });

  it('beats a player that moves at random, with either colour and from either start', () => {
    const out = new Int32Array(MAX_PLACEMENTS);
    for (let g = 0; g < 4; g++) {
      const mcts: Side = (g % 2) as Side;
      const board = new BlokusBoard({ firstMoverStart: g < 2 ? '5' : 'a' });
      const rng = createRng(40 + g);
      while (!board.isOver()) {
        if (board.toMove === mcts) {
          board.apply(blokusMctsMove({ setup: board.setup, moves: [...board.moves] }, { deadline: 0, playouts: 60, seed: g, width: 0, expand: 1, nodes: 1 << 17 }).move);
          continue;
        }
        const n = generatePlacements(board, out);
        if (n === 0) board.pass();
        else board.applyPlacement(out[rng.nextInt(n)]!);
      }
      expect(board.result().winner, `game ${g}: ${board.score(0)}–${board.score(1)}`).toBe(mcts);
    }
  });
});

describe('MCTS core clock model (SPEC-v3 §5)', () => {
  it('answers at once, after one simulation, when the side to move has a single move', () => {
    const out = new Int32Array(MAX_PLACEMENTS);
    let found = 0;
    for (let seed = 200; seed < 400 && found < 2; seed++) {
      const { board, ids } = randomBoard(seed, 30 + (seed % 12));
      if (board.isOver() || generateConsidered(board, out) !== 1) continue;
      found++;
      const info = new BlokusMcts(blokusMctsOptionsSchema.parse({ engines: 1 + (found % 2) * 2 })).search(board, ids, 1);
      expect(info.playouts).toBe(1);
      expect(info.move).toBe(out[0]);
      expect(info.deadlineHit).toBe(false);
      expect(info.cycles).toBeLessThan(100_000);
    }
    expect(found).toBe(2);
  });


  /**
   * The v2 core's own scan, on its own board: shapes of available pieces of the considered sizes, and
   * their candidate rows, `rows` a clock (SPEC-v3 §6a); with `overlap` a shape's set-up shares its
   * last row clock, so it costs its row clocks, at least one (§6b).
   */
  function coreScanVisits(board: BlokusBoard, min: number, rows = 1, overlap = false): number {
    const { board: core, me } = coreBoardOf({ setup: board.setup, moves: [...board.moves] });
    const forb = new Int32Array(STRIDE);
    const att = new Int32Array(STRIDE);
    const cand = new Int32Array(6);
    candidateRows(core.moverMasks(me, forb, att, 0), cand);
    let v = 0;
    for (let s = 0; s < SHAPE_COUNT; s++) {
      if (((core.avail[me]! >> SHAPE_PIECE[s]!) & 1) === 0 || PIECE_SIZES[SHAPE_PIECE[s]!]! < min) continue;
      let r = 0;
      for (let c = cand[SHAPE_HEIGHT[s]!]!; c !== 0; c &= c - 1) r++;
      v += overlap ? Math.max(1, Math.ceil(r / rows)) : 1 + Math.ceil(r / rows);
    }
    return v;
  }

  it('counts a scan as the v2 core’s scan visits it on its own board', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const { board } = randomBoard(seed, seed % 30);
      if (board.isOver()) continue;
      const min = minConsideredSize(board.piecesPlaced(0) + board.piecesPlaced(1));
      expect(scanVisits(board), `seed ${seed}`).toBe(coreScanVisits(board, min));
      expect(scanVisits(board, true), `seed ${seed}, all sizes`).toBe(coreScanVisits(board, 1));
      expect(scanVisits(board, false, 2), `seed ${seed}, two rows a clock`).toBe(coreScanVisits(board, min, 2));
      expect(scanVisits(board, false, 4), `seed ${seed}, four rows a clock`).toBe(coreScanVisits(board, min, 4));
      expect(scanVisits(board, false, 4, true), `seed ${seed}, four rows a clock, shapes overlapped`).toBe(coreScanVisits(board, min, 4, true));
      expect(scanVisits(board, true, 1, true), `seed ${seed}, all sizes, shapes overlapped`).toBe(coreScanVisits(board, 1, 1, true));
    }
  });

  it('plays the same moves with two rows a scan clock, in fewer clocks a simulation (SPEC-v3 §6a)', () => {
    const { board, ids } = randomBoard(11, 10);
    const run = (scanRows: number) => new BlokusMcts(blokusMctsOptionsSchema.parse({ deadline: 0, playouts: 300, engines: 1, scanRows })).search(board, ids, 5);
    const [one, two] = [run(1), run(2)];
    // A fixed number of simulations with one engine: the tree and the moves are the same, only the clocks differ.
    expect({ ...two, cycles: 0, unitCycles: [] }).toEqual({ ...one, cycles: 0, unitCycles: [] });
    expect(two.cycles).toBeLessThan(one.cycles * 0.8);
  });

  it('plays the same moves with four rows a scan clock and shapes overlapped, in fewer clocks than two rows (SPEC-v3 §6b)', () => {
    const { board, ids } = randomBoard(13, 12);
    const run = (scanRows: number, shapeOverlap: boolean) => new BlokusMcts(blokusMctsOptionsSchema.parse({ deadline: 0, playouts: 300, engines: 1, scanRows, shapeOverlap })).search(board, ids, 5);
    const [two, four, both] = [run(2, false), run(4, false), run(4, true)];
    for (const other of [four, both]) expect({ ...other, cycles: 0, unitCycles: [] }).toEqual({ ...two, cycles: 0, unitCycles: [] });
    expect(four.cycles).toBeLessThan(two.cycles);
    expect(both.cycles).toBeLessThan(four.cycles);
  });

  it('stops every unit at its deadline, keeps `width` children, and merges the units at the root', () => {
    const { board, ids } = randomBoard(4, 6);
    const deadline = 400_000;
    const engine = new BlokusMcts(blokusMctsOptionsSchema.parse({ deadline, units: 2, width: 12, rootWidth: 0, expand: 4, nodes: 1 << 16 }));
    const info = engine.search(board, ids, 1);
    expect(info.deadlineHit).toBe(true);
    expect(info.unitCycles).toHaveLength(2);
    expect(info.cycles).toBeLessThanOrEqual(deadline);
    // A unit stops at its limit: the deadline less the core's own clocks around the units.
    for (const c of info.unitCycles) expect(c).toBe(deadline - (CLOCKS.start + CLOCKS.merge * 12 * 2 + CLOCKS.applyOppOwn));
    expect(info.rootMoves).toBe(12);
    expect(info.cycles).toBe(CLOCKS.start + Math.max(...info.unitCycles) + CLOCKS.merge * 12 * 2 + CLOCKS.applyOppOwn);
    // A unit alone has the merge of one unit taken out of its deadline.
    const one = new BlokusMcts(blokusMctsOptionsSchema.parse({ deadline, units: 1, width: 12, rootWidth: 0, expand: 4, nodes: 1 << 16 })).search(board, ids, 1);
    expect(one.unitCycles[0]).toBe(deadline - (CLOCKS.start + CLOCKS.merge * 12 + CLOCKS.applyOppOwn));
    expect(info.playouts).toBeGreaterThan(one.playouts);
  });

  it('with RAVE, still stops within the deadline, and the RAVE updates change what the search thinks', () => {
    const { board, ids } = randomBoard(12, 14);
    const deadline = 600_000;
    const on = new BlokusMcts(blokusMctsOptionsSchema.parse({ deadline, rave: true })).search(board, ids, 2);
    const off = new BlokusMcts(blokusMctsOptionsSchema.parse({ deadline, rave: false })).search(board, ids, 2);
    expect(on.cycles).toBeLessThanOrEqual(deadline);
    expect(on.deadlineHit).toBe(true);
    // Same seed, same first simulation; RAVE costs clocks and moves values, so the searches part.
    expect(on.playouts).toBeLessThan(off.playouts);
    expect([on.visits, on.value]).not.toEqual([off.visits, off.value]);
  });

  it('runs engines on one tree: more simulations in the same deadline, port waits counted, the virtual losses in flight at the limit merged as they stand', () => {
    const { board, ids } = randomBoard(6, 8);
    const deadline = 2_000_000;
    const run = (engines: number) => new BlokusMcts(blokusMctsOptionsSchema.parse({ deadline, engines })).search(board, ids, 3);
    const one = run(1);
    const three = run(3);
    expect(one.portWaits).toBe(0);
    expect(three.portWaits).toBeGreaterThan(0);
    for (const info of [one, three]) {
      expect(info.cycles).toBeLessThanOrEqual(deadline);
      expect(info.deadlineHit).toBe(true);
      // A simulation the limit drops keeps its virtual loss, a visit at one root child: the merge reads the tree as the port leaves it (SPEC-v3 §5b).
      expect(info.rootVisits - info.playouts).toBeGreaterThanOrEqual(0);
      expect(info.rootVisits - info.playouts).toBeLessThanOrEqual(info === one ? 1 : 3);
      expect(board.legality(canonicalCode(info.move)).legal).toBe(true);
    }
    // The port is busy for a few hundred clocks of a simulation's thousands: nearly three times the work.
    expect(three.playouts).toBeGreaterThan(2.5 * one.playouts);
    expect(three.rootVisits).toBeGreaterThan(three.playouts);
    expect(run(3)).toEqual(three);
    // A search that keeps its tree takes the held losses out after it answers: its root's children then hold exactly the finished simulations.
    const kept = new BlokusMcts(blokusMctsOptionsSchema.parse({ deadline, engines: 3, reuse: true }));
    const answer = kept.search(board, ids, 3);
    expect(answer.rootVisits).toBeGreaterThan(answer.playouts);
    expect(kept.children([])!.reduce((t, c) => t + c.visits, 0)).toBe(answer.playouts);
    // Every unit's engines start, not only the first unit's.
    const units = (engines: number) => new BlokusMcts(blokusMctsOptionsSchema.parse({ deadline, engines, units: 2 })).search(board, ids, 3).playouts;
    expect(units(3)).toBeGreaterThan(2.5 * units(1));
  });

  it('with the draw buffer, plays the same simulations as two scans in fewer clocks, so more of them fit a deadline', () => {
    const { board, ids } = randomBoard(7, 6);
    // One engine: with two, the port's interleaving follows each simulation's clocks, so the trees would differ.
    const fixed = (drawBuffer: boolean) => new BlokusMcts(blokusMctsOptionsSchema.parse({ deadline: 0, playouts: 300, drawBuffer, engines: 1 })).search(board, ids, 5);
    const buffered = fixed(true);
    const scanned = fixed(false);
    // The draw picks the move the second scan would: the same playouts, tree and answer.
    const same = ({ move, visits, value, rootVisits, nodes, playoutPlies, playoutMoves }: typeof buffered) => ({ move, visits, value, rootVisits, nodes, playoutPlies, playoutMoves });
    expect(same(buffered)).toEqual(same(scanned));
    // A scan costs a clock per shape visited and per candidate row: far more than the draw's clocks while many pieces are left.
    expect(scanned.cycles - buffered.cycles).toBeGreaterThan(buffered.playoutPlies * 5);
    const timed = (drawBuffer: boolean) => new BlokusMcts(blokusMctsOptionsSchema.parse({ deadline: 2_000_000, drawBuffer })).search(board, ids, 5);
    const more = timed(true);
    const fewer = timed(false);
    expect(more.cycles).toBeLessThanOrEqual(2_000_000);
    expect(more.playouts).toBeGreaterThan(1.5 * fewer.playouts);
  });

  it('with expandPerPly, makes deeper leaves wait longer: the same simulations grow a smaller tree', () => {
    const { board, ids } = randomBoard(10, 8);
    const run = (expandPerPly: number) => new BlokusMcts(blokusMctsOptionsSchema.parse({ deadline: 0, playouts: 600, expandPerPly, nodes: 1 << 16 })).search(board, ids, 4);
    const flat = run(0);
    const half = run(0.5);
    const two = run(2);
    expect([flat.playouts, half.playouts, two.playouts]).toEqual([600, 600, 600]);
    expect(half.nodes).toBeLessThan(flat.nodes);
    expect(two.nodes).toBeLessThan(half.nodes);
    // The root and its children are expanded as before: the root's moves are the same.
    expect(two.rootMoves).toBe(flat.rootMoves);
  });

  it('keeps rootWidth children at the root and width below it', () => {
    const { board, ids } = randomBoard(11, 6);
    const all = generateConsidered(board, new Int32Array(MAX_PLACEMENTS));
    expect(all).toBeGreaterThan(80);
    const run = (rootWidth: number) => new BlokusMcts(blokusMctsOptionsSchema.parse({ deadline: 0, playouts: 200, width: 8, rootWidth, expand: 1, nodes: 1 << 16 })).search(board, ids, 2);
    const narrow = run(0);
    const wide = run(80);
    expect(narrow.rootMoves).toBe(8);
    expect(wide.rootMoves).toBe(80);
    // Below the root each of the ≤ 200 expansions adds at most 8 children.
    expect(wide.nodes).toBeLessThanOrEqual(1 + 80 + 8 * 200);
    expect(wide.nodes).toBeGreaterThan(1 + 80 + 8 * 100);
  });

  it('ranks a root wider than the top list in passes of the list: the same children, and a pass’s clocks a pass (SPEC-v3 §5 step 2, v3.9)', () => {
    const { board, ids } = randomBoard(11, 6);
    const all = generateConsidered(board, new Int32Array(MAX_PLACEMENTS));
    expect(all).toBeGreaterThan(96);
    // Only the root expands (no leaf reaches 1,000 visits), so the list's width changes nothing but the root's passes.
    const run = (width: number) => new BlokusMcts(blokusMctsOptionsSchema.parse({ deadline: 0, playouts: 20, engines: 1, width, rootWidth: 128, expand: 1000 })).search(board, ids, 3);
    const [list32, list128] = [run(32), run(128)];
    expect({ ...list32, cycles: 0, unitCycles: [] }).toEqual({ ...list128, cycles: 0, unitCycles: [] });
    expect(list32.rootMoves).toBe(Math.min(all, 128));
    const passes = listPasses(list32.rootMoves, 32);
    expect(passes).toBe(4);
    expect(listPasses(list32.rootMoves, 128)).toBe(1);
    const { scanRows, shapeOverlap } = blokusMctsOptionsSchema.parse({});
    const pass = CLOCKS.listPass + scanVisits(board, false, scanRows, shapeOverlap) + CLOCKS.expandMove * all;
    expect(list32.unitCycles[0]! - list128.unitCycles[0]!).toBe((passes - 1) * pass);
  });

  it('with several engines and no deadline, finishes exactly the simulations asked for', () => {
    const { board, ids } = randomBoard(9, 12);
    const info = new BlokusMcts(blokusMctsOptionsSchema.parse({ deadline: 0, playouts: 90, engines: 4, nodes: 1 << 16 })).search(board, ids, 7);
    expect(info.playouts).toBe(90);
    expect(info.rootVisits).toBe(90);
    expect(info.deadlineHit).toBe(false);
  });

  it('refuses, by name, a deadline too short to expand the root', () => {
    const { board, ids } = randomBoard(3, 4);
    expect(() => new BlokusMcts(blokusMctsOptionsSchema.parse({ deadline: 500 })).search(board, ids, 1)).toThrow(BlokusMctsError);
    expect(() => new BlokusMcts(blokusMctsOptionsSchema.parse({ deadline: 500 })).search(board, ids, 1)).toThrow(/deadline 500 clocks is too short to expand the root/);
  });

  it('charges a playout-only search the same clocks as the same search with a deadline it does not reach', () => {
    const { board, ids } = randomBoard(8, 10);
    const a = new BlokusMcts(blokusMctsOptionsSchema.parse({ deadline: 0, playouts: 40, width: 0, expand: 1, nodes: 1 << 16 })).search(board, ids, 5);
    expect(a.deadlineHit).toBe(false);
    expect(a.playouts).toBe(40);
    // Just enough for those 40: the 41st is dropped at the deadline, where the unit stops.
    const b = new BlokusMcts(blokusMctsOptionsSchema.parse({ deadline: a.cycles, width: 0, expand: 1, nodes: 1 << 16 })).search(board, ids, 5);
    expect(b.playouts).toBe(40);
    expect(b.deadlineHit).toBe(true);
    expect(b.unitCycles[0]).toBe(a.unitCycles[0]);
    expect(b.cycles).toBe(a.cycles);
    expect(b.move).toBe(a.move);
    const short = new BlokusMcts(blokusMctsOptionsSchema.parse({ deadline: a.cycles - 1, width: 0, expand: 1, nodes: 1 << 16 })).search(board, ids, 5);
    expect(short.playouts).toBe(39);
  });
});
