import { describe, expect, it } from 'vitest';
import { BlokusUctGame, UctEngine, parseUctSpec } from '../../../../core/engines/uct/index.ts';
import { BlokusBoard, PIECE_SIZES, PLACEMENTS, encodeMoveCode, generatePlacements, MAX_PLACEMENTS } from '../../../../core/blokus/index.ts';
import { createRng } from '../../../../core/random.ts';

describe('Blokus UCT', () => {
  it('plays legal moves from the start, the same way twice', () => {
    const play = (): string[] => {
      const engine = new UctEngine(parseUctSpec('uct:playouts=40,seed=6'));
      const board = new BlokusBoard();
      for (let i = 0; i < 4; i++) {
        const { move, info } = engine.blokusMove(board);
        expect(board.legality(move).legal).toBe(true);
        expect(info.playouts).toBe(40);
        board.apply(move);
      }
      return board.moves.map(encodeMoveCode);
    };
    const first = play();
    expect(play()).toEqual(first);
  });

  it('playouts place the largest piece available each time, end the game, and rewind to the root', () => {
    const game = new BlokusUctGame(new BlokusBoard(), { strategy: true });
    const out = new Int32Array(MAX_PLACEMENTS + 1);
    const rootMoves = game.generate(out);
    const rng = createRng(5);
    for (let i = 0; i < 3; i++) {
      const result = game.playout(rng);
      expect(game.board.isOver()).toBe(true);
      const { winner } = game.board.result();
      expect(result).toBe(winner === null ? 2 : winner);
      // Replay the playout and check each placement against the largest legal size at that point.
      const replay = new BlokusBoard();
      for (const move of game.board.moves) {
        const n = generatePlacements(replay, out);
        if (move.kind === 'place') {
          const largest = Math.max(...Array.from(out.subarray(0, n), (id) => PIECE_SIZES[PLACEMENTS.piece[id]!]!));
          expect(PIECE_SIZES[move.piece]).toBe(largest);
        } else {
          expect(n).toBe(0);
        }
        replay.apply(move);
      }
      game.rewind();
      expect(game.board.ply).toBe(0);
      expect(game.generate(out)).toBe(rootMoves);
    }
  });

  it('with the strategy off, playouts are not largest-first', () => {
    const game = new BlokusUctGame(new BlokusBoard(), { strategy: false });
    game.playout(createRng(5));
    const sizes = game.board.moves.flatMap((m) => (m.kind === 'place' ? [PIECE_SIZES[m.piece]!] : []));
    // Largest-first would place all twelve pentominoes before any smaller piece.
    expect(sizes.slice(0, 12).some((s) => s < 5)).toBe(true);
  });
});
