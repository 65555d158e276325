/**
 * The game registry: one entry per game kind. Adding a game is its own files (rules, codec, an
 * entry like blokus.ts) plus one line in each of the two tables below; see ARCHITECTURE.md.
 */
import { z } from 'zod';
import type { MoveCode } from '../blokus/codec.ts';
import type { Point } from '../gomoku/position.ts';
import type { HexMove } from '../hex/position.ts';
import { BLOKUS, blokusSettingsSchema, type BlokusSettings } from './blokus.ts';
import { GOMOKU, gomokuSettingsSchema, type GomokuSettings } from './gomoku.ts';
import { HEX, hexSettingsSchema, type HexSettings } from './hex.ts';
import { ArenaError } from '../errors.ts';
import type { GameRules } from '../referee/rules.ts';
import type { GameEntry, GameKind, GameSettings, SettingsOf } from './types.ts';

/** Each game's move and settings types (a map, so generic code keeps them tied to the kind). */
export interface GameTypes {
  blokus: { move: MoveCode; settings: BlokusSettings };
  gomoku: { move: Point; settings: GomokuSettings };
  hex: { move: HexMove; settings: HexSettings };
}

export const GAMES: { readonly [G in GameKind]: GameEntry<G> } = { blokus: BLOKUS, gomoku: GOMOKU, hex: HEX };

/** Settings of any game, as the API, the records and the CLI accept them. */
export const gameSettingsSchema = z.discriminatedUnion('game', [blokusSettingsSchema, gomokuSettingsSchema, hexSettingsSchema]);

export const GAME_KINDS = Object.keys(GAMES) as readonly GameKind[];
export const gameKindSchema = z.enum(GAME_KINDS as [GameKind, ...GameKind[]]);

export function isGameKind(name: string): name is GameKind {
  return Object.hasOwn(GAMES, name);
}

export function gameEntry<G extends GameKind>(game: G): GameEntry<G> {
  return GAMES[game];
}

/** `settings` checked to be `game`'s (typed settings of one game, whatever the caller held). */
export function settingsFor<G extends GameKind>(game: G, settings: GameSettings): SettingsOf<G> {
  const entry = GAMES[game];
  const checked = entry.settingsSchema.safeParse(settings);
  if (!checked.success) {
    const why = checked.error.issues.map((i) => `${i.path.join('.') || 'settings'}: ${i.message}`).join('; ');
    throw new ArenaError('bad-settings', `${JSON.stringify(settings)} are not ${entry.label} settings (${why})`, { game });
  }
  return checked.data;
}

/** The referee's rules for a game of `game` under `settings`. */
export function createRules<G extends GameKind>(game: G, settings: GameSettings): GameRules<G> {
  return GAMES[game].rules(settingsFor(game, settings));
}

/** `blokus heart-2014 start 5`, `gomoku 15×15 freestyle`. */
export function describeSettings(settings: GameSettings): string {
  return `${settings.game} ${describeAs(settings.game, settings)}`;
}

function describeAs<G extends GameKind>(game: G, settings: GameSettings): string {
  return GAMES[game].describeSettings(settingsFor(game, settings));
}
