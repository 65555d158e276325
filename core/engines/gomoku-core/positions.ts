/**
 * Random but game-like 15×15 positions for golden vectors, differential tests and benchmarks: stones
 * clustered the way real games cluster them (each move within distance 2 of a stone), and never a
 * finished game.
 */
import { GomokuBoard } from '../../gomoku/index.ts';
import type { GomokuPosition, GomokuRule, Point } from '../../gomoku/index.ts';
import type { Rng } from '../../random.ts';
import { GS_N } from './constants.ts';

export interface RandomPositionOptions {
  /** Most stones on the board (the count is uniform in 0..maxMoves). Default 60. */
  readonly maxMoves?: number;
  readonly rule?: GomokuRule;
}

export function randomGomokuPosition(rng: Rng, options: RandomPositionOptions = {}): GomokuPosition {
  const rule = options.rule ?? 'freestyle';
  const target = rng.nextInt((options.maxMoves ?? 60) + 1);
  const board = new GomokuBoard(GS_N, rule);
  // near[i] = stones within Chebyshev distance 2 of cell i, kept up to date as stones are added.
  const near = new Uint8Array(GS_N * GS_N);
  const moves: Point[] = [];
  while (moves.length < target) {
    const p = moves.length === 0 ? { x: 3 + rng.nextInt(9), y: 3 + rng.nextInt(9) } : rng.pick(nearEmpty(board.cells, near));
    if (board.play(p).kind !== 'ongoing') {
      board.undo(); // keep the game open: the core is asked to move
      break;
    }
    moves.push(p);
    for (let y = Math.max(0, p.y - 2); y <= Math.min(GS_N - 1, p.y + 2); y++) {
      for (let x = Math.max(0, p.x - 2); x <= Math.min(GS_N - 1, p.x + 2); x++) near[y * GS_N + x]!++;
    }
  }
  return { size: GS_N, rule, moves };
}

/** Empty cells within Chebyshev distance 2 of a stone, row-major. */
function nearEmpty(cells: Readonly<Uint8Array>, near: Uint8Array): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < GS_N * GS_N; i++) {
    if (cells[i] === 0 && near[i] !== 0) out.push({ x: i % GS_N, y: Math.floor(i / GS_N) });
  }
  return out;
}
