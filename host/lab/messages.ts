/** The messages between the lab and its game workers (child processes), validated on arrival. */
import { z } from 'zod';

/** Another contender that plays A's own moves `from`..`to` (1-based, after the opening): where does A lose? */
export const standInSchema = z
  .object({ spec: z.string(), from: z.number().int().min(1), to: z.number().int().min(1) })
  .refine((s) => s.to >= s.from, { message: 'to must be ≥ from' });
export type StandIn = z.infer<typeof standInSchema>;

export const labJobSchema = z.object({
  id: z.number().int().nonnegative(),
  /** Contender specs of the first and second mover. */
  first: z.string(),
  second: z.string(),
  /** Whether the pairing's contender A moves first: the specs alone cannot say when A and B are equal. */
  aFirst: z.boolean(),
  start: z.enum(['5', 'a']),
  limitMs: z.number().nonnegative(),
  /** Random legal moves played before the contenders take over (same for both colour orders). */
  openingPlies: z.number().int().nonnegative(),
  openingSeed: z.number().int(),
  standIn: standInSchema.nullable().default(null),
});
export type LabJob = z.infer<typeof labJobSchema>;

const sampleSchema = z.object({ side: z.union([z.literal(0), z.literal(1)]), ms: z.number(), depth: z.number().nullable(), deadlineHit: z.boolean(), standIn: z.boolean().default(false) });

export const labGameResultSchema = z.object({
  start: z.enum(['5', 'a']),
  scores: z.tuple([z.number(), z.number()]),
  winner: z.union([z.literal(0), z.literal(1)]).nullable(),
  end: z.enum(['normal', 'illegal', 'timeout', 'fault']),
  detail: z.string().nullable(),
  moves: z.array(z.string()),
  samples: z.array(sampleSchema),
});

export const labReplySchema = z.union([
  z.object({ id: z.number().int(), ok: z.literal(true), result: labGameResultSchema, wallMs: z.number() }),
  z.object({ id: z.number().int(), ok: z.literal(false), error: z.string() }),
]);
export type LabReply = z.infer<typeof labReplySchema>;
