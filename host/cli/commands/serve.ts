/**
 * `arena serve --game blokus|gomoku|hex (--tcp PORT | --pty | --stdio) [--host ADDR] [--core emu|rtl|firmware|soc] [--soc-rtl DIR]
 *  [--program PATH] [--depth D] [--units U] [--realtime] [--team XX] [--dialect heart2014|icfpt2013]
 *  [--uct SPEC] [--quiet]`
 *
 * Exposes a board (by default the emulated one; for Hex the UCT engine over HTP) on TCP, a
 * pseudo-terminal or this process's stdio. The first line on stdout says where, machine-readably:
 * `pty: /dev/pts/N` or `tcp: HOST:PORT` (nothing under --stdio: stdout is the protocol). Moves and their
 * core cycle counts are logged on stderr. Runs until SIGINT/SIGTERM, then shuts down cleanly
 * (closes the ports, stops socat and any board program).
 */
import type { CliIo } from '../io.ts';
import { parseCommandArgs } from '../args.ts';
import { argError, gameArg, optionalIntArg, settingsFromFlags } from '../options.ts';
import { GAME_KINDS, GAMES } from '../../../core/games/registry.ts';
import { inapplicableOption } from '../../../core/games/options.ts';
import type { GameKind } from '../../../core/games/types.ts';
import type { IcfptDialect } from '../../../core/protocol/icfpt/index.ts';
import { CORE_KINDS, PROGRAM_ENV, type CoreKind } from '../../boards/board-factory.ts';
import { startBoardServer, type ServeEndpoint } from '../../boards/serve.ts';
import { virtualWujian100Command } from '../../boards/virtual-wujian100.ts';
import { rtlBlokusCommand } from '../../boards/rtl/command.ts';
import { BLOKUS_CORE_VERSIONS } from '../../../core/engines/blokus-core/versions.ts';
import { socServeProgram } from '../../boards/soc/soc-board.ts';
import { splitCommandLine } from '../../transports/command-line.ts';

const USAGE = `usage: arena serve --game ${GAME_KINDS.join('|')} (--tcp PORT | --pty | --stdio) [options]

  --tcp PORT        listen on TCP (0 = any free port); every connection gets a fresh board
  --host ADDR       TCP address to bind (default 127.0.0.1)
  --pty             make a pseudo-terminal pair (socat) and serve on it like a serial board
  --stdio           serve one board on stdin/stdout (a referee runs this as its engine:
                    arena match --game hex --p2 'gtp:"node bin/arena.js serve --game hex --stdio"')
  --core KIND       emu (default): the emulated core in this process
                    rtl | firmware: a board program speaking the protocol on stdio
                    (--core firmware --game gomoku without --program: the wujian100 firmware
                    built for Linux, made on demand with make -C firmware linux;
                    --core rtl --game blokus without --program: the Verilog core built with
                    Verilator, on demand and cached)
                    soc: the wujian100 SoC RTL (Verilator) running the firmware, --game gomoku
  --soc-rtl DIR     the wujian100 checkout for --core soc (built on demand, cached)
  --program CMD     the board program for --core rtl|firmware (or ARENA_RTL_BOARD / ARENA_FIRMWARE_BOARD)
  --version V       Blokus core: 1 (SPEC.md, the default), 2 (SPEC-v2.md, deepening until its
                    45 M-clock deadline: no --depth under emu, its deepest iteration under rtl)
                    or 3 (SPEC-v3.md, MCTS, emu only: no --depth, no --units). An emulated v2 or
                    v3 takes 1-6 s of this machine's time a move (their hardware: 0.9 s), so a
                    host that times the wire (the HEART host: 1 s) may forfeit it
  --depth D         search depth (Blokus 1..4, default 3; Gomoku 1..4, default 4)
  --units U         Blokus search units 1..8 (default 3)
  --realtime        answer after the predicted hardware time, not at once
  --team XX         Blokus team code (2 characters, default EM)
  --dialect D       Blokus protocol: heart2014 (default) or icfpt2013
  --uct SPEC        Hex: the UCT engine's options, e.g. uct:playouts=2000,seed=3 (default: uct,
                    the paper's parameters)
  --quiet           no per-move log on stderr
`;

type ServeValues = ReturnType<typeof parseServeArgs>['values'];

