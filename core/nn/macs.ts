/**
 * Multiply-accumulates per evaluation, counted layer by layer (biases and activations are free), and
 * the hardware-cost model the MCTS bench weighs them by.
 */
import type { Layer, NetWeights } from './weights.ts';

export const PRECISIONS = ['fp32', 'int8'] as const;
export type Precision = (typeof PRECISIONS)[number];

/**
 * Relative cost of one MAC: an INT8 MAC costs ¼ of an FP32 MAC. Roughly what an FPGA pays: an 8×8
 * multiplier is a quarter of an 18×18 DSP (or a few dozen LUTs), while an FP32 MAC needs a 24×24
 * mantissa multiplier, alignment and normalisation; at equal area a MAC array does 4× the INT8 work.
 */
export const MAC_COST: Readonly<Record<Precision, number>> = { fp32: 1, int8: 0.25 };

function convMacs(l: Layer, cells: number): number {
  return cells * l.inputs * l.outputs * l.k * l.k;
}

export function macsPerEvaluation(net: NetWeights): number {
  const cells = net.size * net.size;
  const trunk = net.trunk.reduce((s, l) => s + convMacs(l, cells), 0);
  return trunk + convMacs(net.policy, cells) + convMacs(net.valueConv, cells) + net.valueFc1.inputs * net.valueFc1.outputs + net.valueFc2.inputs * net.valueFc2.outputs;
}

/** FP32-equivalent MACs of some counts by precision, by {@link MAC_COST}. */
export function modelledCost(macs: Readonly<Record<Precision, number>>): number {
  return macs.fp32 * MAC_COST.fp32 + macs.int8 * MAC_COST.int8;
}
