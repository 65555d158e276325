/**
 * UCT against the alpha-beta cores at equal time: the emulated Gomoku IP (depth 4) and the emulated
 * Blokus core (depth 3, three units). Both cores are deterministic, so games start from short random
 * openings. UCT gets, for each of its moves, the mean time the core has taken per move so far in the
 * series (on this machine: emulator time, not the hardware's), measured on performance.now; then
 * the same again with UCT given 20 times that, to show how far from equal time it becomes even.
 */
import type { BenchModule } from './types.ts';
import { UctEngine, parseUctSpec } from '../core/engines/uct/index.ts';
import { blokusCoreMove } from '../core/engines/blokus-core/index.ts';
import { gomokuCoreMove } from '../core/engines/gomoku-core/index.ts';
import { BlokusBoard, Game, legalPlacements } from '../core/blokus/index.ts';
import { GomokuBoard } from '../core/gomoku/index.ts';
import { createRng } from '../core/random.ts';
import { figures } from './hex-series.ts';

const clock = (): number => performance.now();

/** Running mean of the core's move times: UCT's budget for its next move. */
class EqualTime {
  constructor(readonly factor: number) {}
  #total = 0;
  #moves = 0;
  core<T>(f: () => T): T {
    const t0 = performance.now();
    const r = f();
    this.#total += performance.now() - t0;
    this.#moves++;
    return r;
  }
  get budgetMs(): number {
    return Math.max(1, Math.round(this.factor * (this.#moves === 0 ? 5 : this.#total / this.#moves)));
  }
}

interface Tally {
  uctWins: number;
  coreWins: number;
  draws: number;
}

function gomokuGame(uctFirst: boolean, seed: number, time: EqualTime, tally: Tally): void {
  const rng = createRng(seed);
  const board = new GomokuBoard(15, 'freestyle');
  while (board.moveCount < 2) {
    const p = { x: 5 + rng.nextInt(5), y: 5 + rng.nextInt(5) };
    if (board.check(p).ok) board.play(p);
  }
  while (!board.isOver) {
    const uctToMove = (board.moveCount % 2 === 0) === uctFirst;
    const move = uctToMove
      ? new UctEngine(parseUctSpec(`uct:time=${time.budgetMs},playouts=100000000,seed=${seed}`), clock).gomokuMove(board).move
      : time.core(() => gomokuCoreMove(board.toPosition(), { depth: 4 }).move);
    board.play(move);
  }
  const o = board.outcome;
  if (o.kind === 'win' && (o.winner === 1) === uctFirst) tally.uctWins++;
  else if (o.kind === 'win') tally.coreWins++;
  else tally.draws++;
}

function blokusGame(uctFirst: boolean, seed: number, time: EqualTime, tally: Tally): void {
  const rng = createRng(seed);
  const game = Game.create({ firstMoverStart: seed % 2 === 0 ? '5' : 'a' });
  const board: BlokusBoard = game.board;
  for (let k = 0; k < 2; k++) board.applyPlacement(rng.pick(legalPlacements(board)));
  while (!board.isOver()) {
    const uctToMove = (board.toMove === 0) === uctFirst;
    const move = uctToMove
      ? new UctEngine(parseUctSpec(`uct:time=${time.budgetMs},playouts=100000000,seed=${seed}`), clock).blokusMove(board).move
      : time.core(() => blokusCoreMove(game.position()).move);
    board.apply(move);
  }
  const { winner } = board.result();
  if (winner === null) tally.draws++;
  else if ((winner === 0) === uctFirst) tally.uctWins++;
  else tally.coreWins++;
}

const bench: BenchModule = {
  name: 'uct-vs-alphabeta',
  async run(ctx) {
    const perColour = ctx.quick ? 1 : 10;
    const out: Record<string, unknown> = {};
    for (const [name, play, factor] of [
      ['gomoku15', gomokuGame, 1],
      ['blokus', blokusGame, 1],
      ['gomoku15TwentyTimes', gomokuGame, 20],
      ['blokusTwentyTimes', blokusGame, 20],
    ] as const) {
      const time = new EqualTime(factor);
      const tally: Tally = { uctWins: 0, coreWins: 0, draws: 0 };
      const t0 = performance.now();
      for (let g = 0; g < 2 * perColour; g++) {
        play(g % 2 === 0, 500 + g, time, tally);
        ctx.progress(`${name}: game ${g + 1}/${2 * perColour}, UCT ${tally.uctWins} core ${tally.coreWins} draws ${tally.draws}`);
      }
      out[name] = {
        ...tally,
        games: 2 * perColour,
        uctScore: figures(tally.uctWins + tally.draws / 2, 2 * perColour),
        coreMsPerMove: Number((time.budgetMs / factor).toFixed(1)),
        uctMsPerMove: time.budgetMs,
        seconds: Math.round((performance.now() - t0) / 1000),
      };
    }
    return out;
  },
};

export default bench;
