/**
 * The Gomoku policy/value net, evaluated in FP32 or INT8 (the MCTS picks per leaf). Buffers are
 * allocated once per net; an evaluation allocates nothing. Counts evaluations and MACs by precision.
 *
 * Input: `planes` × size² (stones of the side to move, the opponent's, ones), [plane][y][x].
 * Trunk: 3×3 convolutions with ReLU; policy: 1×1 conv; value: 1×1 conv (linear), dense + ReLU, dense, tanh.
 * Output: one policy logit per cell (softmax over the legal cells is the caller's) and a value in
 * −1..1 for the side to move.
 */
import { NnError } from './errors.ts';
import { convF32, denseF32 } from './fp32-kernels.ts';
import { convI8, denseI8, requantise } from './int8-kernels.ts';
import { macsPerEvaluation } from './macs.ts';
import type { Precision } from './macs.ts';
import { activationScale, quantiseLayer, quantiseValue, requantisers } from './quantise.ts';
import type { FixedPoint, QuantisedLayer } from './quantise.ts';
import { paddedIndex, paddedPlane } from './padded.ts';
import type { Layer, NetWeights } from './weights.ts';

export interface Evaluation {
  /** Logits per cell; valid until the next evaluation. */
  readonly logits: Float32Array;
  readonly value: number;
}

interface Int8Net {
  readonly trunk: QuantisedLayer[];
  readonly trunkOut: FixedPoint[][];
  readonly policy: QuantisedLayer;
  readonly valueConv: QuantisedLayer;
  readonly valueConvOut: FixedPoint[];
  readonly valueFc1: QuantisedLayer;
  readonly valueFc1Out: FixedPoint[];
  readonly valueFc2: QuantisedLayer;
}

/** Value fc1 with its inputs moved to the padded planes' indices (zero weights on the borders). */
function paddedDense(l: Layer, channels: number, size: number): Layer {
  const cells = size * size;
  const plane = paddedPlane(size);
  const inputs = channels * plane;
  const w = new Float32Array(l.outputs * inputs);
  for (let o = 0; o < l.outputs; o++) {
    for (let c = 0; c < channels; c++) {
      for (let cell = 0; cell < cells; cell++) w[o * inputs + c * plane + paddedIndex(size, cell % size, Math.floor(cell / size))] = l.w[o * l.inputs + c * cells + cell]!;
    }
  }
  return { ...l, w, inputs };
}

function quantiseNet(net: NetWeights, fc1: Layer): Int8Net {
  const s = net.activationMax.map(activationScale);
  const L = net.trunk.length;
  const trunk = net.trunk.map((l, i) => quantiseLayer(l, s[i]!));
  const valueConv = quantiseLayer(net.valueConv, s[L]!);
  const valueFc1 = quantiseLayer(fc1, s[L + 1]!);
  return {
    trunk,
    trunkOut: trunk.map((q, i) => requantisers(q, s[i + 1]!)),
    policy: quantiseLayer(net.policy, s[L]!),
    valueConv,
    valueConvOut: requantisers(valueConv, s[L + 1]!),
    valueFc1,
    valueFc1Out: requantisers(valueFc1, s[L + 2]!),
    valueFc2: quantiseLayer(net.valueFc2, s[L + 2]!),
  };
}

export class PolicyValueNet {
  readonly weights: NetWeights;
  readonly cells: number;
  readonly macsPerEvaluation: number;
  readonly evaluations: Record<Precision, number> = { fp32: 0, int8: 0 };
  readonly #q: Int8Net;
  readonly #fc1: Layer;
  readonly #plane: number;
  readonly #dense = new Int32Array(1024);
  readonly #inScale: number;
  readonly #f: [Float32Array, Float32Array];
  readonly #i: [Int8Array, Int8Array];
  readonly #acc: Int32Array;
  readonly #v: Float32Array;
  readonly #vi: Int8Array;
  readonly #logits: Float32Array;
  readonly #out = new Float32Array(1);

