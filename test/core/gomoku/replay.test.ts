import { describe, expect, it } from 'vitest';
import { GomokuSetupError, IllegalGomokuMoveError, replayGomoku } from '../../../core/gomoku/index.ts';
import type { GomokuRule } from '../../../core/gomoku/index.ts';
import { pt } from './helpers.ts';

function replayError(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  return undefined;
}

describe('replayGomoku', () => {
  it('replays a position and round-trips through toPosition', () => {
    const position = { size: 15, rule: 'standard' as const, moves: [pt(7, 7), pt(8, 8), pt(6, 7)] };
    const b = replayGomoku(position);
    expect(b.toPosition()).toEqual(position);
    expect(b.rule).toBe('standard');
  });

  it.each([
    ['occupied', [pt(7, 7), pt(8, 8), pt(7, 7)], 2],
    ['off-board', [pt(7, 7), pt(15, 3)], 1],
    ['off-board', [pt(-1, 0)], 0],
  ])('names the index of the first %s move', (reason, moves, index) => {
    const e = replayError(() => replayGomoku({ size: 15, rule: 'freestyle', moves }));
    expect(e).toBeInstanceOf(IllegalGomokuMoveError);
    expect(e).toMatchObject({ reason, index, context: { index } });
    expect((e as Error).message).toContain(`index ${index}`);
  });

  it('refuses a move after the game is won', () => {
    const moves = [pt(0, 0), pt(0, 5), pt(1, 0), pt(1, 5), pt(2, 0), pt(2, 5), pt(3, 0), pt(3, 5), pt(4, 0), pt(9, 9)];
    const e = replayError(() => replayGomoku({ size: 15, rule: 'freestyle', moves }));
    expect(e).toMatchObject({ reason: 'game-over', index: 9 });
  });

  it('refuses a bad size or rule with a setup error', () => {
    expect(() => replayGomoku({ size: 25, rule: 'freestyle', moves: [] })).toThrow(GomokuSetupError);
    expect(() => replayGomoku({ size: 15, rule: 'caro' as GomokuRule, moves: [] })).toThrow(GomokuSetupError);
  });
});
