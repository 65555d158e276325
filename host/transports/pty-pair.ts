/**
 * Pseudo-terminal pairs from `socat -d -d pty,raw,echo=0 pty,raw,echo=0`: two /dev/pts paths joined
 * back to back. `arena serve --pty` opens one end with the real serial stack and hands the other
 * to clients; tests use them as a null-modem cable. socat prints each path on stderr
 * ("… N PTY is /dev/pts/3") and then "starting data transfer loop" once bytes can flow.
 * socat runs under the watchdog (watchdog.ts): whatever ends this process, even SIGKILL, socat
 * goes too and the ptys vanish, so a client sees the link lost instead of a silent pty.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { TransportError } from './errors.ts';
import { watched } from './watchdog.ts';

export interface PtyPair {
  /** Slave path of one end, e.g. `/dev/pts/3`. */
  readonly a: string;
  /** Slave path of the other end. */
  readonly b: string;
  /** The process id of socat's watchdog wrapper; SIGKILL to it makes socat and the ptys go at once. */
  readonly pid: number;
  /** Stops socat (SIGTERM) and resolves once it has exited. Idempotent. */
  close(): Promise<void>;
  /** Resolves when socat has exited, for whatever reason. */
  readonly exited: Promise<void>;
}

const live = new Set<ChildProcess>();
let exitHookInstalled = false;

/** socat must not outlive us: a leftover pair would hold two ptys forever. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const child of live) child.kill('SIGKILL');
  });
}

export function openPtyPair(options: { timeoutMs?: number; socat?: string } = {}): Promise<PtyPair> {
  const timeoutMs = options.timeoutMs ?? 5000;
  const program = options.socat ?? 'socat';
  installExitHook();
  return new Promise((resolve, reject) => {
    const w = watched(program, ['-d', '-d', 'pty,raw,echo=0', 'pty,raw,echo=0']);
    const child = spawn(w.program, w.args, { stdio: ['ignore', 'ignore', 'pipe', 'pipe'], detached: true });
    live.add(child);
    // The wrapper gone (even by SIGKILL) closes the watchdog pipe: socat follows at once.
    child.once('exit', () => child.stdio[3]?.destroy());
    const exited = new Promise<void>((res) => child.once('close', () => res()));
    void exited.then(() => live.delete(child));

    const paths: string[] = [];
    let stderr = '';
    let settled = false;
    const timer = setTimeout(() => fail(new TransportError('transport-open-failed', `socat did not report two ptys within ${timeoutMs} ms: ${stderr.trim()}`, { stderr })), timeoutMs);

    function fail(error: Error): void {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    }

    child.once('error', (e: NodeJS.ErrnoException) =>
      fail(
        e.code === 'ENOENT'
          ? new TransportError('program-not-found', `program not found: ${program} (install socat for pseudo-terminal pairs)`, { program })
          : new TransportError('transport-open-failed', `cannot start ${program}: ${e.message}`, { program }),
      ),
    );
    child.once('exit', (code, signal) =>
      fail(
        code === 127
          ? new TransportError('program-not-found', `program not found: ${program} (install socat for pseudo-terminal pairs)`, { program })
          : new TransportError('transport-open-failed', `socat exited (code ${code}, signal ${signal}) before the ptys were ready: ${stderr.trim()}`, { code, signal, stderr }),
      ),
    );
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      if (settled) return;
      stderr += chunk;
      paths.length = 0;
      for (const m of stderr.matchAll(/PTY is (\S+)/g)) paths.push(m[1]!);
      if (paths.length >= 2 && stderr.includes('starting data transfer loop')) {
        settled = true;
        clearTimeout(timer);
        resolve({
          a: paths[0]!,
          b: paths[1]!,
          pid: child.pid!,
          exited,
          close: async () => {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
            await exited;
          },
        });
      }
    });
  });
}
