import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GomokuUctGame, UctEngine, parseUctSpec } from '../../../../core/engines/uct/index.ts';
import { GomokuBoard, winningLineThrough } from '../../../../core/gomoku/index.ts';
import type { Point } from '../../../../core/gomoku/index.ts';
import { createRng } from '../../../../core/random.ts';
import { boardWith, interleave, pt } from '../../gomoku/helpers.ts';

/** Cells where `stone` would win now, by brute force over the rules' own win test. */
function winningCells(board: GomokuBoard, stone: number): number[] {
  const cells = Uint8Array.from(board.cells);
  const out: number[] = [];
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] !== 0) continue;
    cells[i] = stone;
    if (winningLineThrough(cells, board.size, board.rule, i % board.size, Math.floor(i / board.size))) out.push(i);
    cells[i] = 0;
  }
  return out;
}

/** A random unfinished position on a 9×9 board with many stones, so fours are common. */
const positionArb = fc.record({ seed: fc.nat(), stones: fc.integer({ min: 8, max: 40 }) }).map(({ seed, stones }) => {
  const rng = createRng(seed);
  const board = new GomokuBoard(9, 'freestyle');
  for (let k = 0; k < stones && !board.isOver; k++) {
    const free = [...board.cells.keys()].filter((i) => board.cells[i] === 0);
    const i = rng.pick(free);
    const p = { x: i % 9, y: Math.floor(i / 9) };
    board.play(p);
    if (board.isOver) board.undo();
  }
  return board;
});

describe('Gomoku UCT', () => {
  it('plays the fifth stone, and blocks the opponent\'s', () => {
    const black = [pt(3, 7), pt(4, 7), pt(5, 7), pt(6, 7)];
    const white = [pt(3, 3), pt(5, 3), pt(9, 9), pt(11, 3)];
    const win = new UctEngine(parseUctSpec('uct:playouts=300,seed=4')).gomokuMove(boardWith(interleave(black, white)));
    expect([pt(2, 7), pt(7, 7)]).toContainEqual(win.move);
    expect(win.info.winRate).toBeGreaterThan(0.95);
    const board = boardWith(interleave([pt(0, 0), pt(0, 2), pt(0, 4), pt(0, 6)], [pt(7, 3), pt(7, 4), pt(7, 5), pt(7, 6)]));
    // Black to move; white threatens (7,2) and (7,7). Black cannot stop both, but its reply must be one of them.
    const block = new UctEngine(parseUctSpec('uct:playouts=300,seed=4')).gomokuMove(board);
    expect([pt(7, 2), pt(7, 7)]).toContainEqual(block.move);
  });

  it('with pruning, the root holds exactly the winning cell or else exactly the blocks (differential with brute force)', () => {
    fc.assert(
      fc.property(positionArb, (board) => {
        const game = new GomokuUctGame(board, { prune: true, strategy: true });
        const out = new Int32Array(81);
        const moves = Array.from(out.subarray(0, game.generate(out))).sort((a, b) => a - b);
        const mine = winningCells(board, board.toMove);
        const theirs = winningCells(board, 3 - board.toMove);
        if (mine.length > 0) expect(mine).toContain(moves[0]);
        else if (theirs.length > 0) expect(moves).toEqual(theirs);
        else expect(moves.length).toBeGreaterThan(0);
        if (mine.length > 0) expect(moves).toHaveLength(1);
      }),
      { numRuns: 200 },
    );
  });

  it('plays a whole 9×9 game of legal moves, the same way twice', () => {
    const play = (): Point[] => {
      const engine = new UctEngine(parseUctSpec('uct:playouts=150,seed=8'));
      const board = new GomokuBoard(9, 'freestyle');
      while (!board.isOver) board.play(engine.gomokuMove(board).move);
      return [...board.moves];
    };
    const first = play();
    expect(play()).toEqual(first);
    expect(first.length).toBeGreaterThan(8);
  });

  it('with the strategy off, playouts still end at the first five, now at random', () => {
    // Black has an open four; a policy playout always wins at once, a random one usually not.
    const board = boardWith(interleave([pt(3, 7), pt(4, 7), pt(5, 7), pt(6, 7)], [pt(3, 3), pt(5, 3), pt(9, 9), pt(11, 3)]));
    const blackWins = (strategy: boolean): number[] => {
      const game = new GomokuUctGame(board, { prune: true, strategy });
      const rng = createRng(1);
      return Array.from({ length: 20 }, () => {
        game.rewind();
        const result = game.playout(rng);
        expect([0, 1, 2]).toContain(result);
        return game.result() === 0 ? 1 : 0;
      });
    };
    expect(blackWins(true).every((won) => won === 1)).toBe(true);
    expect(blackWins(false).some((won) => won === 0)).toBe(true);
  });
});
