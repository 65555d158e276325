/**
 * JTAG cable detection for the Flash page, with openFPGALoader (shared/DESIGN.md §6): `--scan-usb`
 * lists the USB devices it could drive, `--list-cables` names the cables each may be, and
 * `-c CABLE --detect` reads the JTAG chain through one of them. No hardware is a plain answer
 * ("no cable found"), not an error.
 */
import { cableChoices, parseCableList, parseScanUsb, type CableChoice } from '../../core/flash/cable-scan.ts';
import { findOptionalTool, INSTALL_HINTS, type ToolSearch } from './find-tool.ts';
import { runTool } from './run-tool.ts';

export interface CableScan {
  /** Whether openFPGALoader was found at all. */
  readonly tool: boolean;
  readonly devices: CableChoice[];
  /** One sentence for the page: what was found, or why nothing was. */
  readonly message: string;
}

export interface ChainCheck {
  readonly ok: boolean;
  readonly cable: string;
  /** What the tool printed. */
  readonly lines: string[];
  readonly message: string;
}

const SCAN_TIMEOUT_MS = 10_000;

async function output(program: string, args: string[]): Promise<{ lines: string[]; code: number | null }> {
  const lines: string[] = [];
  const end = await runTool({ program, args, onLine: (l) => lines.push(l), timeoutMs: SCAN_TIMEOUT_MS, idleTimeoutMs: SCAN_TIMEOUT_MS });
  return { lines, code: end.kind === 'exited' ? end.code : null };
}

export async function scanCables(preferred: string | null, tools?: ToolSearch): Promise<CableScan> {
  const program = await findOptionalTool('openFPGALoader', tools);
  if (!program) return { tool: false, devices: [], message: `no cable search: openFPGALoader was not found (${INSTALL_HINTS.openFPGALoader})` };
  const [scan, list] = await Promise.all([output(program, ['--scan-usb']), output(program, ['--list-cables'])]);
  const devices = cableChoices(parseScanUsb(scan.lines.join('\n')), parseCableList(list.lines.join('\n')), preferred);
  const usable = devices.filter((d) => d.cables.length > 0);
  if (usable.length === 0) return { tool: true, devices, message: devices.length ? `no JTAG cable found among ${devices.length} USB device(s)` : 'no cable found: plug in the board\'s JTAG USB port and switch the board on' };
  return { tool: true, devices, message: `${usable.length} cable${usable.length > 1 ? 's' : ''} found` };
}

/** Reads the JTAG chain through `cable` (`openFPGALoader -c CABLE --detect`). */
export async function detectChain(cable: string, tools?: ToolSearch): Promise<ChainCheck> {
  const program = await findOptionalTool('openFPGALoader', tools);
  if (!program) return { ok: false, cable, lines: [], message: `openFPGALoader was not found (${INSTALL_HINTS.openFPGALoader})` };
  const { lines, code } = await output(program, ['-c', cable, '--detect']);
  if (code === 0) return { ok: true, cable, lines, message: `the JTAG chain answers through ${cable}` };
  const missing = lines.some((l) => /unable to open|not found|no device|JTAG init failed/i.test(l));
  return { ok: false, cable, lines, message: missing ? `no ${cable} cable found: plug in the board's JTAG USB port and switch the board on` : `${cable}: the chain could not be read (exit ${code ?? 'timeout'})` };
}
