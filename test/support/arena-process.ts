/**
 * Runs the real `arena` CLI (node bin/arena.js …) as a child process for integration tests, with
 * line-by-line access to its stdout and a teardown that always reaps it.
 *
 *   const p = spawnArena(['serve', '--game', 'blokus', '--pty']);
 *   const line = await p.nextLine();           // 'pty: /dev/pts/5'
 *   const { code } = await p.stop('SIGINT');   // signal, then wait for the exit
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../bin/arena.js', import.meta.url));
const live = new Set<number>();
let hooked = false;

export interface ArenaProcess {
  readonly pid: number;
  /** The next complete stdout line (without its line end). */
  nextLine(timeoutMs?: number): Promise<string>;
  stdout(): string;
  stderr(): string;
  /** Resolves when the process has exited. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends `signal` (default SIGTERM), waits for the exit; SIGKILL after `graceMs`. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function spawnArena(args: string[], env: NodeJS.ProcessEnv = process.env): ArenaProcess {
  if (!hooked) {
    hooked = true;
    process.once('exit', () => {
      for (const pid of live) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // gone
        }
      }
    });
  }
  const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env });
  const pid = child.pid!;
  live.add(pid);
  let out = '';
  let err = '';
  let taken = 0;
  const waiters: Array<() => void> = [];
  child.stdout.setEncoding('utf8').on('data', (t: string) => {
    out += t;
    for (const w of waiters.splice(0)) w();
  });
  child.stderr.setEncoding('utf8').on('data', (t: string) => (err += t));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => {
      live.delete(pid);
      for (const w of waiters.splice(0)) w();
      resolve({ code, signal });
    }),
  );
  let done = false;
  void exited.then(() => (done = true));

  return {
    pid,
    stdout: () => out,
    stderr: () => err,
    exited,
    async nextLine(timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const lines = out.split('\n');
        if (lines.length - 1 > taken) return lines[taken++]!.replace(/\r$/, '');
        if (done) throw new Error(`arena ${args.join(' ')} exited without another line; stderr: ${err}`);
        const left = until - Date.now();
        if (left <= 0) throw new Error(`arena ${args.join(' ')}: no line within ${timeoutMs} ms; stderr: ${err}`);
        await new Promise<void>((r) => {
          const t = setTimeout(r, left);
          waiters.push(() => (clearTimeout(t), r()));
        });
      }
    },
    async stop(signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000) {
      if (!done) child.kill(signal);
      const t = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const r = await exited;
      clearTimeout(t);
      return r;
    },
  };
}
