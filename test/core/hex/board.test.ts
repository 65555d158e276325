import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BLUE,
  HexBoard,
  HexSetupError,
  IllegalHexMoveError,
  RED,
  cellName,
  formatHexMove,
  hexCell,
  hexWinner,
  parseHexMove,
  replayHex,
  replayHexTexts,
  tryParseHexMove,
  winningChain,
} from '../../../core/hex/index.ts';
import type { HexMove } from '../../../core/hex/index.ts';
import { connectsByBfs } from './reference.ts';

const sizeArb = fc.integer({ min: 5, max: 19 });

/** A size and a permutation of its cells: the order in which a game fills the board. */
const fillArb = sizeArb.chain((size) =>
  fc.shuffledSubarray(
    Array.from({ length: size * size }, (_, i) => i),
    { minLength: size * size, maxLength: size * size },
  ).map((order) => ({ size, order })),
);

describe('HexBoard setup', () => {
  it('defaults to 11×11, no swap, red to move', () => {
    const b = new HexBoard();
    expect([b.size, b.setup.swap, b.toMove, b.winner, b.cells.length]).toEqual([11, false, RED, null, 121]);
  });

  it.each([4, 20, 0, 11.5, Number.NaN])('refuses size %s with a typed error', (size) => {
    expect(() => new HexBoard({ size, swap: false })).toThrow(HexSetupError);
  });
});

describe('notation', () => {
  it('names cells as HTP does: column letter, row number from 1', () => {
    expect([cellName(0, 0), cellName(10, 10), cellName(2, 9), cellName(18, 18)]).toEqual(['a1', 'k11', 'c10', 's19']);
    expect(parseHexMove('K11', 11)).toEqual(hexCell(10, 10));
    expect(parseHexMove(' swap-pieces ', 11)).toEqual({ kind: 'swap' });
  });

  it('round-trips every cell of every size', () => {
    fc.assert(
      fc.property(sizeArb, fc.nat(), fc.nat(), (size, a, b) => {
        const move = hexCell(a % size, b % size);
        expect(parseHexMove(formatHexMove(move), size)).toEqual(move);
      }),
    );
  });

  it('refuses junk and off-board names with a message naming the text', () => {
    for (const text of ['', 'a0', 'l1', 'a12', '1a', 'aa1', 'swap', 'a01', 'pass']) {
      const r = tryParseHexMove(text, 11);
      expect(r.ok, text).toBe(false);
      if (!r.ok) expect(r.error.message).toContain(JSON.stringify(text));
    }
  });

  it('never throws on arbitrary text', () => {
    fc.assert(fc.property(fc.string(), sizeArb, (text, size) => void tryParseHexMove(text, size)));
  });
});

describe('winner', () => {
  it('a full board always has exactly one winner (no draws), and it agrees with a BFS reference', () => {
    fc.assert(
      fc.property(fillArb, ({ size, order }) => {
        const cells = new Uint8Array(size * size);
        order.forEach((cell, i) => (cells[cell] = i % 2 === 0 ? RED : BLUE));
        const red = connectsByBfs(cells, size, RED);
        const blue = connectsByBfs(cells, size, BLUE);
        expect(red !== blue).toBe(true);
        expect(hexWinner(cells, size)).toBe(red ? RED : BLUE);
      }),
    );
  });

  it('union-find agrees with BFS on partial boards (differential)', () => {
    fc.assert(
      fc.property(
        sizeArb.chain((size) => fc.tuple(fc.constant(size), fc.array(fc.integer({ min: 0, max: 2 }), { minLength: size * size, maxLength: size * size }))),
        ([size, values]) => {
          const cells = Uint8Array.from(values);
          const red = connectsByBfs(cells, size, RED);
          const blue = connectsByBfs(cells, size, BLUE);
          // A red top–bottom path and a blue left–right path would have to cross, and cells hold one colour.
          expect(red && blue).toBe(false);
          expect(hexWinner(cells, size)).toBe(red ? RED : blue ? BLUE : null);
        },
      ),
    );
  });

  it('a game played to the end is won by the mover of the connecting stone, never with an empty board left undecided', () => {
    fc.assert(
      fc.property(fillArb, ({ size, order }) => {
        const b = new HexBoard({ size, swap: false });
        for (const cell of order) {
          const mover = b.toMove;
          const winner = b.play(hexCell(cell % size, Math.floor(cell / size)));
          expect(connectsByBfs(b.cells, size, mover)).toBe(winner === mover);
          if (winner !== null) {
            expect(winner).toBe(mover);
            break;
          }
        }
        expect(b.winner).not.toBeNull();
        expect(b.checkText('a1')).toMatchObject({ ok: false, reason: 'game-over' });
      }),
    );
  });

  it('the winning chain is a path of the winner\'s stones from one of its edges to the other', () => {
    fc.assert(
      fc.property(fillArb, ({ size, order }) => {
        const cells = new Uint8Array(size * size);
        order.forEach((cell, i) => (cells[cell] = i % 2 === 0 ? RED : BLUE));
        const winner = hexWinner(cells, size)!;
        const chain = winningChain(cells, size, winner)!;
        const along = (p: { x: number; y: number }): number => (winner === RED ? p.y : p.x);
        expect(along(chain[0]!)).toBe(0);
        expect(along(chain[chain.length - 1]!)).toBe(size - 1);
        chain.forEach((p, k) => {
          expect(cells[p.y * size + p.x]).toBe(winner);
          if (k > 0) {
            const q = chain[k - 1]!;
            expect([[1, 0], [0, 1], [-1, 1], [-1, 0], [0, -1], [1, -1]]).toContainEqual([p.x - q.x, p.y - q.y]);
          }
        });
        expect(winningChain(cells, size, winner === RED ? BLUE : RED)).toBeNull();
      }),
    );
  });

  it('red wins with a straight column, blue with a straight row', () => {
    const red = new HexBoard({ size: 5, swap: false });
    const moves: HexMove[] = [];
    for (let y = 0; y < 5; y++) moves.push(hexCell(0, y), hexCell(4, y));
    moves.pop(); // red's fifth stone wins before blue's fifth
    for (const m of moves) red.play(m);
    expect(red.winner).toBe(RED);
  });
});

