/**
 * The MCTS core draft (hdl/blokus/SPEC-v3.md): how many simulations one unit completes within the
 * 45 M-clock deadline by the clock model (SPEC-v3 §5), where the clocks go, how many tree nodes it
 * needs, and how fast the emulator runs them on this machine, at four points of a game (positions
 * from a game the playout policy plays against itself), at the default (v3.6: two engines pruning
 * their full tree, SPEC-v3 §5b, §5d, with last good replies, §5f, two candidate rows a scan clock,
 * §6a); the same with v3.5's default, with v3.4's one engine and no pruning, with v3.2's
 * two scans a playout ply instead of the row buffer (SPEC-v3 §4a), with three engines sharing the
 * unit's tree (SPEC-v3 §5b), the tree kept between a game's moves (SPEC-v3 §5e), one candidate
 * row a scan clock (SPEC-v3 §6a), and four with the next shape overlapped (§6b).
 */
import type { BenchModule } from './types.ts';
import { BlokusBoard } from '../core/blokus/index.ts';
import { BlokusMcts, blokusMctsOptionsSchema } from '../core/engines/blokus-mcts/index.ts';
import type { BlokusMctsOptionsInput } from '../core/engines/blokus-mcts/index.ts';
import { PlayoutPolicy } from '../core/engines/blokus-mcts/playout.ts';
import { createRng } from '../core/random.ts';

const DEADLINE = 45_000_000;
/** v3.5's default, beside v3.6's: no reply tables (SPEC-v3 §5f) and the 2,816 tree nodes they cost, one candidate row a scan clock (§6a), a shape's own scan clock (§6b). */
const NO_LGR = { lgr: 0, nodes: 24_576, scanRows: 1, shapeOverlap: false } as const;
/** v3.4's default, beside which v3.2's playout and v3.5's default are measured. */
const ONE_ENGINE = { ...NO_LGR, engines: 1, prune: 0 } as const;

/** A position `moves` plies into a game both of whose sides play the playout policy. */
function policyGame(moves: number): { board: BlokusBoard; ids: number[] } {
  const board = new BlokusBoard();
  const policy = new PlayoutPolicy();
  const rng = createRng(7);
  const ids: number[] = [];
  for (let i = 0; i < moves && !board.isOver(); i++) {
    const id = policy.choose(board, ids[i - 1] ?? -1, ids[i - 3] ?? -1, rng);
    if (id < 0) board.pass();
    else board.applyPlacement(id);
    ids.push(id);
  }
  return { board, ids };
}

function figures(plies: number, deadline: number, input: BlokusMctsOptionsInput = {}) {
  const engine = new BlokusMcts(blokusMctsOptionsSchema.parse({ ...input, deadline }));
  const engines = engine.options.engines;
  const { board, ids } = policyGame(plies);
  const t0 = performance.now();
  const info = engine.search(board, ids, 2);
  const ms = performance.now() - t0;
  const per = (v: number): number => Math.round(v / info.playouts);
  return {
    plies,
    simulations: info.playouts,
    cycles: info.cycles,
    // Engine clocks: a unit of E engines works E clocks a clock.
    cyclesPerSimulation: per(info.unitCycles[0]! * engines),
    playoutPliesPerSimulation: Math.round((info.playoutPlies / info.playouts) * 10) / 10,
    treeComparesPerSimulation: per(info.selectCompares),
    nodes: info.nodes,
    prunes: info.prunes,
    pruneClocks: info.pruneClocks,
    portWaitClocks: info.portWaits,
    lgrReplyPlies: info.lgrReplies,
    emulatorMs: Math.round(ms),
    emulatorUnitClocksPerSecond: Math.round((info.unitCycles[0]! * engines) / (ms / 1000)),
  };
}

/**
 * SPEC-v3 §5e: the core (one engine, `reuse=1,prune=16`: §9 measured it so) plays `plies` plies against the playout
 * policy; per search, the nodes it took over from the last one and the root visits they carried
 * (with, since v3.8, the visit a simulation in flight at the limit still holds: at most one).
 */
