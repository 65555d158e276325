/**
 * `arena serve --game blokus|gomoku (--tcp PORT | --pty) [--host ADDR] [--core emu|rtl|firmware|soc] [--soc-rtl DIR]
 *  [--program PATH] [--depth D] [--units U] [--realtime] [--team XX] [--dialect heart2014|icfpt2013]
 *  [--quiet]`
 *
 * Exposes a board (by default the emulated one) on TCP or a pseudo-terminal. The first line on
 * stdout says where, machine-readably: `pty: /dev/pts/N` or `tcp: HOST:PORT`. Moves and their
 * core cycle counts are logged on stderr. Runs until SIGINT/SIGTERM, then shuts down cleanly
 * (closes the ports, stops socat and any board program).
 */
import type { CliIo } from '../io.ts';
import { parseCommandArgs } from '../args.ts';
import { ArenaError } from '../../../core/errors.ts';
import { isDialect, type IcfptDialect } from '../../../core/protocol/icfpt/index.ts';
import { CORE_KINDS, PROGRAM_ENV, type CoreKind, type Game } from '../../boards/board-factory.ts';
import { startBoardServer, type ServeEndpoint } from '../../boards/serve.ts';
import { virtualWujian100Command } from '../../boards/virtual-wujian100.ts';
import { rtlBlokusCommand } from '../../boards/rtl-blokus.ts';
import { socServeProgram } from '../../boards/soc/soc-board.ts';
import { parseCommandLine } from '../../transports/command-line.ts';

const USAGE = `usage: arena serve --game blokus|gomoku (--tcp PORT | --pty) [options]

  --tcp PORT        listen on TCP (0 = any free port); every connection gets a fresh board
  --host ADDR       TCP address to bind (default 127.0.0.1)
  --pty             make a pseudo-terminal pair (socat) and serve on it like a serial board
  --core KIND       emu (default): the emulated core in this process
                    rtl | firmware: a board program speaking the protocol on stdio
                    (--core firmware --game gomoku without --program: the wujian100 firmware
                    built for Linux, made on demand with make -C firmware linux;
                    --core rtl --game blokus without --program: the Verilog core built with
                    Verilator, on demand and cached)
                    soc: the wujian100 SoC RTL (Verilator) running the firmware, --game gomoku
  --soc-rtl DIR     the wujian100 checkout for --core soc (built on demand, cached)
  --program CMD     the board program for --core rtl|firmware (or ARENA_RTL_BOARD / ARENA_FIRMWARE_BOARD)
  --depth D         search depth (Blokus 1..4, default 3; Gomoku 1..4, default 4)
  --units U         Blokus search units 1..8 (default 3)
  --realtime        answer after the predicted hardware time, not at once
  --team XX         Blokus team code (2 characters, default EM)
  --dialect D       Blokus protocol: heart2014 (default) or icfpt2013
  --quiet           no per-move log on stderr
`;

function intArg(name: string, v: string | undefined): number | undefined {
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v)) throw new ArenaError('bad-arguments', `--${name} must be a whole number, got ${JSON.stringify(v)}`, { [name]: v });
  return Number(v);
}

function dialectArg(v: string | undefined): IcfptDialect | undefined {
  if (v === undefined) return undefined;
  const named = v.toLowerCase().replace(/^(heart|icfpt)-?(\d{4})$/, '$1-$2');
  if (!isDialect(named)) throw new ArenaError('bad-arguments', `--dialect must be heart2014 or icfpt2013, got ${JSON.stringify(v)}`, { dialect: v });
  return named;
}

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs('serve', args, {
    game: { type: 'string' },
    tcp: { type: 'string' },
    host: { type: 'string' },
    pty: { type: 'boolean', default: false },
    core: { type: 'string', default: 'emu' },
    program: { type: 'string' },
    depth: { type: 'string' },
    units: { type: 'string' },
    realtime: { type: 'boolean', default: false },
    team: { type: 'string' },
    dialect: { type: 'string' },
    quiet: { type: 'boolean', default: false },
    'soc-rtl': { type: 'string' },
    help: { type: 'boolean', default: false },
  });
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  const game = values.game;
  if (game !== 'blokus' && game !== 'gomoku') throw new ArenaError('bad-arguments', `--game must be blokus or gomoku${game ? `, got ${JSON.stringify(game)}` : ''}`, { game });
  if (values.pty === (values.tcp !== undefined)) throw new ArenaError('bad-arguments', 'give exactly one of --tcp PORT or --pty', {});
  // --core soc is a firmware board whose program is the SoC model (host/boards/soc).
  const socProgram = await socServeProgram({
    core: values.core,
    game,
    socRtl: values['soc-rtl'],
    program: values.program,
    log: values.quiet ? undefined : (line) => io.err(`${line}\n`),
  });
  if (socProgram === undefined && !(CORE_KINDS as readonly string[]).includes(values.core)) {
    throw new ArenaError('bad-arguments', `--core must be one of ${[...CORE_KINDS, 'soc'].join(', ')}, got ${JSON.stringify(values.core)}`, { core: values.core });
  }
  if (game === 'gomoku' && (values.units !== undefined || values.team !== undefined || values.dialect !== undefined)) {
    throw new ArenaError('bad-arguments', '--units, --team and --dialect apply to --game blokus only', {});
  }
  let endpoint: ServeEndpoint = { kind: 'pty' };
  if (values.tcp !== undefined) {
    const port = intArg('tcp', values.tcp)!;
    if (port > 65535) throw new ArenaError('bad-arguments', `--tcp ${port} is not a port number`, { port });
    endpoint = { kind: 'tcp', port, host: values.host };
  }

  // Signal handlers go in first: a client may signal as soon as it has read the announce line.
  let stop: (() => void) | null = null;
  let stopRequested = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (!values.quiet) io.err(`${signal}: shutting down\n`);
    stopRequested = true;
    stop?.();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const server = await startBoardServer({
      game: game as Game,
      core: socProgram ? 'firmware' : (values.core as CoreKind),
      program:
        socProgram ??
        (values.program !== undefined
          ? parseCommandLine(values.program)
          : values.core === 'firmware' && game === 'gomoku' && !process.env[PROGRAM_ENV.firmware]
            ? await virtualWujian100Command({ log: values.quiet ? undefined : (line) => io.err(`${line}\n`) })
            : values.core === 'rtl' && game === 'blokus' && !process.env[PROGRAM_ENV.rtl]
              ? await rtlBlokusCommand({
                  depth: intArg('depth', values.depth),
                  units: intArg('units', values.units),
                  team: values.team,
                  dialect: dialectArg(values.dialect),
                  log: values.quiet ? undefined : (line) => io.err(`${line}\n`),
                })
              : undefined),
      depth: intArg('depth', values.depth),
      units: intArg('units', values.units),
      realtime: values.realtime,
      team: values.team,
      dialect: dialectArg(values.dialect),
      endpoint,
      log: values.quiet ? undefined : (line) => io.err(`${line}\n`),
    });
    stop = () => void server.stop();
    if (stopRequested) stop();
    io.out(`${server.announce}\n`);
    const { error } = await server.done;
    if (error) {
      io.err(`arena serve: ${error.message}\n`);
      return 1;
    }
    return 0;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
