// The game registry: each entry's notation round-trips every legal move the rules offer, its
// settings schema is the one the API and the records validate with, and its option lists agree
// with the core types they stand for.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalPlacements } from '../../../core/blokus/movegen.ts';
import { canonicalCode, placementCodes } from '../../../core/blokus/placements.ts';
import { PASS, type MoveCode } from '../../../core/blokus/codec.ts';
import { BlokusBoard } from '../../../core/blokus/board.ts';
import { matchSettingsSchema } from '../../../core/api/schemas.ts';
import { GAMES, GAME_KINDS, createRules, describeSettings, settingsFor } from '../../../core/games/registry.ts';
import { settingsSchema as recordSettingsSchema } from '../../../host/records/schema.ts';

describe('game registry', () => {
  it('has one entry per kind, each under its own name, with defaults its own schema accepts', () => {
    expect([...GAME_KINDS].sort()).toEqual(['blokus', 'gomoku', 'hex']);
    for (const g of GAME_KINDS) {
      expect(GAMES[g].kind).toBe(g);
      expect(GAMES[g].settingsSchema.parse(GAMES[g].defaultSettings)).toEqual(GAMES[g].defaultSettings);
      for (const o of GAMES[g].settingOptions) expect(GAMES[g].defaultSettings).toHaveProperty(o.key, o.default);
    }
  });

  it('the API and the records validate settings with the same schema (the Gomoku size no longer drifts)', () => {
    expect(recordSettingsSchema).toBe(matchSettingsSchema);
    expect(matchSettingsSchema.safeParse({ game: 'gomoku', size: 19, rule: 'freestyle' }).success).toBe(true);
    expect(matchSettingsSchema.safeParse({ game: 'gomoku', size: 4, rule: 'freestyle' }).success).toBe(false);
    expect(matchSettingsSchema.safeParse({ game: 'blokus', dialect: 'heart-2015', firstMoverStart: '5' }).success).toBe(false);
  });

  it('every setting choice the CLI and the UI offer is accepted by the schema', () => {
    for (const g of GAME_KINDS) {
      for (const o of GAMES[g].settingOptions) {
        for (const c of o.choices ?? []) expect(GAMES[g].settingsSchema.safeParse({ ...GAMES[g].defaultSettings, [o.key]: c.value }).success, `${g} ${o.key}=${c.value}`).toBe(true);
      }
    }
  });

  it('settingsFor refuses another game\'s settings with a typed error naming the game', () => {
    expect(() => settingsFor('gomoku', GAMES.blokus.defaultSettings)).toThrow(/not Gomoku settings/);
    expect(describeSettings(GAMES.blokus.defaultSettings)).toBe('blokus heart-2014 start 5');
    expect(describeSettings({ game: 'gomoku', size: 15, rule: 'standard' })).toBe('gomoku 15×15 standard');
  });

  it('Blokus notation round-trips every legal move of random games, and the rules agree with the board', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 24 }), (picks) => {
        const rules = createRules('blokus', GAMES.blokus.defaultSettings);
        const board = new BlokusBoard();
        for (const pick of picks) {
          const placements = legalPlacements(board);
          // Any code of a legal placement (symmetric pieces have several), or a pass when none is left.
          const id = placements[pick % Math.max(1, placements.length)];
          const codes: MoveCode[] = id === undefined ? [PASS] : placementCodes(id);
          const move = codes[pick % codes.length] ?? canonicalCode(id!);
          const text = GAMES.blokus.encodeMove(move);
          const back = GAMES.blokus.parseMove(text);
          expect(back.ok && GAMES.blokus.encodeMove(back.move)).toBe(text);
          expect(rules.check(board.toMove, move)).toEqual({ ok: true });
          expect(rules.play(board.toMove, move)).toEqual({ ok: true });
          board.apply(move);
          if (board.isOver()) break;
        }
      }),
      { numRuns: 40 },
    );
  });

  it('Gomoku notation round-trips every point and refuses what is not one', () => {
    fc.assert(
      fc.property(fc.nat({ max: 19 }), fc.nat({ max: 19 }), (x, y) => {
        const text = GAMES.gomoku.encodeMove({ x, y });
        expect(text).toBe(`${x},${y}`);
        expect(GAMES.gomoku.parseMove(text)).toEqual({ ok: true, move: { x, y } });
      }),
    );
    for (const bad of ['', '7', '7,', 'a,b', '-1,2', '1,2,3']) expect(GAMES.gomoku.parseMove(bad).ok, bad).toBe(false);
  });

  it('the rules check a move without playing it', () => {
    const rules = createRules('gomoku', GAMES.gomoku.defaultSettings);
    expect(rules.check(0, { x: 7, y: 7 })).toEqual({ ok: true });
    expect(rules.check(0, { x: 7, y: 7 })).toEqual({ ok: true });
    expect(rules.play(0, { x: 7, y: 7 })).toEqual({ ok: true });
    expect(rules.check(1, { x: 7, y: 7 })).toMatchObject({ ok: false });
    expect(rules.check(0, { x: 8, y: 8 })).toMatchObject({ ok: false, rule: 'out-of-turn' });
  });
});
