// The clock face: never below zero whatever the elapsed time (issue #18 defect 2 showed
// "-5352.20 ms"), counting down only on the running side, and the format's rounding.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatClock, runningClock } from '../../renderer/views/match/clock-view.ts';

describe('clock view', () => {
  it('never shows less than zero, and counts down only the running side', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3_600_000 }),
        fc.integer({ min: 0, max: 3_600_000 }),
        fc.integer({ min: 0, max: 600_000 }),
        fc.double({ min: -1e7, max: 1e7, noNaN: true }),
        fc.constantFrom(0, 1, null),
        (a, b, limit, elapsed, running: 0 | 1 | null) => {
          const clock = { remainingMs: [a, b] as [number, number], running, turnLimitMs: limit };
          for (const side of [0, 1] as const) {
            const v = runningClock(clock, side, running, elapsed);
            expect(v.gameLeftMs).toBeGreaterThanOrEqual(0);
            if (running !== side) expect(v.gameLeftMs).toBe(side === 0 ? a : b);
            if (running !== side || limit === 0) expect(v.moveLeftMs).toBeNull();
            else {
              expect(v.moveLeftMs).toBeGreaterThanOrEqual(0);
              expect(v.moveLeftMs).toBeLessThanOrEqual(limit);
              expect(v.moveFraction).toBeGreaterThanOrEqual(0);
              expect(v.moveFraction).toBeLessThanOrEqual(1);
            }
            expect(formatClock(v.gameLeftMs!)).not.toMatch(/-/);
          }
        },
      ),
    );
  });

  it('has no game time without a time control', () => {
    expect(runningClock({ remainingMs: null, running: 0, turnLimitMs: 1000 }, 0, 0, 250)).toEqual({ moveLeftMs: 750, moveFraction: 0.75, gameLeftMs: null });
    expect(runningClock(null, 1, null, 0)).toEqual({ moveLeftMs: null, moveFraction: 0, gameLeftMs: null });
  });

  it('formats seconds below a minute and m:ss.t above', () => {
    expect(formatClock(9_850)).toBe('9.8 s');
    expect(formatClock(-3)).toBe('0.0 s');
    expect(formatClock(65_300)).toBe('1:05.3');
    expect(formatClock(600_000)).toBe('10:00.0');
  });
});
