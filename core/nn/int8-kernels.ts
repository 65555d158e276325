/**
 * INT8 kernels shaped like an FPGA MAC array: int8 × int8 products summed in int32 accumulators
 * (the bias preloaded at the accumulator's scale), then requantised to int8 by an integer multiply
 * and shift (quantise.ts). The convolution's loop is conv-loop.ts, shared with the FP32 kernels.
 */
import type { FixedPoint, QuantisedLayer } from './quantise.ts';
import { INT8_MAX } from './quantise.ts';
import { convAccumulate } from './conv-loop.ts';

/** acc[o] = b[o] + Σ_i Σ_taps w · in (k = 1 or 3, zero padding), in int32 (conv-loop.ts). */
export function convI8(input: Int8Array, layer: QuantisedLayer, size: number, acc: Int32Array): void {
  convAccumulate(input, layer, size, acc);
}

/** acc[o] = b[o] + Σ_i w[o][i] · in[i], in int32. */
export function denseI8(input: Int8Array, layer: QuantisedLayer, acc: Int32Array): void {
  const { w, b, inputs, outputs } = layer;
  for (let o = 0; o < outputs; o++) {
    let sum = b[o]!;
    const row = o * inputs;
    for (let i = 0; i < inputs; i++) sum = (sum + w[row + i]! * input[i]!) | 0;
    acc[o] = sum;
  }
}

/**
 * int32 → int8: ReLU (when asked), (acc · m + 2^(shift−1)) >> shift, clamp to ±127. The product
 * needs up to 31 + 15 bits, exact in a double; a DSP48 (25×18) or two Cyclone IV 18×18s would do it.
 * `perChannel` is the length of one output channel's run in `acc` (a padded plane for a conv, 1 for
 * dense); a conv's zero borders stay zero, as the bias is added inside the run only.
 */
export function requantise(acc: Int32Array, count: number, perChannel: number, factors: readonly FixedPoint[], relu: boolean, out: Int8Array): void {
  for (let start = 0, ch = 0; start < count; start += perChannel, ch++) {
    const { m, shift } = factors[ch]!;
    const half = 2 ** (shift - 1);
    // Multiplying by 2^−shift is exact in a double, so floor(…) is the arithmetic shift right.
    const down = 2 ** -shift;
    for (let p = start, end = Math.min(count, start + perChannel); p < end; p++) {
      let a = acc[p]!;
      if (relu && a < 0) a = 0;
      const q = Math.floor((a * m + half) * down);
      out[p] = q > INT8_MAX ? INT8_MAX : q < -INT8_MAX ? -INT8_MAX : q;
    }
  }
}
