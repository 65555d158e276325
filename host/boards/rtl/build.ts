/**
 * Builds the RTL board program (blokus_sim_main.cpp around hdl/blokus/rtl, Verilator) into a cache
 * directory outside the repository, keyed by a hash of the sources, the parameters and the
 * Verilator version, so tests and benchmarks pay the ~1-2 min compile once per change.
 *
 *   const bin = await buildRtlBoard({ maxDepth: 3, units: 3 });
 *   spawn(bin, ['--depth', '3', '--dialect', 'heart-2014', '--pty']);  // "PTY /dev/pts/N" on stderr
 *
 * Concurrent callers with the same key (parallel test files) wait on a lock directory for the
 * first build; the build happens in a private directory renamed into place when complete.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { cachedBuild } from '../build-cache.ts';
import { ArenaError } from '../../../core/errors.ts';

const run = promisify(execFile);

export const RTL_DIR = resolve(import.meta.dirname, '../../../hdl/blokus/rtl');
export const SIM_MAIN = resolve(import.meta.dirname, '../../../hdl/blokus/sim/blokus_sim_main.cpp');
export const BINARY_NAME = 'blokus_rtl_board';
const TOP_ONLY = new Set(['blokus_de2_115_top.v', 'blokus_seg7.v']);
/** A lock older than this belongs to a build that died. */
const LOCK_STALE_MS = 20 * 60_000;

/** Build-time parameters; the depth (up to maxDepth) and the dialect are program arguments. */
export interface RtlBoardOptions {
  /** Search core: 1 (hdl/blokus/SPEC.md, default) or 2 (SPEC-v2.md). */
  readonly version?: 1 | 2;
  /** v1: most plies the build supports, 1..4 (default 3), sizing the beam buffers. v2 always builds for 8. */
  readonly maxDepth?: number;
  /** Search units, 1..8 (default 3). */
  readonly units?: number;
  /** Two-character team code (default "01"). */
  readonly team?: string;
  /** Cache root (default $TMPDIR/fpga-arena-rtl). */
  readonly cacheDir?: string;
}

/** Verilator failed; `log` holds its output. */
export class RtlBuildError extends ArenaError {
  constructor(message: string, readonly log: string) {
    super('rtl-build-failed', message, { log });
    this.name = 'RtlBuildError';
  }
}

/** v1's DEPTH sizes its beams (1..4); v2's depth is a runtime setting up to MAX_PLY = 8, so its build is always 8. */
function buildDepth(o: RtlBoardOptions): number {
  if (o.version === 2) return 8;
  const depth = o.maxDepth ?? 3;
  if (!Number.isInteger(depth) || depth < 1 || depth > 4) throw new RangeError(`depth ${depth} is outside 1..4`);
  return depth;
}

function params(o: RtlBoardOptions): Record<string, number> {
  const team = o.team ?? '01';
  if (!/^[\x21-\x7e]{2}$/.test(team)) throw new RangeError(`team code ${JSON.stringify(team)} is not 2 printable ASCII characters`);
  const version = o.version ?? 1;
  if (version !== 1 && version !== 2) throw new RangeError(`version ${String(version)} is not 1 or 2`);
  const units = o.units ?? 3;
  if (!Number.isInteger(units) || units < 1 || units > 8) throw new RangeError(`units ${units} is outside 1..8`);
  return {
    // Only v2 builds name the version, so v1's parameters (part of the cache key) stay as they were.
    ...(version === 2 ? { VERSION: 2 } : {}),
    DEPTH: buildDepth(o),
    UNITS: units,
    TEAM: (team.charCodeAt(0) << 8) | team.charCodeAt(1),
  };
}

/** The Verilog the build compiles: everything under blokus_board, not the FPGA top and its display driver. */
async function sources(rtlDir: string): Promise<string[]> {
  const names = (await readdir(rtlDir)).filter((n) => n.endsWith('.v') && !TOP_ONLY.has(n)).sort();
  return names.map((n) => join(rtlDir, n));
}

