/**
 * The openFPGALoader backend: Cyclone IV through `-c usb-blaster` with .rbf or .svf (it does not take
 * .sof), Artix-7 with .bit to SRAM (`-m`, the default) or to the configuration flash (`-f`).
 *
 * Output, from openFPGALoader src/progressBar.cpp and a run of v0.10.0 here:
 * - progress: `\r<phase>: [=====     ] 42.00%`, redrawn at most once a second, then `\nDone` or `\nFail`;
 * - steps: `Open file: DONE`, `Parse file: DONE`, `load program`, `Erasing: [...]`, `Writing: [...]`;
 * - Cyclone IV SRAM load is labelled `Flash SRAM` (src/altera.cpp), Artix-7 `Load SRAM` (src/xilinx.cpp);
 * - writing flash loads a "SPI over JTAG" bridge bitstream first, named
 *   <prefix>/share/openFPGALoader/spiOverJtag_<fpga-part>.(rbf|bit)[.gz] (src/altera.cpp load_bridge);
 * - no cable: `unable to open ftdi device: -3 (device not found)` then `JTAG init failed with: …`;
 * - permissions: libftdi's `-8 (inappropriate permissions on device!)`, libusb's LIBUSB_ERROR_ACCESS,
 *   openFPGALoader's own `Couldn't open device. Check permissions for …`.
 */
import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { FlashError } from './errors.ts';
import type { BitstreamKind } from './bitstream.ts';
import type { LineReading, ToolStep } from './tool-step.ts';
import { describeExit, lastErrorLine, lineMatching } from './tool-step.ts';

/** USB IDs of the cables we name, for udev rules in hints (openFPGALoader --list-cables). */
export const CABLE_USB_IDS: Record<string, readonly [string, string]> = {
  'usb-blaster': ['09fb', '6001'],
  'usb-blasterII': ['09fb', '6810'],
  digilent: ['0403', '6010'],
  digilent_b: ['0403', '6010'],
  digilent_hs2: ['0403', '6014'],
  digilent_hs3: ['0403', '6014'],
  ft2232: ['0403', '6010'],
};

export function permissionHint(cable: string): string {
  const ids = CABLE_USB_IDS[cable];
  const rule = ids ? ` A rule for this cable alone: SUBSYSTEM=="usb", ATTRS{idVendor}=="${ids[0]}", ATTRS{idProduct}=="${ids[1]}", MODE="0664", GROUP="plugdev".` : '';
  return (
    'the cable is there but this user may not open it: install openFPGALoader\'s udev rules ' +
    '(99-openfpgaloader.rules from its source, into /etc/udev/rules.d/, then `sudo udevadm control --reload-rules && sudo udevadm trigger`), ' +
    'join the plugdev group (`sudo usermod -aG plugdev $USER`, then log in again) and replug the cable.' +
    rule
  );
}

export function noCableHint(cable: string): string {
  const ids = CABLE_USB_IDS[cable];
  return `no ${cable} cable found${ids ? ` (USB ${ids[0]}:${ids[1]}; check \`lsusb\`)` : ''}: plug in the board's JTAG USB port, switch the board on, or name another cable with --cable`;
}

export interface OpenFpgaLoaderArgs {
  readonly cable: string;
  readonly file: string;
  readonly kind: BitstreamKind;
  readonly to: 'sram' | 'flash';
  /** `--fpga-part` for writing flash through a SPI-over-JTAG bridge (e.g. xc7a200tfbg484). */
  readonly fpgaPart?: string;
}

export function openFpgaLoaderArgs(a: OpenFpgaLoaderArgs): string[] {
  return ['-c', a.cable, a.to === 'flash' ? '-f' : '-m', ...(a.fpgaPart ? ['--fpga-part', a.fpgaPart] : []), a.file];
}

const PROGRESS = /^\s*([^:[\]]+?)\s*:\s*\[[= ]*\]\s*(\d+(?:\.\d+)?)\s*%/;
const STEP_DONE = /^\s*(Open file|Parse file|Enable configuration|SRAM erase|Flash erase|Detected)\b.*$/i;
const STEP = /^\s*(load program|write to flash|write to ram|Load SRAM|Flash SRAM|Erasing|Writing|Loading)\s*$/i;

