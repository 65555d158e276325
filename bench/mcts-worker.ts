/**
 * A game worker of the MCTS bench: a child process that plays the games it is sent, one at a time,
 * and answers each with the result and what each MCTS side spent (mcts-messages.ts). Started by
 * mcts-pool.ts; exits when its parent goes.
 */
import { performance } from 'node:perf_hooks';
import { MctsMover, moverOf, playGame } from './mcts-games.ts';
import type { Mover } from './mcts-games.ts';
import { mctsGameJobSchema, type MctsGameReply } from './mcts-messages.ts';

// Movers are kept per side and spec: an MCTS mover preallocates its tree, and newGame() clears it.
const movers = new Map<string, Mover>();
function mover(side: 'a' | 'b', spec: string): Mover {
  const key = `${side} ${spec}`;
  let m = movers.get(key);
  if (!m) movers.set(key, (m = moverOf(spec)));
  return m;
}

function send(reply: MctsGameReply): void {
  process.send?.(reply);
}

process.on('message', (raw: unknown) => {
  const parsed = mctsGameJobSchema.safeParse(raw);
  if (!parsed.success) return send({ id: -1, ok: false, error: `bad job: ${parsed.error.message}` });
  const job = parsed.data;
  try {
    const t0 = performance.now();
    const a = mover('a', job.a);
    const b = mover('b', job.b);
    const { winner, plies } = playGame(a, b, job.aFirst, job.openingSeed);
    const spent = (m: Mover) => (m instanceof MctsMover ? m.spent : null);
    send({ id: job.id, ok: true, winner, plies, spentA: spent(a), spentB: spent(b), wallMs: performance.now() - t0 });
  } catch (e: unknown) {
    send({ id: job.id, ok: false, error: e instanceof Error ? e.message : String(e) });
  }
});
// The parent's death closes the IPC channel: leave with it, never linger as an orphan.
process.on('disconnect', () => process.exit(0));
