/**
 * The Blokus core versions an emulated board can run: v1 (hdl/blokus/SPEC.md, fixed depth) and v2
 * (hdl/blokus/SPEC-v2.md, iterative deepening against the cycle deadline). One place says which
 * exist and which is the default; the game registry's `version` emulator option reads it.
 */
import type { BlokusPosition } from '../../blokus/position.ts';
import { blokusCoreMove, resolveBlokusCoreOptions, type BlokusCoreResult } from './index.ts';
import { blokusCoreV2Move, resolveBlokusCoreV2Options } from './v2/index.ts';

export const BLOKUS_CORE_VERSIONS = [1, 2] as const;
export type BlokusCoreVersion = (typeof BLOKUS_CORE_VERSIONS)[number];
export const DEFAULT_CORE_VERSION: BlokusCoreVersion = 1;

/** Options both versions take; `depth` is v1's fixed depth (v2 deepens until its deadline). */
export interface VersionedCoreOptions {
  readonly version: BlokusCoreVersion;
  readonly depth?: number;
  readonly units?: number;
  readonly clockHz?: number;
  readonly deadlineCycles?: number;
}

/** The move of the chosen core version, with its statistics (v2's carry its depth as well). */
export function blokusCoreMoveOf(position: BlokusPosition, o: VersionedCoreOptions): BlokusCoreResult {
  const common = { units: o.units, clockHz: o.clockHz, deadlineCycles: o.deadlineCycles };
  return o.version === 2 ? blokusCoreV2Move(position, common) : blokusCoreMove(position, { ...common, depth: o.depth });
}

/** Throws the version's BlokusCoreOptionError now, so a bad option is refused before the first move. */
export function checkCoreOptions(o: VersionedCoreOptions): void {
  const common = { units: o.units, clockHz: o.clockHz, deadlineCycles: o.deadlineCycles };
  if (o.version === 2) resolveBlokusCoreV2Options(common);
  else resolveBlokusCoreOptions({ ...common, depth: o.depth });
}

export function isBlokusCoreVersion(v: unknown): v is BlokusCoreVersion {
  return (BLOKUS_CORE_VERSIONS as readonly unknown[]).includes(v);
}
