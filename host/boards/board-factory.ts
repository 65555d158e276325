/**
 * Which board stands behind `arena serve` (and any other place that needs "a board" as a
 * Transport), by core kind:
 *
 *   emu       the emulated board in this process (default)
 *   rtl       a Verilator-built board program  ─┐ both: an executable that speaks the board
 *   firmware  the firmware built for Linux     ─┘ protocol on stdio (run as an ExecTransport),
 *                                                 or on a pty path: an argument `{pty}` is
 *                                                 replaced by the path (see `ownsPty`)
 *
 * Adding a core kind means adding an entry to CORE_KINDS and a case below; nothing else changes.
 */
import { ArenaError } from '../../core/errors.ts';
import { GAMES } from '../../core/games/registry.ts';
import type { GameKind } from '../../core/games/types.ts';
import type { IcfptDialect } from '../../core/protocol/icfpt/index.ts';
import { hostGame } from '../games/registry.ts';
import type { Transport } from '../transports/transport.ts';
import { ExecTransport } from '../transports/exec.ts';

export type Game = GameKind;
export const CORE_KINDS = ['emu', 'rtl', 'firmware'] as const;
export type CoreKind = (typeof CORE_KINDS)[number];

/** Environment variables naming the board program of each external core kind, per game. */
export const PROGRAM_ENV: Record<Exclude<CoreKind, 'emu'>, string> = {
  rtl: 'ARENA_RTL_BOARD',
  firmware: 'ARENA_FIRMWARE_BOARD',
};

export interface BoardSettings {
  game: Game;
  core?: CoreKind;
  /** Blokus core version (1, 2 or 3; the registry's default when absent). */
  version?: number;
  depth?: number;
  units?: number;
  realtime?: boolean;
  team?: string;
  /** Hex: the UCT engine's options as a `uct:` spec (default: the paper's). */
  uct?: string;
  dialect?: IcfptDialect;
  clockHz?: number;
  /**
   * rtl/firmware: the board program and its arguments (default: from PROGRAM_ENV). An argument
   * containing `{pty}` has it replaced by the pty path under `arena serve --pty`, and the program
   * then opens the pty itself instead of speaking on stdio.
   */
  program?: readonly string[];
}

export class BoardSetupError extends ArenaError {
  constructor(message: string, context: Record<string, unknown> = {}) {
    super('bad-board-setup', message, context);
    this.name = 'BoardSetupError';
  }
}

export const PTY_PLACEHOLDER = '{pty}';

/** True when the board program opens a pty path itself (an argument holds `{pty}`). */
export function programOwnsPty(settings: BoardSettings): boolean {
  return (settings.core ?? 'emu') !== 'emu' && (settings.program ?? []).some((a) => a.includes(PTY_PLACEHOLDER));
}

/**
 * Checks the settings once and returns a function making a fresh, closed board per connection.
 * `ptyPath` fills a `{pty}` argument of a board program.
 */
export function boardFactory(settings: BoardSettings, env: NodeJS.ProcessEnv = process.env): (ptyPath?: string) => Transport {
  const core = settings.core ?? 'emu';
  switch (core) {
    case 'emu': {
      const make = emulatedBoardFactory(settings.game, settings);
      make(); // validates the options now, not at the first connection
      return make;
    }
    case 'rtl':
    case 'firmware': {
      const fromEnv = env[PROGRAM_ENV[core]];
      const argv = settings.program && settings.program.length > 0 ? [...settings.program] : fromEnv ? [fromEnv] : null;
      if (!argv) {
        throw new BoardSetupError(`--core ${core} needs the board program: pass --program PATH or set ${PROGRAM_ENV[core]}`, { core });
      }
      return (ptyPath?: string) =>
        new ExecTransport({ command: ptyPath === undefined ? argv : argv.map((a) => a.split(PTY_PLACEHOLDER).join(ptyPath)) });
    }
    default:
      throw new BoardSetupError(`unknown core '${String(core)}' (expected ${CORE_KINDS.join(', ')})`, { core });
  }
}

/** The game's emulated board (host/games) with the settings' core options, the game's defaults for the rest. */
function emulatedBoardFactory<G extends GameKind>(game: G, s: BoardSettings): () => Transport {
  const entry = GAMES[game];
  const checked = entry.settingsSchema.safeParse({ ...entry.defaultSettings, ...(s.dialect ? { dialect: s.dialect } : {}) });
  if (!checked.success) throw new BoardSetupError(`bad ${game} settings: ${checked.error.message}`, { game });
  const given: Record<string, number | undefined> = { version: s.version, depth: s.depth, units: s.units };
  const options = Object.fromEntries(entry.emulatorOptions.map((o) => [o.key, given[o.key] ?? o.default]));
  const text: Record<string, string> = { ...(s.team !== undefined ? { team: s.team } : {}), ...(s.uct !== undefined ? { uct: s.uct } : {}) };
  const emulator = { options, realtime: s.realtime ?? false, text, ...(s.clockHz !== undefined ? { clockHz: s.clockHz } : {}) };
  return () => hostGame(game).emulatedBoard(checked.data, emulator).transport;
}
