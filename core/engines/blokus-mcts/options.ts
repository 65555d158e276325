/** Settings of the Blokus MCTS (lab spec `mcts[:playouts=…,deadline=…,units=…,width=…,c=…,…]`). */
import { z } from 'zod';

export const blokusMctsOptionsSchema = z
  .object({
    /** Simulations per unit and move, when `deadline` is 0. */
    playouts: z.number().int().min(1).max(10_000_000).default(3000),
    /**
     * With `deadline` 0, scale `playouts` per move as Pentobi scales its levels' counts in Duo
     * (SPEC-v3 §9): × 0.7·e^(0.1·i), i the mover's pieces on the board, × 0.6 more on its first
     * move. A diagnostic, to play Pentobi with its own number of simulations a move.
     */
    pentobiSchedule: z.boolean().default(false),
    /** Clocks per move (SPEC-v3 §5): 0.9 s at 50 MHz; 0 = run `playouts` simulations per unit instead. */
    deadline: z.number().int().min(0).max(1_000_000_000).default(45_000_000),
    /** Independent trees searched in parallel, merged at the root. */
    units: z.number().int().min(1).max(8).default(1),
    /** Playout engines per unit sharing its tree through one port (SPEC-v3 §5b; 2 from v3.5, by measurement with `prune`, §9). */
    engines: z.number().int().min(1).max(8).default(2),
    /** Children kept at the root's expansion, best prior first, when more than `width` (0: `width`; 128 by measurement, SPEC-v3 §9). */
    rootWidth: z.number().int().min(0).max(2048).default(128),
    /** Children kept at an expansion, best prior first; 0 = every considered move. */
    width: z.number().int().min(0).max(2048).default(32),
    /** Exploration constant c of value + c·P·sqrt(N)·ln(N + 1)/n (Pentobi's Duo setting). */
    c: z.number().min(0).max(10).default(0.5),
    /** Move priors from the board features (prior.ts); off: every move has the same prior and value. */
    prior: z.boolean().default(true),
    /** Playouts answer the opponent's last moves and favour large pieces; off: uniformly random. */
    policy: z.boolean().default(true),
    /** A playout ply scans once and draws from a buffer of the scan's rows (SPEC-v3 §4a, v3.3); off: it scans twice, as v3.2 did. The same moves either way, in fewer clocks. */
    drawBuffer: z.boolean().default(true),
    /** RAVE: children take in the results of simulations that played their move later (SPEC-v3 §5a; on by measurement, §9). */
    rave: z.boolean().default(true),
    /** Real visits a leaf needs before it is expanded. */
    expand: z.number().int().min(0).max(1000).default(4),
    /** More visits a leaf needs per ply it lies below the root (Pentobi: 0.5): the tree grows where it is searched most. */
    expandPerPly: z.number().min(0).max(16).default(0),
    seed: z.number().int().min(0).max(0xffffffff).default(1),
    /**
     * Pruning a full tree (SPEC-v3 §5d): the real visits a node needs to keep its children, doubled
     * after a prune that keeps more than half the tree (Pentobi: 16; the default from v3.5, §9). 0: a
     * full tree stops growing.
     */
    prune: z.number().int().min(0).max(65_536).default(16),
    /**
     * The core keeps its tree between moves (SPEC-v3 §5e, Pentobi's reuse_subtree): a search whose
     * game continues the last one's by moves found in its tree starts from their node's subtree.
     * One unit only (units search one pool in turn in the emulator, and keep no tree of their own).
     */
    reuse: z.boolean().default(false),
    /**
     * Last good reply with forgetting (SPEC-v3 §5f, Pentobi's LGRF-2): entries per side in each of
     * an engine's two reply tables, a power of two; 0 = off. A playout ply plays a stored reply that
     * is legal before it scans. 2048 from v3.6, by §9's games against Pentobi 7.
     */
    lgr: z
      .number()
      .int()
      .min(0)
      .max(16_384)
      .refine((n) => n === 0 || (n >= 16 && (n & (n - 1)) === 0), 'lgr: 0 (off) or a power of two from 16 to 16384')
      .default(2048),
    /**
     * The reply tables are kept from one search to the next of the same game (SPEC-v3 §5f), as
     * Pentobi keeps its own; off: each search empties them first (L_CLEAR).
     */
    lgrKeep: z.boolean().default(false),
    /**
     * Candidate rows a scan tests per clock (SPEC-v3 §6a): the row-vector test and the per-column
     * counts repeated per row, the row buffer written through both M9K ports (four: in four banks,
     * §6b). The same moves in fewer clocks. 2 from v3.6, by §9's games against Pentobi 7.
     */
    scanRows: z
      .number()
      .int()
      .refine((n) => n === 1 || n === 2 || n === 4, 'scanRows: 1, 2 or 4')
      .default(2),
    /**
     * The scan sets up the next shape during the current shape's last row clock (SPEC-v3 §6b): a
     * shape costs its row clocks, at least one, instead of one more. The same moves in fewer clocks.
     * On from v3.10: the scan sequencer's RTL (mcts_scan_seq.v) costs no more logic with it.
     */
    shapeOverlap: z.boolean().default(true),
    /** Dynamic komi (komi.ts): the points a search's value moves the core's komi by; 0 = off. A draft option, off by default. */
    komi: z.number().int().min(0).max(8).default(0),
    /**
     * Tree nodes per unit (SPEC-v3 §6: 256 nodes take 3 M9K); a full tree stops growing, or is pruned.
     * 21,760 from v3.6 (255 M9K), 24,576 before: the reply tables' 32 M9K come out of the tree's, so
     * the default stays inside 80% of the EP4CE115's M9K.
     */
    nodes: z.number().int().min(1024).max(32_000_000).default(21_760),
  })
  .strict();

export type BlokusMctsOptions = z.output<typeof blokusMctsOptionsSchema>;
export type BlokusMctsOptionsInput = z.input<typeof blokusMctsOptionsSchema>;
