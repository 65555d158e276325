/**
 * Helpers for the mixed-precision MCTS bench (not a bench module itself): Gomoku games between two
 * movers from seeded openings, MCTS movers that keep their tree across a game and total their
 * evaluations, MACs and search time, and a pairing's tally with its score and Elo intervals.
 */
import { MctsEngine, parseMctsSpec, playOpening } from '../core/engines/mcts/index.ts';
import { gomokuCoreMove } from '../core/engines/gomoku-core/index.ts';
import { BLACK, GomokuBoard } from '../core/gomoku/index.ts';
import type { Point } from '../core/gomoku/index.ts';
import { modelledCost } from '../core/nn/index.ts';
import type { Precision } from '../core/nn/index.ts';
import { createRng } from '../core/random.ts';
import { eloEstimate } from '../core/stats/index.ts';
import { formatEloInterval } from '../core/stats/elo-text.ts';
import { ArenaError } from '../core/errors.ts';
import { figures } from './hex-series.ts';
import type { SeriesFigures } from './hex-series.ts';

export interface Mover {
  readonly name: string;
  newGame(): void;
  move(board: GomokuBoard): Point;
}

/** What an MCTS mover spent over all its moves. */
export interface Spent {
  moves: number;
  ms: number;
  evaluations: Record<Precision, number>;
  macs: Record<Precision, number>;
}

export function noSpent(): Spent {
  return { moves: 0, ms: 0, evaluations: { fp32: 0, int8: 0 }, macs: { fp32: 0, int8: 0 } };
}

/** Adds `s` into `total`. */
export function addSpent(total: Spent, s: Spent): void {
  total.moves += s.moves;
  total.ms += s.ms;
  for (const p of ['fp32', 'int8'] as const) {
    total.evaluations[p] += s.evaluations[p];
    total.macs[p] += s.macs[p];
  }
}

/** An MCTS player; `spent` totals its moves since the last newGame() (or since it was made). */
export class MctsMover implements Mover {
  readonly engine: MctsEngine;
  spent: Spent = noSpent();
  constructor(readonly name: string) {
    this.engine = new MctsEngine(parseMctsSpec(name), () => performance.now());
  }
  newGame(): void {
    this.engine.reset();
    this.spent = noSpent();
  }
  move(board: GomokuBoard): Point {
    const t0 = performance.now();
    const { move, info } = this.engine.gomokuMove(board);
    addSpent(this.spent, { moves: 1, ms: performance.now() - t0, evaluations: info.evaluations, macs: info.macs });
    return move;
  }
}

/** The emulated Gomoku IP (alpha-beta, hdl/gomoku/SPEC.md) at `depth`; its spec is `core:<depth>`. */
export function coreMover(depth: number): Mover {
  return { name: coreSpec(depth), newGame() {}, move: (board) => gomokuCoreMove(board.toPosition(), { depth }).move };
}

export const coreSpec = (depth: number): string => `core:${depth}`;

/** A mover from its spec: `core:<depth>`, or an `mcts:` spec (refused by parseMctsSpec if bad). */
export function moverOf(spec: string): Mover {
  const core = /^core:(\d+)$/.exec(spec);
  if (core) return coreMover(Number(core[1]));
  if (spec.startsWith('mcts')) return new MctsMover(spec);
  throw new ArenaError('bench-bad-mover', `bench mover '${spec}' is neither core:<depth> nor an mcts: spec`, { spec });
}

/** Per move: evaluations, FP32-equivalent MACs (INT8 at ¼), INT8 share, evaluations per second. */
export function spentFigures(s: Spent) {
  const evals = s.evaluations.fp32 + s.evaluations.int8;
  return {
    moves: s.moves,
    evalsPerMove: round(evals / Math.max(1, s.moves)),
    int8Share: round(s.evaluations.int8 / Math.max(1, evals), 3),
    macsPerMove: { fp32: Math.round(s.macs.fp32 / Math.max(1, s.moves)), int8: Math.round(s.macs.int8 / Math.max(1, s.moves)) },
    modelledCostPerMove: Math.round(modelledCost(s.macs) / Math.max(1, s.moves)),
    evalsPerSecond: Math.round((1000 * evals) / Math.max(1, s.ms)),
    msPerMove: round(s.ms / Math.max(1, s.moves)),
  };
}

export type Winner = 'a' | 'b' | 'draw';

/** One game from the opening of `seed`; A plays black when `aFirst`. Returns who won and the plies played. */
export function playGame(a: Mover, b: Mover, aFirst: boolean, seed: number): { winner: Winner; plies: number } {
  const board = new GomokuBoard(15, 'freestyle');
  playOpening(board, createRng(seed));
  a.newGame();
  b.newGame();
  while (!board.isOver) {
    const aToMove = (board.toMove === BLACK) === aFirst;
    board.play((aToMove ? a : b).move(board));
  }
  const o = board.outcome;
  const winner: Winner = o.kind !== 'win' ? 'draw' : (o.winner === BLACK) === aFirst ? 'a' : 'b';
  return { winner, plies: board.moveCount };
}

export interface Tally {
  aWins: number;
  bWins: number;
  draws: number;
}

export function addToTally(tally: Tally, winner: Winner): void {
  if (winner === 'a') tally.aWins++;
  else if (winner === 'b') tally.bWins++;
  else tally.draws++;
}

export interface PairFigures extends Tally {
  readonly a: string;
  readonly b: string;
  /** A's score (wins + draws/2) with its 95% Wilson interval, in percent. */
  readonly score: SeriesFigures;
  /** A's Elo over B with its 95% interval (core/stats; ±inf for a sweep, as text too). */
  readonly elo: { readonly elo: number | string; readonly low: number | string; readonly high: number | string; readonly text: string };
}

/** A pairing's figures from its tally. */
export function pairFigures(a: string, b: string, t: Tally): PairFigures {
  const games = t.aWins + t.bWins + t.draws;
  const e = eloEstimate({ wins: t.aWins, losses: t.bWins, draws: t.draws });
  const show = (v: number): number | string => (Number.isFinite(v) ? Math.round(v) : String(v));
  return { a, b, ...t, score: figures(t.aWins + t.draws / 2, games), elo: { elo: show(e.elo), low: show(e.low), high: show(e.high), text: formatEloInterval(e) } };
}

function round(v: number, digits = 1): number {
  return Number(v.toFixed(digits));
}
