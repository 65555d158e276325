/**
 * A child process's stdin/stdout as a Transport (`exec:"engine --depth 3"`): external engines, a
 * firmware build running on Linux, a Verilator-built board. The command line is split into argv
 * here (command-line.ts), never by a shell. stderr is not part of the byte stream; it is offered
 * line by line through `onStderr` for logs.
 *
 * - A program that does not exist → open() rejects with `program-not-found`.
 * - The child exiting → close with cause `exited` and its code or signal.
 * - close() ends stdin, sends SIGTERM, and SIGKILL after a grace period.
 * - The child runs under the watchdog (watchdog.ts): if the arena dies by any signal, even
 *   SIGKILL, the engine is stopped too, whether or not it heeds the end of its stdin.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { watched } from './watchdog.ts';
import type { CloseCause, Disposable, Transport } from './transport.ts';
import { EventedTransport, asError } from './events.ts';
import { TransportError, closedError } from './errors.ts';
import { formatCommandLine, splitCommandLine } from './command-line.ts';
import { PendingWrites } from './pending-writes.ts';

/** How much of a child's stderr a close cause carries: its last lines, each cut to a length. */
export const STDERR_TAIL_LINES = 10;
const STDERR_LINE_CHARS = 300;

export interface ExecOptions {
  /** A command line (split without a shell) or an argv array. */
  command: string | readonly string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Time between SIGTERM and SIGKILL on close(). Default 1000 ms. */
  killGraceMs?: number;
}

/** `program` as spawn would find it (PATH, or a path relative to `cwd`), checked to be runnable. */
function findProgram(program: string, env: NodeJS.ProcessEnv, cwd: string | undefined): { ok: true; path: string } | { ok: false; why: 'missing' | 'denied' } {
  const dirs = (env['PATH'] ?? '').split(path.delimiter).filter(Boolean);
  const candidates = program.includes('/') ? [path.resolve(cwd ?? process.cwd(), program)] : dirs.map((d) => path.resolve(cwd ?? process.cwd(), d, program));
  let denied = false;
  for (const c of candidates) {
    try {
      if (!statSync(c).isFile()) continue;
      accessSync(c, constants.X_OK);
      return { ok: true, path: c };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EACCES') denied = true;
    }
  }
  return { ok: false, why: denied ? 'denied' : 'missing' };
}

function killGroup(child: ChildProcessWithoutNullStreams, signal: NodeJS.Signals): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal);
  } catch {
    child.kill(signal); // already gone, or not a group leader
  }
}

export class ExecTransport extends EventedTransport implements Transport {
  readonly description: string;
  readonly baudRate = null;
  readonly argv: readonly string[];
  private readonly stderrListeners = new Set<(line: string) => void>();
  private child: ChildProcessWithoutNullStreams | null = null;
  private exited: Promise<void> | null = null;
  private closeRequested = false;
  private readonly pending = new PendingWrites();
  /** The child's last stderr lines, for the close cause: why a program failed to start or died. */
  private stderrTail: string[] = [];

  constructor(private readonly options: ExecOptions) {
    super();
    this.argv = typeof options.command === 'string' ? splitCommandLine(options.command) : [...options.command];
    if (this.argv.length === 0) throw new TransportError('bad-command-line', 'empty command: nothing to run', {});
    this.description = `exec:${formatCommandLine(this.argv)}`;
  }

  get isOpen(): boolean {
    return this.child !== null && !this.closeRequested;
  }

  /** The child's process id while it runs. */
  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  /** Each line the child writes to stderr, without its line ending. */
  onStderr(listener: (line: string) => void): Disposable {
    this.stderrListeners.add(listener);
    return { dispose: () => void this.stderrListeners.delete(listener) };
  }