/** Every file the build reads: the compiled Verilog, every header they may include, the C++ harness. */
export async function buildInputs(rtlDir = RTL_DIR, simMain = SIM_MAIN): Promise<string[]> {
  const headers = (await readdir(rtlDir)).filter((n) => n.endsWith('.vh')).sort().map((n) => join(rtlDir, n));
  return [...(await sources(rtlDir)), ...headers, simMain];
}

/** Cache key: the tool version, the parameters, and the name and content of every input. */
export async function buildKey(inputs: readonly string[], p: Record<string, number>, verilatorVersion: string): Promise<string> {
  const hash = createHash('sha256');
  hash.update(verilatorVersion);
  hash.update(JSON.stringify(p));
  for (const f of inputs) {
    hash.update(basename(f));
    hash.update(await readFile(f));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Path of the built program for these options; builds it if the cache has none. */
export async function buildRtlBoard(options: RtlBoardOptions = {}): Promise<string> {
  const p = params(options);
  const files = await sources(RTL_DIR);
  const { stdout: version } = await run('verilator', ['--version']);
  const key = await buildKey(await buildInputs(), p, version);
  const root = options.cacheDir ?? join(tmpdir(), 'fpga-arena-rtl');
  const dir = join(root, key);
  const binary = join(dir, BINARY_NAME);
  return cachedBuild({ root, key, binary, staleMs: LOCK_STALE_MS, build: () => compile(key, root, dir, files, p) });
}

async function compile(key: string, root: string, dir: string, files: readonly string[], p: Record<string, number>): Promise<void> {
  const work = await mkdtemp(join(root, `${key}.build-`));
  const args = [
    '--cc', '--exe', '--build', '-j', '2', '-O3', '--x-assign', 'fast', '--x-initial', 'fast', '-Wno-fatal',
    `-I${RTL_DIR}`, '--top-module', 'blokus_board',
    ...Object.entries(p).map(([k, v]) => `-G${k}=${v}`),
    '-CFLAGS', `-O2 -DSIM_UNITS=${p.UNITS} -DSIM_DEPTH=${p.DEPTH} -DSIM_VERSION=${p.VERSION ?? 1}`,
    '--Mdir', join(work, 'obj'), '-o', join(work, BINARY_NAME),
    ...files, SIM_MAIN,
  ];
  try {
    await run('verilator', args, { maxBuffer: 64 * 1024 * 1024, timeout: 15 * 60_000 });
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string; message: string };
    await rm(work, { recursive: true, force: true });
    throw new RtlBuildError(`verilator build of the RTL board failed: ${err.message.split('\n')[0]}`, `${err.stdout ?? ''}${err.stderr ?? ''}`);
  }
  // Keep only the program; the object files are large.
  const built = join(work, 'obj', BINARY_NAME);
  const final = existsSync(join(work, BINARY_NAME)) ? join(work, BINARY_NAME) : built;
  const stage = await mkdtemp(join(root, `${key}.stage-`));
  await rename(final, join(stage, BINARY_NAME));
  await rm(work, { recursive: true, force: true });
  try {
    await rename(stage, dir);
  } catch {
    await rm(stage, { recursive: true, force: true }); // another build won the race
  }
}

/** Program arguments selecting the runtime settings (before the mode argument). */
export function rtlBoardArgs(
  o: { depth?: number; dialect?: 'heart-2014' | 'icfpt-2013'; deadlineCycles?: number; growthShift?: number } = {},
): string[] {
  const args: string[] = [];
  if (o.depth !== undefined) args.push('--depth', String(o.depth));
  if (o.dialect !== undefined) args.push('--dialect', o.dialect);
  if (o.deadlineCycles !== undefined) args.push('--deadline', String(o.deadlineCycles));
  if (o.growthShift !== undefined) args.push('--growth', String(o.growthShift));
  return args;
}

if (process.argv[1] && import.meta.url === new URL(process.argv[1], 'file://').href) {
  const [depth, units, version] = process.argv.slice(2).map(Number);
  console.log(await buildRtlBoard({ maxDepth: depth || undefined, units: units || undefined, version: version === 2 ? 2 : undefined }));
}
