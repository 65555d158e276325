/**
 * Intel's tools: `quartus_pgm -c USB-Blaster -m JTAG -o "p;file.sof"` programs a .sof through JTAG,
 * and `quartus_cpf -c file.sof file.rbf` converts a .sof into the raw .rbf openFPGALoader takes.
 *
 * quartus_pgm prints no percentages. Its lines are `Info (NNNNNN): …` / `Error (NNNNNN): …`; the ones
 * read here (Quartus Prime Programmer, as in Intel's knowledge base and forum transcripts):
 *   Info (213045): Using programming cable "USB-Blaster [1-1]"
 *   Info (209016): Configuring device index 1
 *   Info (209007): Configuration succeeded -- 1 device(s) configured
 *   Info: Quartus Prime Programmer was successful. 0 errors, 0 warnings
 *   Error (213013): Programming hardware cable not detected
 * Success is exit status 0 AND the "was successful" line: an exit 0 alone has been seen to hide
 * a failed operation.
 */
import { FlashError } from './errors.ts';
import type { LineReading, ToolStep } from './tool-step.ts';
import { describeExit, lastErrorLine, lineMatching } from './tool-step.ts';

export const QUARTUS_SUCCESS = /Quartus (Prime |II )?(64-Bit )?Programmer was successful/;

export function quartusPgmArgs(cable: string, sof: string): string[] {
  // One argv element: `p;file` is quartus_pgm's operation syntax, not a shell list.
  return ['-c', cable, '-m', 'JTAG', '-o', `p;${sof}`];
}

export function readQuartusLine(line: string): LineReading {
  if (/Using programming cable/i.test(line)) return { phase: 'connect', percent: 0 };
  if (/Started Programmer operation/i.test(line)) return { phase: 'start', percent: 0 };
  if (/Configuring device index/i.test(line)) return { phase: 'configure', percent: 10 };
  if (/Configuration succeeded/i.test(line)) return { phase: 'configure', percent: 100 };
  if (QUARTUS_SUCCESS.test(line)) return { phase: 'done', percent: 100 };
  return {};
}

const USB_BLASTER_RULE = 'SUBSYSTEM=="usb", ATTRS{idVendor}=="09fb", ATTRS{idProduct}=="6001", MODE="0666"';

export function diagnoseQuartus(output: readonly string[], cable: string): FlashError | null {
  const text = output.join('\n');
  const context = { cable, output: output.slice(-20) };
  const PERMISSION = /Insufficient port permissions|Unable to lock chain|error code 89|permission/i;
  const NO_CABLE = /cable not detected|No JTAG hardware available|hardware cable .*not (available|found)/i;
  const NO_DEVICE = /Can't recognize silicon ID|JTAG ID code|Can't scan JTAG chain|JTAG chain broken|device .*not found/i;
  if (PERMISSION.test(text)) {
    return new FlashError(
      'flash-permission',
      `quartus_pgm may not use the ${cable}: ${lineMatching(output, PERMISSION)}`,
      context,
      `add a udev rule for the USB-Blaster (/etc/udev/rules.d/51-usbblaster.rules: ${USB_BLASTER_RULE}), run \`sudo udevadm control --reload-rules\`, replug the cable and restart jtagd`,
    );
  }
  if (NO_CABLE.test(text)) {
    return new FlashError('flash-no-cable', `quartus_pgm found no ${cable}: ${lineMatching(output, NO_CABLE)}`, context, `plug in the board's USB-Blaster port (09fb:6001), switch the board on; \`jtagconfig\` lists the cables Quartus sees`);
  }
  if (NO_DEVICE.test(text)) {
    return new FlashError('flash-no-device', `quartus_pgm reached the ${cable} but not the FPGA: ${lineMatching(output, NO_DEVICE)}`, context, 'is the board switched on, and is the .sof built for EP4CE115F29C7?');
  }
  return null;
}

export function quartusPgmStep(program: string, cable: string, sof: string, idleTimeoutMs = 120_000): ToolStep {
  return {
    label: 'load bitstream',
    tool: 'quartus_pgm',
    program,
    args: quartusPgmArgs(cable, sof),
    idleTimeoutMs,
    reader: () => readQuartusLine,
    judge(exit, output) {
      const succeeded = exit.code === 0 && output.some((l) => QUARTUS_SUCCESS.test(l));
      if (succeeded) return null;
      const known = diagnoseQuartus(output, cable);
      if (known) return known;
      if (exit.code === 0) {
        return new FlashError('flash-tool-failed', 'quartus_pgm exited with status 0 but never printed "Programmer was successful"', { exit, output: output.slice(-20) });
      }
      return new FlashError('flash-tool-failed', `quartus_pgm ${describeExit(exit)}: ${lastErrorLine(output)}`, { exit, output: output.slice(-20) });
    },
  };
}

/** `quartus_cpf -c in.sof out.rbf`: a .sof made loadable by openFPGALoader. */
export function quartusCpfStep(program: string, sof: string, rbf: string, idleTimeoutMs = 120_000): ToolStep {
  return {
    label: 'convert .sof to .rbf',
    tool: 'quartus_cpf',
    program,
    args: ['-c', sof, rbf],
    idleTimeoutMs,
    reader: () => (line) => (/was successful/i.test(line) ? { phase: 'convert', percent: 100 } : {}),
    judge(exit, output) {
      if (exit.code === 0) return null;
      return new FlashError('flash-tool-failed', `quartus_cpf ${describeExit(exit)} converting ${sof}: ${lastErrorLine(output)}`, { exit, output: output.slice(-20) });
    },
  };
}
