/** Gomoku on the host: the emulated wujian100 board and Piskvork players (boards and Gomocup brains). */
import { EmulatedGomokuBoard } from '../boards/emulated-gomoku.ts';
import { PiskvorkPlayer } from '../players/piskvork-player.ts';
import { ExecTransport } from '../transports/exec.ts';
import type { HostGame } from './types.ts';

export const GOMOKU_HOST: HostGame<'gomoku'> = {
  emulatedBoard(_settings, emulator) {
    const board = new EmulatedGomokuBoard({
      depth: emulator.options.depth,
      realtime: emulator.realtime,
      ...(emulator.clockHz !== undefined ? { clockHz: emulator.clockHz } : {}),
    });
    return { transport: board, predictMs: () => board.lastCoreReport?.stats.predictedMs ?? null };
  },
  // Piskvork carries the predicted time itself (`MESSAGE cycles=N`), so predictMs is not needed.
  linkPlayer: (transport, _settings, options) => new PiskvorkPlayer(transport, { name: options.name, kind: options.kind }),
  engines: {
    piskvork: (argv, name) => new PiskvorkPlayer(new ExecTransport({ command: argv }), { name, kind: 'engine' }),
  },
};
