import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BLACK,
  GomokuBoard,
  GomokuSetupError,
  IllegalGomokuMoveError,
  WHITE,
  replayGomoku,
} from '../../../core/gomoku/index.ts';
import type { GomokuRule, Point } from '../../../core/gomoku/index.ts';
import { anyWinningRun, boardWith, interleave, pt } from './helpers.ts';

/** Five cells starting at (x, y) going (dx, dy). */
function run(x: number, y: number, dx: number, dy: number, n = 5): Point[] {
  return Array.from({ length: n }, (_, i) => pt(x + i * dx, y + i * dy));
}

/** White stones far from anything the tests build (a scattered pattern that never makes five). */
const FILLER = [pt(0, 14), pt(2, 12), pt(4, 14), pt(6, 12), pt(8, 14), pt(10, 12)];

describe('GomokuBoard setup', () => {
  it('defaults to 15×15 freestyle with black to move', () => {
    const b = new GomokuBoard();
    expect([b.size, b.rule, b.toMove, b.moveCount, b.outcome.kind]).toEqual([15, 'freestyle', BLACK, 0, 'ongoing']);
  });

  it.each([5, 6, 19, 20])('accepts size %i', (size) => {
    expect(new GomokuBoard(size).cells.length).toBe(size * size);
  });

  it.each([4, 21, 0, -15, 15.5, Number.NaN])('refuses size %s with a typed error', (size) => {
    expect(() => new GomokuBoard(size)).toThrow(GomokuSetupError);
  });

  it('refuses an unknown rule', () => {
    expect(() => new GomokuBoard(15, 'renju' as GomokuRule)).toThrow(/unknown rule "renju"/);
  });
});

