/** Hex on the host: no hardware, so the emulated board is the UCT engine behind HTP; external programs over HTP. */
import { PAPER_DEFAULTS, parseUctSpec } from '../../core/engines/uct/index.ts';
import { EmulatedHexBoard } from '../boards/emulated-hex.ts';
import { HtpPlayer } from '../players/htp-player.ts';
import { ExecTransport } from '../transports/exec.ts';
import type { HostGame } from './types.ts';

export const HEX_HOST: HostGame<'hex'> = {
  emulatedBoard(_settings, emulator) {
    const spec = emulator.text.uct;
    const board = new EmulatedHexBoard(spec === undefined ? PAPER_DEFAULTS : parseUctSpec(spec));
    return { transport: board, predictMs: () => null };
  },
  linkPlayer: (transport, _settings, options) =>
    new HtpPlayer(transport, { name: options.name, kind: options.kind, ...(options.identifyTimeoutMs !== undefined ? { commandTimeoutMs: options.identifyTimeoutMs } : {}) }),
  engines: {
    // `gtp:` for Hex is HTP, GTP's Hex dialect (MoHex, Benzene).
    gtp: (argv, name) => {
      const transport = new ExecTransport({ command: argv });
      return new HtpPlayer(transport, { name, stderr: (l) => transport.onStderr(l) });
    },
  },
};
