/**
 * Runs hdl/blokus/synth/synth.ys (Yosys `synth_intel -family cycloneive`) on a module of the RTL
 * and reports the logic-element estimate: LUT4s (cycloneive_lcell_comb), registers (dffeas),
 * memory, and the share of the EP4CE115's 114,480 LEs. An LE holds one LUT4 and one register, so
 * LUT4 + registers is an upper bound (no packing) and the larger of the two a lower bound.
 *
 *   node --import tsx hdl/blokus/synth/run-synth.ts [--top blokus_de2_115_top] [--units 3] [--depth 3] [--version 2] [--param NAME=VALUE …] [--hard-blocks]
 *
 * It reads rtl/ and rtl/v3/, so a v3 module can be the top; `--hard-blocks` leaves its multiplies
 * and ROMs to the device's blocks (SPEC-v3 §6d; core/engines/blokus-mcts/logic.ts holds these runs).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const EP4CE115_LES = 114_480;
export const SYNTH_SCRIPT = resolve(import.meta.dirname, 'synth.ys');
const HARD_BLOCKS = resolve(import.meta.dirname, 'hard-blocks.v');
const HARD_MUL_MAP = resolve(import.meta.dirname, 'hard-mul-map.v');
const HDL_DIR = resolve(import.meta.dirname, '..');
const RTL_DIR = join(HDL_DIR, 'rtl');
const RTL_DIRS = [RTL_DIR, join(RTL_DIR, 'v3')];

export interface SynthOptions {
  /** Top module (default blokus_de2_115_top). */
  readonly top?: string;
  /** Parameters of the top module, e.g. { UNITS: 3 }. */
  readonly params?: Readonly<Record<string, number>>;
  readonly timeoutMs?: number;
  /**
   * As the EP4CE115 builds a v3 datapath (SPEC-v3 §6d): every multiply whose operands both vary in
   * a hard 18 × 18 block and every §5c ROM (mcts_rom) in M9K, both black boxes (hard-blocks.v), so
   * the LUT4 are the rest; the multiplies' widths come back in `multiplies`.
   */
  readonly hardBlocks?: boolean;
}

export interface SynthFigures {
  readonly top: string;
  readonly params: Readonly<Record<string, number>>;
  readonly lut4: number;
  readonly registers: number;
  /** Block RAM (M9K) cells and memory bits; 0 when all state is in registers. */
  readonly ramBlocks: number;
  readonly memoryBits: number;
  /** Cells yosys left unmapped or of other kinds, by type. */
  readonly otherCells: Readonly<Record<string, number>>;
  /** With `hardBlocks`: each hard multiply's operand and product widths, sorted. */
  readonly multiplies: readonly (readonly [number, number, number])[];
  readonly lesUpper: number;
  readonly lesLower: number;
  /** lesUpper as a percentage of the EP4CE115. */
  readonly percentUpper: number;
  readonly seconds: number;
}

/** Parses the top-level "Number of cells" block of yosys `stat` (the design hierarchy total if present). */
export function parseStat(text: string): { cells: Record<string, number>; memoryBits: number } {
  // With a hierarchy, yosys prints per-module blocks and then "design hierarchy" totals: use the last block.
  const blocks = text.split(/=== /);
  const last = blocks[blocks.length - 1] ?? text;
  const cells: Record<string, number> = {};
  const start = last.indexOf('Number of cells:');
  if (start < 0) throw new Error('yosys stat output has no "Number of cells" line');
  for (const line of last.slice(start).split('\n').slice(1)) {
    const m = /^\s+(\S+)\s+(\d+)\s*$/.exec(line);
    if (!m) {
      if (line.trim() === '') continue;
      break;
    }
    cells[m[1]!] = Number(m[2]);
  }
  const mem = /Number of memory bits:\s+(\d+)/.exec(last);
  return { cells, memoryBits: mem ? Number(mem[1]) : 0 };
}

/** The widths of each hard_mul in a Yosys `dump`: A_WIDTH, B_WIDTH, Y_WIDTH, cells sorted. */
export function parseMultiplies(dump: string): [number, number, number][] {
  const cells = dump.split(/\n\s*cell /).slice(1);
  const width = (cell: string, name: string): number => Number(new RegExp(`parameter \\\\${name} (\\d+)`).exec(cell)?.[1] ?? NaN);
  return cells
    .map((c) => [width(c, 'A_WIDTH'), width(c, 'B_WIDTH'), width(c, 'Y_WIDTH')] as [number, number, number])
    .sort((x, y) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2]);
}

/**
 * The files that define `top` and the modules it instantiates, in `files`' order. Yosys's ABC
 * result depends on everything read, even modules the hierarchy drops, so reading only these keeps
 * a module's figures from moving when an unrelated file is added.
 */
