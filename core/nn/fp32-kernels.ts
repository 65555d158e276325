/**
 * FP32 kernels: a k×k convolution (k = 1 or 3, zero padding) over padded planes (padded.ts), and a
 * dense layer. Sums are kept in a Float32Array, so each multiply-accumulate is rounded to FP32 as
 * an FP32 MAC unit would store it.
 */
import { clearBorder, interiorRun, paddedPlane, paddedSide } from './padded.ts';
import type { Layer } from './weights.ts';

/** out[o] = b[o] + Σ_i Σ_taps w · in; ReLU when `relu`. Planes padded; `out`'s borders stay zero. */
export function convF32(input: Float32Array, layer: Layer, size: number, relu: boolean, out: Float32Array): void {
  const { w, b, inputs, outputs, k } = layer;
  const plane = paddedPlane(size);
  const side = paddedSide(size);
  const [start, end] = interiorRun(size);
  const pad = (k - 1) >> 1;
  for (let o = 0; o < outputs; o++) {
    const base = o * plane;
    out.fill(b[o]!, base + start, base + end);
    for (let i = 0; i < inputs; i++) {
      for (let t = 0; t < k * k; t++) {
        const wv = w[(o * inputs + i) * k * k + t]!;
        if (wv === 0) continue;
        const shift = i * plane - base + (Math.floor(t / k) - pad) * side + (t % k) - pad;
        for (let p = base + start; p < base + end; p++) out[p] = out[p]! + wv * input[p + shift]!;
      }
    }
    clearBorder(out, base, size);
    if (relu) for (let p = base + start; p < base + end; p++) if (out[p]! < 0) out[p] = 0;
  }
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
