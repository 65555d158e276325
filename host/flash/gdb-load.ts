/**
 * Firmware into the wujian100's SRAM through GDB and T-Head's DebugServer (CKLink probe):
 *   gdb -nx -batch -ex "target remote localhost:1025" -ex load -ex detach firmware.elf
 * `load` writes every loadable section and sets the PC to the ELF entry; `detach` lets the core run.
 * `set tcp auto-retry off` makes a missing DebugServer fail at once with "Connection refused"
 * (by default GDB retries for 15 s and then says "Connection timed out").
 *
 * GDB's load output (gdb/symfile.c generic_load):
 *   Loading section .text, size 0x38 lma 0x0
 *   Start address 0x00000000, load size 60
 *   Transfer rate: 480 bits in <1 sec, 30 bytes/write.
 */
import { FlashError } from './errors.ts';
import type { LineReading, ToolStep } from './tool-step.ts';
import { describeExit, lastErrorLine, lineMatching } from './tool-step.ts';

export const DEFAULT_GDB_SERVER = 'localhost:1025';

export const DEBUG_SERVER_HINT =
  "start T-Head's DebugServer (DebugServerConsole) with the CKLink probe on the board's JTAG header; it listens for GDB on port 1025 — or name another address with --gdb-server host:port";

export function gdbLoadArgs(server: string, elf: string): string[] {
  return [
    '-nx',
    '-batch',
    '-ex', 'set pagination off',
    '-ex', 'set confirm off',
    '-ex', 'set tcp auto-retry off',
    '-ex', `target remote ${server}`,
    '-ex', 'load',
    '-ex', 'detach',
    elf,
  ];
}

const SECTION = /^Loading section (\S+), size 0x([0-9a-f]+) lma 0x([0-9a-f]+)/i;
const LOADED = /^Start address 0x[0-9a-f]+, load size (\d+)/i;

/** A reader that turns "Loading section" lines into percentages of `totalBytes`. */
export function gdbLoadReader(totalBytes: number): (line: string) => LineReading {
  let done = 0;
  return (line) => {
    const s = SECTION.exec(line);
    if (s) {
      // GDB prints the line as the section starts: what came before is done.
      const percent = totalBytes > 0 ? Math.min(99, (done / totalBytes) * 100) : 0;
      done += parseInt(s[2]!, 16);
      return { phase: `load ${s[1]}`, percent };
    }
    if (LOADED.test(line)) return { phase: 'start', percent: 100 };
    if (/^Remote debugging using/i.test(line)) return { phase: 'connect' };
    return {};
  };
}

export function diagnoseGdb(output: readonly string[], server: string): FlashError | null {
  const text = output.join('\n');
  const context = { server, output: output.slice(-20) };
  const UNREACHABLE = /Connection refused|Connection timed out|could not connect|Name or service not known|No route to host/i;
  const LOST = /Remote communication error|Remote connection closed|Ignoring packet error|Cannot access memory|Load failed|Memory access error/i;
  if (UNREACHABLE.test(text)) {
    return new FlashError('flash-no-debug-server', `GDB could not reach the DebugServer at ${server}: ${lineMatching(output, UNREACHABLE)}`, context, DEBUG_SERVER_HINT);
  }
  if (LOST.test(text)) {
    return new FlashError('flash-tool-failed', `GDB lost the board while loading: ${lineMatching(output, LOST)}`, context, 'check the CKLink cable and that the bitstream is running (the SoC must be configured before its SRAM can be written)');
  }
  return null;
}

export function gdbLoadStep(program: string, server: string, elf: string, totalBytes: number, idleTimeoutMs = 60_000): ToolStep {
  return {
    label: 'load firmware',
    tool: 'gdb',
    program,
    args: gdbLoadArgs(server, elf),
    idleTimeoutMs,
    reader: () => gdbLoadReader(totalBytes),
    judge(exit, output) {
      const known = diagnoseGdb(output, server);
      if (known) return known;
      const loaded = output.some((l) => LOADED.test(l));
      if (exit.code === 0 && loaded) return null;
      return new FlashError('flash-tool-failed', `GDB ${describeExit(exit)}${loaded ? '' : ' without loading the firmware'}: ${lastErrorLine(output)}`, {
        exit,
        output: output.slice(-20),
      });
    },
  };
}
