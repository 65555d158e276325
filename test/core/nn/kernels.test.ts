// The hardware-shaped kernels against their definitions: the INT8 convolution and dense layer equal a
// direct sum exactly (int32 arithmetic), the FP32 ones within float rounding; quantisation and
// requantisation stay within their stated error bounds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INT8_MAX, MANTISSA_BITS, convF32, convI8, denseI8, fixedPoint, quantiseLayer, requantise } from '../../../core/nn/index.ts';
import type { Layer, QuantisedLayer } from '../../../core/nn/index.ts';
import { paddedIndex, paddedPlane } from '../../../core/nn/padded.ts';

interface Shape {
  size: number;
  inputs: number;
  outputs: number;
  k: 1 | 3;
}

const shape: fc.Arbitrary<Shape> = fc.record({
  size: fc.integer({ min: 3, max: 8 }),
  inputs: fc.integer({ min: 1, max: 3 }),
  outputs: fc.integer({ min: 1, max: 3 }),
  k: fc.constantFrom(1 as const, 3 as const),
});

/** out[o][y][x] = b[o] + Σ_i Σ_dy Σ_dx w[o][i][dy][dx] · in[i][y+dy−pad][x+dx−pad], zero outside. */
function directConv(s: Shape, w: ArrayLike<number>, b: ArrayLike<number>, input: ArrayLike<number>): number[] {
  const { size, inputs, outputs, k } = s;
  const pad = (k - 1) / 2;
  const out: number[] = [];
  for (let o = 0; o < outputs; o++) {
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        let sum = b[o]!;
        for (let i = 0; i < inputs; i++) {
          for (let dy = 0; dy < k; dy++) {
            for (let dx = 0; dx < k; dx++) {
              const yy = y + dy - pad;
              const xx = x + dx - pad;
              if (yy < 0 || yy >= size || xx < 0 || xx >= size) continue;
              sum += w[((o * inputs + i) * k + dy) * k + dx]! * input[(i * size + yy) * size + xx]!;
            }
          }
        }
        out.push(sum);
      }
    }
  }
  return out;
}

function toPadded<T extends Int8Array | Float32Array>(make: (n: number) => T, flat: ArrayLike<number>, channels: number, size: number): T {
  const plane = paddedPlane(size);
  const out = make(Math.max(channels, 3) * plane);
  for (let c = 0; c < channels; c++) for (let cell = 0; cell < size * size; cell++) out[c * plane + paddedIndex(size, cell % size, Math.floor(cell / size))] = flat[c * size * size + cell]!;
  return out;
}

/** The interior of padded planes, flat; and whether every border cell is zero. */
function fromPadded(buf: ArrayLike<number>, channels: number, size: number): { flat: number[]; bordersZero: boolean } {
  const plane = paddedPlane(size);
  const flat: number[] = [];
  let bordersZero = true;
  for (let c = 0; c < channels; c++) {
    for (let p = 0; p < plane; p++) {
      const x = (p % (size + 2)) - 1;
      const y = Math.floor(p / (size + 2)) - 1;
      const inside = x >= 0 && x < size && y >= 0 && y < size;
      if (!inside && buf[c * plane + p] !== 0) bordersZero = false;
    }
    for (let cell = 0; cell < size * size; cell++) flat.push(buf[c * plane + paddedIndex(size, cell % size, Math.floor(cell / size))]!);
  }
  return { flat, bordersZero };
}

const int8 = fc.integer({ min: -INT8_MAX, max: INT8_MAX });

