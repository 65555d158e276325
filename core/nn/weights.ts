/**
 * The policy/value net's weight file (written by scripts/train/train.py), validated at load: shapes
 * are checked against the declared sizes, so a truncated or mismatched file is refused with the
 * layer it breaks at rather than read out of bounds.
 */
import { z } from 'zod';
import { NnError } from './errors.ts';

const layerSchema = z.object({ w: z.array(z.number()), b: z.array(z.number()) });

export const netWeightsSchema = z.object({
  /** 2: the value conv is linear (format 1 had a ReLU there; scripts/train/train.py says why). */
  format: z.literal(2),
  name: z.string().min(1),
  size: z.number().int().min(5).max(19),
  planes: z.number().int().min(1).max(16),
  channels: z.number().int().min(1).max(256),
  layers: z.number().int().min(1).max(32),
  valueChannels: z.number().int().min(1).max(16),
  hidden: z.number().int().min(1).max(1024),
  trunk: z.array(layerSchema),
  policy: layerSchema,
  valueConv: layerSchema,
  valueFc1: layerSchema,
  valueFc2: layerSchema,
  /** max |activation| at the input of: each trunk layer, the heads, value fc1, value fc2 (calibration). */
  activationMax: z.array(z.number().positive()),
  calibration: z.string(),
  training: z.record(z.string(), z.unknown()),
  /** PyTorch's outputs on a few held-out positions (cells of each side, then logits and value). */
  reference: z.array(z.object({ own: z.array(z.number().int()), opp: z.array(z.number().int()), value: z.number(), logits: z.array(z.number()) })),
});
export type NetWeightsFile = z.infer<typeof netWeightsSchema>;

/** One layer's weights, [out][in][k][k] row-major as PyTorch stores them, and its biases. */
export interface Layer {
  readonly w: Float32Array;
  readonly b: Float32Array;
  readonly inputs: number;
  readonly outputs: number;
  /** Kernel side: 3 (3×3 conv), 1 (1×1 conv or dense). */
  readonly k: number;
}

/** The net as the kernels read it. */
export interface NetWeights {
  readonly name: string;
  readonly size: number;
  readonly planes: number;
  readonly trunk: readonly Layer[];
  readonly policy: Layer;
  readonly valueConv: Layer;
  readonly valueFc1: Layer;
  readonly valueFc2: Layer;
  /** Calibrated max |activation| per layer input, in the order of {@link netWeightsSchema}. */
  readonly activationMax: readonly number[];
  readonly meta: NetWeightsFile;
}

function layer(where: string, raw: { w: number[]; b: number[] }, inputs: number, outputs: number, k: number): Layer {
  if (raw.w.length !== inputs * outputs * k * k || raw.b.length !== outputs) {
    throw new NnError('nn-bad-weights', `weights ${where}: expected ${outputs}×${inputs}×${k}×${k} weights and ${outputs} biases, found ${raw.w.length} and ${raw.b.length}`, {
      layer: where,
      weights: raw.w.length,
      biases: raw.b.length,
    });
  }
  return { w: Float32Array.from(raw.w), b: Float32Array.from(raw.b), inputs, outputs, k };
}

/** Validate a parsed weight file (`source` names it in errors) and lay it out for the kernels. */
export function loadNetWeights(doc: unknown, source: string): NetWeights {
  const parsed = netWeightsSchema.safeParse(doc);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new NnError('nn-bad-weights', `weights ${source}: ${issue.path.join('.') || '(root)'}: ${issue.message}`, { source, path: issue.path });
  }
  const d = parsed.data;
  const cells = d.size * d.size;
  if (d.trunk.length !== d.layers || d.activationMax.length !== d.layers + 3) {
    throw new NnError('nn-bad-weights', `weights ${source}: ${d.layers} layers declared, ${d.trunk.length} trunk layers and ${d.activationMax.length} activation scales found (expected ${d.layers + 3})`, { source });
  }
  return {
    name: d.name,
    size: d.size,
    planes: d.planes,
    trunk: d.trunk.map((t, i) => layer(`${source} trunk[${i}]`, t, i === 0 ? d.planes : d.channels, d.channels, 3)),
    policy: layer(`${source} policy`, d.policy, d.channels, 1, 1),
    valueConv: layer(`${source} valueConv`, d.valueConv, d.channels, d.valueChannels, 1),
    valueFc1: layer(`${source} valueFc1`, d.valueFc1, d.valueChannels * cells, d.hidden, 1),
    valueFc2: layer(`${source} valueFc2`, d.valueFc2, d.hidden, 1, 1),
    activationMax: d.activationMax,
    meta: d,
  };
}