  constructor(weights: NetWeights) {
    this.weights = weights;
    this.cells = weights.size * weights.size;
    this.macsPerEvaluation = macsPerEvaluation(weights);
    this.#plane = paddedPlane(weights.size);
    this.#fc1 = paddedDense(weights.valueFc1, weights.valueConv.outputs, weights.size);
    this.#q = quantiseNet(weights, this.#fc1);
    this.#inScale = activationScale(weights.activationMax[0]!);
    const widest = Math.max(weights.planes, weights.trunk[0]!.outputs, weights.valueConv.outputs) * this.#plane;
    this.#f = [new Float32Array(widest), new Float32Array(widest)];
    this.#i = [new Int8Array(widest), new Int8Array(widest)];
    this.#acc = new Int32Array(widest);
    this.#v = new Float32Array(Math.max(weights.valueFc1.outputs, 1));
    this.#vi = new Int8Array(Math.max(weights.valueFc1.outputs, 1));
    this.#logits = new Float32Array(this.cells);
  }

  /** MACs spent so far by precision. */
  get macs(): Record<Precision, number> {
    return { fp32: this.evaluations.fp32 * this.macsPerEvaluation, int8: this.evaluations.int8 * this.macsPerEvaluation };
  }

  evaluate(planes: Float32Array, precision: Precision): Evaluation {
    const n = this.weights.planes * this.cells;
    if (planes.length !== n) throw new NnError('nn-bad-input', `the net ${this.weights.name} takes ${n} inputs (${this.weights.planes} planes of ${this.cells}), got ${planes.length}`, { expected: n, got: planes.length });
    this.evaluations[precision]++;
    return precision === 'fp32' ? this.#fp32(planes) : this.#int8(planes);
  }

  /** Unpadded input planes into the padded layout through `put` (borders are never written). */
  #pad(planes: Float32Array, put: (p: number, v: number) => void): void {
    const size = this.weights.size;
    for (let c = 0; c < this.weights.planes; c++) {
      for (let cell = 0; cell < this.cells; cell++) put(c * this.#plane + paddedIndex(size, cell % size, Math.floor(cell / size)), planes[c * this.cells + cell]!);
    }
  }

  /** The policy plane (padded) times `scale` into the logits. */
  #unpad(plane: { readonly [i: number]: number }, scale: number): void {
    const size = this.weights.size;
    for (let cell = 0; cell < this.cells; cell++) this.#logits[cell] = plane[paddedIndex(size, cell % size, Math.floor(cell / size))]! * scale;
  }

  #fp32(planes: Float32Array): Evaluation {
    const w = this.weights;
    const size = w.size;
    let [a, b] = this.#f;
    this.#pad(planes, (p, v) => (a[p] = v));
    for (const layer of w.trunk) {
      convF32(a, layer, size, true, b);
      [a, b] = [b, a];
    }
    convF32(a, w.policy, size, false, b);
    this.#unpad(b, 1);
    convF32(a, w.valueConv, size, false, b);
    denseF32(b, this.#fc1, true, this.#v);
    denseF32(this.#v, w.valueFc2, false, this.#out);
    return { logits: this.#logits, value: Math.tanh(this.#out[0]!) };
  }

  #int8(planes: Float32Array): Evaluation {
    const q = this.#q;
    const size = this.weights.size;
    const plane = this.#plane;
    let [a, b] = this.#i;
    this.#pad(planes, (p, v) => (a[p] = quantiseValue(v, this.#inScale)));
    const acc = this.#acc;
    q.trunk.forEach((layer, l) => {
      convI8(a, layer, size, acc);
      requantise(acc, layer.outputs * plane, plane, q.trunkOut[l]!, true, b);
      [a, b] = [b, a];
    });
    convI8(a, q.policy, size, acc);
    this.#unpad(acc, q.policy.accScale[0]!);
    convI8(a, q.valueConv, size, acc);
    requantise(acc, q.valueConv.outputs * plane, plane, q.valueConvOut, false, b);
    const dense = this.#dense;
    denseI8(b, q.valueFc1, dense);
    requantise(dense, q.valueFc1.outputs, 1, q.valueFc1Out, true, this.#vi);
    denseI8(this.#vi, q.valueFc2, dense);
    return { logits: this.#logits, value: Math.tanh(dense[0]! * q.valueFc2.accScale[0]!) };
  }
}
