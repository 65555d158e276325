import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { describeVerdict, verdictReason, type Verdict } from '../../../core/referee/verdict.ts';

const side = fc.constantFrom(0 as const, 1 as const);
const text = fc.string({ maxLength: 12 });
const verdict: fc.Arbitrary<Verdict> = fc.oneof(
  fc.record({
    kind: fc.constant('normal-end' as const),
    reason: fc.constantFrom('two-passes' as const, 'all-pieces-placed' as const, 'five-in-a-row' as const, 'full-board' as const, 'connection' as const),
    winner: fc.constantFrom(0 as const, 1 as const, null),
    scores: fc.option(fc.tuple(fc.integer({ min: -89, max: 20 }), fc.integer({ min: -89, max: 20 }))),
    line: fc.constant(null),
  }),
  fc.record({ kind: fc.constant('illegal-move' as const), loser: side, rule: text, bytes: text, message: text }),
  fc.record({ kind: fc.constant('timeout' as const), loser: side, limitMs: fc.nat(), elapsedMs: fc.double({ min: 0, max: 1e6, noNaN: true }) }),
  fc.record({ kind: fc.constant('link-lost' as const), loser: side, detail: text }),
  fc.record({ kind: fc.constant('resigned' as const), loser: side }),
  fc.record({ kind: fc.constant('aborted' as const), detail: text }),
);

describe('verdict text', () => {
  it('the reason never names a side, and the full line is the side plus the reason', () => {
    fc.assert(
      fc.property(verdict, (v) => {
        const why = verdictReason(v);
        expect(why).not.toMatch(/player [12]/);
        const line = describeVerdict(v);
        if (v.kind !== 'resigned') expect(line.endsWith(why)).toBe(true);
        if (v.kind === 'aborted') expect(line).toMatch(/^game aborted: /);
        else if (v.kind !== 'normal-end' || v.winner !== null) expect(line).toMatch(/^player [12] /);
      }),
    );
  });

  it('names the loser of a refused move and the winner of a normal end', () => {
    expect(describeVerdict({ kind: 'illegal-move', loser: 1, rule: 'must-cover-start', bytes: '11a0', message: 'x' })).toBe('player 2 loses: illegal move "11a0" (must-cover-start): x');
    expect(describeVerdict({ kind: 'normal-end', reason: 'five-in-a-row', winner: 0, scores: null, line: null })).toBe('player 1 wins: five in a row');
    expect(verdictReason({ kind: 'normal-end', reason: 'two-passes', winner: null, scores: [3, -4], line: null })).toBe('two passes in a row (3 to -4)');
  });
});
