/** Blokus Duo on the host: the emulated DE2-115 board, ICFPT players, Pentobi over GTP. */
import { EmulatedBlokusBoard } from '../boards/emulated-blokus.ts';
import { GtpPlayer } from '../players/gtp-player.ts';
import { IcfptPlayer } from '../players/icfpt-player.ts';
import { ExecTransport } from '../transports/exec.ts';
import type { HostGame } from './types.ts';

export const BLOKUS_HOST: HostGame<'blokus'> = {
  emulatedBoard(settings, emulator) {
    const board = new EmulatedBlokusBoard({
      dialect: settings.dialect,
      version: emulator.options.version,
      depth: emulator.options.depth,
      units: emulator.options.units,
      realtime: emulator.realtime,
      ...(emulator.text.team !== undefined ? { team: emulator.text.team } : {}),
      ...(emulator.clockHz !== undefined ? { clockHz: emulator.clockHz } : {}),
    });
    const engineInfo = () => {
      const stats = board.lastCoreReport?.stats;
      if (!stats) return null;
      // v1 searches its fixed depth, v2 reports the depth it reached; v3 (MCTS) has none.
      const reached = 'depth' in stats && typeof stats.depth === 'number' ? stats.depth : undefined;
      const depth = reached ?? (board.version === 1 ? emulator.options.depth : undefined);
      return { cycles: stats.cycles, nodes: stats.nodes, ...(depth !== undefined ? { depth } : {}) };
    };
    return { transport: board, predictMs: () => board.lastCoreReport?.stats.predictedMs ?? null, engineInfo };
  },
  linkPlayer: (transport, settings, options) => new IcfptPlayer(transport, { dialect: settings.dialect, ...options }),
  engines: {
    gtp: (argv, name) => {
      const transport = new ExecTransport({ command: argv });
      return new GtpPlayer(transport, { name, stderr: (l) => transport.onStderr(l) });
    },
  },
};
