// Piskvork's psq for Gomoku (core/formats/psq.ts): random legal games come back move for move,
// with their times; bad files are refused naming the line.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GameFormatError } from '../../../core/formats/errors.ts';
import { readPsq, writePsq } from '../../../core/formats/psq.ts';
import { GomokuBoard } from '../../../core/gomoku/board.ts';
import { createRng } from '../../../core/random.ts';

function randomGame(seed: number, size: number, plies: number): string[] {
  const rng = createRng(seed);
  const b = new GomokuBoard(size, 'freestyle');
  const moves: string[] = [];
  while (moves.length < plies && moves.length < size * size) {
    const x = rng.nextInt(size);
    const y = rng.nextInt(size);
    if (b.at(x, y) !== 0) continue;
    const outcome = b.play({ x, y });
    moves.push(`${x},${y}`);
    if (outcome.kind !== 'ongoing') break;
  }
  return moves;
}

describe('psq', () => {
  it('round-trips random legal games: moves, board size and milliseconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 5, max: 20 }), fc.integer({ min: 0, max: 120 }), (seed, size, plies) => {
        const moves = randomGame(seed, size, plies);
        const moveMs = moves.map((_, i) => (i * 37.4) % 1000);
        const text = writePsq({ settings: { game: 'gomoku', size, rule: 'freestyle' }, players: ['pbrain-a', 'emulator (depth 4)'], moves, moveMs, date: null, result: null });
        const back = readPsq(text);
        expect(back.settings).toEqual({ game: 'gomoku', size, rule: 'freestyle' });
        expect(back.moves).toEqual(moves);
        expect(back.moveMs).toEqual(moveMs.map((ms) => Math.round(ms)));
        expect(back.players).toEqual(['pbrain-a', 'emulator (depth 4)']);
      }),
      { numRuns: 80 },
    );
  });

  it("writes Piskvork's layout: header, 1-based x,y,ms lines, names, end code", () => {
    const text = writePsq({ settings: { game: 'gomoku', size: 15, rule: 'freestyle' }, players: ['', '7,7 bot'], moves: ['7,7', '0,14'], moveMs: [12.6, null], date: null, result: null });
    expect(text).toBe('Piskvorky 15x15, 0:0, 0\n8,8,13\n1,15,0\nblack\nwhite 7,7 bot\n0\n');
  });

  it('reads files as Piskvork writes them: CRLF, no trailer, names swapped when player 2 began', () => {
    expect(readPsq('Piskvorky 20x20, 11:11, 0\r\n10,10,4020\r\n11,11,15\r\n').moves).toEqual(['9,9', '10,10']);
    const swapped = readPsq('Piskvorky 15x15, 0:0, 1\n8,8,0\nfirst-listed\nsecond-listed\n-1\n');
    expect(swapped.players).toEqual(['second-listed', 'first-listed']);
  });

  it('refuses bad files naming the line', () => {
    const error = (text: string) => {
      try {
        readPsq(text);
      } catch (e) {
        expect(e).toBeInstanceOf(GameFormatError);
        return (e as Error).message;
      }
      return 'no error';
    };
    expect(error('Gomoku 15x15\n8,8,0\n')).toMatch(/^psq line 1: expected a header like "Piskvorky 15x15, 0:0, 0"/);
    expect(error('Piskvorky 15x20, 0:0, 0\n')).toMatch(/line 1: the board is 15x20/);
    expect(error('Piskvorky 15x15, 0:0, 0\n8,8,0\n16,1,0\n')).toMatch(/^psq line 3: move 2 at 16,1 is off the 15x15 board/);
    expect(error('Piskvorky 15x15, 0:0, 0\n0,5,0\n')).toMatch(/line 2: move 1 at 0,5/);
  });
});
