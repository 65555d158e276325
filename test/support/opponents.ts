/**
 * The real opponents (../shared/third_party/build-opponents.sh: Pentobi's GTP engine and the HEART
 * 2014 host), built on first use into ~/.cache, never into the repo. One place for every suite that
 * plays them: a fresh machine builds them once, under a lock, whichever suite asks first (two
 * vitest workers may ask at the same moment).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const THIRD_PARTY = fileURLToPath(new URL('../../../shared/third_party/', import.meta.url));
const SCRIPT = path.join(THIRD_PARTY, 'build-opponents.sh');

/** The build script is beside the project (shared/ is laid next to every checkout); suites skip without it. */
export const opponentsPresent = existsSync(SCRIPT);

/** Builds what is missing (about 40 s the first time, nothing after) and returns the folder of the binaries. */
export function opponentsBin(): string {
  if (!opponentsPresent) throw new Error(`the real opponents' build script is not at ${SCRIPT}`);
  const out = execFileSync('flock', [path.join(tmpdir(), 'fpga-arena-opponents.lock'), 'bash', SCRIPT], { encoding: 'utf8' });
  return out.trim().split('\n').at(-1)!;
}
