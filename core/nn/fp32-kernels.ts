/**
 * FP32 kernels: a k×k convolution (k = 1 or 3, zero padding) over padded planes (padded.ts), and a
 * dense layer. Sums are kept in a Float32Array, so each multiply-accumulate is rounded to FP32 as
 * an FP32 MAC unit would store it.
 */
import { convAccumulate } from './conv-loop.ts';
import { interiorRun, paddedPlane } from './padded.ts';
import type { Layer } from './weights.ts';

/** out[o] = b[o] + Σ_i Σ_taps w · in, each MAC rounded to FP32 (conv-loop.ts); ReLU when `relu`. */
export function convF32(input: Float32Array, layer: Layer, size: number, relu: boolean, out: Float32Array): void {
  convAccumulate(input, layer, size, out);
  if (!relu) return;
  const [start, end] = interiorRun(size);
  const plane = paddedPlane(size);
  for (let o = 0; o < layer.outputs; o++) for (let p = o * plane + start; p < o * plane + end; p++) if (out[p]! < 0) out[p] = 0;
}

/** out[o] = b[o] + Σ_i w[o][i] · in[i]; ReLU when `relu`. */
export function denseF32(input: Float32Array, layer: Layer, relu: boolean, out: Float32Array): void {
  const { w, b, inputs, outputs } = layer;
  for (let o = 0; o < outputs; o++) {
    let acc = b[o]!;
    const row = o * inputs;
    for (let i = 0; i < inputs; i++) acc = Math.fround(acc + w[row + i]! * input[i]!);
    out[o] = relu && acc < 0 ? 0 : acc;
  }
}
