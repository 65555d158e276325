// The CLI's game settings come from the game registry: defaults, accepted spellings, and clear
// errors for a value or a flag that does not fit the game.
import { describe, expect, it } from 'vitest';
import { ArenaError } from '../../../core/errors.ts';
import { gameArg, intArg, settingFlags, settingsFromFlags, settingsUsage } from '../../../host/cli/options.ts';

describe('CLI options from the game registry', () => {
  it('takes each game\'s defaults when no flag is given', () => {
    expect(settingsFromFlags('match', 'blokus', {})).toEqual({ game: 'blokus', dialect: 'heart-2014', firstMoverStart: '5' });
    expect(settingsFromFlags('match', 'gomoku', {})).toEqual({ game: 'gomoku', size: 15, rule: 'freestyle' });
  });

  it('accepts the values with or without dashes, and integers in range', () => {
    expect(settingsFromFlags('match', 'blokus', { dialect: 'ICFPT2013', start: 'a' })).toMatchObject({ dialect: 'icfpt-2013', firstMoverStart: 'a' });
    expect(settingsFromFlags('match', 'gomoku', { size: '19', rule: 'standard' })).toMatchObject({ size: 19, rule: 'standard' });
  });

  it('refuses a bad value, an out-of-range size and another game\'s flag, naming them', () => {
    expect(() => settingsFromFlags('match', 'blokus', { start: 'b' })).toThrow(/unknown start 'b': expected 5 or a/);
    expect(() => settingsFromFlags('match', 'gomoku', { size: '30' })).toThrow(/--size 30: expected an integer in 5\.\.20/);
    expect(() => settingsFromFlags('match', 'gomoku', { dialect: 'heart2014' })).toThrow(ArenaError);
    expect(() => settingsFromFlags('match', 'gomoku', { dialect: 'heart2014' })).toThrow(/--dialect does not apply to --game gomoku/);
  });

  it('lists every game\'s flags for parseArgs and --help', () => {
    expect(Object.keys(settingFlags()).sort()).toEqual(['dialect', 'rule', 'size', 'start', 'swap']);
    expect(settingsUsage()).toMatch(/--dialect heart2014\|icfpt2013/);
    expect(gameArg('x', 'gomoku')).toBe('gomoku');
    expect(() => gameArg('x', 'chess')).toThrow(/unknown game 'chess'/);
    expect(intArg('x', 'n', undefined, { min: 0, max: 3, fallback: 2 })).toBe(2);
    expect(() => intArg('x', 'n', '4', { min: 0, max: 3 })).toThrow(/--n 4: expected an integer in 0\.\.3/);
  });
});
