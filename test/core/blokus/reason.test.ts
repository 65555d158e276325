// A refused move's code is written once in what people read ("22p0: 22p0: the first piece…" was
// the bug): the board's reason leaves it out, and the error and the referee's verdict name it once.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BlokusBoard } from '../../../core/blokus/board.ts';
import { encodeMoveCode, type MoveCode } from '../../../core/blokus/codec.ts';
import { IllegalMoveError } from '../../../core/blokus/verdict.ts';
import { Referee } from '../../../core/referee/referee.ts';
import { BlokusRules } from '../../../core/referee/blokus-rules.ts';
import { describeVerdict } from '../../../core/referee/verdict.ts';
import { makeTiming } from '../../../core/match/types.ts';

const occurrences = (text: string, part: string) => text.split(part).length - 1;

const placement = fc.record({ x: fc.integer({ min: 1, max: 14 }), y: fc.integer({ min: 1, max: 14 }), piece: fc.integer({ min: 0, max: 20 }), orientation: fc.integer({ min: 0, max: 7 }) }).map((m): MoveCode => ({ kind: 'place', ...m }));

describe('the reason of a refused Blokus move', () => {
  it('names the code exactly once in the error and in the verdict, never in the reason itself', () => {
    fc.assert(
      fc.property(fc.constantFrom<'5' | 'a'>('5', 'a'), placement, (start, move) => {
        const board = new BlokusBoard({ firstMoverStart: start });
        const v = board.legality(move);
        fc.pre(!v.legal);
        const code = encodeMoveCode(move);
        expect(v.reason.startsWith(`${code}:`)).toBe(false);
        expect(v.reason.length).toBeGreaterThan(0);
        const thrown = (() => {
          try {
            board.apply(move);
          } catch (e) {
            return e;
          }
          return null;
        })();
        expect(thrown).toBeInstanceOf(IllegalMoveError);
        expect(occurrences((thrown as Error).message, code)).toBe(1);
        const referee = new Referee<'blokus'>(new BlokusRules(start), { timeLimitMs: 0 });
        const step = referee.judge({ kind: 'move', move, text: code, timing: makeTiming(1, 4, 1, null) });
        expect(step.kind).toBe('over');
        if (step.kind === 'over') expect(occurrences(describeVerdict(step.verdict), code)).toBe(1);
      }),
      { numRuns: 300 },
    );
  });

  it('the first piece off the start square reads as one sentence after its code', () => {
    const v = new BlokusBoard().legalityOfCode('22p0');
    expect(v.legal).toBe(false);
    expect(v.reason).toBe('the first piece of the first mover must cover its start square (5,5)');
  });
});
