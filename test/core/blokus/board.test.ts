import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { BlokusBoard } from '../../../core/blokus/board.ts';
import { IllegalMoveError } from '../../../core/blokus/verdict.ts';
import { MoveCodeError, decodeMoveCode } from '../../../core/blokus/codec.ts';
import { legalPlacements } from '../../../core/blokus/movegen.ts';
import { PLACEMENTS, placementCodes } from '../../../core/blokus/placements.ts';
import { encodeMoveCode } from '../../../core/blokus/codec.ts';
import { createRng } from '../../../core/random.ts';
import { RefBoard } from './reference.ts';
import { randomGame } from './playout.ts';

const codeCount = (ids: number[]): number => ids.reduce((a, id) => a + PLACEMENTS.codeStart[id + 1]! - PLACEMENTS.codeStart[id]!, 0);

function refAfter(codes: readonly string[], start: '5' | 'a' = '5'): RefBoard {
  const ref = new RefBoard(start);
  for (const c of codes) ref.play(c);
  return ref;
}

describe('BlokusBoard check values', () => {
  it('first move of player 1 from (5,5): 414 placements, 712 codes', () => {
    const ids = legalPlacements(new BlokusBoard());
    expect(ids.length).toBe(414);
    expect(codeCount(ids)).toBe(712);
  });

  it('after 55u0 aau0: 800 placements, 1384 codes', () => {
    const b = new BlokusBoard();
    expect(b.playCode('55u0').kind).toBe('legal');
    expect(b.playCode('aau0').kind).toBe('legal');
    const ids = legalPlacements(b);
    expect(ids.length).toBe(800);
    expect(codeCount(ids)).toBe(1384);
  });

  it('gives the first mover (a,a) and the second (5,5) when the setup says so', () => {
    const b = new BlokusBoard({ firstMoverStart: 'a' });
    expect(b.startSquare(0)).toBe('a');
    expect(b.startSquare(1)).toBe('5');
    expect(b.legalityOfCode('55u0').kind).toBe('must-cover-start');
    expect(b.playCode('aau0').kind).toBe('legal');
    expect(b.legalityOfCode('aaa0').kind).toBe('cell-occupied');
    expect(b.legalityOfCode('99a0').kind).toBe('must-cover-start');
    expect(b.playCode('55u0').kind).toBe('legal');
    expect(legalPlacements(b).length).toBe(800); // the position is the 180° turn of the check position
  });
});

