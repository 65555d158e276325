/**
 * A lab game worker: a child process that plays the games it is sent, one at a time, and answers
 * each with its result (host/lab/messages.ts). Started by pool.ts; exits when its parent goes.
 */
import { performance } from 'node:perf_hooks';
import { parseContender } from './contender.ts';
import { labJobSchema, type LabReply } from './messages.ts';
import { playLabGame } from './play-game.ts';

function send(reply: LabReply): void {
  process.send?.(reply);
}

process.on('message', (raw: unknown) => {
  const parsed = labJobSchema.safeParse(raw);
  if (!parsed.success) {
    send({ id: -1, ok: false, error: `bad job: ${parsed.error.message}` });
    return;
  }
  const job = parsed.data;
  const t0 = performance.now();
  // A stand-in plays contender A's moves in its range (A is the first mover when job.aFirst).
  const standIn = job.standIn && { contender: parseContender(job.standIn.spec), side: job.aFirst ? (0 as const) : (1 as const), from: job.standIn.from, to: job.standIn.to };
  playLabGame([parseContender(job.first), parseContender(job.second)], job.start, job.limitMs, { plies: job.openingPlies, seed: job.openingSeed }, standIn).then(
    (r) => send({ id: job.id, ok: true, result: { ...r, scores: [r.scores[0], r.scores[1]], moves: [...r.moves], samples: [...r.samples] }, wallMs: performance.now() - t0 }),
    (e: unknown) => send({ id: job.id, ok: false, error: e instanceof Error ? e.message : String(e) }),
  );
});
// The parent's death closes the IPC channel: leave with it, never linger as an orphan.
process.on('disconnect', () => process.exit(0));
