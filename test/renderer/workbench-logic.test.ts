// The match workbench's pure logic: how sides are named and verdicts worded, setup mistakes as
// sentences tied to their control, the stored setup read back safely, the clock never negative,
// and the timing chart's per-side series and distributions.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { MatchConfig, MatchMove, MatchVerdict } from '../../core/api/schemas.ts';
import { GAME_KINDS, GAMES } from '../../core/games/registry.ts';
import { elapsedSince } from '../../renderer/views/match/clock.ts';
import { configProblems } from '../../renderer/views/match/config-problems.ts';
import { sideNames, verdictLine } from '../../renderer/views/match/names.ts';
import { choiceOf, emptyForm, shownOptions } from '../../renderer/views/match/PlayerSetup.tsx';
import { playerChoiceSchema } from '../../core/api/schemas.ts';
import { emulatorLabel } from '../../core/games/player-label.ts';

import { parseSetup, SETUP_KEY, loadSetup, saveSetup, type MatchSetup } from '../../renderer/views/match/setup-store.ts';
import { distributions, forLogScale, timingData } from '../../renderer/timing-series.ts';

const human = (label = 'you') => ({ label, kind: 'human' as const, identity: null });
const machine = (label: string) => ({ label, kind: 'emulator' as const, identity: null });

describe('side names and verdict lines', () => {
  it('one human is "you", two unnamed humans are Player 1 and Player 2, names typed and machines keep their labels', () => {
    expect(sideNames([human(), machine('emulator (depth 3)')])).toEqual(['you', 'emulator (depth 3)']);
    expect(sideNames([human(), human()])).toEqual(['Player 1', 'Player 2']);
    expect(sideNames([human('Ada'), human()])).toEqual(['Ada', 'Player 2']);
    expect(sideNames([machine('DE2-115 on /dev/ttyUSB0'), human()])).toEqual(['DE2-115 on /dev/ttyUSB0', 'you']);
  });

  const v = (o: Partial<MatchVerdict> & Pick<MatchVerdict, 'kind' | 'winner'>): MatchVerdict => ({ text: 'player N …', reason: 'why', scores: null, line: null, ...o });

  it('words every verdict with the names, "you" in the second person, never "player N"', () => {
    const names = ['you', 'emulator'] as const;
    expect(verdictLine(v({ kind: 'normal-end', winner: 0, reason: 'five in a row' }), names)).toBe('You win: five in a row');
    expect(verdictLine(v({ kind: 'normal-end', winner: 1, reason: 'five in a row' }), names)).toBe('emulator wins: five in a row');
    expect(verdictLine(v({ kind: 'normal-end', winner: null, reason: 'two passes in a row (-3 to -3)' }), names)).toBe('Draw: two passes in a row (-3 to -3)');
    expect(verdictLine(v({ kind: 'illegal-move', winner: 0, reason: 'illegal move "11a0"' }), names)).toBe('emulator loses: illegal move "11a0"');
    expect(verdictLine(v({ kind: 'timeout', winner: 1, reason: 'no move within 1000 ms' }), names)).toBe('You lose on time: no move within 1000 ms');
    expect(verdictLine(v({ kind: 'resigned', winner: 1 }), names)).toBe('You resigned');
    expect(verdictLine(v({ kind: 'resigned', winner: 0 }), ['Player 1', 'Player 2'])).toBe('Player 2 resigned');
    expect(verdictLine(v({ kind: 'aborted', winner: null, reason: 'stopped by the user' }), names)).toBe('Game aborted: stopped by the user');
    // A verdict without `reason` (an older host) falls back to its text.
    expect(verdictLine({ kind: 'aborted', winner: null, text: 'game aborted: x', scores: null, line: null }, names)).toBe('Game aborted: game aborted: x');
  });

  it('names the right side for any verdict', () => {
    const kinds = ['normal-end', 'illegal-move', 'timeout', 'link-lost', 'resigned'] as const;
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.constantFrom(0 as const, 1 as const), (kind, winner) => {
        const line = verdictLine(v({ kind, winner }), ['Ada', 'Bob']);
        const named = kind === 'normal-end' ? ['Ada', 'Bob'][winner] : ['Bob', 'Ada'][winner];
        expect(line.startsWith(named!)).toBe(true);
        expect(line).not.toMatch(/player [12]/i);
      }),
    );
  });
});

describe('setup problems', () => {
  const config = (players: MatchConfig['players'], timeLimitMs = 0, game: 'blokus' | 'gomoku' = 'blokus'): MatchConfig => ({ settings: GAMES[game].defaultSettings, timeLimitMs, players });

  it('a valid setup has none', () => {
    expect(configProblems(config([{ kind: 'human' }, { kind: 'board', boardId: 'emu:blokus' }]))).toEqual({});
  });

  it('ties each mistake to its control with a sentence, never the API path', () => {
    const p = configProblems(config([{ kind: 'engine', spec: '' }, { kind: 'board', boardId: '' }], 1.5));
    expect(p).toEqual({
      'time-limit': expect.stringMatching(/^The time limit is a whole number/),
      'p1-spec': expect.stringMatching(/^Player 1: type the engine to run, for example gtp:/),
      'p2-board': 'Player 2: choose a board.',
    });
    for (const text of Object.values(p)) expect(text).not.toMatch(/players\.|bad arguments|Too small/);
  });

  it("checks an emulator's options against the chosen game's range, naming the game's side", () => {
    const max = GAMES.gomoku.emulatorOptions.find((o) => o.key === 'depth')!.max;
    const p = configProblems(config([{ kind: 'human' }, { kind: 'emulator', depth: max + 1, units: 1 }], 0, 'gomoku'));
    expect(p['p2-depth']).toMatch(new RegExp(`^White: the depth \\(plies\\) must be a whole number from 1 to ${max}\\.$`));
  });
});

