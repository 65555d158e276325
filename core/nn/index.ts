/**
 * Hardware-shaped neural-network kernels for the MCTS engine (core/engines/mcts): FP32 and INT8
 * (per-channel symmetric weights, int32 accumulation, calibrated activation scales, integer
 * requantisation), MAC counting by precision. Pure: the weights come in as parsed JSON.
 */
export { NnError } from './errors.ts';
export type { NnErrorCode } from './errors.ts';
export { loadNetWeights, netWeightsSchema } from './weights.ts';
export type { Layer, NetWeights, NetWeightsFile } from './weights.ts';
export { convF32, denseF32 } from './fp32-kernels.ts';
export { convI8, denseI8, requantise } from './int8-kernels.ts';
export { INT8_MAX, MANTISSA_BITS, activationScale, fixedPoint, quantiseLayer, quantiseValue, requantisers } from './quantise.ts';
export type { FixedPoint, QuantisedLayer } from './quantise.ts';
export { MAC_COST, PRECISIONS, macsPerEvaluation, modelledCost } from './macs.ts';
export type { Precision } from './macs.ts';
export { PolicyValueNet } from './policy-value-net.ts';
export type { Evaluation } from './policy-value-net.ts';