export function readOpenFpgaLoaderLine(line: string): LineReading {
  const p = PROGRESS.exec(line);
  if (p) return { phase: p[1]!, percent: Math.min(100, Number(p[2])), progressOnly: true };
  const d = STEP_DONE.exec(line) ?? STEP.exec(line);
  if (d) return { phase: d[1]! };
  return {};
}

/** Why openFPGALoader failed, from its output; null if the output names no known cause. */
export function diagnoseOpenFpgaLoader(output: readonly string[], cable: string): FlashError | null {
  const text = output.join('\n');
  const PERMISSION = /inappropriate permissions|LIBUSB_ERROR_ACCESS|Check permissions|Permission denied|Access denied|usb_open\(\) failed/i;
  const NO_CABLE = /unable to open ftdi device: -3|device not found|no cable|cable not found|can't open device with vid|No such device|not found: no device/i;
  const NO_DEVICE = /No device|found 0 devices?|Unknown device|JTAG chain is empty|idcode 0x(0{8}|f{8})/i;
  if (PERMISSION.test(text)) {
    return new FlashError('flash-permission', `openFPGALoader may not open the ${cable} cable: ${lineMatching(output, PERMISSION)}`, { cable, output: output.slice(-20) }, permissionHint(cable));
  }
  if (NO_CABLE.test(text)) {
    return new FlashError('flash-no-cable', `openFPGALoader found no ${cable} cable: ${lineMatching(output, NO_CABLE)}`, { cable, output: output.slice(-20) }, noCableHint(cable));
  }
  if (NO_DEVICE.test(text)) {
    return new FlashError(
      'flash-no-device',
      `openFPGALoader reached the ${cable} cable but found no FPGA on its JTAG chain: ${lineMatching(output, NO_DEVICE)}`,
      { cable, output: output.slice(-20) },
      'is the board switched on, and is this the board the cable is plugged into?',
    );
  }
  return null;
}

export function openFpgaLoaderStep(program: string, a: OpenFpgaLoaderArgs, idleTimeoutMs = 60_000): ToolStep {
  return {
    label: a.to === 'flash' ? 'write bitstream to flash' : 'load bitstream',
    tool: 'openFPGALoader',
    program,
    args: openFpgaLoaderArgs(a),
    idleTimeoutMs,
    reader: () => readOpenFpgaLoaderLine,
    judge(exit, output) {
      const failed = exit.code !== 0 || output.some((l) => /^\s*Fail\s*$/.test(l) || /^Error/.test(l));
      if (!failed) return null;
      return (
        diagnoseOpenFpgaLoader(output, a.cable) ??
        new FlashError('flash-tool-failed', `openFPGALoader ${describeExit(exit)}: ${lastErrorLine(output)}`, { exit, output: output.slice(-20) })
      );
    },
  };
}

/**
 * Writing flash needs openFPGALoader's SPI-over-JTAG bridge for the exact part and package. When the
 * tool's data folder (<prefix>/share/openFPGALoader beside <prefix>/bin) exists and holds no bridge
 * for `part`, say so before anything runs, listing the parts it has. (v0.10 has ep4ce11523 but not
 * the DE2-115's ep4ce11529.) When the folder is elsewhere we cannot tell, and the tool decides.
 */
export async function checkSpiBridge(program: string, part: string): Promise<void> {
  const dir = join(dirname(dirname(program)), 'share', 'openFPGALoader');
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  const bridges = names.flatMap((n) => /^spiOverJtag_(.+?)\.(rbf|bit)(\.gz)?$/.exec(n)?.[1] ?? []);
  if (bridges.includes(part.toLowerCase())) return;
  // The family prefix (xc7a, ep4ce): the parts worth suggesting.
  const family = /^[a-z]+\d+[a-z]+/.exec(part.toLowerCase())?.[0] ?? part.toLowerCase();
  const near = bridges.filter((b) => b.startsWith(family));
  throw new FlashError(
    'flash-bad-request',
    `openFPGALoader cannot write flash on ${part}: ${dir} has no spiOverJtag bridge for it${near.length ? ` (it has ${near.join(', ')})` : ''}`,
    { part, dir, bridges: near },
    'load to SRAM instead (--to sram), give the right part with --fpga-part, or write the configuration flash with the vendor tool (Quartus: a .jic through the Programmer; Vivado: Hardware Manager)',
  );
}
