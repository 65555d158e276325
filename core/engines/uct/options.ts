/**
 * UCT settings. The defaults are the Hex paper's: c = 0.34 in r_i = v_i + c·sqrt(2·ln(ΣT)/T_i),
 * expand a node once it has more than n = 60 simulations, dead cells pruned, the strategy rules on.
 */
import { z } from 'zod';

export const EXPAND_RULES = ['count', 'siblings', 'confidence'] as const;
export type ExpandRule = (typeof EXPAND_RULES)[number];

export const uctOptionsSchema = z
  .object({
    /** Playouts per move. With `timeMs` as well, the search stops at whichever comes first. */
    playouts: z.number().int().min(1).max(100_000_000).default(10_000),
    /** Milliseconds per move (measured on the injected clock); null = playouts only. */
    timeMs: z.number().int().min(1).max(3_600_000).nullable().default(null),
    /** Exploration constant c. */
    c: z.number().min(0).max(10).default(0.34),
    /**
     * Expansion rule. `count`: a node is expanded once its simulations exceed `expand`.
     * `siblings`: once its visits exceed twice the sum of its siblings' visits.
     * `confidence`: once the 95% interval of its mean (z = `confidenceZ`) is narrower than
     * 1 − `confidenceTh` (see expansion.ts).
     */
    expandRule: z.enum(EXPAND_RULES).default('count'),
    expand: z.number().int().min(0).max(1_000_000).default(60),
    confidenceZ: z.number().positive().max(10).default(1.96),
    confidenceTh: z.number().min(0).max(1).default(0.8),
    /**
     * Game-specific playout policy (Hex: bridges, captured pairs, edge templates; Gomoku: win, block,
     * patterns; Blokus: largest pieces, corners). Off: uniformly random playouts.
     */
    strategy: z.boolean().default(true),
    /**
     * Leave out moves that cannot matter before expansion (Hex: dead cells; Gomoku: only the winning
     * move or the blocks when there are some, else cells near stones). Blokus considers every placement.
     */
    prune: z.boolean().default(true),
    seed: z.number().int().min(0).max(0xffffffff).default(1),
    /** Tree nodes preallocated; when they run out the tree stops growing and playouts go on. */
    nodes: z.number().int().min(1024).max(16_000_000).default(1 << 18),
  })
  .strict();

export type UctOptions = z.output<typeof uctOptionsSchema>;
export type UctOptionsInput = z.input<typeof uctOptionsSchema>;

export const PAPER_DEFAULTS: UctOptions = Object.freeze(uctOptionsSchema.parse({}));
