/**
 * `arena flash --board de2-115|wujian100 --bitstream FILE [--firmware ELF] [--to sram|flash]
 *  [--tool openfpgaloader|quartus]`: program a board, with a progress bar. Ctrl-C cancels the tool.
 */
import type { CliIo } from '../io.ts';
import { parseCommandArgs } from '../args.ts';
import { ArenaError } from '../../../core/errors.ts';
import { redetectHooks } from '../../flash/board-hooks.ts';
import { FlashJob } from '../../flash/job.ts';
import type { FlashRequest, FlashTarget, FlashToolChoice } from '../../flash/plan.ts';
import { BOARDS } from '../../flash/plan.ts';
import { progressView } from '../../flash/progress-bar.ts';

const USAGE = `usage: arena flash --board de2-115|wujian100 [--bitstream FILE] [--firmware ELF]
                   [--to sram|flash] [--tool openfpgaloader|quartus] [options]

  --bitstream FILE    DE2-115: .rbf or .svf (openFPGALoader), .sof (quartus); wujian100: .bit
  --firmware ELF      wujian100: load this ELF into SRAM through GDB and T-Head's DebugServer
  --to sram|flash     sram (default) is lost at power-off; flash writes the configuration flash
  --tool NAME         openfpgaloader (default) or quartus (default for a .sof)
  --cable NAME        JTAG cable (default usb-blaster / USB-Blaster for the DE2-115, digilent for the wujian100)
  --fpga-part PART    openFPGALoader --fpga-part when writing flash (default: from the .bit header)
  --gdb-server ADDR   DebugServer address (default localhost:1025)
  --convert           with openFPGALoader, turn a .sof into an .rbf with quartus_cpf first
  --openfpgaloader P, --quartus-pgm P, --quartus-cpf P, --gdb P
                      where a tool is, when it is not on PATH or in the usual folders
  --idle-timeout S    stop a tool that prints nothing for S seconds
  --port PATH         the board's serial port: identify the board there again after flashing
  --verbose           show the tools' own output
`;

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs('flash', args, {
    board: { type: 'string' },
    bitstream: { type: 'string' },
    firmware: { type: 'string' },
    to: { type: 'string', default: 'sram' },
    tool: { type: 'string' },
    cable: { type: 'string' },
    'fpga-part': { type: 'string' },
    'gdb-server': { type: 'string' },
    convert: { type: 'boolean', default: false },
    openfpgaloader: { type: 'string' },
    'quartus-pgm': { type: 'string' },
    'quartus-cpf': { type: 'string' },
    gdb: { type: 'string' },
    'idle-timeout': { type: 'string' },
    port: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  });
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  const board = values.board;
  if (!board || !(BOARDS as readonly string[]).includes(board)) {
    throw new ArenaError('bad-arguments', `--board must be ${BOARDS.join(' or ')}${board ? `, not '${board}'` : ''}`, { board });
  }
  if (values.to !== 'sram' && values.to !== 'flash') throw new ArenaError('bad-arguments', `--to must be sram or flash, not '${values.to}'`, { to: values.to });
  if (values.tool !== undefined && values.tool !== 'openfpgaloader' && values.tool !== 'quartus') {
    throw new ArenaError('bad-arguments', `--tool must be openfpgaloader or quartus, not '${values.tool}'`, { tool: values.tool });
  }
  let idleTimeoutMs: number | undefined;
  if (values['idle-timeout'] !== undefined) {
    const s = Number(values['idle-timeout']);
    if (!Number.isFinite(s) || s <= 0) throw new ArenaError('bad-arguments', `--idle-timeout must be a positive number of seconds, not '${values['idle-timeout']}'`, {});
    idleTimeoutMs = s * 1000;
  }
  const request: FlashRequest = {
    board,
    bitstream: values.bitstream,
    firmware: values.firmware,
    to: values.to as FlashTarget,
    tool: values.tool as FlashToolChoice | undefined,
    cable: values.cable,
    fpgaPart: values['fpga-part'],
    gdbServer: values['gdb-server'],
    convertSof: values.convert,
    idleTimeoutMs,
    tools: {
      paths: {
        openFPGALoader: values.openfpgaloader,
        quartus_pgm: values['quartus-pgm'],
        quartus_cpf: values['quartus-cpf'],
        gdb: values.gdb,
      },
    },
  };

  // From the CLI nothing holds the serial port open; with --port the board is identified again afterwards.
  const hooks = values.port ? redetectHooks({ path: values.port, board, log: (l) => io.err(`  ${l}\n`) }) : {};
  const job = new FlashJob(request, hooks);
  job.on(progressView({ write: (t) => io.err(t), interactive: io.interactive }, values.verbose));
  const onInterrupt = () => job.cancel();
  process.once('SIGINT', onInterrupt);
  try {
    const result = await job.start().done;
    if (!result.ok) throw result.error;
    io.out(`flashed ${board}: ${result.steps.join(', ')} (${(result.durationMs / 1000).toFixed(1)} s)\n`);
    return 0;
  } finally {
    process.removeListener('SIGINT', onInterrupt);
  }
}
