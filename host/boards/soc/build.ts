/**
 * Builds the virtual board of the real wujian100 SoC: a wujian100 checkout's RTL (its soc/ folder)
 * with slot s9's placeholder replaced by our AHB→AXI-Lite wrapper (slot-substitution.ts, by program,
 * never by hand), the Gomoku IP model that runs the HLS top's C++ search (hdl/gomoku/soc), and the
 * harness that bridges the console UART to stdio, compiled with Verilator 5 (-DFPGA: the SoC's latch
 * clock gates become transparent; without it the E902 never fetches past address 0).
 *
 * The build is cached outside the repository, keyed by a hash of every source, the flags and the
 * Verilator version: ~/.cache/fpga-arena/soc-rtl/<key>/gomoku_soc_board. A cold build takes a few
 * minutes (verilate, then about 40 C++ files); progress goes to `log`. Parallel callers with the same
 * key wait on a lock directory for the first build.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cachedBuild } from '../build-cache.ts';
import { runTool } from '../../flash/run-tool.ts';
import { BoardSetupError } from '../board-factory.ts';
import { checkSlotDecode, gomokuIpBase, substituteGomokuSlot } from './slot-substitution.ts';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const GOMOKU = join(REPO, 'hdl/gomoku');
export const SOC_HARNESS = join(GOMOKU, 'soc');
export const SOC_BINARY = 'gomoku_soc_board';
const TOP = 'gomoku_soc_sim_top';
/** Our sources, in the order Verilator and the C++ compiler get them. */
const OUR_VERILOG = ['ahb/gomoku_ahb_top.v', 'ahb/gomoku_ahb2axil.v', 'model/gomoku_ip_regs.v', 'soc/gomoku_ip_dpi.sv', 'soc/gomoku_soc_sim_top.v'].map((f) => join(GOMOKU, f));
const OUR_CPP = ['soc/gomoku_soc_main.cpp', 'src/gomoku_ip.cpp', 'src/gomoku_search.c'].map((f) => join(GOMOKU, f));
const OUR_HEADERS = ['src/gomoku_ip.h', 'src/gomoku_search.h', 'model/gomoku_ip_ports.vh'].map((f) => join(GOMOKU, f));
const REGS_HEADER = join(REPO, 'firmware/wujian100/include/wujian100_regs.h');
const LOCK_STALE_MS = 30 * 60_000;
const FLAGS = ['-O2', '--no-timing', '--x-assign', 'fast', '--x-initial', 'fast', '-Wno-fatal', '-Wno-lint', '-Wno-style', '-Wno-TIMESCALEMOD', '-DFPGA'];
const CFLAGS = '-O1';

export interface SocBuildOptions {
  /** A wujian100 checkout (XUANTIE-RV/wujian100_open layout: soc/, soc/sim_lib, soc/params). */
  readonly socRtl: string;
  /** Cache root (default ~/.cache/fpga-arena/soc-rtl, or under $XDG_CACHE_HOME). */
  readonly cacheDir?: string;
  /** Progress lines. */
  readonly log?: (line: string) => void;
}

export function defaultSocCacheDir(): string {
  return join(process.env['XDG_CACHE_HOME'] ?? join(homedir(), '.cache'), 'fpga-arena', 'soc-rtl');
}

interface SocSources {
  readonly soc: string;
  /** Relative to soc/, in compile order: the simulation library, then the synthesis file list. */
  readonly files: readonly string[];
  readonly matrixTop: string;
}

async function readSources(socRtl: string): Promise<SocSources> {
  const soc = join(resolve(socRtl), 'soc');
  const list = join(soc, 'wujian100_open_syn.filelist');
  if (!existsSync(list) || !existsSync(join(soc, 'sim_lib'))) {
    throw new BoardSetupError(`--soc-rtl ${socRtl} is not a wujian100 checkout: ${list} or ${join(soc, 'sim_lib')} is missing`, { socRtl });
  }
  const listed = (await readFile(list, 'utf8'))
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /^\.\/\S+\.v$/.test(l))
    .map((l) => l.slice(2));
  const simLib = (await readdir(join(soc, 'sim_lib'))).filter((n) => n.endsWith('.v')).sort().map((n) => `sim_lib/${n}`);
  const matrixTop = substituteGomokuSlot(await readFile(join(soc, 'ahb_matrix_top.v'), 'utf8'), join(soc, 'ahb_matrix_top.v'));
  checkSlotDecode(await readFile(join(soc, 'matrix.v'), 'utf8'), gomokuIpBase(await readFile(REGS_HEADER, 'utf8')), join(soc, 'matrix.v'));
  return { soc, files: [...simLib, ...listed], matrixTop };
}

