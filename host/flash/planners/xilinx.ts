/** Xilinx 7-series (the wujian100's Artix-7) bitstreams: `.bit` through openFPGALoader. */
import { FlashError } from '../errors.ts';
import { checkSpiBridge, openFpgaLoaderStep } from '../openfpgaloader.ts';
import { bad, cableFor, toolFor, type BitstreamPlanner } from './context.ts';

export const planXilinxBitstream: BitstreamPlanner = async (ctx, info) => {
  if (info.kind !== 'bit') bad(`the ${ctx.profile.flash.board}'s Artix-7 takes a Xilinx .bit, not .${info.kind} (${info.path})`, { path: info.path });
  if (toolFor(ctx, info) === 'quartus') bad(`quartus_pgm programs Intel FPGAs; the ${ctx.profile.flash.board} runs on an Artix-7: use --tool openfpgaloader`, {});
  if (!info.part?.startsWith('7a')) {
    throw new FlashError('flash-file-header', `${info.path} is built for ${info.part ?? 'an unknown part'}, not an Artix-7 (7a…)`, { path: info.path, part: info.part });
  }
  const fpgaPart = ctx.to === 'flash' ? (ctx.req.fpgaPart ?? ctx.profile.flash.spiBridge ?? `xc${info.part}`) : ctx.req.fpgaPart;
  const ofl = await ctx.find('openFPGALoader');
  if (ctx.to === 'flash' && fpgaPart) await checkSpiBridge(ofl, fpgaPart);
  ctx.steps.push(openFpgaLoaderStep(ofl, { cable: cableFor(ctx, 'openfpgaloader'), file: info.path, kind: 'bit', to: ctx.to, fpgaPart }, ctx.req.idleTimeoutMs));
};
