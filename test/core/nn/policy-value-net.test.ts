// The shipped Gomoku net (core/engines/mcts/weights/gomoku15.json) through the FP32 and INT8 paths:
// FP32 reproduces PyTorch's outputs stored in the file; INT8 stays within the stated bounds of FP32
// on fixed positions and picks the same best move at no less than a measured rate; evaluations and
// MACs are counted by precision; bad weights and inputs are refused naming what is wrong.
import { describe, expect, it } from 'vitest';
import { GomokuPosition, builtInNet, samplePositions } from '../../../core/engines/mcts/index.ts';
import { NnError, PolicyValueNet, loadNetWeights, macsPerEvaluation } from '../../../core/nn/index.ts';
import type { NetWeights } from '../../../core/nn/index.ts';
import { EMPTY } from '../../../core/gomoku/index.ts';
import { planesOf } from './positions.ts';

const weights: NetWeights = builtInNet('gomoku15');
const CELLS = 225;

function argmaxEmpty(logits: Float32Array, cells: ArrayLike<number>): number {
  let best = -1;
  for (let c = 0; c < CELLS; c++) if (cells[c] === EMPTY && (best < 0 || logits[c]! > logits[best]!)) best = c;
  return best;
}

/** Fixed positions: 130 seeded openings followed by alpha-beta moves (core/engines/mcts/openings.ts). */
const boards = samplePositions(130, 17);

function planesOfBoard(b: (typeof boards)[number]): Float32Array {
  const x = new Float32Array(3 * CELLS);
  new GomokuPosition(b).encode(x);
  return x;
}

describe('the Gomoku policy/value net', () => {
  it('FP32 reproduces PyTorch on the reference positions in the weight file', () => {
    const net = new PolicyValueNet(weights);
    expect(weights.meta.reference.length).toBeGreaterThan(0);
    for (const r of weights.meta.reference) {
      const e = net.evaluate(planesOf(r.own, r.opp), 'fp32');
      // The file rounds weights to 7 decimals and logits to 5: agreement to 1e−3 is FP32 reproducing PyTorch.
      r.logits.forEach((l, i) => expect(Math.abs(e.logits[i]! - l)).toBeLessThan(1e-3));
      expect(Math.abs(e.value - r.value)).toBeLessThan(1e-4);
    }
  });

  it('INT8 stays within the stated bounds of FP32 and picks the same best move at ≥ the measured rate', () => {
    const net = new PolicyValueNet(weights);
    let agree = 0;
    let worstLogit = 0;
    let worstValue = 0;
    for (const b of boards) {
      const x = planesOfBoard(b);
      const f = net.evaluate(x, 'fp32');
      const fl = Float32Array.from(f.logits);
      const fv = f.value;
      const fBest = argmaxEmpty(fl, b.cells);
      const q = net.evaluate(x, 'int8');
      let spread = 0;
      let err = 0;
      for (let c = 0; c < CELLS; c++) {
        spread = Math.max(spread, Math.abs(fl[c]!));
        err = Math.max(err, Math.abs(q.logits[c]! - fl[c]!));
      }
      worstLogit = Math.max(worstLogit, err / spread);
      worstValue = Math.max(worstValue, Math.abs(q.value - fv));
      if (argmaxEmpty(q.logits, b.cells) === fBest) agree++;
    }
    const rate = agree / boards.length;
    console.log(`INT8 vs FP32 on ${boards.length} positions: best move agrees ${agree} (${(100 * rate).toFixed(1)}%), worst logit error ${(100 * worstLogit).toFixed(2)}% of max |logit|, worst value error ${worstValue.toFixed(4)}`);
    // Measured with the shipped weights: 118 of 130 best moves agree (90.8%), worst logit error 3.8% of
    // the position's max |logit|, worst value error 0.036. Bounds: 6%, 0.06, and at least 85% agreement.
    expect(boards.length).toBeGreaterThanOrEqual(100);
    expect(worstLogit).toBeLessThan(0.06);
    expect(worstValue).toBeLessThan(0.06);
    expect(rate).toBeGreaterThanOrEqual(0.85);
  });

  it('counts evaluations and MACs by precision', () => {
    const net = new PolicyValueNet(weights);
    const x = planesOf([112], [113]);
    for (let k = 0; k < 3; k++) net.evaluate(x, 'fp32');
    for (let k = 0; k < 5; k++) net.evaluate(x, 'int8');
    expect(net.evaluations).toEqual({ fp32: 3, int8: 5 });
    expect(net.macs).toEqual({ fp32: 3 * net.macsPerEvaluation, int8: 5 * net.macsPerEvaluation });
    // The trunk's 3×3 convolutions: 225 cells × inputs × outputs × 9 each; the heads and value MLP on top.
    const trunk = weights.trunk.reduce((s, l) => s + 225 * l.inputs * l.outputs * 9, 0);
    expect(macsPerEvaluation(weights)).toBeGreaterThan(trunk);
    expect(macsPerEvaluation(weights) - trunk).toBe(225 * weights.policy.inputs + 225 * weights.valueConv.inputs * weights.valueConv.outputs + weights.valueFc1.inputs * weights.valueFc1.outputs + weights.valueFc2.inputs);
  });

  it('refuses an input of the wrong length, naming the net and the sizes', () => {
    const net = new PolicyValueNet(weights);
    expect(() => net.evaluate(new Float32Array(10), 'fp32')).toThrow(NnError);
    expect(() => net.evaluate(new Float32Array(10), 'int8')).toThrow(/gomoku15 takes 675 inputs .* got 10/);
  });

  it('refuses a weight file with a truncated layer or a bad field, naming where', () => {
    const doc = structuredClone(weights.meta);
    doc.trunk[1]!.w.pop();
    expect(() => loadNetWeights(doc, 'cut.json')).toThrow(/cut\.json trunk\[1\]: expected 16×16×3×3 weights and 16 biases, found 2303 and 16/);
    expect(() => loadNetWeights({ ...weights.meta, size: 40 }, 'big.json')).toThrow(/big\.json: size:/);
    expect(() => loadNetWeights({ ...weights.meta, activationMax: [1] }, 'few.json')).toThrow(/few\.json: 4 layers declared.*1 activation scales/);
  });
});
