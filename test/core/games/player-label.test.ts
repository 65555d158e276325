// One name per player for the Match page and the records (core/games/player-label.ts): a record's
// `emu:` SPEC reads as the words the Match page shows, defaults filled in; anything else keeps its name.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GAMES, GAME_KINDS } from '../../../core/games/registry.ts';
import { emulatorLabel, playerLabel } from '../../../core/games/player-label.ts';

describe('playerLabel', () => {
  it('names an emulator by every option of its game, as the Match page does', () => {
    expect(playerLabel('blokus', { name: 'emu:depth=4,units=3', kind: 'emulator' })).toBe('emulator (depth 4, units 3)');
    expect(playerLabel('blokus', { name: 'emu', kind: 'emulator', spec: 'emu:depth=2' })).toBe(`emulator (depth 2, units ${GAMES.blokus.emulatorOptions.find((o) => o.key === 'units')!.default})`);
    expect(playerLabel('blokus', { name: 'Pentobi', kind: 'engine', spec: 'gtp:pentobi-gtp' })).toBe('Pentobi');
    expect(playerLabel('gomoku', { name: 'emu:depth=x', kind: 'board' })).toBe('emu:depth=x');
  });

  it('names the Blokus core version only when it is not the shipped one, and a depth only for the core that has one (v1)', () => {
    expect(playerLabel('blokus', { name: 'emu:version=1,depth=4,units=3', kind: 'emulator' })).toBe('emulator (depth 4, units 3)');
    // v2 deepens until its deadline: a depth in an older record's SPEC was never used, so it is not named.
    expect(playerLabel('blokus', { name: 'emu:version=2,depth=4,units=3', kind: 'emulator' })).toBe('emulator (version 2, units 3)');
    expect(emulatorLabel('blokus', { version: 2 })).toBe(`emulator (version 2, units ${GAMES.blokus.emulatorOptions.find((o) => o.key === 'units')!.default})`);
  });

  it('agrees with emulatorLabel for any options of any game', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GAME_KINDS), fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 4, maxLength: 4 }), (game, values) => {
        const options = Object.fromEntries(GAMES[game].emulatorOptions.map((o, i) => [o.key, values[i % values.length]!]));
        const spec = `emu:${Object.entries(options).map(([k, v]) => `${k}=${v}`).join(',')}`;
        expect(playerLabel(game, { name: spec, kind: 'emulator' })).toBe(emulatorLabel(game, options));
      }),
    );
  });
});
