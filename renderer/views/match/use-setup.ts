/** The match setup form's state, restored from and saved to localStorage (setup-store.ts). */
import { useEffect, useState } from 'react';
import { GAMES } from '../../../core/games/registry.ts';
import type { GameKind } from '../../../core/games/types.ts';
import { emptyForm } from './PlayerSetup.tsx';
import { loadSetup, saveSetup, type MatchSetup } from './setup-store.ts';

/** The emulated board of a game, as the host lists it (host/boards/manager.ts). */
export const emulatedBoardId = (game: GameKind) => `emu:${game}`;

const DEFAULT_SETUP: MatchSetup = {
  settings: GAMES.blokus.defaultSettings,
  timeLimit: 0,
  forms: [emptyForm('human', ''), emptyForm('board', emulatedBoardId('blokus'))],
};

/** The setup, its setter, and whether it was restored (false: the defaults, nothing stored yet). */
export function useSetup(): [MatchSetup, (change: (s: MatchSetup) => MatchSetup) => void, boolean] {
  const [initial] = useState(() => loadSetup());
  const [setup, setSetup] = useState<MatchSetup>(initial ?? DEFAULT_SETUP);
  useEffect(() => saveSetup(setup), [setup]);
  return [setup, setSetup, initial !== null];
}

/** Another game chosen: its default settings, and a board player moves to that game's emulated board. */
export function withGame(s: MatchSetup, game: GameKind): MatchSetup {
  const [a, b] = s.forms;
  const board = (f: typeof a) => (f.kind === 'board' ? { ...f, boardId: emulatedBoardId(game) } : f);
  return { ...s, settings: GAMES[game].defaultSettings, forms: [board(a), board(b)] };
}