describe('INT8 kernels (int32 accumulation)', () => {
  it('convI8 equals the direct sum exactly, borders left zero', () => {
    fc.assert(
      fc.property(shape, fc.integer({ min: 0, max: 2 ** 31 - 1 }), (s, seed) => {
        const n = s.outputs * s.inputs * s.k * s.k;
        const rnd = fc.sample(fc.array(int8, { minLength: n + s.inputs * s.size * s.size, maxLength: n + s.inputs * s.size * s.size }), { seed, numRuns: 1 })[0]!;
        const w = Int8Array.from(rnd.slice(0, n));
        const input = rnd.slice(n);
        const b = Int32Array.from({ length: s.outputs }, (_, o) => (o - 1) * 40_000);
        const layer: QuantisedLayer = { w, b, inputs: s.inputs, outputs: s.outputs, k: s.k, weightScale: new Float32Array(s.outputs), accScale: new Float64Array(s.outputs) };
        const acc = new Int32Array(Math.max(s.outputs, s.inputs, 3) * paddedPlane(s.size));
        convI8(toPadded((m) => new Int8Array(m), input, s.inputs, s.size), layer, s.size, acc);
        const got = fromPadded(acc, s.outputs, s.size);
        expect(got.flat).toEqual(directConv(s, w, b, input));
        expect(got.bordersZero).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('denseI8 equals the direct sum exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (inputs, outputs, seed) => {
        const rnd = fc.sample(fc.array(int8, { minLength: inputs * (outputs + 1), maxLength: inputs * (outputs + 1) }), { seed, numRuns: 1 })[0]!;
        const w = Int8Array.from(rnd.slice(0, inputs * outputs));
        const input = Int8Array.from(rnd.slice(inputs * outputs));
        const b = Int32Array.from({ length: outputs }, (_, o) => o * 1000 - 500);
        const acc = new Int32Array(outputs);
        denseI8(input, { w, b, inputs, outputs, k: 1, weightScale: new Float32Array(outputs), accScale: new Float64Array(outputs) }, acc);
        for (let o = 0; o < outputs; o++) {
          let sum = b[o]!;
          for (let i = 0; i < inputs; i++) sum += w[o * inputs + i]! * input[i]!;
          expect(acc[o]).toBe(sum);
        }
      }),
    );
  });
});

describe('FP32 kernels', () => {
  it('convF32 equals the direct sum within float rounding, borders left zero, ReLU applied', () => {
    fc.assert(
      fc.property(shape, fc.boolean(), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (s, relu, seed) => {
        const n = s.outputs * s.inputs * s.k * s.k;
        const vals = fc.sample(fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: n + s.outputs + s.inputs * s.size * s.size, maxLength: n + s.outputs + s.inputs * s.size * s.size }), { seed, numRuns: 1 })[0]!;
        const layer: Layer = { w: Float32Array.from(vals.slice(0, n)), b: Float32Array.from(vals.slice(n, n + s.outputs)), inputs: s.inputs, outputs: s.outputs, k: s.k };
        const input = Float32Array.from(vals.slice(n + s.outputs));
        const out = new Float32Array(Math.max(s.outputs, s.inputs, 3) * paddedPlane(s.size));
        convF32(toPadded((m) => new Float32Array(m), input, s.inputs, s.size), layer, s.size, relu, out);
        const got = fromPadded(out, s.outputs, s.size);
        const want = directConv(s, layer.w, layer.b, input).map((v) => (relu && v < 0 ? 0 : v));
        // At most 28 products of magnitude ≤ 1 each rounded to FP32 (2^−24 relative): far below 1e−5.
        got.flat.forEach((v, i) => expect(Math.abs(v - want[i]!)).toBeLessThan(1e-5));
        expect(got.bordersZero).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});

describe('quantisation', () => {
  it('per-channel symmetric weights: each within half a step of its channel scale, the largest at ±127; biases within half an accumulator step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }), fc.array(fc.integer({ min: -30_000, max: 30_000 }).map((n) => n / 10_000), { minLength: 4 * 4 * 9 + 4, maxLength: 4 * 4 * 9 + 4 }), fc.double({ min: 1e-3, max: 1, noNaN: true }), (inputs, outputs, vals, inScale) => {
        const n = outputs * inputs * 9;
        const layer: Layer = { w: Float32Array.from(vals.slice(0, n)), b: Float32Array.from(vals.slice(n, n + outputs)), inputs, outputs, k: 3 };
        const q = quantiseLayer(layer, inScale);
        for (let o = 0; o < outputs; o++) {
          const s = q.weightScale[o]!;
          let top = 0;
          for (let j = 0; j < inputs * 9; j++) {
            const i = o * inputs * 9 + j;
            expect(Math.abs(q.w[i]! * s - layer.w[i]!)).toBeLessThanOrEqual(s / 2 + 1e-6 * s);
            top = Math.max(top, Math.abs(q.w[i]!));
          }
          if (s !== 1) expect(top).toBe(INT8_MAX);
          expect(Math.abs(q.b[o]! * q.accScale[o]! - layer.b[o]!)).toBeLessThanOrEqual(q.accScale[o]! / 2 + 1e-9);
        }
      }),
    );
  });

  it(`a requantisation multiplier is a ${MANTISSA_BITS}-bit mantissa and a shift, relative error ≤ 2^−${MANTISSA_BITS}`, () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-9, max: 1e3, noNaN: true }), (mult) => {
        const { m, shift } = fixedPoint(mult);
        expect(m).toBeGreaterThanOrEqual(2 ** (MANTISSA_BITS - 1));
        expect(m).toBeLessThan(2 ** MANTISSA_BITS);
        expect(Math.abs(m / 2 ** shift - mult) / mult).toBeLessThanOrEqual(2 ** -MANTISSA_BITS);
      }),
    );
    expect(() => fixedPoint(0)).toThrow(/not a positive number/);
    expect(() => fixedPoint(Number.NaN)).toThrow(/not a positive number/);
  });

  it('requantise: integer multiply-shift-clamp within half a step (plus the mantissa error) of the real product', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -(2 ** 24), max: 2 ** 24 }), { minLength: 1, maxLength: 16 }), fc.double({ min: 1e-7, max: 0.5, noNaN: true }), fc.boolean(), (accs, mult, relu) => {
        const f = fixedPoint(mult);
        const out = new Int8Array(accs.length);
        requantise(Int32Array.from(accs), accs.length, 1, accs.map(() => f), relu, out);
        accs.forEach((a, i) => {
          const real = Math.max(-INT8_MAX, Math.min(INT8_MAX, (relu && a < 0 ? 0 : a) * mult));
          expect(Math.abs(out[i]! - real)).toBeLessThanOrEqual(0.5 + INT8_MAX * 2 ** -MANTISSA_BITS + 1e-9);
        });
      }),
    );
  });
});
