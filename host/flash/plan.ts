/**
 * From "flash this board with these files" to the tool runs that do it, with every check made
 * first: files exist and are what their extension says, the backend takes them, the tools are found.
 * Nothing here touches the board.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { BitstreamInfo } from './bitstream.ts';
import { inspectBitstream } from './bitstream.ts';
import { parseElf32 } from './elf.ts';
import { FlashError } from './errors.ts';
import type { ToolName, ToolSearch } from './find-tool.ts';
import { findOptionalTool, findTool } from './find-tool.ts';
import { checkMemoryMap } from './firmware-image.ts';
import { DEFAULT_GDB_SERVER, gdbLoadStep } from './gdb-load.ts';
import { checkSpiBridge, openFpgaLoaderStep } from './openfpgaloader.ts';
import { quartusCpfStep, quartusPgmStep } from './quartus.ts';
import type { ToolStep } from './tool-step.ts';

export type BoardName = 'de2-115' | 'wujian100';
export type FlashTarget = 'sram' | 'flash';
export type FlashToolChoice = 'openfpgaloader' | 'quartus';

export const BOARDS: readonly BoardName[] = ['de2-115', 'wujian100'];

export interface FlashRequest {
  readonly board: BoardName;
  readonly bitstream?: string;
  /** wujian100 only: an ELF loaded into SRAM through GDB after the bitstream. */
  readonly firmware?: string;
  /** Default 'sram' (lost at power-off); 'flash' writes the configuration flash. */
  readonly to?: FlashTarget;
  /** Default: quartus for a .sof, openfpgaloader otherwise. */
  readonly tool?: FlashToolChoice;
  /** JTAG cable name as the tool spells it; defaults per board and tool. */
  readonly cable?: string;
  /** openFPGALoader --fpga-part when writing flash; default from the .bit header. */
  readonly fpgaPart?: string;
  /** GDB remote address of the DebugServer; default localhost:1025. */
  readonly gdbServer?: string;
  /** With openFPGALoader, convert a .sof to .rbf with quartus_cpf first (when quartus_cpf is found). */
  readonly convertSof?: boolean;
  readonly tools?: ToolSearch;
  /** Override the per-tool silence limit (tests; slow cables). */
  readonly idleTimeoutMs?: number;
}

export interface FlashPlan {
  readonly steps: readonly ToolStep[];
  /** Things worth telling the person before anything runs. */
  readonly notes: readonly string[];
  /** Removes temporary files (a converted .rbf). */
  readonly cleanup: () => Promise<void>;
}

export const DEFAULT_CABLES: Record<BoardName, Record<FlashToolChoice, string>> = {
  // DE2-115: the on-board USB-Blaster (DESIGN §6). Quartus names it "USB-Blaster".
  'de2-115': { openfpgaloader: 'usb-blaster', quartus: 'USB-Blaster' },
  // Artix-7 boards carry a Digilent FT2232 JTAG; openFPGALoader calls it "digilent".
  wujian100: { openfpgaloader: 'digilent', quartus: 'USB-Blaster' },
};

function bad(message: string, context: Record<string, unknown> = {}, hint = ''): never {
  throw new FlashError('flash-bad-request', message, context, hint);
}

async function loadElf(path: string) {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(path));
  } catch (e) {
    throw new FlashError('flash-file-missing', `${path}: cannot read the firmware (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`, { path });
  }
  const elf = parseElf32(bytes, path);
  checkMemoryMap(elf);
  return elf;
}