describe('the emulator choice', () => {
  it('every option the form shows for a game reaches the host’s choice, off its default too (the core version was shown and dropped)', () => {
    for (const game of GAME_KINDS) {
      for (const o of GAMES[game].emulatorOptions) {
        const value = o.default === o.max ? o.min : o.max;
        const base = emptyForm('emulator', '');
        const choice = playerChoiceSchema.parse(choiceOf({ ...base, emulator: { ...base.emulator, [o.key]: value } }));
        expect(choice.kind).toBe('emulator');
        if (choice.kind !== 'emulator') continue;
        expect({ game, key: o.key, value: (choice as Record<string, unknown>)[o.key] }).toEqual({ game, key: o.key, value });
        if (!o.onlyWith) expect(emulatorLabel(game, { [o.key]: value })).toContain(`${o.key} ${value}`);
      }
    }
  });

  it('shows only the fields the chosen core has: a Blokus v3 core none but its version, v2 no depth, v1 all of them', () => {
    const base = emptyForm('emulator', '');
    const keys = (version: number) => shownOptions('blokus', { ...base, emulator: { ...base.emulator, version } }).map((o) => o.key);
    expect(keys(1)).toEqual(GAMES.blokus.emulatorOptions.map((o) => o.key));
    expect(keys(2)).toEqual(GAMES.blokus.emulatorOptions.map((o) => o.key).filter((k) => k !== 'depth'));
    expect(keys(3)).toEqual(['version']);
    expect(shownOptions('gomoku', base).map((o) => o.key)).toEqual(['depth']);
  });
});

describe('stored setup', () => {
  const setup: MatchSetup = { settings: GAMES.gomoku.defaultSettings, timeLimit: 500, forms: [{ ...emptyForm('human', ''), name: 'Ada' }, emptyForm('board', 'emu:gomoku')] };

  it('round-trips through storage and ignores what does not parse', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(loadSetup(storage)).toBeNull();
    saveSetup(setup, storage);
    expect(loadSetup(storage)).toEqual(setup);
    for (const bad of ['{', 'null', '{"settings":{"game":"chess"}}', JSON.stringify({ ...setup, timeLimit: -1 }), JSON.stringify({ ...setup, forms: [setup.forms[0]] })]) {
      store.set(SETUP_KEY, bad);
      expect(loadSetup(storage)).toBeNull();
    }
    expect(parseSetup(null)).toBeNull();
  });

  it('a storage that throws (private window, quota) is survived', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('quota'); } };
    expect(loadSetup(broken)).toBeNull();
    expect(() => saveSetup(setup, broken)).not.toThrow();
  });
});

describe('clock', () => {
  it('never shows a negative time, whatever order the turn start and the tick come in', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), fc.double({ min: 0, max: 1e9, noNaN: true }), (start, now) => {
        const e = elapsedSince(start, now);
        expect(e).toBeGreaterThanOrEqual(0);
        if (now >= start) expect(e).toBe(now - start);
      }),
    );
  });
});

describe('timing series', () => {
  const move = (ply: number, computeMs: number | null, predictedMs: number | null = null): MatchMove => ({
    ply,
    side: (ply % 2) as 0 | 1,
    text: 'x',
    timing: computeMs === null ? null : { wallMs: computeMs, wireMs: null, computeMs, predictedMs, engine: null },
  });

  it('gives each side its own measured series (null on the other side’s plies) and a predicted one only when predicted', () => {
    const d = timingData([move(0, 5, 4), move(1, 20), move(2, 7, 6), move(3, null)]);
    expect(d.plies).toEqual([1, 2, 3]);
    expect(d.sides).toEqual([
      { side: 0, measured: [5, null, 7], predicted: [4, null, 6] },
      { side: 1, measured: [null, 20, null], predicted: null },
    ]);
    expect(timingData([]).sides).toEqual([]);
  });

  it('every timed move appears in exactly one side series, and distributions are ordered', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.double({ min: 0, max: 1e4, noNaN: true }), { nil: null }), { maxLength: 60 }), (times) => {
        const moves = times.map((t, i) => move(i, t));
        const d = timingData(moves);
        const timed = times.filter((t) => t !== null).length;
        expect(d.plies).toHaveLength(timed);
        const present = d.plies.map((_, i) => d.sides.filter((s) => s.measured[i] !== null).length);
        expect(present.every((n) => n === 1)).toBe(true);
        for (const x of distributions(d)) {
          expect(x.min).toBeLessThanOrEqual(x.median);
          expect(x.median).toBeLessThanOrEqual(x.p90);
          expect(x.p90).toBeLessThanOrEqual(x.p99);
          expect(x.p99).toBeLessThanOrEqual(x.max);
        }
        expect(distributions(d).reduce((n, x) => n + x.count, 0)).toBe(timed);
      }),
    );
  });

  it('a log axis gets no zero', () => {
    expect(forLogScale([0, null, 3])).toEqual([0.001, null, 3]);
  });
});
