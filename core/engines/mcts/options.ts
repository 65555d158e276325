/**
 * MCTS settings. The depth threshold is the patent's switch: a leaf less than `threshold` moves
 * below the current root is evaluated in FP32, a deeper one in INT8; 0 = all INT8, Infinity
 * (`threshold=inf` in a spec) = all FP32.
 */
import { z } from 'zod';
import { NET_NAMES } from './nets.ts';

export const mctsOptionsSchema = z
  .object({
    /** A built-in net (core/engines/mcts/weights). */
    net: z.enum(NET_NAMES).default('gomoku15'),
    threshold: z.union([z.number().int().min(0).max(255), z.literal(Infinity)]).default(2),
    /** Simulations per move (leaves evaluated or terminal), on top of what the reused tree holds. */
    playouts: z.number().int().min(1).max(10_000_000).default(200),
    /** Milliseconds per move on the injected clock; null = playouts only. Both: the first reached. */
    timeMs: z.number().int().min(1).max(3_600_000).nullable().default(null),
    /** PUCT exploration constant: U = cpuct · P · sqrt(N_parent) / (1 + N_child). */
    cpuct: z.number().min(0).max(20).default(1.5),
    /** Keep the subtree of the moves played since the last search (the new root re-evaluated). */
    reuse: z.boolean().default(true),
    /** Tree nodes preallocated; when they run out leaves are evaluated but no longer expanded. */
    nodes: z.number().int().min(1024).max(16_000_000).default(1 << 18),
  })
  .strict();

export type MctsOptions = z.output<typeof mctsOptionsSchema>;
export type MctsOptionsInput = z.input<typeof mctsOptionsSchema>;
export const MCTS_DEFAULTS: MctsOptions = Object.freeze(mctsOptionsSchema.parse({}));