describe('move validation', () => {
  it('gives typed verdicts for off-board, occupied and game-over', () => {
    const b = new GomokuBoard(15);
    for (const p of [pt(-1, 0), pt(0, -1), pt(15, 0), pt(0, 15), pt(1.5, 2)]) {
      expect(b.check(p)).toMatchObject({ ok: false, reason: 'off-board' });
    }
    b.play(pt(7, 7));
    expect(b.check(pt(7, 7))).toMatchObject({ ok: false, reason: 'occupied' });
    expect(b.check(pt(7, 8))).toEqual({ ok: true });
    const won = boardWith(interleave(run(0, 0, 1, 0), FILLER.slice(0, 4)));
    expect(won.check(pt(7, 7))).toMatchObject({ ok: false, reason: 'game-over' });
  });

  it('play throws IllegalGomokuMoveError naming the move and leaves the board unchanged', () => {
    const b = boardWith([pt(3, 3)]);
    const before = b.toString();
    let caught: unknown;
    try {
      b.play(pt(3, 3));
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(IllegalGomokuMoveError);
    expect(caught).toMatchObject({ code: 'gomoku-illegal-move', reason: 'occupied', index: 1, point: { x: 3, y: 3 } });
    expect(b.toString()).toBe(before);
    expect(b.moveCount).toBe(1);
  });

  it('alternates colours, black first', () => {
    const b = boardWith([pt(1, 1), pt(2, 2), pt(3, 3)]);
    expect([b.at(1, 1), b.at(2, 2), b.at(3, 3), b.toMove]).toEqual([BLACK, WHITE, BLACK, WHITE]);
  });
});

describe('wins', () => {
  const directions: [string, number, number, number, number][] = [
    ['horizontal', 3, 5, 1, 0],
    ['vertical', 9, 2, 0, 1],
    ['diagonal', 4, 3, 1, 1],
    ['anti-diagonal', 11, 3, -1, 1],
  ];

  it.each(directions)('%s five wins, whichever stone completes it', (_name, x, y, dx, dy) => {
    const line = run(x, y, dx, dy);
    for (let last = 0; last < 5; last++) {
      const black = [...line.filter((_, i) => i !== last), line[last]!];
      const b = boardWith(interleave(black.slice(0, 4), FILLER.slice(0, 4)));
      expect(b.outcome.kind).toBe('ongoing');
      const outcome = b.play(black[4]!);
      expect(outcome.kind).toBe('win');
      if (outcome.kind !== 'win') return;
      expect(outcome.winner).toBe(BLACK);
      // The line runs from one end to the other, in either order.
      const sorted = [...outcome.line].sort((p, q) => p.y - q.y || p.x - q.x);
      expect(sorted).toEqual([...line].sort((p, q) => p.y - q.y || p.x - q.x));
      expect([outcome.line[0], outcome.line[4]]).toEqual(expect.arrayContaining([line[0], line[4]]));
    }
  });

  it('white can win too', () => {
    const white = run(2, 2, 0, 1);
    const black = [pt(14, 0), pt(12, 0), pt(10, 0), pt(14, 2), pt(12, 2)];
    const b = boardWith(interleave(black, white.slice(0, 4)));
    const outcome = b.play(white[4]!);
    expect(outcome).toMatchObject({ kind: 'win', winner: WHITE });
  });

  const edges: [string, Point[]][] = [
    ['top edge from the corner', run(0, 0, 1, 0)],
    ['bottom edge to the corner', run(10, 14, 1, 0)],
    ['left edge', run(0, 6, 0, 1)],
    ['right edge to the corner', run(14, 10, 0, 1)],
    ['main diagonal from (0,0)', run(0, 0, 1, 1)],
    ['diagonal into (14,14)', run(10, 10, 1, 1)],
    ['anti-diagonal from (14,0)', run(14, 0, -1, 1)],
    ['anti-diagonal into (0,14)', run(4, 10, -1, 1)],
  ];

  it.each(edges)('%s', (_name, line) => {
    const white = [pt(7, 7), pt(5, 7), pt(7, 5), pt(9, 9)];
    const b = boardWith(interleave(line.slice(0, 4), white));
    expect(b.play(line[4]!)).toMatchObject({ kind: 'win', winner: BLACK });
  });

  it('the smallest board wins along its full diagonal', () => {
    const b = boardWith(interleave(run(0, 0, 1, 1).slice(0, 4), [pt(1, 0), pt(2, 0), pt(3, 0), pt(4, 0)]), 5);
    expect(b.play(pt(4, 4))).toMatchObject({ kind: 'win', line: run(0, 0, 1, 1) });
  });

  it('does not wrap around the board edge', () => {
    // Contiguous in row-major memory, but two rows: (13,0) (14,0) | (0,1) (1,1) (2,1).
    const black = [pt(13, 0), pt(14, 0), pt(0, 1), pt(1, 1), pt(2, 1)];
    const b = boardWith(interleave(black, FILLER.slice(0, 4)));
    expect(b.outcome.kind).toBe('ongoing');
  });

  it('four is not five', () => {
    const b = boardWith(interleave(run(3, 3, 1, 1, 4), FILLER.slice(0, 4)));
    expect(b.outcome.kind).toBe('ongoing');
  });

  it('an opponent stone breaks the line', () => {
    // Black . . X X X X (O) X: the white stone at (7,4) separates the runs.
    const black = [pt(3, 4), pt(4, 4), pt(5, 4), pt(6, 4), pt(8, 4)];
    const b = boardWith(interleave(black, [pt(7, 4), ...FILLER.slice(0, 3)]));
    expect(b.outcome.kind).toBe('ongoing');
  });
});

describe('overlines', () => {
  // Black X X X X _ X with (4,3) filled last: six in a row.
  const six = run(0, 3, 1, 0, 6);
  const black = [...six.filter((p) => p.x !== 4), pt(4, 3)];

  it('freestyle: six in a row wins and the line holds all six', () => {
    const b = boardWith(interleave(black.slice(0, 5), FILLER.slice(0, 5)), 15, 'freestyle');
    const outcome = b.play(black[5]!);
    expect(outcome.kind).toBe('win');
    if (outcome.kind === 'win') expect(outcome.line).toHaveLength(6);
  });

  it('standard: six in a row does not win', () => {
    const b = boardWith(interleave(black.slice(0, 5), FILLER.slice(0, 5)), 15, 'standard');
    expect(b.play(black[5]!).kind).toBe('ongoing');
  });

  it('standard: seven does not win either', () => {
    const seven = run(0, 3, 1, 0, 7);
    const order = [...seven.filter((p) => p.x !== 3), pt(3, 3)];
    const b = boardWith(interleave(order.slice(0, 6), FILLER.slice(0, 6)), 15, 'standard');
    expect(b.play(order[6]!).kind).toBe('ongoing');
  });

  it('standard: exactly five wins', () => {
    const b = boardWith(interleave(run(0, 3, 1, 0, 4), FILLER.slice(0, 4)), 15, 'standard');
    expect(b.play(pt(4, 3))).toMatchObject({ kind: 'win', line: run(0, 3, 1, 0) });
  });

  it('standard: a stone making an overline one way and exactly five another way wins by the five', () => {
    // Row 3: x = 0,1,2,3,5 then (4,3) makes six. Column 4: (4,4)..(4,7) then (4,3) makes five.
    const rowStones = [pt(0, 3), pt(1, 3), pt(2, 3), pt(3, 3), pt(5, 3)];
    const colStones = [pt(4, 4), pt(4, 5), pt(4, 6), pt(4, 7)];
    const whites = [pt(14, 14), pt(12, 14), pt(10, 14), pt(8, 14), pt(14, 12), pt(12, 12), pt(10, 12), pt(8, 12), pt(14, 10)];
    const b = boardWith(interleave([...rowStones, ...colStones], whites), 15, 'standard');
    expect(b.outcome.kind).toBe('ongoing');
    expect(b.play(pt(4, 3))).toMatchObject({ kind: 'win', line: run(4, 3, 0, 1) });
  });
});

/** floor((x + 2y) / 4) mod 2 has no five in any direction (checked by the oracle below). */
function drawPattern(size: number, swap: boolean): { black: Point[]; white: Point[] } {
  const black: Point[] = [];
  const white: Point[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const c = Math.floor((x + 2 * y) / 4) % 2 === (swap ? 1 : 0);
      (c ? black : white).push(pt(x, y));
    }
  }
  return { black, white };
}

