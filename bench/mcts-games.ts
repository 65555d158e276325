/**
 * Helpers for the mixed-precision MCTS bench (not a bench module itself): Gomoku games between two
 * movers from seeded openings, MCTS movers that keep their tree across a game and total their
 * evaluations, MACs and search time, and the series tally.
 */
import { MctsEngine, parseMctsSpec, playOpening } from '../core/engines/mcts/index.ts';
import { gomokuCoreMove } from '../core/engines/gomoku-core/index.ts';
import { BLACK, GomokuBoard } from '../core/gomoku/index.ts';
import type { Point } from '../core/gomoku/index.ts';
import { modelledCost } from '../core/nn/index.ts';
import type { Precision } from '../core/nn/index.ts';
import { createRng } from '../core/random.ts';
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

export class MctsMover implements Mover {
  readonly engine: MctsEngine;
  readonly spent: Spent = { moves: 0, ms: 0, evaluations: { fp32: 0, int8: 0 }, macs: { fp32: 0, int8: 0 } };
  constructor(readonly name: string) {
    this.engine = new MctsEngine(parseMctsSpec(name), () => performance.now());
  }
  newGame(): void {
    this.engine.reset();
  }
  move(board: GomokuBoard): Point {
    const t0 = performance.now();
    const { move, info } = this.engine.gomokuMove(board);
    const s = this.spent;
    s.ms += performance.now() - t0;
    s.moves++;
    for (const p of ['fp32', 'int8'] as const) {
      s.evaluations[p] += info.evaluations[p];
      s.macs[p] += info.macs[p];
    }
    return move;
  }
}

/** The emulated Gomoku IP (alpha-beta, hdl/gomoku/SPEC.md) at `depth`. */
export function coreMover(depth: number): Mover {
  return { name: `core depth ${depth}`, newGame() {}, move: (board) => gomokuCoreMove(board.toPosition(), { depth }).move };
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

export interface Tally {
  aWins: number;
  bWins: number;
  draws: number;
}

/** One game from the opening of `seed`; A plays black when `aFirst`. */
export function playGame(a: Mover, b: Mover, aFirst: boolean, seed: number, tally: Tally): void {
  const board = new GomokuBoard(15, 'freestyle');
  playOpening(board, createRng(seed));
  a.newGame();
  b.newGame();
  while (!board.isOver) {
    const aToMove = (board.toMove === BLACK) === aFirst;
    board.play((aToMove ? a : b).move(board));
  }
  const o = board.outcome;
  if (o.kind !== 'win') tally.draws++;
  else if ((o.winner === BLACK) === aFirst) tally.aWins++;
  else tally.bWins++;
}

export interface PairFigures extends Tally {
  readonly a: string;
  readonly b: string;
  /** A's score (wins + draws/2) with its 95% Wilson interval, in percent. */
  readonly score: SeriesFigures;
}

/** `games` games (colours alternating, openings seeded from `seed`), A's score. */
export function series(a: Mover, b: Mover, games: number, seed: number, progress: (m: string) => void): PairFigures {
  const tally: Tally = { aWins: 0, bWins: 0, draws: 0 };
  for (let g = 0; g < games; g++) {
    playGame(a, b, g % 2 === 0, seed + Math.floor(g / 2), tally);
    progress(`${a.name} vs ${b.name}: game ${g + 1}/${games}, ${tally.aWins}-${tally.bWins}-${tally.draws}`);
  }
  return { a: a.name, b: b.name, ...tally, score: figures(tally.aWins + tally.draws / 2, games) };
}

function round(v: number, digits = 1): number {
  return Number(v.toFixed(digits));
}