describe('BlokusBoard verdicts', () => {
  it('names each kind of illegal move with a readable reason', () => {
    const b = new BlokusBoard();
    const v0 = b.legalityOfCode('0000');
    expect(v0).toMatchObject({ kind: 'pass-on-first-move', legal: false, side: 0 });
    expect(v0.reason).toMatch(/first mover may not pass/);
    expect(b.legalityOfCode('66a0')).toMatchObject({ kind: 'must-cover-start' });
    expect(b.legalityOfCode('66a0').reason).toMatch(/\(5,5\)/);
    const off = b.legalityOfCode('11j0');
    expect(off).toMatchObject({ kind: 'off-board', cell: [1, -1] });
    const bad = b.legalityOfCode('55v0');
    expect(bad.kind).toBe('malformed-code');
    expect(bad.error).toBeInstanceOf(MoveCodeError);
    expect(bad.error?.index).toBe(2);
    expect(bad.reason).toMatch(/'v' \(0x76\)/);
    b.playCode('55u0');
    b.playCode('aau0');
    expect(b.legalityOfCode('55u0')).toMatchObject({ kind: 'piece-already-placed' });
    expect(b.legalityOfCode('56a0')).toMatchObject({ kind: 'cell-occupied', cell: [5, 6] });
    expect(b.legalityOfCode('56a0').reason).toMatch(/\(5,6\) is already covered by the first mover/);
    expect(b.legalityOfCode('75a0')).toMatchObject({ kind: 'edge-contact', cell: [7, 5] });
    expect(b.legalityOfCode('77a0')).toMatchObject({ kind: 'no-corner-contact' });
    expect(b.legalityOfCode('66a0')).toMatchObject({ kind: 'edge-contact', cell: [6, 6] });
    expect(b.legalityOfCode('43a0')).toMatchObject({ kind: 'legal', legal: true, placement: expect.any(Number) });
    expect(b.legalityOfCode('0000')).toMatchObject({ kind: 'legal' });
  });

  it('judges raw bytes from a board the same way as text', () => {
    const b = new BlokusBoard();
    const bytes = (t: string): number[] => [...t].map((c) => c.charCodeAt(0));
    expect(b.legalityOfBytes(bytes('55u0')).kind).toBe('legal');
    expect(b.legalityOfBytes(bytes('66a0')).kind).toBe('must-cover-start');
    const cr = b.legalityOfBytes([0x35, 0x35, 0x0d, 0x30]);
    expect(cr.kind).toBe('malformed-code');
    expect(cr.reason).toMatch(/0x0d/);
  });

  it('rejects a hand-built MoveCode with out-of-range fields as malformed instead of throwing', () => {
    const b = new BlokusBoard();
    expect(b.legality({ kind: 'place', x: 15, y: 5, piece: 0, orientation: 0 }).kind).toBe('malformed-code');
    expect(b.legality({ kind: 'place', x: 5, y: 5, piece: 21, orientation: 0 }).kind).toBe('malformed-code');
    expect(b.legality({ kind: 'place', x: 5, y: 5, piece: 0, orientation: 1.5 }).kind).toBe('malformed-code');
  });

  it('throws a typed IllegalMoveError from apply and leaves the board unchanged', () => {
    const b = new BlokusBoard();
    const before = b.state.slice();
    expect(() => b.apply(decodeMoveCode('66a0'))).toThrow(IllegalMoveError);
    try {
      b.apply({ kind: 'pass' });
    } catch (e) {
      expect(e).toBeInstanceOf(IllegalMoveError);
      expect((e as IllegalMoveError).code).toBe('illegal-move');
      expect((e as IllegalMoveError).verdict.kind).toBe('pass-on-first-move');
    }
    expect(b.state).toEqual(before);
    expect(b.ply).toBe(0);
  });

  // Codes that are likely to matter: near the pieces, or legal ones nudged by a cell.
  const codeArb = fc.oneof(
    { arbitrary: fc.string({ minLength: 0, maxLength: 5 }), weight: 1 },
    {
      arbitrary: fc
        .tuple(fc.integer({ min: 1, max: 14 }), fc.integer({ min: 1, max: 14 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 7 }))
        .map(([x, y, piece, orientation]) => encodeMoveCode({ kind: 'place', x, y, piece, orientation })),
      weight: 3,
    },
    { arbitrary: fc.constant('0000'), weight: 1 },
    { arbitrary: fc.integer({ min: 0, max: 1 << 30 }).map((n) => `near:${n}`), weight: 5 },
  );

  it('agrees with a cell-by-cell reference referee on random codes in random positions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 44 }), fc.constantFrom<'5' | 'a'>('5', 'a'), fc.array(codeArb, { minLength: 1, maxLength: 30 }), (seed, plies, start, codes) => {
        const { board, codes: prefix } = randomGame(seed, plies, start);
        const ref = refAfter(prefix, start);
        const rng = createRng(seed ^ 0x5bd1e995);
        const ids = legalPlacements(board);
        for (let code of codes) {
          if (code.startsWith('near:')) {
            if (ids.length === 0) continue;
            const c = rng.pick(placementCodes(rng.pick(ids)));
            const nx = Math.min(14, Math.max(1, c.x + rng.nextInt(3) - 1));
            const ny = Math.min(14, Math.max(1, c.y + rng.nextInt(3) - 1));
            code = encodeMoveCode({ ...c, x: nx, y: ny, piece: rng.nextInt(4) === 0 ? rng.nextInt(21) : c.piece });
          }
          const v = board.legalityOfCode(code);
          expect(v.kind, `${code} after ${prefix.join(' ')}`).toBe(ref.judge(code));
          expect(v.legal).toBe(v.kind === 'legal');
          expect(v.reason.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('playCode applies a legal code and refuses an illegal one without changing the board', () => {
    const b = new BlokusBoard();
    expect(b.playCode('66a0').legal).toBe(false);
    expect(b.ply).toBe(0);
    expect(b.playCode('55u0').legal).toBe(true);
    expect(b.ply).toBe(1);
    expect(b.toMove).toBe(1);
    expect(b.owner(5, 5)).toBe(0);
    expect(b.owner(10, 10)).toBeNull();
    expect(b.hasPiece(0, 20)).toBe(false);
    expect(b.hasPiece(1, 20)).toBe(true);
    expect(b.moves.map(encodeMoveCode)).toEqual(['55u0']);
  });
});

describe('BlokusBoard apply and undo', () => {
  it('undo restores the exact state after any sequence of moves', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 70 }), fc.integer({ min: 1, max: 20 }), (seed, plies, back) => {
        const { board } = randomGame(seed, plies);
        const snapshots: Int32Array[] = [];
        const histories: string[][] = [];
        // Replay from scratch, snapshotting each state, then undo all the way back comparing.
        const replay = new BlokusBoard();
        for (const m of board.moves) {
          snapshots.push(replay.state.slice());
          histories.push(replay.moves.map(encodeMoveCode));
          replay.apply(m);
        }
        expect(replay.state).toEqual(board.state);
        const steps = Math.min(back, snapshots.length);
        for (let i = 0; i < steps; i++) {
          board.undo();
          expect(board.state).toEqual(snapshots[snapshots.length - 1 - i]);
          expect(board.moves.map(encodeMoveCode)).toEqual(histories[histories.length - 1 - i]);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('undo with nothing to take back throws', () => {
    expect(() => new BlokusBoard().undo()).toThrow(RangeError);
  });

  it('clone is independent of the original', () => {
    const { board } = randomGame(7, 10);
    const copy = board.clone();
    const ids = legalPlacements(copy);
    copy.applyPlacement(ids[0]!);
    expect(copy.ply).toBe(board.ply + 1);
    copy.undo();
    copy.undo();
    expect(copy.ply).toBe(board.ply - 1);
    expect(board.moves.length).toBe(10);
  });
});

describe('BlokusBoard end of game and scores', () => {
  it('ends after two passes in a row, and only then', () => {
    const b = new BlokusBoard();
    expect(b.playCode('55u0').legal).toBe(true);
    expect(b.playCode('aau0').legal).toBe(true);
    b.pass();
    expect(b.isOver()).toBe(false);
    expect(b.playCode('98a0').legal).toBe(true);
    b.pass();
    expect(b.isOver()).toBe(false);
    b.pass();
    expect(b.isOver()).toBe(true);
    expect(b.legalityOfCode('0000').kind).toBe('game-over');
    expect(b.legalityOfCode('77b0').kind).toBe('game-over');
    expect(legalPlacements(b)).toEqual([]);
    expect(b.result()).toEqual({ scores: [-84, -83], winner: 1 });
    b.undo();
    expect(b.isOver()).toBe(false);
  });

  it('scores minus the unplaced squares, a draw when equal', () => {
    const b = new BlokusBoard();
    expect(b.result()).toEqual({ scores: [-89, -89], winner: null });
    b.playCode('55u0');
    b.playCode('aaj0');
    expect(b.result()).toEqual({ scores: [-84, -84], winner: null });
  });
});
