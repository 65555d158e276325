/**
 * Forks `count` TypeScript worker processes, hands them to `body`, and kills every one when `body`
 * settles or the parent is interrupted, so no worker outlives its run. The lab's pool and the MCTS
 * bench's both run on it.
 */
import { fork, type ChildProcess } from 'node:child_process';

export async function withWorkerProcesses<T>(script: string, count: number, body: (children: readonly ChildProcess[]) => Promise<T>): Promise<T> {
  const children: ChildProcess[] = [];
  const killAll = (): void => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill();
  };
  // Ctrl-C or a kill of the parent must not leave workers running on.
  const onSignal = (signal: NodeJS.Signals): void => {
    killAll();
    process.kill(process.pid, signal);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    for (let i = 0; i < count; i++) children.push(fork(script, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
    return await body(children);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    killAll();
  }
}
