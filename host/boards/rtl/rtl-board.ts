/**
 * Drives the Verilator-built RTL board program (build.ts) from tests, benchmarks and the host:
 * replaying golden vectors through its test port, and starting it on a pseudo-terminal so host
 * code talks to the Verilog through a real serial port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeMoveCode, tryDecodeMoveCode } from '../../../core/blokus/codec.ts';
import type { BlokusVector } from '../../../core/engines/blokus-core/vectors.ts';
import { hex4, packRtlMove, unpackRtlMove } from './packed-move.ts';

/** The RTL's answer for one vector. */
export interface RtlResult {
  readonly move: string;
  /** Core total the RTL reports (its own counter). */
  readonly cycles: number;
  /** Clocks the testbench counted while the core was busy. */
  readonly measured: number;
  readonly unitCycles: number[];
}

/** A vector as a line of the program's --vectors file: the core's start, then code:side pairs. */
export function vectorLine(v: Pick<BlokusVector, 'setup' | 'moves'>): string {
  const n = v.moves.length;
  const me = n & 1;
  const first = v.setup.firstMoverStart;
  const myStart = me === 0 ? first : first === '5' ? 'a' : '5';
  const parts = v.moves.map((code, i) => {
    const r = tryDecodeMoveCode(code);
    if (!r.ok) throw r.error;
    return `${hex4(packRtlMove(r.move))}:${(i & 1) === me ? 0 : 1}`;
  });
  return [myStart === 'a' ? '1' : '0', ...parts].join(' ');
}

function runProgram(binary: string, args: readonly string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`${binary} ${args.join(' ')} exited with ${code ?? signal}: ${err}`));
    });
  });
}

/** The v2 core's answer: as {@link RtlResult}, with the deepest completed iteration. */
export interface RtlV2Result extends RtlResult {
  readonly depth: number;
}

/** Runs `vectors` through the core's test port at `depth` plies; one result per vector. */
export async function runRtlVectors(
  binary: string,
  vectors: readonly Pick<BlokusVector, 'setup' | 'moves'>[],
  options: { depth: number; deadlineCycles?: number; timeoutMs?: number },
): Promise<RtlResult[]> {
  return (await runVectorFile(binary, vectors, options, 'RES')).map(({ depth: _, ...r }) => r);
}

/** {@link runRtlVectors} on a v2 build: `maxDepth` is the deepest iteration (1..8). */
export async function runRtlV2Vectors(
  binary: string,
  vectors: readonly Pick<BlokusVector, 'setup' | 'moves'>[],
  options: { maxDepth: number; deadlineCycles?: number; growthShift?: number; timeoutMs?: number },
): Promise<RtlV2Result[]> {
  return runVectorFile(binary, vectors, { ...options, depth: options.maxDepth }, 'RES2');
}

async function runVectorFile(
  binary: string,
  vectors: readonly Pick<BlokusVector, 'setup' | 'moves'>[],
  options: { depth: number; deadlineCycles?: number; growthShift?: number; timeoutMs?: number },
  tag: 'RES' | 'RES2',
): Promise<RtlV2Result[]> {
  const dir = await mkdtemp(join(tmpdir(), 'blokus-vec-'));
  try {
    const file = join(dir, 'vectors.txt');
    await writeFile(file, vectors.map(vectorLine).join('\n') + '\n');
    const deadline = options.deadlineCycles === undefined ? [] : ['--deadline', String(options.deadlineCycles)];
    const growth = options.growthShift === undefined ? [] : ['--growth', String(options.growthShift)];
    const out = await runProgram(binary, ['--depth', String(options.depth), ...deadline, ...growth, '--vectors', file], options.timeoutMs ?? 120_000);
    const results = out
      .split('\n')
      .filter((l) => l.startsWith(`${tag} `))
      .map((l): RtlV2Result => {
        const [, , code, cycles, measured, ...rest] = l.trim().split(/\s+/);
        // RES2 lines carry the depth reached before the unit cycles.
        const depth = tag === 'RES2' ? Number(rest.shift()) : 0;
        return {
          move: encodeMoveCode(unpackRtlMove(parseInt(code!, 16))),
          cycles: Number(cycles),
          measured: Number(measured),
          depth,
          unitCycles: rest.map(Number),
        };
      });
    if (results.length !== vectors.length) throw new Error(`expected ${vectors.length} results, got ${results.length}:\n${out}`);
    return results;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface RtlBoardProcess {
  /** Slave path of the board's pseudo-terminal. */
  readonly path: string;
  readonly child: ChildProcess;
  /** SIGTERM and wait for exit. Idempotent. */
  close(): Promise<void>;
}

/** Starts the program on its own pseudo-terminal (`--pty`) and resolves once the path is known. */
export function startRtlBoard(binary: string, args: readonly string[], timeoutMs = 10_000): Promise<RtlBoardProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, [...args, '--pty'], { stdio: ['ignore', 'ignore', 'pipe'] });
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    let err = '';
    const close = async (): Promise<void> => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    };
    const timer = setTimeout(() => {
      void close();
      reject(new Error(`RTL board printed no PTY line within ${timeoutMs} ms: ${err}`));
    }, timeoutMs);
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
      const m = /^PTY (\S+)$/m.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve({ path: m[1]!, child, close });
      }
    });
    child.once('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
}
