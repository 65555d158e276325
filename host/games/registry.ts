/** The host side of each game kind (core/games/registry.ts holds the pure side): one line per game. */
import type { GameKind } from '../../core/games/types.ts';
import { BLOKUS_HOST } from './blokus.ts';
import { GOMOKU_HOST } from './gomoku.ts';
import { HEX_HOST } from './hex.ts';
import type { HostGame } from './types.ts';

export const HOST_GAMES: { readonly [G in GameKind]: HostGame<G> } = { blokus: BLOKUS_HOST, gomoku: GOMOKU_HOST, hex: HEX_HOST };

export function hostGame<G extends GameKind>(game: G): HostGame<G> {
  return HOST_GAMES[game];
}