async function cacheKey(src: SocSources): Promise<string> {
  const hash = createHash('sha256');
  const version = await commandOutput('verilator', ['--version']);
  hash.update(version);
  hash.update(JSON.stringify([FLAGS, CFLAGS]));
  for (const f of src.files) {
    hash.update(f);
    hash.update(f === 'ahb_matrix_top.v' ? src.matrixTop : await readFile(join(src.soc, f)));
  }
  for (const f of [...OUR_VERILOG, ...OUR_CPP, ...OUR_HEADERS]) {
    hash.update(f.slice(REPO.length));
    hash.update(await readFile(f));
  }
  return hash.digest('hex').slice(0, 16);
}

async function commandOutput(program: string, args: readonly string[]): Promise<string> {
  let out = '';
  const end = await runTool({ program, args, onLine: (l) => (out += `${l}\n`), timeoutMs: 30_000 });
  if (end.kind !== 'exited' || end.code !== 0) {
    throw new BoardSetupError(`${program} ${args.join(' ')} did not run (${end.kind === 'exited' ? `exit ${end.code}` : end.kind}); install Verilator 5 (scripts/install-system-deps.sh)`, {
      program,
    });
  }
  return out;
}

/** Runs a build step, keeping its output for the error; `onLine` sees every line. */
async function step(what: string, program: string, args: readonly string[], cwd: string, onLine: (l: string) => void = () => {}): Promise<void> {
  const tail: string[] = [];
  const end = await runTool({
    program,
    args,
    cwd,
    timeoutMs: 40 * 60_000,
    onLine: (l) => {
      tail.push(l);
      if (tail.length > 40) tail.shift();
      onLine(l);
    },
  });
  if (end.kind !== 'exited' || end.code !== 0) {
    const why = end.kind === 'exited' ? `exit ${end.code}` : end.kind;
    throw new BoardSetupError(`${what} failed (${why}):\n${tail.filter((l) => /error/i.test(l)).slice(-12).join('\n') || tail.slice(-12).join('\n')}`, { program });
  }
}

async function compile(src: SocSources, work: string, log: (line: string) => void): Promise<string> {
  const soc = join(work, 'soc');
  await cp(src.soc, soc, { recursive: true });
  await writeFile(join(soc, 'ahb_matrix_top.v'), src.matrixTop);
  const obj = join(work, 'obj');
  const t0 = Date.now();
  log(`soc-rtl: verilating ${src.files.length} wujian100 files with slot s9 = gomoku_ahb_top (about 30 s)`);
  const args = [
    '--cc', '--exe', ...FLAGS, '--top-module', TOP, `-I${join(soc, 'params')}`, `-I${soc}`, `-I${join(GOMOKU, 'src')}`, `-I${join(GOMOKU, 'model')}`,
    '-CFLAGS', `${CFLAGS} -I${join(GOMOKU, 'src')}`, '--Mdir', obj, '-o', SOC_BINARY,
    ...src.files.map((f) => join(soc, f)), ...OUR_VERILOG, ...OUR_CPP,
  ];
  await step('verilator', 'verilator', args, work);
  const units = (await readdir(obj)).filter((n) => /\.(cpp|c)$/.test(n)).length + OUR_CPP.length;
  log(`soc-rtl: verilated in ${((Date.now() - t0) / 1000).toFixed(0)} s; compiling ${units} C++ files (a few minutes)`);
  let done = 0;
  await step('the C++ build of the SoC model', 'make', ['-C', obj, '-f', `V${TOP}.mk`, '-j', '2'], work, (l) => {
    if (/^(g\+\+|ccache|clang\+\+|c\+\+).* -c /.test(l)) {
      done++;
      log(`soc-rtl: compiling ${done}/${units}`);
    }
  });
  log(`soc-rtl: built in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  return join(obj, SOC_BINARY);
}

/** Path of the SoC board program for this checkout; builds it when the cache has none. */
export async function buildSocBoard(options: SocBuildOptions): Promise<string> {
  const log = options.log ?? (() => {});
  const src = await readSources(options.socRtl);
  const key = await cacheKey(src);
  const root = options.cacheDir ?? defaultSocCacheDir();
  const dir = join(root, key);
  const binary = join(dir, SOC_BINARY);
  return cachedBuild({
    root,
    key,
    binary,
    staleMs: LOCK_STALE_MS,
    onMiss: () => log(`soc-rtl: no cached build for ${src.soc} (key ${key}); building into ${dir}`),
    build: async () => {
      const work = await mkdtemp(join(root, `${key}.build-`));
      try {
        const built = await compile(src, work, log);
        const stage = await mkdtemp(join(root, `${key}.stage-`));
        await rename(built, join(stage, SOC_BINARY));
        await rename(stage, dir).catch(() => rm(stage, { recursive: true, force: true })); // another build won the race
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
  });
}
