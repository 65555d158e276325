/**
 * The built-in nets, by the name a spec gives (`mcts:net=gomoku15`). The weights ship as JSON
 * (trained by scripts/train/train.py; README.md says how) and are validated and laid out on first use.
 */
import { loadNetWeights } from '../../nn/weights.ts';
import type { NetWeights } from '../../nn/weights.ts';
import gomoku15 from './weights/gomoku15.json';

export const NET_NAMES = ['gomoku15'] as const;
export type NetName = (typeof NET_NAMES)[number];

const FILES: Record<NetName, unknown> = { gomoku15 };
const loaded = new Map<NetName, NetWeights>();

export function builtInNet(name: NetName): NetWeights {
  let net = loaded.get(name);
  if (!net) {
    net = loadNetWeights(FILES[name], `core/engines/mcts/weights/${name}.json`);
    loaded.set(name, net);
  }
  return net;
}
