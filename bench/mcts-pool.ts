/**
 * Plays the MCTS bench's games on N worker processes (mcts-worker.ts), one game per worker at a
 * time, so a bench uses the cores it is given. Every worker is killed when the run ends, fails or
 * is interrupted; none outlives the pool.
 */
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ArenaError } from '../core/errors.ts';
import { withWorkerProcesses } from '../host/lab/worker-processes.ts';
import { mctsGameReplySchema, type MctsGameJob, type MctsGameResult } from './mcts-messages.ts';

const WORKER = fileURLToPath(new URL('./mcts-worker.ts', import.meta.url));

export class MctsGameError extends ArenaError {
  constructor(job: MctsGameJob, why: string) {
    super('bench-game-failed', `bench game ${job.id} (${job.a} vs ${job.b}, opening ${job.openingSeed}, A ${job.aFirst ? 'black' : 'white'}): ${why}`, { job, why });
    this.name = 'MctsGameError';
  }
}

export interface MctsGameDone {
  readonly job: MctsGameJob;
  readonly result: MctsGameResult;
}

/** Sends one job to `child` and waits for its reply (or its death). */
function play(child: ChildProcess, job: MctsGameJob): Promise<MctsGameResult> {
  return new Promise((resolve, reject) => {
    const settle = (): void => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const onMessage = (raw: unknown): void => {
      settle();
      const reply = mctsGameReplySchema.safeParse(raw);
      if (!reply.success) reject(new MctsGameError(job, `unreadable reply: ${reply.error.message}`));
      else if (!reply.data.ok) reject(new MctsGameError(job, reply.data.error));
      else resolve(reply.data);
    };
    const onExit = (code: number | null, signal: string | null): void => {
      settle();
      reject(new MctsGameError(job, `worker exited (code ${code}, signal ${signal})`));
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
    child.send(job);
  });
}

/** Plays every job on at most `workers` processes; `onDone` sees each game as it ends. Results in job order. */
export async function runMctsGames(jobs: readonly MctsGameJob[], workers: number, onDone: (d: MctsGameDone) => void = () => {}): Promise<MctsGameDone[]> {
  const queue = [...jobs];
  const done = new Map<number, MctsGameDone>();
  const drain = async (child: ChildProcess): Promise<void> => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const d = { job, result: await play(child, job) };
      done.set(job.id, d);
      onDone(d);
    }
  };
  await withWorkerProcesses(WORKER, Math.max(1, Math.min(workers, jobs.length)), (children) => Promise.all(children.map(drain)));
  return jobs.map((j) => done.get(j.id)!);
}