  async open(): Promise<void> {
    if (this.child) throw new TransportError('transport-busy', `${this.description} is already running`, { transport: this.description });
    const [program, ...args] = this.argv as [string, ...string[]];
    const resolved = findProgram(program, this.options.env ?? process.env, this.options.cwd);
    if (!resolved.ok) throw new TransportError('program-not-found', resolved.why === 'missing' ? `program not found: ${program}` : `program cannot be run (permission denied): ${program}`, { program, argv: this.argv });
    // Under the watchdog (watchdog.ts): an engine that ignores the end of its stdin still goes
    // when the arena does, whatever the signal.
    const w = watched(resolved.path, args);
    const child = spawn(w.program, w.args, { cwd: this.options.cwd, env: this.options.env, stdio: ['pipe', 'pipe', 'pipe', 'pipe'], detached: true }) as ChildProcessWithoutNullStreams;
    child.once('exit', () => child.stdio[3]?.destroy());
    await new Promise<void>((resolve, reject) => {
      child.once('spawn', resolve);
      child.once('error', (e: NodeJS.ErrnoException) => {
        if (e.code === 'ENOENT') reject(new TransportError('program-not-found', `program not found: ${program}`, { program, argv: this.argv }));
        else if (e.code === 'EACCES') reject(new TransportError('program-not-found', `program cannot be run (permission denied): ${program}`, { program, argv: this.argv }));
        else reject(new TransportError('transport-open-failed', `cannot start ${program}: ${e.message}`, { program, argv: this.argv }));
      });
    });
    this.child = child;
    this.closeRequested = false;
    child.on('error', (e) => this.events.emitError(asError(e)));
    // EPIPE when the child has gone: the exit is reported as the close, the write is rejected.
    child.stdin.on('error', () => {});
    child.stdout.on('data', (chunk: Buffer) => {
      const timeMs = performance.now();
      this.events.emitData(chunk, timeMs);
    });
    let partial = '';
    this.stderrTail = [];
    const stderrLine = (line: string) => {
      this.keepStderr(line);
      for (const l of [...this.stderrListeners]) l(line);
    };
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      const lines = (partial + text).split(/\r?\n/);
      // A program writing megabytes without a newline must not grow the unfinished line forever.
      partial = lines.pop()!.slice(-STDERR_LINE_CHARS);
      for (const line of lines) stderrLine(line);
    });
    // 'close' (not 'exit'): stdout has been read to the end, so no data arrives after the close.
    this.exited = new Promise<void>((resolve) => {
      child.once('close', (code, signal) => {
        if (partial) stderrLine(partial);
        const requested = this.closeRequested;
        this.child = null;
        this.exited = null;
        const cause: CloseCause = requested ? { kind: 'requested' } : { kind: 'exited', code, signal, stderr: [...this.stderrTail] };
        this.pending.rejectAll(new TransportError('transport-closed', `${this.description} exited before a write completed`, { transport: this.description, cause }));
        resolve();
        this.events.emitClose(cause);
      });
    });
  }

  private keepStderr(line: string): void {
    if (line.trim() === '') return;
    this.stderrTail.push(line.length > STDERR_LINE_CHARS ? `${line.slice(0, STDERR_LINE_CHARS)}…` : line);
    if (this.stderrTail.length > STDERR_TAIL_LINES) this.stderrTail.shift();
  }

  write(bytes: Uint8Array): Promise<void> {
    const child = this.child;
    if (!child || this.closeRequested || !child.stdin.writable) return Promise.reject(closedError(this.description));
    return this.pending.track(
      (done) => child.stdin.write(Buffer.from(bytes), done),
      (e) => new TransportError('transport-closed', `${this.description}: write failed (${e.message})`, { transport: this.description }),
    );
  }

  async close(): Promise<void> {
    const child = this.child;
    const exited = this.exited;
    if (!child || !exited) return;
    this.closeRequested = true;
    child.stdin.end();
    child.kill('SIGTERM');
    // The whole group: the wrapper, its watchdog and the engine (and anything the engine started).
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), this.options.killGraceMs ?? 1000);
    await exited;
    clearTimeout(timer);
  }
}
