/** Which framing a board's session is read with: its catalogue profile's (core/boards/profiles.ts), else lines. */
import { BOARD_PROFILES } from '../boards/profiles.ts';
import type { GameKind } from '../games/types.ts';
import type { Framing } from './exchanges.ts';

export function framingFor(game: GameKind | null): Framing {
  const profile = BOARD_PROFILES.find((p) => p.game === game);
  return profile && 'bytes' in profile.handshake.framing ? 'bytes' : 'lines';
}
