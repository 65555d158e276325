/** What a board family's bitstream planner works with: the request, its board's catalogue entry, and the plan so far. */
import type { BoardProfile } from '../../../core/boards/profiles.ts';
import { FlashError } from '../errors.ts';
import type { ToolName } from '../find-tool.ts';
import type { ToolStep } from '../tool-step.ts';
import type { BitstreamInfo } from '../bitstream.ts';
import type { FlashRequest, FlashTarget, FlashToolChoice } from '../plan.ts';

export interface PlanContext {
  readonly req: FlashRequest;
  readonly profile: BoardProfile;
  readonly to: FlashTarget;
  readonly steps: ToolStep[];
  readonly notes: string[];
  /** Finds a tool or throws the typed "not installed" error with its install hint. */
  readonly find: (tool: ToolName) => Promise<string>;
  /** A private temporary folder, removed by the plan's cleanup. */
  readonly tempDir: () => Promise<string>;
}

export type BitstreamPlanner = (ctx: PlanContext, info: BitstreamInfo) => Promise<void>;

export function bad(message: string, context: Record<string, unknown> = {}, hint = ''): never {
  throw new FlashError('flash-bad-request', message, context, hint);
}

/** Default: quartus for a .sof, openFPGALoader otherwise. */
export function toolFor(ctx: PlanContext, info: BitstreamInfo): FlashToolChoice {
  return ctx.req.tool ?? (info.kind === 'sof' ? 'quartus' : 'openfpgaloader');
}

/** The JTAG cable as `tool` spells it: the request's, else the board's. */
export function cableFor(ctx: PlanContext, tool: FlashToolChoice): string {
  const cables = ctx.profile.flash.cables;
  const cable = ctx.req.cable ?? (tool === 'quartus' ? cables.quartus : cables.openFPGALoader);
  if (cable === null) bad(`quartus_pgm programs Intel FPGAs; the ${ctx.profile.flash.board} has none: use --tool openfpgaloader`, {});
  return cable;
}
