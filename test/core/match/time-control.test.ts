import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatTimeControl, GameClock, parseTimeControl, MAX_GAME_TIME_MS } from '../../../core/match/time-control.ts';

describe('parseTimeControl / formatTimeControl', () => {
  it('reads the written forms', () => {
    expect(parseTimeControl('60s+1s')).toEqual({ ok: true, timeControl: { baseMs: 60_000, incrementMs: 1000 } });
    expect(parseTimeControl('5m')).toEqual({ ok: true, timeControl: { baseMs: 300_000, incrementMs: 0 } });
    expect(parseTimeControl('1500ms+100ms')).toEqual({ ok: true, timeControl: { baseMs: 1500, incrementMs: 100 } });
    expect(parseTimeControl(' 90+0.5 ')).toEqual({ ok: true, timeControl: { baseMs: 90_000, incrementMs: 500 } });
  });

  it('names what is wrong in a bad one', () => {
    expect(parseTimeControl('')).toMatchObject({ ok: false, message: expect.stringMatching(/BASE\[\+INCREMENT\]/) });
    expect(parseTimeControl('1x+1s')).toMatchObject({ ok: false, message: expect.stringMatching(/"1x" in "1x\+1s" is not a duration/) });
    expect(parseTimeControl('10s+z')).toMatchObject({ ok: false, message: expect.stringMatching(/"z" in/) });
    expect(parseTimeControl('1s+1s+1s')).toMatchObject({ ok: false });
    expect(parseTimeControl('0s')).toMatchObject({ ok: false, message: expect.stringMatching(/between 1 ms and 24 h/) });
    expect(parseTimeControl('25h')).toMatchObject({ ok: false });
  });

  it('round-trips every time control through its text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_GAME_TIME_MS }), fc.integer({ min: 0, max: MAX_GAME_TIME_MS }), (baseMs, incrementMs) => {
        const tc = { baseMs, incrementMs };
        expect(parseTimeControl(formatTimeControl(tc))).toEqual({ ok: true, timeControl: tc });
      }),
    );
  });
});

describe('GameClock', () => {
  it('charges moves, adds the increment for moves in time, flags an overrun without going negative, and takes back exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.array(fc.double({ min: 0, max: 5000, noNaN: true }), { maxLength: 40 }),
        fc.integer({ min: 0, max: 40 }),
        (baseMs, incrementMs, used, back) => {
          const clock = new GameClock({ baseMs, incrementMs });
          const expected: [number, number] = [baseMs, baseMs];
          const seen: (readonly [number, number])[] = [];
          let i = 0;
          for (; i < used.length; i++) {
            const side = (i % 2) as 0 | 1;
            seen.push(clock.both);
            const r = clock.charge(side, used[i]!);
            if (used[i]! > expected[side]) {
              expect(r).toEqual({ kind: 'flag', availableMs: expected[side], usedMs: used[i] });
              expect(clock.remainingMs(side)).toBe(0);
              i++;
              break;
            }
            expected[side] = expected[side] - used[i]! + incrementMs;
            expect(r).toEqual({ kind: 'ok', remainingMs: expected[side] });
            expect(clock.both).toEqual(expected);
          }
          expect(clock.remainingMs(0)).toBeGreaterThanOrEqual(0);
          expect(clock.remainingMs(1)).toBeGreaterThanOrEqual(0);
          const n = Math.min(back, i);
          clock.takeBack(n);
          expect(clock.both).toEqual(n === 0 ? clock.both : seen[i - n]);
          expect(() => clock.takeBack(i - n + 1)).toThrow(/cannot take back/);
        },
      ),
    );
  });

  it('refuses a negative move time', () => {
    expect(() => new GameClock({ baseMs: 10, incrementMs: 0 }).charge(0, -1)).toThrow(RangeError);
  });
});
