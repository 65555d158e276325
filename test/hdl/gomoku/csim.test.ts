/**
 * The HLS C++ of the Gomoku IP against the TypeScript emulator: the C-simulation testbench built with
 * g++ (make -C hdl/gomoku, into a temporary folder) checks the committed golden vectors, and a
 * differential run over 1000 random positions compares move, cycles, nodes and leaves one by one.
 * Also: the search compiles as strict C99 and for the wujian100 (rv32emc), as the firmware needs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GomokuCoreStatus, gomokuCoreAnalyse } from '../../../core/engines/gomoku-core/index.ts';
import { randomGomokuPosition } from '../../../core/engines/gomoku-core/positions.ts';
import { gomokuQueryLine } from '../../../core/engines/gomoku-core/vectors.ts';
import { createRng } from '../../../core/random.ts';
import { goldenVectorsText } from './golden.ts';

const HDL = fileURLToPath(new URL('../../../hdl/gomoku/', import.meta.url));
const VECTORS = path.join(HDL, 'tb/vectors.txt');

function run(cmd: string, args: string[], input?: string) {
  const r = spawnSync(cmd, args, { input, encoding: 'utf8', maxBuffer: 64 << 20, timeout: 60_000 });
  return { code: r.status, stdout: r.stdout ?? '', stderr: (r.stderr ?? '') + (r.error ? String(r.error) : '') };
}

const hasRiscv = run('riscv64-unknown-elf-gcc', ['--version']).code === 0;

describe('Gomoku IP C simulation', () => {
  let build = '';
  let tb = '';

  beforeAll(() => {
    build = mkdtempSync(path.join(tmpdir(), 'gomoku-csim-'));
    tb = path.join(build, 'gomoku_tb');
    const r = run('make', ['-s', '-C', HDL, 'tb', `BUILD=${build}`]);
    if (r.code !== 0) throw new Error(`building the testbench failed:\n${r.stdout}${r.stderr}`);
  });

  afterAll(() => {
    if (build) rmSync(build, { recursive: true, force: true });
  });

  it('has committed golden vectors equal to what the emulator generates', () => {
    const fresh = goldenVectorsText();
    if (process.env.UPDATE_GOMOKU_VECTORS === '1') writeFileSync(VECTORS, fresh);
    expect(readFileSync(VECTORS, 'utf8')).toBe(fresh);
  });

  it('make csim passes on the golden vectors', () => {
    const r = run('make', ['-s', '-C', HDL, 'csim', `BUILD=${build}`]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/gomoku_tb: 192 vectors match/);
  });

  it('fails on a vector whose move or cycle count is wrong, and on a malformed one', () => {
    const lines = readFileSync(VECTORS, 'utf8').split('\n');
    const i = lines.findIndex((l) => l.startsWith('4 0 ') && l.split(' ').length > 20);
    const f = lines[i]!.split(' ');
    const cycles = f.length - 3;
    const wrongCycles = [...lines];
    wrongCycles[i] = [...f.slice(0, cycles), String(Number(f[cycles]) + 1), ...f.slice(cycles + 1)].join(' ');
    const wrongMove = [...lines];
    wrongMove[i] = [...f.slice(0, cycles - 2), String((Number(f[cycles - 2]) + 1) % 15), ...f.slice(cycles - 1)].join(' ');
    for (const [name, text, code, pattern] of [
      ['cycles', wrongCycles.join('\n'), 1, new RegExp(`:${i + 1}: mismatch`)],
      ['move', wrongMove.join('\n'), 1, new RegExp(`:${i + 1}: mismatch`)],
      ['malformed', '4 0 2 7 7 7 7 1 2 3 4 5\n', 2, /occupied/],
      ['short', '4 0 1 7 7 8 8\n', 2, /fields/],
    ] as const) {
      const file = path.join(build, `${name}.txt`);
      writeFileSync(file, text);
      const r = run(tb, [file]);
      expect(r.code, name).toBe(code);
      expect(r.stderr, name).toMatch(pattern);
    }
  });

  it('answers a bad query line with an error naming the line, and goes on to the next', () => {
    const r = run(tb, ['--query'], '# comment\n\n1 0 x\n1 0 1 7 7 9\n1 0 1 99 7\n1 0 0\n');
    expect(r.code).toBe(0);
    const out = r.stdout.trim().split('\n');
    expect(out.slice(0, 3)).toEqual([
      'error line 3: not a list of integers',
      'error line 4: 6 fields, expected 5',
      'error line 5: move 0 (99,7) is off the board',
    ]);
    expect(out[3]).toMatch(/^7 7 \d+ \d+ \d+ \d+$/);
    expect(out).toHaveLength(4);
  });

  it('matches the emulator move for move and cycle for cycle on 1000 random positions', () => {
    const rng = createRng(20261122);
    const cases = Array.from({ length: 1000 }, (_, i) => {
      const depth = 1 + (i % 4);
      const rule = i % 5 === 4 ? ('standard' as const) : ('freestyle' as const);
      return { depth, position: randomGomokuPosition(rng, { maxMoves: 50, rule }) };
    });
    const input = cases.map(({ depth, position }) => gomokuQueryLine(depth, position.rule, position.moves.map((p) => [p.x, p.y] as const))).join('\n') + '\n';
    const r = run(tb, ['--query'], input);
    expect(r.code).toBe(0);
    const got = r.stdout.trimEnd().split('\n');
    expect(got).toHaveLength(cases.length);
    const statuses = new Set<string>();
    let searched = 0;
    cases.forEach(({ depth, position }, k) => {
      const e = gomokuCoreAnalyse(position, depth);
      statuses.add(e.status);
      if (e.status === 'search') searched++;
      const want = `${e.x} ${e.y} ${e.cycles} ${e.nodes} ${e.leaves} ${GomokuCoreStatus[e.status]}`;
      if (got[k] !== want) expect(`case ${k} (depth ${depth}, ${position.moves.length} moves): ${got[k]}`).toBe(`case ${k} (depth ${depth}, ${position.moves.length} moves): ${want}`);
    });
    // The run covered every path of SPEC §5 that an open game can take, mostly real searches.
    expect([...statuses].sort()).toEqual(['block', 'opening', 'search', 'win']);
    expect(searched).toBeGreaterThan(650);
  });

  it('pins the AXI-Lite offsets the same way in the HLS pragmas, the register header and SPEC.md', () => {
    const pragmas = new Map<string, number>();
    for (const m of readFileSync(path.join(HDL, 'src/gomoku_ip.cpp'), 'utf8').matchAll(/#pragma HLS INTERFACE s_axilite port=(\w+) bundle=ctrl offset=(0x[0-9a-fA-F]+)/g)) {
      pragmas.set(m[1]!, Number(m[2]));
    }
    const header = new Map<string, number>();
    for (const m of readFileSync(path.join(HDL, 'src/gomoku_ip_regs.h'), 'utf8').matchAll(/#define GOMOKU_IP_REG_(\w+) (0x[0-9a-fA-F]+)u/g)) {
      header.set(m[1]!.toLowerCase(), Number(m[2]));
    }
    const spec = new Map<string, number>();
    for (const m of readFileSync(path.join(HDL, 'SPEC.md'), 'utf8').matchAll(/^\| (0x[0-9A-F]+)(?:–0x[0-9A-F]+)? \| `(\w+)[`[]/gm)) {
      spec.set(m[2]!, Number(m[1]));
    }
    const args = ['side', 'depth', 'rule', 'move', 'nodes', 'leaves', 'cycles', 'board'];
    expect([...pragmas.keys()].sort()).toEqual([...args].sort());
    for (const a of args) {
      expect(header.get(a), a).toBe(pragmas.get(a));
      expect(spec.get(a), a).toBe(pragmas.get(a));
    }
    // Arguments start at 0x10 (shared/DESIGN.md §6) and scalars take two words each (data + control).
    expect(Math.min(...pragmas.values())).toBe(0x10);
  });

  it('compiles the search as strict C99 (the firmware fallback)', () => {
    const r = run('make', ['-s', '-C', HDL, 'c99', `BUILD=${build}`]);
    expect(r.stdout + r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it.skipIf(!hasRiscv)('compiles the search for the wujian100 (rv32emc, ilp32e)', () => {
    const r = run('riscv64-unknown-elf-gcc', [
      '--specs=picolibc.specs', '-march=rv32emc', '-mabi=ilp32e', '-std=c99', '-Os', '-Wall', '-Wextra', '-Werror',
      '-c', path.join(HDL, 'src/gomoku_search.c'), '-o', path.join(build, 'gomoku_search.rv32.o'),
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });
});
