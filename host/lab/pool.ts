/**
 * Runs lab games on N worker processes (one game each at a time), so a series uses every core.
 * Workers are killed when the run ends or fails; none outlives the pool.
 */
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ArenaError } from '../../core/errors.ts';
import type { LabGameResult } from './play-game.ts';
import { labReplySchema, type LabJob } from './messages.ts';
import { withWorkerProcesses } from './worker-processes.ts';

const WORKER = fileURLToPath(new URL('./worker.ts', import.meta.url));

export interface LabJobDone {
  readonly job: LabJob;
  readonly result: LabGameResult;
  readonly wallMs: number;
}

export class LabWorkerError extends ArenaError {
  constructor(job: LabJob, why: string) {
    super('lab-worker-failed', `lab game ${job.id} (${job.first} vs ${job.second}, start ${job.start}): ${why}`, { job, why });
    this.name = 'LabWorkerError';
  }
}

/**
 * Plays `jobs` on `workers` processes; `onDone` sees each game as it ends and may return false to
 * stop early (SPRT decided): games in flight finish, no new ones start.
 */
export async function runLabJobs(jobs: readonly LabJob[], workers: number, onDone: (d: LabJobDone) => boolean | void): Promise<LabJobDone[]> {
  const queue = [...jobs];
  const done: LabJobDone[] = [];
  let stop = false;
  const runOne = (child: ChildProcess): Promise<void> =>
    new Promise((resolve, reject) => {
      const next = (): void => {
        const job = stop ? undefined : queue.shift();
        if (!job) return resolve();
        const onMessage = (raw: unknown): void => {
          child.off('exit', onExit);
          child.off('message', onMessage);
          const reply = labReplySchema.safeParse(raw);
          if (!reply.success) return reject(new LabWorkerError(job, `unreadable reply: ${reply.error.message}`));
          if (!reply.data.ok) return reject(new LabWorkerError(job, reply.data.error));
          const d = { job, result: reply.data.result, wallMs: reply.data.wallMs };
          done.push(d);
          if (onDone(d) === false) stop = true;
          next();
        };
        const onExit = (code: number | null, signal: string | null): void => {
          child.off('message', onMessage);
          reject(new LabWorkerError(job, `worker exited (code ${code}, signal ${signal})`));
        };
        child.on('message', onMessage);
        child.once('exit', onExit);
        child.send(job);
      };
      next();
    });
  // Workers (and their engines) never outlive the run, Ctrl-C included.
  const n = Math.max(1, Math.min(workers, jobs.length));
  await withWorkerProcesses(WORKER, n, (children) => Promise.all(children.map(runOne)));
  return done;
}
