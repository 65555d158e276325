/**
 * `arena start` (what `npm start` runs). Until the GUI lands this shows the commands and the legal
 * opening moves, so a first run does something useful and never fails.
 */
import type { CliIo } from '../io.ts';
import { main } from '../main.ts';

export async function run(_args: string[], io: CliIo): Promise<number> {
  io.out('FPGA Arena — the GUI is not built yet; the command line is ready.\n\n');
  await main(['--help'], io);
  return 0;
}
