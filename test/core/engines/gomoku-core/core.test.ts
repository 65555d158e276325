/** The gomoku-core API: options, validation, statistics and determinism. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CYCLE_COSTS,
  GomokuCoreError,
  cyclesOf,
  gomokuCoreAnalyse,
  gomokuCoreMove,
  gomokuCoreSearch,
  moveRegister,
  GomokuCoreStatus,
} from '../../../../core/engines/gomoku-core/index.ts';
import { randomGomokuPosition } from '../../../../core/engines/gomoku-core/positions.ts';
import { ArenaError } from '../../../../core/errors.ts';
import { IllegalGomokuMoveError } from '../../../../core/gomoku/index.ts';
import { createRng } from '../../../../core/random.ts';
import { cellsOf, positionOf } from './helpers.ts';

const EMPTY = { size: 15, rule: 'freestyle' as const, moves: [] };

function codeOf(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    return e instanceof ArenaError ? e.code : 'not-an-arena-error';
  }
  return undefined;
}

describe('gomokuCoreMove', () => {
  it('opens in the centre at setup cost only', () => {
    const r = gomokuCoreAnalyse(EMPTY);
    expect(r.status).toBe('opening');
    expect([r.x, r.y]).toEqual([7, 7]);
    expect(r.cycles).toBe(CYCLE_COSTS.setup + CYCLE_COSTS.finish);
    expect(r.nodes + r.leaves).toBe(0);
  });

  it('is deterministic: the same position gives the same move and statistics, whatever ran before', () => {
    const rng = createRng(42);
    const positions = Array.from({ length: 12 }, () => randomGomokuPosition(rng, { maxMoves: 40 }));
    const first = positions.map((p) => gomokuCoreMove(p, { depth: 3 }));
    const again = [...positions].reverse().map((p) => gomokuCoreMove(p, { depth: 3 })).reverse();
    expect(again).toEqual(first);
    // Searches actually happened (the statistics are not all zero).
    expect(first.some((r) => r.stats.leaves > 0)).toBe(true);
  });

  it('reports cycles as the SPEC §6 sum of its counters and predictedMs from the clock', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), fc.integer({ min: 1, max: 4 }), (seed, depth) => {
        const position = randomGomokuPosition(createRng(seed), { maxMoves: 30 });
        const r = gomokuCoreAnalyse(position, depth);
        expect(r.cycles).toBe(cyclesOf(r));
        if (r.status === 'search') {
          expect(r.expansions).toBeGreaterThanOrEqual(1);
          expect(r.nodes).toBeGreaterThanOrEqual(r.leaves);
          expect(r.threatCells).toBe(450); // both threat scans ran to the end
        }
        const at20 = gomokuCoreMove(position, { depth });
        const at50 = gomokuCoreMove(position, { depth, clockHz: 50e6 });
        expect(at20.stats.cycles).toBe(r.cycles);
        expect(at20.stats.predictedMs).toBeCloseTo(r.cycles / 20_000, 9);
        expect(at50.stats.predictedMs).toBeCloseTo(r.cycles / 50_000, 9);
        expect(at50.move).toEqual(at20.move);
      }),
      { numRuns: 25 },
    );
  });

  it('always plays an empty cell of the board', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), fc.integer({ min: 1, max: 2 }), (seed, depth) => {
        const position = randomGomokuPosition(createRng(seed), { maxMoves: 120 });
        const { move } = gomokuCoreMove(position, { depth });
        expect(move.x).toBeGreaterThanOrEqual(0);
        expect(move.x).toBeLessThan(15);
        expect(move.y).toBeGreaterThanOrEqual(0);
        expect(move.y).toBeLessThan(15);
        expect(position.moves.some((p) => p.x === move.x && p.y === move.y)).toBe(false);
      }),
      { numRuns: 60 },
    );
  });

  it('searches more at a greater depth', () => {
    const position = positionOf([[7, 7], [8, 8]], [[7, 8]]);
    const leaves = [1, 2, 3, 4].map((depth) => gomokuCoreAnalyse(position, depth).leaves);
    expect(leaves[0]).toBeGreaterThan(0);
    expect(leaves[3]).toBeGreaterThan(leaves[0]!);
  });

  it('refuses bad options, other sizes and finished games with typed errors', () => {
    expect(codeOf(() => gomokuCoreMove(EMPTY, { depth: 0 }))).toBe('gomoku-core-bad-option');
    expect(codeOf(() => gomokuCoreMove(EMPTY, { depth: 5 }))).toBe('gomoku-core-bad-option');
    expect(codeOf(() => gomokuCoreMove(EMPTY, { depth: 2.5 }))).toBe('gomoku-core-bad-option');
    expect(codeOf(() => gomokuCoreMove(EMPTY, { clockHz: 0 }))).toBe('gomoku-core-bad-option');
    expect(codeOf(() => gomokuCoreMove(EMPTY, { clockHz: Number.NaN }))).toBe('gomoku-core-bad-option');
    expect(codeOf(() => gomokuCoreMove({ ...EMPTY, size: 19 }))).toBe('gomoku-core-unsupported-size');
    const won = positionOf([[0, 0], [1, 0], [2, 0], [3, 0], [4, 0]], [[0, 5], [1, 5], [2, 5], [3, 5]]);
    expect(codeOf(() => gomokuCoreMove(won))).toBe('gomoku-core-game-over');
    try {
      gomokuCoreMove(won);
    } catch (e) {
      expect(e).toBeInstanceOf(GomokuCoreError);
      expect((e as GomokuCoreError).context).toMatchObject({ outcome: 'win', moves: 9 });
    }
    const twice = { ...EMPTY, moves: [{ x: 3, y: 3 }, { x: 3, y: 3 }] };
    expect(() => gomokuCoreMove(twice)).toThrow(IllegalGomokuMoveError);
  });

  it('plays standard rule: an overline is no win, so it blocks a real five elsewhere', () => {
    // Black to move: X X X X _ X would make six (no win under standard); white's open four threatens (9,9)
    // and (14,9), so under standard black must block the first of them.
    const position = positionOf(
      [[0, 2], [1, 2], [2, 2], [3, 2], [5, 2], [0, 14]],
      [[10, 9], [11, 9], [12, 9], [13, 9], [9, 14], [7, 14]],
      'standard',
    );
    const asStandard = gomokuCoreAnalyse(position);
    const asFreestyle = gomokuCoreAnalyse({ ...position, rule: 'freestyle' });
    expect(asFreestyle.status).toBe('win');
    expect([asFreestyle.x, asFreestyle.y]).toEqual([4, 2]);
    expect(asStandard.status).toBe('block');
    expect([asStandard.x, asStandard.y]).toEqual([9, 9]);
  });
});

describe('gomokuCoreSearch (the IP view)', () => {
  it('never throws: bad cells, side, depth or rule become status badInput at 0 cycles', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 225, maxLength: 225 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 2 }),
        (cells, side, depth, rule) => {
          const bad = cells.includes(3) || side === 0 || side === 3 || depth === 0 || depth === 5 || rule === 2;
          if (!bad) return; // valid random boards are covered elsewhere (and may be huge searches)
          const r = gomokuCoreSearch(cells, side, depth, rule);
          expect(r.status).toBe('badInput');
          expect(r.cycles).toBe(0);
          expect(moveRegister(r)).toBe((GomokuCoreStatus.badInput << 16) | 0xffff);
        },
      ),
      { numRuns: 200 },
    );
    expect(gomokuCoreSearch([0, 1], 1, 1, 0).status).toBe('badInput');
  });

  it('reports a full board as status full', () => {
    // A full board with no five: rows alternate the pattern so no line of five exists.
    const cells = new Array<number>(225);
    for (let y = 0; y < 15; y++) for (let x = 0; x < 15; x++) cells[y * 15 + x] = ((x >> 1) + y) % 2 === 0 ? 1 : 2;
    const r = gomokuCoreSearch(cells, 1, 4, 0);
    expect(r.status).toBe('full');
    expect(moveRegister(r) & 0xffff).toBe(0xffff);
  });

  it('agrees with gomokuCoreMove on the cells of a position', () => {
    const position = randomGomokuPosition(createRng(5), { maxMoves: 30 });
    const side = position.moves.length % 2 === 0 ? 1 : 2;
    const r = gomokuCoreSearch(cellsOf(position), side, 4, 0);
    expect(gomokuCoreMove(position).move).toEqual({ x: r.x, y: r.y });
  });
});