function reuseGame(plies: number, deadline: number) {
  const engine = new BlokusMcts(blokusMctsOptionsSchema.parse({ deadline, reuse: true, prune: 16, engines: 1 }));
  const board = new BlokusBoard();
  const policy = new PlayoutPolicy();
  const rng = createRng(7);
  const ids: number[] = [];
  const searches: { ply: number; reusedNodes: number; reuseClocks: number; carriedRootVisits: number; simulations: number; prunes: number }[] = [];
  for (let ply = 0; ply < plies && !board.isOver(); ply++) {
    let id: number;
    if (ply % 2 === 0) {
      const info = engine.search(board, ids, 2 + ply);
      searches.push({ ply, reusedNodes: info.reused, reuseClocks: info.reuseClocks, carriedRootVisits: info.rootVisits - info.playouts, simulations: info.playouts, prunes: info.prunes });
      id = info.move;
    } else id = policy.choose(board, ids[ply - 1] ?? -1, ids[ply - 3] ?? -1, rng);
    if (id < 0) board.pass();
    else board.applyPlacement(id);
    ids.push(id);
  }
  return searches;
}

const bench: BenchModule = {
  name: 'blokus-mcts',
  async run(ctx) {
    const deadline = ctx.quick ? DEADLINE / 10 : DEADLINE;
    const out: Record<string, unknown> = { deadlineClocks: deadline };
    for (const plies of [0, 8, 16, 24]) {
      ctx.progress(`${plies} plies in`);
      out[`after${plies}`] = figures(plies, deadline);
    }
    // v3.4's default: one engine, a full tree stops growing.
    for (const plies of [0, 8, 16]) {
      ctx.progress(`${plies} plies in, one engine, no pruning`);
      out[`oneEngineAfter${plies}`] = figures(plies, deadline, ONE_ENGINE);
    }
    // SPEC-v3 §4a: the same positions with v3.2's playout (two scans a ply), what the row buffer gains.
    for (const plies of [0, 8, 16]) {
      ctx.progress(`${plies} plies in, one engine, two scans a playout ply`);
      out[`twoScansAfter${plies}`] = figures(plies, deadline, { ...ONE_ENGINE, drawBuffer: false });
    }
    // SPEC-v3 §5b: three engines on one tree, the same deadline (clocks a simulation: per engine).
    for (const plies of [0, 8, 16]) {
      ctx.progress(`${plies} plies in, three engines, no pruning`);
      out[`engines3After${plies}`] = figures(plies, deadline, { ...NO_LGR, engines: 3, prune: 0 });
    }
    // SPEC-v3 §5f: v3.5's default, without the last good replies and with the nodes they cost.
    for (const plies of [0, 8, 16]) {
      ctx.progress(`${plies} plies in, no last good reply (v3.5)`);
      out[`noLgrAfter${plies}`] = figures(plies, deadline, NO_LGR);
    }
    // SPEC-v3 §6a: one candidate row a scan clock, as before v3.6 (the same moves in more clocks).
    for (const plies of [0, 8, 16]) {
      ctx.progress(`${plies} plies in, one row a scan clock`);
      out[`scanRows1After${plies}`] = figures(plies, deadline, { scanRows: 1, shapeOverlap: false });
    }
    // SPEC-v3 §6b: a shape's own scan clock, as before v3.10 (the same moves in more clocks).
    for (const plies of [0, 8, 16]) {
      ctx.progress(`${plies} plies in, a shape's own scan clock (v3.9)`);
      out[`noOverlapAfter${plies}`] = figures(plies, deadline, { shapeOverlap: false });
    }
    // SPEC-v3 §6b: four rows a clock and the next shape set up in the last row clock, in the tree that leaves room for their row buffers.
    for (const plies of [0, 8, 16]) {
      ctx.progress(`${plies} plies in, four rows a scan clock, shapes overlapped`);
      out[`scanRows4OverlapAfter${plies}`] = figures(plies, deadline, { scanRows: 4, shapeOverlap: true, nodes: 21_248 });
    }
    ctx.progress('a game against the playout policy, the tree kept between moves');
    out.reuseGame = reuseGame(ctx.quick ? 8 : 24, deadline);
    return out;
  },
};

export default bench;
