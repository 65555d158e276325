/**
 * Builds the firmware's C for the PC in a temporary folder, for the firmware tests: small harnesses with
 * gcc, the virtual board with `make -C firmware linux BUILD=…`. Never touches firmware/build.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = fileURLToPath(new URL('../../', import.meta.url));
export const FIRMWARE = path.join(REPO, 'firmware');
export const FW_SRC = path.join(FIRMWARE, 'wujian100');
export const GOMOKU_SRC = path.join(REPO, 'hdl/gomoku/src');
export const HARNESS_SRC = fileURLToPath(new URL('./c/', import.meta.url));

export interface RunResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export function run(cmd: string, args: readonly string[], input?: string | Buffer, timeoutMs = 60_000): RunResult {
  const r = spawnSync(cmd, args, { input, encoding: 'latin1', maxBuffer: 64 << 20, timeout: timeoutMs });
  return { code: r.status, stdout: r.stdout ?? '', stderr: (r.stderr ?? '') + (r.error ? String(r.error) : '') };
}

export const hasRiscvGcc = run('riscv64-unknown-elf-gcc', ['--version']).code === 0;

/** A temporary build folder and its removal. */
export function tempBuild(prefix: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const INCLUDES = ['include', 'drivers', 'protocol', 'app'].map((d) => `-I${path.join(FW_SRC, d)}`);

/** Compiles C sources (paths relative to the repo) with gcc into `out`; throws with the compiler's output. */
export function compileC(out: string, sources: readonly string[], extra: readonly string[] = []): void {
  const args = ['-std=c99', '-D_DEFAULT_SOURCE', '-O1', '-Wall', '-Wextra', '-Werror', ...INCLUDES, `-I${GOMOKU_SRC}`, `-I${HARNESS_SRC}`, ...extra];
  const r = run('gcc', [...args, ...sources.map((s) => path.join(REPO, s)), '-o', out]);
  if (r.code !== 0) throw new Error(`gcc failed:\n${r.stdout}${r.stderr}`);
}

/** `make -C firmware linux` into `dir`; returns the virtual board's path. */
export function buildVirtualBoard(dir: string): string {
  const r = run('make', ['-s', '-C', FIRMWARE, 'linux', `BUILD=${dir}`]);
  if (r.code !== 0) throw new Error(`make -C firmware linux failed:\n${r.stdout}${r.stderr}`);
  return path.join(dir, 'linux/wujian100-virtual');
}
