/**
 * INT8 quantisation as an FPGA MAC array would use it:
 *  - weights: per output channel, symmetric: s_w[o] = max|w[o]| / 127, q = round(w / s_w[o]) in −127..127;
 *  - activations: per tensor, symmetric, from the calibrated max |a|: s_a = max / 127;
 *  - biases: int32 at the accumulator's scale s_in · s_w[o];
 *  - requantisation: the int32 sum times s_in · s_w[o] / s_out, done as an integer multiply by a
 *    15-bit mantissa m and an arithmetic right shift with round-half-up, (acc · m + 2^(shift−1)) >> shift,
 *    then a clamp to int8: what a DSP block and a shifter do, with no floating point.
 */
import { NnError } from './errors.ts';
import type { Layer } from './weights.ts';

export const INT8_MAX = 127;
/** Bits of the requantisation mantissa: m in [2^(MANTISSA_BITS−1), 2^MANTISSA_BITS). */
export const MANTISSA_BITS = 15;

export interface QuantisedLayer {
  readonly w: Int8Array;
  /** Int32 biases at the accumulator's scale. */
  readonly b: Int32Array;
  readonly inputs: number;
  readonly outputs: number;
  readonly k: number;
  /** Per output channel: weight scale, and accumulator scale s_in · s_w. */
  readonly weightScale: Float32Array;
  readonly accScale: Float64Array;
}

/** A real multiplier M > 0 as m / 2^shift, m a MANTISSA_BITS-bit integer. */
export interface FixedPoint {
  readonly m: number;
  readonly shift: number;
}

export function activationScale(max: number): number {
  return max / INT8_MAX;
}

export function quantiseValue(x: number, scale: number): number {
  const q = Math.round(x / scale);
  return q > INT8_MAX ? INT8_MAX : q < -INT8_MAX ? -INT8_MAX : q;
}

/** Per-channel symmetric INT8 weights of `layer`, its biases as int32 at input scale `inScale`. */
export function quantiseLayer(layer: Layer, inScale: number): QuantisedLayer {
  const { inputs, outputs, k } = layer;
  const per = inputs * k * k;
  const w = new Int8Array(layer.w.length);
  const b = new Int32Array(outputs);
  const weightScale = new Float32Array(outputs);
  const accScale = new Float64Array(outputs);
  for (let o = 0; o < outputs; o++) {
    let max = 0;
    for (let j = 0; j < per; j++) max = Math.max(max, Math.abs(layer.w[o * per + j]!));
    const s = max > 0 ? max / INT8_MAX : 1;
    weightScale[o] = s;
    for (let j = 0; j < per; j++) w[o * per + j] = quantiseValue(layer.w[o * per + j]!, s);
    accScale[o] = inScale * s;
    b[o] = Math.round(layer.b[o]! / accScale[o]!);
  }
  return { w, b, inputs, outputs, k, weightScale, accScale };
}

/** M as m / 2^shift with m in [2^14, 2^15): relative error at most 2^−15. */
export function fixedPoint(multiplier: number): FixedPoint {
  if (!(multiplier > 0) || !Number.isFinite(multiplier)) throw new NnError('nn-bad-weights', `requantisation multiplier ${multiplier} is not a positive number`, { multiplier });
  let shift = MANTISSA_BITS - 1 - Math.floor(Math.log2(multiplier));
  let m = Math.round(multiplier * 2 ** shift);
  if (m >= 2 ** MANTISSA_BITS) {
    m = Math.round(m / 2);
    shift--;
  }
  if (shift < 1 || shift > 62) throw new NnError('nn-bad-weights', `requantisation multiplier ${multiplier} needs a shift of ${shift}, outside 1..62`, { multiplier, shift });
  return { m, shift };
}

/** Per output channel: the fixed-point factor from the accumulator's scale to `outScale`. */
export function requantisers(layer: QuantisedLayer, outScale: number): FixedPoint[] {
  return Array.from(layer.accScale, (s) => fixedPoint(s / outScale));
}
