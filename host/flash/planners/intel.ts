/**
 * Intel (Cyclone IV, the DE2-115) bitstreams: `.sof` through quartus_pgm; `.rbf`/`.svf` through
 * openFPGALoader, which does not take `.sof` (converted with quartus_cpf on request).
 */
import { basename, join } from 'node:path';
import type { BitstreamInfo } from '../bitstream.ts';
import { findOptionalTool } from '../find-tool.ts';
import { checkSpiBridge, openFpgaLoaderStep } from '../openfpgaloader.ts';
import { quartusCpfStep, quartusPgmStep } from '../quartus.ts';
import { bad, cableFor, toolFor, type BitstreamPlanner, type PlanContext } from './context.ts';

async function planQuartus(ctx: PlanContext, info: BitstreamInfo): Promise<void> {
  if (info.kind !== 'sof') bad(`quartus_pgm programs .sof files here; for ${info.kind.toUpperCase()} use --tool openfpgaloader`, { path: info.path });
  if (ctx.to === 'flash') bad('quartus_pgm writes the configuration flash (EPCS64) from a .jic/.pof, not a .sof: convert with quartus_cpf and program with the Quartus Programmer, or load to SRAM', {});
  ctx.steps.push(quartusPgmStep(await ctx.find('quartus_pgm'), cableFor(ctx, 'quartus'), info.path, ctx.req.idleTimeoutMs));
}

/** A .sof converted to .rbf for openFPGALoader, when quartus_cpf is there and the person asked for it. */
async function convertSof(ctx: PlanContext, info: BitstreamInfo): Promise<string> {
  const cpf = await findOptionalTool('quartus_cpf', ctx.req.tools);
  if (!cpf || !ctx.req.convertSof) {
    bad(
      `openFPGALoader does not take .sof files (${info.path})`,
      { path: info.path, quartusCpf: cpf },
      cpf
        ? `convert it first — \`${cpf} -c ${info.path} ${info.path.replace(/\.sof$/i, '.rbf')}\` — or pass --convert to let arena do it, or use --tool quartus`
        : 'in Quartus, File › Convert Programming Files › Raw Binary File (.rbf), or `quartus_cpf -c design.sof design.rbf`; or use --tool quartus',
    );
  }
  const file = join(await ctx.tempDir(), basename(info.path).replace(/\.sof$/i, '.rbf'));
  ctx.steps.push(quartusCpfStep(cpf, info.path, file, ctx.req.idleTimeoutMs));
  ctx.notes.push(`converting ${info.path} to .rbf with quartus_cpf first`);
  return file;
}

async function planOpenFpgaLoader(ctx: PlanContext, info: BitstreamInfo): Promise<void> {
  const file = info.kind === 'sof' ? await convertSof(ctx, info) : info.path;
  const kind = info.kind === 'sof' ? 'rbf' : info.kind;
  if (ctx.to === 'flash' && kind === 'svf') bad('an .svf replays JTAG into the FPGA (SRAM); to write flash give an .rbf', { path: info.path });
  const ofl = await ctx.find('openFPGALoader');
  const fpgaPart = ctx.to === 'flash' ? (ctx.req.fpgaPart ?? ctx.profile.flash.spiBridge ?? undefined) : ctx.req.fpgaPart;
  if (ctx.to === 'flash' && fpgaPart) await checkSpiBridge(ofl, fpgaPart);
  ctx.steps.push(openFpgaLoaderStep(ofl, { cable: cableFor(ctx, 'openfpgaloader'), file, kind, to: ctx.to, fpgaPart }, ctx.req.idleTimeoutMs));
}

export const planIntelBitstream: BitstreamPlanner = async (ctx, info) => {
  if (info.kind === 'bit') bad(`${info.path} is a Xilinx bitstream; the ${ctx.profile.fpga.board} (${ctx.profile.fpga.part}) takes .rbf or .svf (openFPGALoader) or .sof (quartus)`, { path: info.path });
  if (toolFor(ctx, info) === 'quartus') await planQuartus(ctx, info);
  else await planOpenFpgaLoader(ctx, info);
};
