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
import type { IcfptDialect } from '../../core/protocol/icfpt/index.ts';
import type { Transport } from '../transports/transport.ts';
import { ExecTransport } from '../transports/exec.ts';
import { EmulatedBlokusBoard } from './emulated-blokus.ts';
import { EmulatedGomokuBoard } from './emulated-gomoku.ts';

export type Game = 'blokus' | 'gomoku';
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
  depth?: number;
  units?: number;
  realtime?: boolean;
  team?: string;
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
      const make =
        settings.game === 'blokus'
          ? () =>
              new EmulatedBlokusBoard({
                depth: settings.depth,
                units: settings.units,
                realtime: settings.realtime,
                team: settings.team,
                dialect: settings.dialect,
                clockHz: settings.clockHz,
              })
          : () => new EmulatedGomokuBoard({ depth: settings.depth, realtime: settings.realtime, clockHz: settings.clockHz });
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