export async function planFlash(req: FlashRequest): Promise<FlashPlan> {
  if (!BOARDS.includes(req.board)) bad(`unknown board '${req.board}' (expected ${BOARDS.join(' or ')})`, { board: req.board });
  const to = req.to ?? 'sram';
  if (to !== 'sram' && to !== 'flash') bad(`--to must be sram or flash, not '${String(to)}'`);
  if (!req.bitstream && !req.firmware) bad('nothing to flash: give a bitstream, a firmware ELF, or both');
  if (req.firmware && req.board !== 'wujian100') bad(`--firmware is for the wujian100 (its SoC runs firmware); the ${req.board} has none`, { board: req.board });

  const notes: string[] = [];
  const steps: ToolStep[] = [];
  let tempDir: string | null = null;
  const cleanup = async () => {
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  };
  const find = (tool: ToolName) => findTool(tool, req.tools);

  try {
    if (req.bitstream) {
      const info: BitstreamInfo = await inspectBitstream(req.bitstream);
      const tool: FlashToolChoice = req.tool ?? (info.kind === 'sof' ? 'quartus' : 'openfpgaloader');
      const cable = req.cable ?? DEFAULT_CABLES[req.board][tool];
      if (req.board === 'de2-115') {
        if (info.kind === 'bit') bad(`${info.path} is a Xilinx bitstream; the DE2-115 (Cyclone IV) takes .rbf or .svf (openFPGALoader) or .sof (quartus)`, { path: info.path });
        if (tool === 'quartus') {
          if (info.kind !== 'sof') bad(`quartus_pgm programs .sof files here; for ${info.kind.toUpperCase()} use --tool openfpgaloader`, { path: info.path });
          if (to === 'flash') bad('quartus_pgm writes the configuration flash (EPCS64) from a .jic/.pof, not a .sof: convert with quartus_cpf and program with the Quartus Programmer, or load to SRAM', {});
          steps.push(quartusPgmStep(await find('quartus_pgm'), cable, info.path, req.idleTimeoutMs));
        } else {
          let file = info.path;
          let kind = info.kind;
          if (info.kind === 'sof') {
            const cpf = await findOptionalTool('quartus_cpf', req.tools);
            if (!cpf || !req.convertSof) {
              bad(
                `openFPGALoader does not take .sof files (${info.path})`,
                { path: info.path, quartusCpf: cpf },
                cpf
                  ? `convert it first — \`${cpf} -c ${info.path} ${info.path.replace(/\.sof$/i, '.rbf')}\` — or pass --convert to let arena do it, or use --tool quartus`
                  : 'in Quartus, File › Convert Programming Files › Raw Binary File (.rbf), or `quartus_cpf -c design.sof design.rbf`; or use --tool quartus',
              );
            }
            tempDir = await mkdtemp(join(tmpdir(), 'arena-flash-'));
            file = join(tempDir, basename(info.path).replace(/\.sof$/i, '.rbf'));
            kind = 'rbf';
            steps.push(quartusCpfStep(cpf, info.path, file, req.idleTimeoutMs));
            notes.push(`converting ${info.path} to .rbf with quartus_cpf first`);
          }
          if (to === 'flash' && kind === 'svf') bad('an .svf replays JTAG into the FPGA (SRAM); to write flash give an .rbf', { path: info.path });
          const ofl = await find('openFPGALoader');
          // EP4CE115F29C7: openFPGALoader names bridges by device and pin count (ep4ce115 + 29).
          const fpgaPart = to === 'flash' ? (req.fpgaPart ?? 'ep4ce11529') : req.fpgaPart;
          if (to === 'flash') await checkSpiBridge(ofl, fpgaPart!);
          steps.push(openFpgaLoaderStep(ofl, { cable, file, kind, to, fpgaPart }, req.idleTimeoutMs));
        }
      } else {
        if (info.kind !== 'bit') bad(`the wujian100's Artix-7 takes a Xilinx .bit, not .${info.kind} (${info.path})`, { path: info.path });
        if (tool === 'quartus') bad('quartus_pgm programs Intel FPGAs; the wujian100 runs on an Artix-7: use --tool openfpgaloader', {});
        if (!info.part?.startsWith('7a')) {
          throw new FlashError('flash-file-header', `${info.path} is built for ${info.part ?? 'an unknown part'}, not an Artix-7 (7a…)`, { path: info.path, part: info.part });
        }
        const fpgaPart = to === 'flash' ? (req.fpgaPart ?? `xc${info.part}`) : req.fpgaPart;
        const ofl = await find('openFPGALoader');
        if (to === 'flash') await checkSpiBridge(ofl, fpgaPart!);
        steps.push(openFpgaLoaderStep(ofl, { cable, file: info.path, kind: 'bit', to, fpgaPart }, req.idleTimeoutMs));
        if (req.firmware && to === 'flash') notes.push('the firmware is loaded into SRAM and is lost at the next power-up; bake it into the bitstream for that (see host/flash/FIRMWARE-IMAGE.md)');
      }
    }
    if (req.firmware) {
      const elf = await loadElf(req.firmware);
      if (!elf.rve) notes.push(`${req.firmware} is not marked RV32E (e_flags 0x${elf.flags.toString(16)}): the E902 has 16 registers; build with -march=rv32emc -mabi=ilp32e`);
      const total = elf.segments.reduce((n, s) => n + s.data.length, 0);
      steps.push(gdbLoadStep(await find('gdb'), req.gdbServer ?? DEFAULT_GDB_SERVER, req.firmware, total, req.idleTimeoutMs));
    }
  } catch (e) {
    await cleanup();
    throw e;
  }
  return { steps, notes, cleanup };
}
