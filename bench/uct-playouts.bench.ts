/**
 * UCT playouts per second on this machine, per game: Hex 11×11 plain and with the strategy rules,
 * Gomoku 15×15 (a few stones in), Blokus Duo (the empty board and 8 moves in). Each figure is one
 * search from the position with a playout budget, so it includes selection, expansion and backup.
 */
import type { BenchModule } from './types.ts';
import { BlokusUctGame, GomokuUctGame, HexUctGame, UctSearch, uctOptionsSchema } from '../core/engines/uct/index.ts';
import type { UctGame, UctOptionsInput } from '../core/engines/uct/index.ts';
import { BlokusBoard, legalPlacements } from '../core/blokus/index.ts';
import { GomokuBoard } from '../core/gomoku/index.ts';
import { HexBoard } from '../core/hex/index.ts';
import { createRng } from '../core/random.ts';

function rate(game: UctGame, options: UctOptionsInput, playouts: number): { playoutsPerSecond: number; ms: number; nodes: number } {
  const search = new UctSearch(uctOptionsSchema.parse({ ...options, playouts }));
  search.search(game); // warm-up: JIT and caches
  const t0 = performance.now();
  const r = search.search(game, 1);
  const ms = performance.now() - t0;
  return { playoutsPerSecond: Math.round(r.playouts / (ms / 1000)), ms: Math.round(ms), nodes: r.nodes };
}

function gomokuOpening(): GomokuBoard {
  const b = new GomokuBoard(15, 'freestyle');
  for (const [x, y] of [[7, 7], [8, 8], [6, 8], [8, 6], [7, 9], [9, 7]] as const) b.play({ x, y });
  return b;
}

function blokusAfter(moves: number): BlokusBoard {
  const b = new BlokusBoard();
  const rng = createRng(4);
  for (let i = 0; i < moves; i++) b.applyPlacement(rng.pick(legalPlacements(b)));
  return b;
}

const bench: BenchModule = {
  name: 'uct-playouts',
  async run(ctx) {
    const scale = ctx.quick ? 0.1 : 1;
    const n = (v: number): number => Math.max(50, Math.round(v * scale));
    const out: Record<string, unknown> = {};
    const hex = new HexBoard({ size: 11, swap: false });
    ctx.progress('hex');
    out.hex11Plain = rate(new HexUctGame(hex, { strategy: false, prune: false }), { strategy: false, prune: false }, n(40_000));
    out.hex11Strategy = rate(new HexUctGame(hex, { strategy: true, prune: true }), {}, n(40_000));
    ctx.progress('gomoku');
    out.gomoku15 = rate(new GomokuUctGame(gomokuOpening(), { prune: true, strategy: true }), {}, n(10_000));
    ctx.progress('blokus');
    out.blokusStart = rate(new BlokusUctGame(new BlokusBoard(), { strategy: true }), {}, n(1_000));
    out.blokusAfter8 = rate(new BlokusUctGame(blokusAfter(8), { strategy: true }), {}, n(1_000));
    return out;
  },
};

export default bench;
