import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { openingForRound, parseOpeningBook, settingsForRound } from '../../../core/tournament/openings.ts';
import { GAMES } from '../../../core/games/registry.ts';

const blokus = GAMES.blokus.defaultSettings;
const gomoku = GAMES.gomoku.defaultSettings;

describe('parseOpeningBook', () => {
  it('reads one opening per line, skipping comments and blank lines, in the referee’s notation', () => {
    const book = parseOpeningBook('gomoku', gomoku, '# centre openings\n7,7 8,8\n\n7,7 6,6 8,7  # three\n', 'book.txt');
    expect(book.map((o) => [o.line, o.texts])).toEqual([[2, ['7,7', '8,8']], [4, ['7,7', '6,6', '8,7']]]);
  });

  it('names the file, the line and the move that is not legal', () => {
    expect(() => parseOpeningBook('gomoku', gomoku, '7,7 7,7\n', 'g.txt')).toThrow(/^g\.txt, line 1: move 2 '7,7' is illegal here/);
    expect(() => parseOpeningBook('blokus', blokus, '55t2\n66t2\n', 'b.txt')).toThrow(/^b\.txt, line 2: move 1 '66t2'/);
    expect(() => parseOpeningBook('blokus', blokus, 'zz\n', 'b.txt')).toThrow(/line 1: move 1 'zz'/);
    expect(() => parseOpeningBook('gomoku', gomoku, '# nothing\n', 'e.txt')).toThrow(/no opening in the book/);
  });

  it('refuses an opening that ends the game', () => {
    const five = '0,0 0,1 1,0 1,1 2,0 2,1 3,0 3,1 4,0';
    expect(() => parseOpeningBook('gomoku', gomoku, five, 'w.txt')).toThrow(/game is over after move 9/);
  });
});

describe('opening rounds', () => {
  it('cycles through the book and alternates the Blokus start square every other round', () => {
    fc.assert(
      fc.property(fc.nat(1000), (round) => {
        const book = parseOpeningBook('gomoku', gomoku, '7,7\n6,6\n5,5\n', 'b');
        expect(openingForRound(book, round)!.line).toBe((round % 3) + 1);
        const s = settingsForRound(blokus, round, true);
        expect(s.game === 'blokus' && s.firstMoverStart).toBe(round % 2 === 0 ? '5' : 'a');
        expect(settingsForRound(blokus, round, false)).toBe(blokus);
        expect(settingsForRound(gomoku, round, true)).toBe(gomoku);
      }),
    );
    expect(openingForRound([], 3)).toBeNull();
  });
});
