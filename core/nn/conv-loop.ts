/**
 * The k×k convolution loop (k = 1 or 3, zero padding, over padded planes: padded.ts) that the FP32
 * and the INT8 kernels share. Output-stationary: one accumulator per output pixel, each weight
 * broadcast across a row, as a systolic row of MACs sees it. The precision is the accumulator's:
 * a Float32Array rounds every multiply-accumulate to FP32 as an FP32 MAC unit stores it, an
 * Int32Array keeps it in int32 as an INT8 MAC array's accumulator does.
 */
import { clearBorder, interiorRun, paddedPlane, paddedSide } from './padded.ts';

export interface ConvWeights {
  readonly w: ArrayLike<number>;
  readonly b: ArrayLike<number>;
  readonly inputs: number;
  readonly outputs: number;
  readonly k: number;
}

/** acc[o] = b[o] + Σ_i Σ_taps w · in; `acc`'s borders stay zero. */
export function convAccumulate(input: ArrayLike<number>, layer: ConvWeights, size: number, acc: Float32Array | Int32Array): void {
  const { w, b, inputs, outputs, k } = layer;
  const plane = paddedPlane(size);
  const side = paddedSide(size);
  const [start, end] = interiorRun(size);
  const pad = (k - 1) >> 1;
  for (let o = 0; o < outputs; o++) {
    const base = o * plane;
    acc.fill(b[o]!, base + start, base + end);
    for (let i = 0; i < inputs; i++) {
      for (let t = 0; t < k * k; t++) {
        const wv = w[(o * inputs + i) * k * k + t]!;
        if (wv === 0) continue;
        const shift = i * plane - base + (Math.floor(t / k) - pad) * side + (t % k) - pad;
        for (let p = base + start; p < base + end; p++) acc[p] = acc[p]! + wv * input[p + shift]!;
      }
    }
    clearBorder(acc, base, size);
  }
}
