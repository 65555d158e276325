/**
 * Self-play games for training the Gomoku policy/value net (core/engines/mcts, README there).
 *
 *   npx tsx scripts/train/selfplay.ts --engine ab|uct|mcts --games N --seed S --out FILE.jsonl [--playouts N]
 *
 * Each game starts from a seeded random opening (core/engines/mcts/openings.ts) so the deterministic
 * engines do not repeat one game; the engine then plays both sides to the end. One JSON line per game:
 * `{ engine, seed, moves: [[x, y], …], opening, winner }` (winner 0 = black, 1 = white, null = draw),
 * and for `mcts` each searched move's visit counts `visits: [[cell, n], …][]` (the policy target).
 * The games are written as they finish, so an interrupted run keeps what it has.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gomokuCoreMove } from '../../core/engines/gomoku-core/index.ts';
import { UctEngine, parseUctSpec } from '../../core/engines/uct/index.ts';
import { MctsEngine, parseMctsSpec, playOpening } from '../../core/engines/mcts/index.ts';
import { BLACK, GomokuBoard } from '../../core/gomoku/index.ts';
import type { Point } from '../../core/gomoku/index.ts';
import { createRng } from '../../core/random.ts';
import type { Rng } from '../../core/random.ts';

const SIZE = 15;
const ENGINES = ['ab', 'uct', 'mcts'] as const;
type EngineName = (typeof ENGINES)[number];

interface GameLine {
  readonly engine: EngineName;
  readonly seed: number;
  readonly opening: number;
  readonly moves: [number, number][];
  readonly winner: 0 | 1 | null;
  readonly visits?: [number, number][][];
}

/** The first `sampled` searched moves are drawn in proportion to visits, so self-play games differ. */
function mctsMover(playouts: number, sampled: number): (board: GomokuBoard, rng: Rng) => { move: Point; visits?: [number, number][] } {
  const engine = new MctsEngine(parseMctsSpec(`mcts:playouts=${playouts}`));
  return (board, rng) => {
    const a = engine.gomokuMove(board);
    const visits = a.rootVisits.map(({ cell, visits: n }): [number, number] => [cell, n]);
    if (board.moveCount >= sampled + 5) return { move: a.move, visits };
    const total = visits.reduce((s, [, n]) => s + n, 0);
    let r = rng.nextInt(Math.max(1, total));
    for (const [cell, n] of visits) {
      if (r < n) return { move: { x: cell % SIZE, y: Math.floor(cell / SIZE) }, visits };
      r -= n;
    }
    return { move: a.move, visits };
  };
}

function mover(engine: EngineName, playouts: number, seed: number): (board: GomokuBoard, rng: Rng) => { move: Point; visits?: [number, number][] } {
  if (engine === 'ab') return (board) => ({ move: gomokuCoreMove(board.toPosition(), { depth: 4 }).move });
  if (engine === 'uct') {
    const uct = new UctEngine(parseUctSpec(`uct:playouts=${playouts},seed=${seed}`));
    return (board) => ({ move: uct.gomokuMove(board).move });
  }
  return mctsMover(playouts, 8);
}

function playGame(engine: EngineName, seed: number, playouts: number): GameLine {
  const rng = createRng(seed);
  const board = new GomokuBoard(SIZE, 'freestyle');
  playOpening(board, rng);
  const first = board.moveCount;
  const move = mover(engine, playouts, seed);
  const visits: [number, number][][] = [];
  while (!board.isOver) {
    const m = move(board, rng);
    if (m.visits) visits.push(m.visits);
    board.play(m.move);
  }
  const o = board.outcome;
  const winner = o.kind === 'win' ? (o.winner === BLACK ? 0 : 1) : null;
  const moves = board.moves.map((p): [number, number] => [p.x, p.y]);
  return { engine, seed, opening: first, moves, winner, ...(engine === 'mcts' ? { visits } : {}) };
}

function main(): void {
  const { values } = parseArgs({
    options: {
      engine: { type: 'string', default: 'ab' },
      games: { type: 'string', default: '100' },
      seed: { type: 'string', default: '1' },
      playouts: { type: 'string', default: '400' },
      out: { type: 'string' },
    },
  });
  const engine = values.engine as EngineName;
  if (!ENGINES.includes(engine)) throw new Error(`--engine ${values.engine}: expected ${ENGINES.join(', ')}`);
  const games = Number(values.games);
  const seed = Number(values.seed);
  const playouts = Number(values.playouts);
  if (!values.out) throw new Error('--out FILE is required');
  for (const [name, v] of [['games', games], ['seed', seed], ['playouts', playouts]] as const) {
    if (!Number.isInteger(v) || v < 0) throw new Error(`--${name} ${String(v)}: expected a whole number`);
  }
  writeFileSync(values.out, '');
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const line = playGame(engine, seed * 100_003 + g, playouts);
    appendFileSync(values.out, `${JSON.stringify(line)}\n`);
    if ((g + 1) % 10 === 0 || g + 1 === games) process.stderr.write(`${engine}: ${g + 1}/${games} games, ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
  }
}

main();