describe('full board', () => {
  it.each([
    [6, false],
    [14, false],
    [15, true],
    [20, false],
  ])('size %i: a full board with no five is a draw, and only the last stone draws', (size, swap) => {
    const { black, white } = drawPattern(size, swap);
    expect(black.length - white.length).toBeGreaterThanOrEqual(0);
    expect(black.length - white.length).toBeLessThanOrEqual(1);
    const moves = interleave(black, white);
    const b = boardWith(moves.slice(0, -1), size);
    expect(anyWinningRun(b.cells, size, 'freestyle')).toBe(false);
    expect(b.outcome.kind).toBe('ongoing');
    expect(b.play(moves[moves.length - 1]!)).toEqual({ kind: 'draw' });
    expect(b.check(pt(0, 0))).toMatchObject({ ok: false, reason: 'game-over' });
    expect(b.undo()).toEqual(moves[moves.length - 1]);
    expect(b.outcome.kind).toBe('ongoing');
  });
});

/** Random legal games: a list of cell indices, played while legal and ongoing. */
const gameArb = fc.record({
  size: fc.integer({ min: 5, max: 9 }),
  rule: fc.constantFrom<GomokuRule>('freestyle', 'standard'),
  picks: fc.array(fc.nat(), { maxLength: 81 }),
});

function playRandom(size: number, rule: GomokuRule, picks: readonly number[]): GomokuBoard {
  const b = new GomokuBoard(size, rule);
  for (const pick of picks) {
    if (b.isOver) break;
    const empty: Point[] = [];
    for (let i = 0; i < size * size; i++) if (b.cells[i] === 0) empty.push(pt(i % size, Math.floor(i / size)));
    b.play(empty[pick % empty.length]!);
  }
  return b;
}

describe('properties', () => {
  it('the incremental outcome agrees with a brute-force scan after every move', () => {
    fc.assert(
      fc.property(gameArb, ({ size, rule, picks }) => {
        const b = new GomokuBoard(size, rule);
        for (const pick of picks) {
          if (b.isOver) break;
          const empty: Point[] = [];
          for (let i = 0; i < size * size; i++) if (b.cells[i] === 0) empty.push(pt(i % size, Math.floor(i / size)));
          const outcome = b.play(empty[pick % empty.length]!);
          const won = anyWinningRun(b.cells, size, rule);
          expect(outcome.kind === 'win').toBe(won);
          if (!won) expect(outcome.kind).toBe(b.moveCount === size * size ? 'draw' : 'ongoing');
          if (outcome.kind === 'win') {
            for (const p of outcome.line) expect(b.at(p.x, p.y)).toBe(outcome.winner);
            expect(outcome.line).toContainEqual(b.lastMove);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('undo restores exactly the state of the shorter game', () => {
    fc.assert(
      fc.property(gameArb, fc.nat(), ({ size, rule, picks }, k) => {
        const b = playRandom(size, rule, picks);
        const undoCount = b.moveCount === 0 ? 0 : k % (b.moveCount + 1);
        const moves = b.moves.slice();
        for (let i = 0; i < undoCount; i++) expect(b.undo()).toEqual(moves[moves.length - 1 - i]);
        const fresh = replayGomoku({ size, rule, moves: moves.slice(0, moves.length - undoCount) });
        expect(Array.from(b.cells)).toEqual(Array.from(fresh.cells));
        expect([b.toMove, b.moveCount, b.outcome]).toEqual([fresh.toMove, fresh.moveCount, fresh.outcome]);
      }),
      { numRuns: 150 },
    );
  });

  it('play then undo is the identity on a position, and clone is independent', () => {
    fc.assert(
      fc.property(gameArb, fc.nat(), ({ size, rule, picks }, pick) => {
        const b = playRandom(size, rule, picks);
        const copy = b.clone();
        const cellsBefore = Array.from(b.cells);
        const empty = cellsBefore.flatMap((c, i) => (c === 0 ? [pt(i % size, Math.floor(i / size))] : []));
        if (b.isOver || empty.length === 0) return;
        b.play(empty[pick % empty.length]!);
        expect(Array.from(copy.cells)).toEqual(cellsBefore);
        b.undo();
        expect(Array.from(b.cells)).toEqual(cellsBefore);
        expect([b.outcome, b.toMove, b.moves]).toEqual([copy.outcome, copy.toMove, copy.moves]);
      }),
      { numRuns: 150 },
    );
  });
});

describe('undo', () => {
  it('returns null on an empty board', () => {
    expect(new GomokuBoard().undo()).toBeNull();
  });

  it('re-opens a won game', () => {
    const b = boardWith(interleave(run(0, 0, 1, 0), FILLER.slice(0, 4)));
    expect(b.isOver).toBe(true);
    b.undo();
    expect(b.outcome.kind).toBe('ongoing');
    expect(b.toMove).toBe(BLACK);
    expect(b.play(pt(4, 0)).kind).toBe('win');
  });
});
