/**
 * Runs hdl/blokus/synth/synth.ys (Yosys `synth_intel -family cycloneive`) on a module of the RTL
 * and reports the logic-element estimate: LUT4s (cycloneive_lcell_comb), registers (dffeas),
 * memory, and the share of the EP4CE115's 114,480 LEs. An LE holds one LUT4 and one register, so
 * LUT4 + registers is an upper bound (no packing) and the larger of the two a lower bound.
 *
 *   node --import tsx hdl/blokus/synth/run-synth.ts [--top blokus_de2_115_top] [--units 3] [--depth 3] [--version 2]
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const EP4CE115_LES = 114_480;
export const SYNTH_SCRIPT = resolve(import.meta.dirname, 'synth.ys');
const RTL_DIR = resolve(import.meta.dirname, '../rtl');

export interface SynthOptions {
  /** Top module (default blokus_de2_115_top). */
  readonly top?: string;
  /** Parameters of the top module, e.g. { UNITS: 3 }. */
  readonly params?: Readonly<Record<string, number>>;
  readonly timeoutMs?: number;
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

export async function runSynthesis(options: SynthOptions = {}): Promise<SynthFigures> {
  const top = options.top ?? 'blokus_de2_115_top';
  const params = options.params ?? {};
  const files = (await readdir(RTL_DIR)).filter((f) => f.endsWith('.v')).map((f) => join(RTL_DIR, f));
  const dir = await mkdtemp(join(tmpdir(), 'blokus-synth-'));
  const statFile = join(dir, 'stat.txt');
  const started = Date.now();
  try {
    const chparams = Object.entries(params).map(([k, v]) => `chparam -set ${k} ${v} ${top}; `).join('');
    const script =
      `read_verilog -I${RTL_DIR} ${files.join(' ')}; ${chparams}hierarchy -check -top ${top}; ` +
      `script ${SYNTH_SCRIPT}; tee -q -o ${statFile} stat`;
    await run('yosys', ['-q', '-p', script], { maxBuffer: 64 * 1024 * 1024, timeout: options.timeoutMs ?? 60 * 60_000 });
    const { cells, memoryBits } = parseStat(await readFile(statFile, 'utf8'));
    const lut4 = cells['cycloneive_lcell_comb'] ?? 0;
    const registers = cells['dffeas'] ?? 0;
    // Yosys 0.23 maps inferred RAM (the v2 root list) to altsyncram cells, one M9K each.
    const ramBlocks = (cells['cycloneive_ram_block'] ?? 0) + (cells['altsyncram'] ?? 0);
    const otherCells = Object.fromEntries(
      Object.entries(cells).filter(([k]) => !['cycloneive_lcell_comb', 'dffeas', 'cycloneive_ram_block', 'altsyncram'].includes(k)),
    );
    const lesUpper = lut4 + registers;
    return {
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
  console.log(formatFigures(await runSynthesis({ top, params })));
}
