/** The messages between the MCTS bench and its game workers (child processes), validated on arrival. */
import { z } from 'zod';

export const mctsGameJobSchema = z.object({
  id: z.number().int().nonnegative(),
  /** Movers by spec: an `mcts:` spec, or `core:<depth>` for the emulated alpha-beta core. */
  a: z.string(),
  b: z.string(),
  /** A plays black (moves first after the opening). */
  aFirst: z.boolean(),
  openingSeed: z.number().int(),
});
export type MctsGameJob = z.infer<typeof mctsGameJobSchema>;

const byPrecision = z.object({ fp32: z.number().nonnegative(), int8: z.number().nonnegative() });
export const spentSchema = z.object({ moves: z.number().int().nonnegative(), ms: z.number().nonnegative(), evaluations: byPrecision, macs: byPrecision });

export const mctsGameReplySchema = z.union([
  z.object({
    id: z.number().int(),
    ok: z.literal(true),
    winner: z.enum(['a', 'b', 'draw']),
    plies: z.number().int().nonnegative(),
    /** What each MCTS side spent in this game (null for the alpha-beta core). */
    spentA: spentSchema.nullable(),
    spentB: spentSchema.nullable(),
    wallMs: z.number().nonnegative(),
  }),
  z.object({ id: z.number().int(), ok: z.literal(false), error: z.string() }),
]);
export type MctsGameReply = z.infer<typeof mctsGameReplySchema>;
export type MctsGameResult = Extract<MctsGameReply, { ok: true }>;
