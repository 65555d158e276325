/**
 * From "flash this board with these files" to the tool runs that do it, with every check made
 * first: files exist and are what their extension says, the backend takes them, the tools are found.
 * Nothing here touches the board.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BoardProfileError, FLASH_BOARDS, flashProfile, takesFile, type BoardProfile, type FpgaFamily } from '../../core/boards/profiles.ts';
import { inspectBitstream } from './bitstream.ts';
import { parseElf32 } from './elf.ts';
import { FlashError } from './errors.ts';
import type { ToolSearch } from './find-tool.ts';
import { findTool } from './find-tool.ts';
import { checkMemoryMap } from './firmware-image.ts';
import { DEFAULT_GDB_SERVER, gdbLoadStep } from './gdb-load.ts';
import { bad, type BitstreamPlanner, type PlanContext } from './planners/context.ts';
import { planIntelBitstream } from './planners/intel.ts';
import { planXilinxBitstream } from './planners/xilinx.ts';
import type { ToolStep } from './tool-step.ts';

/** A board's flash name from the catalogue (core/boards/profiles.ts): `de2-115`, `wujian100`. */
export type BoardName = string;
export type FlashTarget = 'sram' | 'flash';
export type FlashToolChoice = 'openfpgaloader' | 'quartus';

export const BOARDS: readonly BoardName[] = FLASH_BOARDS;

/** One bitstream planner per FPGA family; the board's catalogue entry names its family. */
const BITSTREAM_PLANNERS: Record<FpgaFamily, BitstreamPlanner> = { intel: planIntelBitstream, xilinx: planXilinxBitstream };

export interface FlashRequest {
  readonly board: BoardName;
  readonly bitstream?: string;
  /** Boards with an SoC (the wujian100): an ELF loaded into SRAM through GDB after the bitstream. */
  readonly firmware?: string;
  /** Default 'sram' (lost at power-off); 'flash' writes the configuration flash. */
  readonly to?: FlashTarget;
  /** Default: quartus for a .sof, openfpgaloader otherwise. */
  readonly tool?: FlashToolChoice;
  /** JTAG cable name as the tool spells it; defaults per board and tool. */
  readonly cable?: string;
  /** openFPGALoader --fpga-part when writing flash; default from the catalogue or the .bit header. */
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

function boardProfile(board: string): BoardProfile {
  try {
    return flashProfile(board);
  } catch (e) {
    if (e instanceof BoardProfileError) bad(e.message, { board });
    throw e;
  }
}

/** The request's checks that need no file: board, target, something to flash. */
function checkRequest(req: FlashRequest, profile: BoardProfile): FlashTarget {
  const to = req.to ?? 'sram';
  if (to !== 'sram' && to !== 'flash') bad(`--to must be sram or flash, not '${String(to)}'`);
  if (!req.bitstream && !req.firmware) bad('nothing to flash: give a bitstream, a firmware ELF, or both');
  if (req.firmware && !takesFile(profile, 'firmware')) {
    const socs = BOARDS.filter((b) => takesFile(flashProfile(b), 'firmware'));
    bad(`--firmware is for the ${socs.join(' or ')} (its SoC runs firmware); the ${req.board} has none`, { board: req.board });
  }
  return to;
}

async function planFirmware(ctx: PlanContext, firmware: string): Promise<void> {
  const elf = await loadElf(firmware);
  if (!elf.rve) ctx.notes.push(`${firmware} is not marked RV32E (e_flags 0x${elf.flags.toString(16)}): the E902 has 16 registers; build with -march=rv32emc -mabi=ilp32e`);
  if (ctx.req.bitstream && ctx.to === 'flash') ctx.notes.push('the firmware is loaded into SRAM and is lost at the next power-up; bake it into the bitstream for that (see host/flash/FIRMWARE-IMAGE.md)');
  const total = elf.segments.reduce((n, s) => n + s.data.length, 0);
  ctx.steps.push(gdbLoadStep(await ctx.find('gdb'), ctx.req.gdbServer ?? DEFAULT_GDB_SERVER, firmware, total, ctx.req.idleTimeoutMs));
}

export async function planFlash(req: FlashRequest): Promise<FlashPlan> {
  const profile = boardProfile(req.board);
  const to = checkRequest(req, profile);
  let tempDir: string | null = null;
  const cleanup = async () => {
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  };
  const ctx: PlanContext = {
    req,
    profile,
    to,
    steps: [],
    notes: [],
    find: (tool) => findTool(tool, req.tools),
    tempDir: async () => (tempDir ??= await mkdtemp(join(tmpdir(), 'arena-flash-'))),
  };
  try {
    if (req.bitstream) await BITSTREAM_PLANNERS[profile.flash.family](ctx, await inspectBitstream(req.bitstream));
    if (req.firmware) await planFirmware(ctx, req.firmware);
  } catch (e) {
    await cleanup();
    throw e;
  }
  return { steps: ctx.steps, notes: ctx.notes, cleanup };
}