export async function filesOf(top: string, files: readonly string[]): Promise<string[]> {
  const texts = new Map(await Promise.all(files.map(async (f) => [f, await readFile(f, 'utf8')] as const)));
  const defining = new Map<string, string>();
  for (const [f, text] of texts) for (const m of text.matchAll(/^\s*module\s+(\w+)/gm)) defining.set(m[1]!, f);
  const needed = new Set<string>();
  const visit = (name: string): void => {
    const f = defining.get(name);
    if (f === undefined || needed.has(f)) return;
    needed.add(f);
    // An instance: a known module's name, then a parameter list or an instance name.
    for (const m of texts.get(f)!.matchAll(/^\s*(\w+)\s*(?:#\s*\(|\w+\s*\()/gm)) if (defining.has(m[1]!)) visit(m[1]!);
  };
  visit(top);
  return files.filter((f) => needed.has(f));
}

export async function runSynthesis(options: SynthOptions = {}): Promise<SynthFigures> {
  const top = options.top ?? 'blokus_de2_115_top';
  const params = options.params ?? {};
  // The DE2-115 design's RTL and the v3 core's (rtl/v3/); hierarchy keeps only what the top uses.
  const all = (await Promise.all(RTL_DIRS.map(async (d) => (await readdir(d)).filter((f) => f.endsWith('.v')).map((f) => join(d, f))))).flat();
  // With hard blocks the ROM module is hard-blocks.v's black box, not its table.
  const files = await filesOf(top, options.hardBlocks ? all.filter((f) => !f.endsWith('mcts_rom.v')) : all);
  const dir = await mkdtemp(join(tmpdir(), 'blokus-synth-'));
  const statFile = join(dir, 'stat.txt');
  const started = Date.now();
  try {
    const chparams = Object.entries(params).map(([k, v]) => `chparam -set ${k} ${v} ${top}; `).join('');
    const mulFile = join(dir, 'multiplies.txt');
    // Yosys names cells after their source paths, and ABC's result depends on the names: paths
    // relative to hdl/blokus give a clone anywhere the same figures.
    const rel = (f: string): string => relative(HDL_DIR, f);
    // With hard blocks: their black boxes read first, the multiplies mapped to them before the
    // synthesis, their widths dumped after it.
    const [pre, map, post] = options.hardBlocks
      ? [`read_verilog -lib ${rel(HARD_BLOCKS)}; `, `proc; flatten; opt; wreduce; opt_clean; techmap -map ${rel(HARD_MUL_MAP)}; `, `; tee -q -o ${mulFile} dump t:hard_mul`]
      : ['', '', ''];
    const script =
      `${pre}read_verilog ${RTL_DIRS.map((d) => `-I${rel(d)}`).join(' ')} ${files.map(rel).join(' ')}; ${chparams}hierarchy -check -top ${top}; ` +
      `${map}script ${rel(SYNTH_SCRIPT)}; tee -q -o ${statFile} stat${post}`;
    await run('yosys', ['-q', '-p', script], { cwd: HDL_DIR, maxBuffer: 64 * 1024 * 1024, timeout: options.timeoutMs ?? 60 * 60_000 });
    const { cells, memoryBits } = parseStat(await readFile(statFile, 'utf8'));
    const lut4 = cells['cycloneive_lcell_comb'] ?? 0;
    const registers = cells['dffeas'] ?? 0;
    // Yosys 0.23 maps inferred RAM (the v2 root list) to altsyncram cells, one M9K each.
    const ramBlocks = (cells['cycloneive_ram_block'] ?? 0) + (cells['altsyncram'] ?? 0);
    const otherCells = Object.fromEntries(
      Object.entries(cells).filter(([k]) => !['cycloneive_lcell_comb', 'dffeas', 'cycloneive_ram_block', 'altsyncram'].includes(k)),
    );
    const lesUpper = lut4 + registers;
    const multiplies = options.hardBlocks ? parseMultiplies(await readFile(mulFile, 'utf8')) : [];
    return {
      multiplies,
      top,
      params,
      lut4,
      registers,
      ramBlocks,
      memoryBits,
      otherCells,
      lesUpper,
      lesLower: Math.max(lut4, registers),
      percentUpper: (100 * lesUpper) / EP4CE115_LES,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function formatFigures(f: SynthFigures): string {
  const p = Object.entries(f.params).map(([k, v]) => `${k}=${v}`).join(' ');
  return [
    `${f.top}${p ? ` (${p})` : ''}: yosys synth_intel -family cycloneive, ${f.seconds.toFixed(0)} s`,
    `  LUT4 (cycloneive_lcell_comb): ${f.lut4}`,
    `  registers (dffeas):           ${f.registers}`,
    `  memory: ${f.ramBlocks} M9K blocks, ${f.memoryBits} bits`,
    `  other cells: ${JSON.stringify(f.otherCells)}`,
    ...(f.multiplies.length > 0 ? [`  hard multiplies (A × B → Y bits): ${f.multiplies.map(([a, b, y]) => `${a}×${b}→${y}`).join(', ')}`] : []),
    `  logic elements: ${f.lesLower}..${f.lesUpper} of ${EP4CE115_LES} (at most ${f.percentUpper.toFixed(1)}%)`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === new URL(process.argv[1], 'file://').href) {
  const args = process.argv.slice(2);
  const get = (name: string): string | undefined => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const top = get('--top') ?? 'blokus_de2_115_top';
  const params: Record<string, number> = {};
  if (get('--units')) params.UNITS = Number(get('--units'));
  if (get('--depth')) params.DEPTH = Number(get('--depth'));
  if (get('--version')) params.VERSION = Number(get('--version'));
  // Any other parameter of the top: --param NAME=VALUE, as often as needed.
  args.forEach((a, i) => {
    const m = args[i - 1] === '--param' ? /^(\w+)=(\d+)$/.exec(a) : null;
    if (m) params[m[1]!] = Number(m[2]);
  });
  console.log(formatFigures(await runSynthesis({ top, params, hardBlocks: args.includes('--hard-blocks') })));
}
