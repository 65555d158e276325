import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { Game, ReplayError, decodeCodes } from '../../../core/blokus/game.ts';
import { decodeMoveCode, encodeMoveCode } from '../../../core/blokus/codec.ts';
import { ArenaError } from '../../../core/errors.ts';
import { randomGame } from './playout.ts';

describe('Game replay', () => {
  it('replays any recorded game to the same board', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 60 }), fc.constantFrom<'5' | 'a'>('5', 'a'), (seed, plies, start) => {
        const { board, codes } = randomGame(seed, plies, start);
        const g = Game.replay({ setup: { firstMoverStart: start }, moves: codes.map(decodeMoveCode) });
        expect(g.board.state).toEqual(board.state);
        expect(g.position().moves.map(encodeMoveCode)).toEqual(codes);
        expect(Game.replayCodes({ firstMoverStart: start }, codes).board.state).toEqual(board.state);
      }),
      { numRuns: 40 },
    );
  });

  it('names the index and reason of the first illegal move', () => {
    const moves = ['55u0', 'aau0', '43a0', '98a0', '43b0'].map(decodeMoveCode);
    try {
      Game.replay({ setup: { firstMoverStart: '5' }, moves });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ReplayError);
      expect(e).toBeInstanceOf(ArenaError);
      const r = e as ReplayError;
      expect(r.index).toBe(4);
      expect(r.verdict.kind).toBe('cell-occupied');
      expect(r.code).toBe('illegal-move-in-replay');
      expect(r.context).toMatchObject({ index: 4, code: '43b0', kind: 'cell-occupied' });
      expect(r.message).toMatch(/move 4 \("43b0"\) is illegal: .*\(4,3\) is already covered/);
    }
  });

  it('reports a malformed wire code with its index', () => {
    expect(() => Game.replayCodes({ firstMoverStart: 'a' }, ['aau0', '55U0'])).toThrow(/move 1 \("55U0"\) is malformed: .*'U' \(0x55\)/);
    expect(() => decodeCodes(['55u0', 'aau0', 'x'])).toThrow(ReplayError);
    expect(decodeCodes(['55u0', '0000'])).toEqual([decodeMoveCode('55u0'), { kind: 'pass' }]);
  });

  it('starts the first mover on (a,a) when the setup says so', () => {
    expect(() => Game.replayCodes({ firstMoverStart: 'a' }, ['55u0'])).toThrow(/must cover its start square \(a,a\)/);
    expect(Game.create({ firstMoverStart: 'a' }).board.startSquare(1)).toBe('5');
  });
});
