/**
 * The Blokus core versions an emulated board can run: v1 (hdl/blokus/SPEC.md, fixed depth), v2
 * (hdl/blokus/SPEC-v2.md, iterative deepening against the cycle deadline) and v3
 * (hdl/blokus/SPEC-v3.md, the Monte-Carlo tree search draft: an emulator without RTL). One place
 * says which exist and which is the default; the game registry's `version` emulator option reads it.
 */
import type { BlokusPosition } from '../../blokus/position.ts';
import { blokusMctsCoreMove, resolveMctsCoreOptions } from '../blokus-mcts/core-move.ts';
import { blokusCoreMove, resolveBlokusCoreOptions, type BlokusCoreResult } from './index.ts';
import { blokusCoreV2Move, resolveBlokusCoreV2Options } from './v2/index.ts';

export const BLOKUS_CORE_VERSIONS = [1, 2, 3] as const;
export type BlokusCoreVersion = (typeof BLOKUS_CORE_VERSIONS)[number];
/** What each version is, for a list a user picks from: a name that fits a narrow form, and a sentence. */
export const BLOKUS_CORE_VERSION_NAMES: Readonly<Record<BlokusCoreVersion, { readonly name: string; readonly description: string }>> = {
  1: { name: 'v1 alpha-beta', description: 'SPEC.md: alpha-beta to a fixed depth in three units, the DE2-115 build' },
  2: { name: 'v2 deepening', description: 'SPEC-v2.md: iterative deepening against the cycle deadline' },
  3: { name: 'v3 MCTS draft', description: 'SPEC-v3.md: Monte-Carlo tree search, emulated only (no RTL yet)' },
};
/** v1: the core the DE2-115 build makes by default (hdl/blokus/quartus), whose emulator answers as fast as the board. */
export const DEFAULT_CORE_VERSION: BlokusCoreVersion = 1;

/** Options of the versions; `depth` is v1's fixed depth, `units` v1's and v2's (v3 plays SPEC-v3's defaults). */
export interface VersionedCoreOptions {
  readonly version: BlokusCoreVersion;
  readonly depth?: number;
  readonly units?: number;
  readonly clockHz?: number;
  readonly deadlineCycles?: number;
}

/** The move of the chosen core version, with its statistics (v2's carry its depth as well). */
export function blokusCoreMoveOf(position: BlokusPosition, o: VersionedCoreOptions): BlokusCoreResult {
  if (o.version === 3) return blokusMctsCoreMove(position, { clockHz: o.clockHz, deadlineCycles: o.deadlineCycles });
  const common = { units: o.units, clockHz: o.clockHz, deadlineCycles: o.deadlineCycles };
  return o.version === 2 ? blokusCoreV2Move(position, common) : blokusCoreMove(position, { ...common, depth: o.depth });
}

/** Throws the version's BlokusCoreOptionError now, so a bad option is refused before the first move. */
export function checkCoreOptions(o: VersionedCoreOptions): void {
  const common = { units: o.units, clockHz: o.clockHz, deadlineCycles: o.deadlineCycles };
  if (o.version === 3) resolveMctsCoreOptions({ clockHz: o.clockHz, deadlineCycles: o.deadlineCycles });
  else if (o.version === 2) resolveBlokusCoreV2Options(common);
  else resolveBlokusCoreOptions({ ...common, depth: o.depth });
}

export function isBlokusCoreVersion(v: unknown): v is BlokusCoreVersion {
  return (BLOKUS_CORE_VERSIONS as readonly unknown[]).includes(v);
}
