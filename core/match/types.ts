/** Shared vocabulary of a match: games, sides, settings, timings. Pure data, no behaviour. */
import type { IcfptDialect } from '../protocol/icfpt/dialect.ts';

export type { GameKind, GameSettings, MoveOf } from '../games/types.ts';

/** 0 = the game's first mover (Blokus player 1, Gomoku black), 1 = the second mover. */
export type Side = 0 | 1;

/** The Blokus serial-protocol dialect (shared/DESIGN.md §4.1): `heart-2014` or `icfpt-2013`. */
export type Dialect = IcfptDialect;

/**
 * How long one move took (shared/DESIGN.md, issue "Host" item 5). `wallMs` runs from the moment
 * the last prompt byte left the host (host/transports/README.md, "Timing") until the last move
 * byte arrived; `wireMs` is the
 * time the reply bytes spend on the link at its baud rate (null when the link has none);
 * `computeMs` = wall − wire; `predictedMs` is what an emulated core says the hardware would need.
 */
export interface MoveTiming {
  readonly wallMs: number;
  readonly wireMs: number | null;
  readonly computeMs: number;
  readonly predictedMs: number | null;
  /** Bytes of the prompt and of the reply (CR/LF included) as they went over the link. */
  readonly promptBytes: number;
  readonly replyBytes: number;
  /** What the player said of its own search for this move (engine output, a board's cycle report); absent when it said nothing. */
  readonly engine?: EngineMoveInfo | null;
}

/**
 * A search's own account of its move, from whichever source has one: the `uct:` engine
 * (playouts, visits, winRate), a Piskvork `MESSAGE` line or cycle report (depth, nodes, eval,
 * cycles), Pentobi's stderr log (winRate, playouts, nodes, depth, eval), an emulated core
 * (cycles, nodes, depth). Every field is optional: each source fills what it knows, and records
 * written when only playouts/visits/winRate existed still read.
 */
export interface EngineMoveInfo {
  /** Search depth in plies (a mean for Monte Carlo searches, hence not always an integer). */
  readonly depth?: number;
  /** Nodes (positions) the search visited. */
  readonly nodes?: number;
  /** The engine's own evaluation, in its own units, from the mover's point of view (Pentobi: expected score difference). */
  readonly eval?: number;
  /** Clock cycles the game core spent on the move (hardware or emulated). */
  readonly cycles?: number;
  /** Simulations run (Monte Carlo). */
  readonly playouts?: number;
  /** Visits of the chosen move (Monte Carlo). */
  readonly visits?: number;
  /** The mover's expected result, 0..1. */
  readonly winRate?: number;
}

/** Bits per byte on an 8N1 line: start + 8 data + stop. */
export const BITS_PER_BYTE_8N1 = 10;

/** Wire time of `bytes` at `baudRate` (8N1), or null when the link has no baud rate. */
export function wireTimeMs(bytes: number, baudRate: number | null): number | null {
  if (baudRate === null || !(baudRate > 0)) return null;
  return (bytes * BITS_PER_BYTE_8N1 * 1000) / baudRate;
}

export function makeTiming(
  wallMs: number,
  replyBytes: number,
  promptBytes: number,
  baudRate: number | null,
  predictedMs: number | null = null,
): MoveTiming {
  const wireMs = wireTimeMs(replyBytes, baudRate);
  return { wallMs, wireMs, computeMs: Math.max(0, wallMs - (wireMs ?? 0)), predictedMs, promptBytes, replyBytes };
}