function parseServeArgs(args: string[]) {
  return parseCommandArgs('serve', args, {
    game: { type: 'string' },
    tcp: { type: 'string' },
    host: { type: 'string' },
    pty: { type: 'boolean', default: false },
    stdio: { type: 'boolean', default: false },
    core: { type: 'string', default: 'emu' },
    program: { type: 'string' },
    version: { type: 'string' },
    depth: { type: 'string' },
    units: { type: 'string' },
    realtime: { type: 'boolean', default: false },
    team: { type: 'string' },
    dialect: { type: 'string' },
    uct: { type: 'string' },
    quiet: { type: 'boolean', default: false },
    'soc-rtl': { type: 'string' },
    help: { type: 'boolean', default: false },
  });
}

function coreArg(text: string): CoreKind {
  const core = CORE_KINDS.find((k) => k === text);
  if (!core) throw argError('serve', `--core must be one of ${[...CORE_KINDS, 'soc'].join(', ')}, got ${JSON.stringify(text)}`, { core: text });
  return core;
}

function endpointArg(values: ServeValues): ServeEndpoint {
  const given = [values.pty, values.tcp !== undefined, values.stdio].filter(Boolean).length;
  if (given !== 1) throw argError('serve', 'give exactly one of --tcp PORT, --pty or --stdio');
  if (values.stdio) return { kind: 'stdio' };
  if (values.tcp === undefined) return { kind: 'pty' };
  return { kind: 'tcp', port: optionalIntArg('serve', 'tcp', values.tcp, 0, 65535)!, host: values.host };
}

/** --depth and --units where the emulated core version has them (the registry's `onlyWith`). */
function checkEmulatorFlags(values: ServeValues, version: number | undefined): void {
  const unused = inapplicableOption(GAMES.blokus.emulatorOptions, { depth: values.depth, units: values.units }, { version }, (key) => `--${key}`);
  if (unused) throw argError('serve', `--${unused.option.key} ${unused.applies} under --core emu: ${unused.why}`);
}

/** The board's options as flags give them; the board itself checks their ranges. */
function boardOptions(game: GameKind, values: ServeValues) {
  if (game !== 'blokus' && (values.version !== undefined || values.units !== undefined || values.team !== undefined || values.dialect !== undefined)) {
    throw argError('serve', '--version, --units, --team and --dialect apply to --game blokus only');
  }
  const version = optionalIntArg('serve', 'version', values.version, Math.min(...BLOKUS_CORE_VERSIONS), Math.max(...BLOKUS_CORE_VERSIONS));
  if (values.core === 'emu') checkEmulatorFlags(values, version);
  if (values.core === 'rtl' && version === 3) throw argError('serve', '--core rtl builds core versions 1 and 2: version 3 (SPEC-v3, MCTS) has no RTL yet');
  if (game !== 'hex' && values.uct !== undefined) throw argError('serve', '--uct applies to --game hex only');
  const dialect: IcfptDialect | undefined = values.dialect === undefined ? undefined : settingsFromFlags('serve', 'blokus', { dialect: values.dialect }).dialect;
  return { version, depth: optionalIntArg('serve', 'depth', values.depth), units: optionalIntArg('serve', 'units', values.units), team: values.team, dialect, uct: values.uct };
}

/** The board program for --core rtl|firmware: --program, else the environment, else built here on demand. */
async function boardProgram(game: GameKind, core: CoreKind, values: ServeValues, log: ((line: string) => void) | undefined): Promise<string[] | undefined> {
  if (values.program !== undefined) return splitCommandLine(values.program);
  if (core === 'firmware' && game === 'gomoku' && !process.env[PROGRAM_ENV.firmware]) return virtualWujian100Command({ log });
  if (core === 'rtl' && game === 'blokus' && !process.env[PROGRAM_ENV.rtl]) {
    const { version, depth, units, team, dialect } = boardOptions(game, values);
    return rtlBlokusCommand({ version: version === 2 || version === 1 ? version : undefined, depth, units, team, dialect, log });
  }
  return undefined;
}

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values } = parseServeArgs(args);
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  const game = gameArg('serve', values.game);
  const endpoint = endpointArg(values);
  const log = values.quiet ? undefined : (line: string) => io.err(`${line}\n`);
  // --core soc is a firmware board whose program is the SoC model (host/boards/soc).
  const socProgram = await socServeProgram({ core: values.core, game, socRtl: values['soc-rtl'], program: values.program, log });
  const core = socProgram ? 'firmware' : coreArg(values.core);
  const board = boardOptions(game, values);

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
    const program = socProgram ?? (await boardProgram(game, core, values, log));
    const server = await startBoardServer({ game, core, program, ...board, realtime: values.realtime, endpoint, log });
    stop = () => void server.stop();
    if (stopRequested) stop();
    // Under --stdio, stdout is the protocol: the announce goes to stderr.
    if (endpoint.kind === 'stdio') log?.(server.announce);
    else io.out(`${server.announce}\n`);
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
