// The per-move limit on the clock the host names: wall time for boards and engines, predicted
// hardware time for an emulated core (falling back to wall time when it predicts nothing).
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { Referee } from '../../../core/referee/referee.ts';
import { BlokusRules } from '../../../core/referee/blokus-rules.ts';
import { describeVerdict } from '../../../core/referee/verdict.ts';
import { decodeMoveCode } from '../../../core/blokus/codec.ts';
import { makeTiming } from '../../../core/match/types.ts';
import type { TurnAnswer } from '../../../core/match/player.ts';

const answer = (wallMs: number, predictedMs: number | null): TurnAnswer<'blokus'> => ({
  kind: 'move',
  move: decodeMoveCode('55a0'),
  text: '55a0',
  timing: makeTiming(wallMs, 4, 2, null, predictedMs),
});

describe('Referee move clock', () => {
  it('judges a predicted-clock answer by its predicted time only, a wall-clock answer by its wall time only', () => {
    const ms = fc.double({ min: 0, max: 5000, noNaN: true });
    fc.assert(
      fc.property(ms, ms, fc.integer({ min: 1, max: 3000 }), (wall, predicted, limit) => {
        const byPrediction = new Referee(new BlokusRules('5'), { timeLimitMs: limit }).judge(answer(wall, predicted), 'predicted');
        expect(byPrediction.kind).toBe(predicted > limit ? 'over' : 'continue');
        if (byPrediction.kind === 'over') expect(byPrediction.verdict).toEqual({ kind: 'timeout', loser: 0, limitMs: limit, elapsedMs: predicted, clock: 'predicted' });
        const byWall = new Referee(new BlokusRules('5'), { timeLimitMs: limit }).judge(answer(wall, predicted));
        expect(byWall.kind).toBe(wall > limit ? 'over' : 'continue');
        if (byWall.kind === 'over') expect(byWall.verdict).toEqual({ kind: 'timeout', loser: 0, limitMs: limit, elapsedMs: wall });
      }),
    );
  });

  it('falls back to wall time when the emulator predicts nothing', () => {
    const step = new Referee(new BlokusRules('5'), { timeLimitMs: 100 }).judge(answer(150, null), 'predicted');
    expect(step).toMatchObject({ kind: 'over', verdict: { kind: 'timeout', elapsedMs: 150 } });
    expect(step.kind === 'over' && 'clock' in step.verdict).toBe(false);
  });

  it('says which clock a timeout was read on', () => {
    const late = new Referee(new BlokusRules('5'), { timeLimitMs: 1000 }).judge(answer(3, 1234.56), 'predicted');
    expect(late.kind === 'over' && describeVerdict(late.verdict)).toBe('player 1 loses on time: no move within 1000 ms of predicted hardware time (1234.6 ms predicted)');
    const wall = new Referee(new BlokusRules('5'), { timeLimitMs: 1000 }).judge(answer(1234.56, 3));
    expect(wall.kind === 'over' && describeVerdict(wall.verdict)).toBe('player 1 loses on time: no move within 1000 ms (1234.6 ms elapsed)');
  });
});