describe('verdicts', () => {
  it('gives typed reasons: malformed, off-board, occupied', () => {
    const b = new HexBoard({ size: 7, swap: false });
    expect(b.checkText('h1')).toMatchObject({ ok: false, reason: 'malformed' });
    expect(b.check(hexCell(7, 0))).toMatchObject({ ok: false, reason: 'off-board' });
    expect(b.check(hexCell(-1, 0))).toMatchObject({ ok: false, reason: 'off-board' });
    b.play(hexCell(3, 3));
    expect(b.checkText('d4')).toMatchObject({ ok: false, reason: 'occupied', message: 'd4: the cell is already taken' });
  });

  it('play throws IllegalHexMoveError with the move index and leaves the board unchanged', () => {
    const b = new HexBoard({ size: 7, swap: false });
    b.play(hexCell(1, 2));
    const before = b.toString();
    let caught: unknown;
    try {
      b.play(hexCell(1, 2));
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(IllegalHexMoveError);
    expect(caught).toMatchObject({ reason: 'occupied', index: 1, text: 'b3' });
    expect(b.toString()).toBe(before);
    expect(b.moveCount).toBe(1);
  });

  it('replay names the index of the first bad move', () => {
    expect(() => replayHexTexts({ size: 5, swap: false }, ['a1', 'b2', 'a1'])).toThrow(/index 2: a1: the cell is already taken/);
    expect(() => replayHexTexts({ size: 5, swap: false }, ['a1', 'zz'])).toThrow(IllegalHexMoveError);
  });
});

describe('swap rule', () => {
  it('is refused when off (the default) and after move 2 when on', () => {
    const off = new HexBoard({ size: 9, swap: false });
    off.play(hexCell(2, 5));
    expect(off.checkText('swap-pieces')).toMatchObject({ ok: false, reason: 'swap-not-allowed' });
    const on = new HexBoard({ size: 9, swap: true });
    expect(on.checkText('swap-pieces')).toMatchObject({ ok: false, reason: 'swap-not-allowed' });
    on.play(hexCell(2, 5));
    on.play(hexCell(0, 0));
    expect(on.checkText('swap-pieces')).toMatchObject({ ok: false, reason: 'swap-not-allowed' });
  });

  it('mirrors red\'s first stone in the long diagonal and makes it blue; red moves next', () => {
    fc.assert(
      fc.property(sizeArb, fc.nat(), fc.nat(), (size, a, c) => {
        const x = a % size;
        const y = c % size;
        const b = new HexBoard({ size, swap: true });
        b.play(hexCell(x, y));
        b.play({ kind: 'swap' });
        const stones = [...b.cells.entries()].filter(([, v]) => v !== 0);
        expect(stones).toEqual([[x * size + y, BLUE]]);
        expect(b.toMove).toBe(RED);
        // The swapped board behaves like any other: replay gives the same cells, and the mirrored cell is taken.
        expect(replayHex(b.toPosition()).cells).toEqual(b.cells);
        expect(b.check(hexCell(y, x))).toMatchObject({ ok: false, reason: 'occupied' });
      }),
    );
  });
});
