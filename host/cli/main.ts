/**
 * The `arena` command line: a thin shell over host/ services. Each subcommand lives in
 * host/cli/commands/<name>.ts and exports `run(args: string[], io: CliIo): Promise<number>`.
 */
import { ArenaError } from '../../core/errors.ts';
import type { CliIo } from './io.ts';
import { processIo } from './io.ts';

interface CommandModule {
  run(args: string[], io: CliIo): Promise<number>;
}

/** Every subcommand, its one-line summary, and its module. */
const COMMANDS: Record<string, { summary: string; load: () => Promise<CommandModule> }> = {
  start: { summary: 'run the app (Electron when present, else browser mode)', load: () => import('./commands/start.ts') },
  legal: { summary: 'list legal Blokus moves after a game prefix', load: () => import('./commands/legal.ts') },
  vectors: { summary: 'write golden vectors from the emulated cores', load: () => import('./commands/vectors.ts') },
  ports: { summary: 'list serial ports', load: () => import('./commands/ports.ts') },
  probe: { summary: 'identify the board on a serial port by handshake', load: () => import('./commands/probe.ts') },
  serve: { summary: 'expose an emulated board on TCP or a pseudo-terminal', load: () => import('./commands/serve.ts') },
  match: { summary: 'play a game or a series between two players', load: () => import('./commands/match.ts') },
  tournament: { summary: 'a round robin or gauntlet among several players, with a crosstable', load: () => import('./commands/tournament.ts') },
  records: { summary: 'list, show and export game records', load: () => import('./commands/records.ts') },
  flash: { summary: 'program a board (bitstream, firmware)', load: () => import('./commands/flash.ts') },
  'firmware-image': { summary: 'turn a firmware ELF into a memory-initialisation file', load: () => import('./commands/firmware-image.ts') },
  web: { summary: 'serve the UI in browser mode', load: () => import('./commands/web.ts') },
  bench: { summary: 'run the benchmarks and write a JSON report', load: () => import('./commands/bench.ts') },
  lab: { summary: 'play core configurations and engines against each other: Elo, SPRT, time, resources', load: () => import('./commands/lab.ts') },
  'lab-report': { summary: 'pool lab runs of several seeds, and compare them job by job with a baseline', load: () => import('./commands/lab-report.ts') },
};

function usage(io: CliIo): void {
  io.out('usage: arena <command> [options]\n\ncommands:\n');
  for (const [name, { summary }] of Object.entries(COMMANDS)) io.out(`  ${name.padEnd(15)} ${summary}\n`);
  io.out('\nRun `arena <command> --help` for a command\'s options.\n');
}

export async function main(argv: string[], io: CliIo = processIo()): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    usage(io);
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.err(`arena: unknown command '${name}'\n`);
    usage(io);
    return 2;
  }
  try {
    const mod = await command.load();
    return await mod.run(rest, io);
  } catch (e) {
    if (e instanceof ArenaError) {
      io.err(`arena ${name}: ${e.message}\n`);
      return 1;
    }
    throw e;
  }
}
