/**
 * Runs one flashing tool: an argument array (never a shell string), output split into lines on
 * CR as well as LF (progress bars redraw with CR), a time limit for silence and one for the whole
 * run, and cancellation. The tool runs in its own process group so that a wrapper script and the
 * programs it starts are stopped together, under the watchdog (host/transports/watchdog.ts): if
 * the arena is killed by any signal mid-flash, the tool is stopped too instead of running on.
 */
import { spawn } from 'node:child_process';
import { FlashError } from './errors.ts';
import { watched } from '../transports/watchdog.ts';

export interface RunToolOptions {
  readonly program: string;
  readonly args: readonly string[];
  readonly cwd?: string;
  readonly env?: NodeJS.ProcessEnv;
  /** Called for every output line (without CR/LF), stdout and stderr interleaved as they arrive. */
  readonly onLine: (line: string, stream: 'stdout' | 'stderr') => void;
  /** Stop the tool when it prints nothing for this long. */
  readonly idleTimeoutMs?: number;
  /** Stop the tool when it runs longer than this. */
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
  /** Time between SIGTERM and SIGKILL. Default 2000 ms. */
  readonly killGraceMs?: number;
}

export type RunEnd =
  | { readonly kind: 'exited'; readonly code: number | null; readonly signal: NodeJS.Signals | null }
  | { readonly kind: 'timeout'; readonly limit: 'idle' | 'total'; readonly ms: number }
  | { readonly kind: 'cancelled' };

/** The longest line kept; the rest of a longer one is counted, not stored. */
export const MAX_LINE_CHARS = 4096;

/**
 * Splits a byte stream into lines on CR, LF or CR LF; keeps the unfinished tail. Each chunk is
 * scanned once (linear time however long a line runs), and a line is kept up to MAX_LINE_CHARS.
 * Empty lines are dropped, which also makes a CR LF split across two chunks one line end.
 */
export class LineSplitter {
  private tail = '';
  private cut = 0;
  constructor(private readonly emit: (line: string) => void) {}
  push(text: string): void {
    const parts = text.split(/\r\n|\r|\n/);
    const last = parts.pop()!;
    for (const p of parts) {
      this.append(p);
      this.flush();
    }
    this.append(last);
  }
  end(): void {
    this.flush();
  }
  private append(text: string): void {
    const room = MAX_LINE_CHARS - this.tail.length;
    if (text.length > room) this.cut += text.length - room;
    if (room > 0) this.tail += text.slice(0, room);
  }
  private flush(): void {
    if (this.tail.length > 0) this.emit(this.cut ? `${this.tail}… (${this.cut} more characters)` : this.tail);
    this.tail = '';
    this.cut = 0;
  }
}

/**
 * A tool's output as the judges read it, in bounded memory: the first HEAD lines (where tools
 * say what they found) and the last TAIL (where they say how it ended), with counts.
 */
export class ToolOutput {
  static readonly HEAD = 50;
  static readonly TAIL = 200;
  private readonly head: string[] = [];
  private tail: string[] = [];
  /** Lines seen in all. */
  count = 0;

  add(line: string): void {
    this.count++;
    if (this.head.length < ToolOutput.HEAD) {
      this.head.push(line);
      return;
    }
    this.tail.push(line);
    // Trimmed in batches, so each line costs O(1) on average.
    if (this.tail.length >= 2 * ToolOutput.TAIL) this.tail = this.tail.slice(-ToolOutput.TAIL);
  }

  /** The kept lines, in order (at most HEAD + TAIL). */
  lines(): string[] {
    return [...this.head, ...this.tail.slice(-ToolOutput.TAIL)];
  }

  /** How many lines between the head and the tail were not kept. */
  get dropped(): number {
    return this.count - this.lines().length;
  }
}

export function runTool(options: RunToolOptions): Promise<RunEnd> {
  return new Promise<RunEnd>((resolve, reject) => {
    if (options.signal?.aborted) {
      resolve({ kind: 'cancelled' });
      return;
    }
    const w = watched(options.program, options.args);
    const child = spawn(w.program, w.args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      detached: true,
    });
    let stopped: RunEnd | null = null;
    let killTimer: NodeJS.Timeout | null = null;
    let idleTimer: NodeJS.Timeout | null = null;
    const totalTimer = options.timeoutMs ? setTimeout(() => stop({ kind: 'timeout', limit: 'total', ms: options.timeoutMs! }), options.timeoutMs) : null;

    const kill = (sig: NodeJS.Signals) => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, sig);
      } catch {
        // Already gone.
      }
    };
    function stop(why: RunEnd): void {
      if (stopped) return;
      stopped = why;
      kill('SIGTERM');
      killTimer = setTimeout(() => kill('SIGKILL'), options.killGraceMs ?? 2000);
    }
    const armIdle = () => {
      if (!options.idleTimeoutMs || stopped) return;
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = setTimeout(() => stop({ kind: 'timeout', limit: 'idle', ms: options.idleTimeoutMs! }), options.idleTimeoutMs);
    };
    const onAbort = () => stop({ kind: 'cancelled' });
    options.signal?.addEventListener('abort', onAbort, { once: true });

    const splitters = {
      stdout: new LineSplitter((l) => options.onLine(l, 'stdout')),
      stderr: new LineSplitter((l) => options.onLine(l, 'stderr')),
    };
    for (const stream of ['stdout', 'stderr'] as const) {
      child[stream]!.setEncoding('utf8');
      child[stream]!.on('data', (text: string) => {
        armIdle();
        splitters[stream].push(text);
      });
    }
    armIdle();

    const cleanup = () => {
      if (idleTimer) clearTimeout(idleTimer);
      if (totalTimer) clearTimeout(totalTimer);
      if (killTimer) clearTimeout(killTimer);
      options.signal?.removeEventListener('abort', onAbort);
    };
    child.once('error', (e: NodeJS.ErrnoException) => {
      cleanup();
      if (e.code === 'ENOENT' || e.code === 'EACCES') {
        reject(new FlashError('flash-tool-missing', `cannot run ${options.program}: ${e.code === 'ENOENT' ? 'not found' : 'permission denied'}`, { program: options.program }));
      } else reject(new FlashError('flash-tool-failed', `cannot start ${options.program}: ${e.message}`, { program: options.program }));
    });
    // The wrapper gone, its watchdog pipe is of no more use ('close' would wait for it).
    child.once('exit', () => child.stdio[3]?.destroy());
    // 'close' comes after both pipes are drained, so no line arrives after the result.
    child.once('close', (code, signal) => {
      cleanup();
      // The shell wrapper reports a program it could not run as 127 (not found) or 126.
      if (!stopped && (code === 127 || code === 126)) {
        reject(new FlashError('flash-tool-missing', `cannot run ${options.program}: ${code === 127 ? 'not found' : 'permission denied'}`, { program: options.program }));
        return;
      }
      splitters.stdout.end();
      splitters.stderr.end();
      // The group may still hold children the tool started and left behind.
      if (stopped) kill('SIGKILL');
      resolve(stopped ?? { kind: 'exited', code, signal });
    });
  });
}
