/**
 * The journal format: JSON Lines, one event per line (host/records/FORMAT.md). Validated with zod
 * when read back, so a hand-edited or foreign file becomes a typed error, not a crash.
 */
import { z } from 'zod';
import { engineMoveInfoSchema } from '../../core/api/schemas.ts';
import { gameSettingsSchema } from '../../core/games/registry.ts';
import { PLAYER_KINDS } from '../../core/match/player.ts';
import { VERDICT_KINDS } from '../../core/referee/verdict.ts';
import { timeControlSchema } from '../../core/match/time-control.ts';

export const RECORD_VERSION = 1;

const side = z.union([z.literal(0), z.literal(1)]);

export const timingSchema = z.object({
  wallMs: z.number(),
  wireMs: z.number().nullable(),
  computeMs: z.number(),
  predictedMs: z.number().nullable(),
  promptBytes: z.number().int().nonnegative(),
  replyBytes: z.number().int().nonnegative(),
  /** A searching engine's account of its move (the `uct:` player); absent in older records. */
  engine: engineMoveInfoSchema.nullable().optional(),
});

export const identitySchema = z.object({
  name: z.string(),
  kind: z.enum(PLAYER_KINDS),
  description: z.string(),
  teamCode: z.string().nullable(),
  about: z.string().nullable(),
  /** The player SPEC as given on the command line, when there was one. */
  spec: z.string().nullable().optional(),
});

/** The game registry's settings schema (core/games): the same one the API validates with. */
export const settingsSchema = gameSettingsSchema;

/** Verdicts are checked for their kind; their evidence fields vary by kind and are kept as given. */
export const verdictSchema = z.looseObject({
  kind: z.enum(VERDICT_KINDS),
});

export const moveEventSchema = z.object({
  type: z.literal('move'),
  ply: z.number().int().nonnegative(),
  side,
  /** The move in wire notation as the referee's board has it (`55t2`, `0000`, `7,7`). */
  text: z.string(),
  timing: timingSchema.nullable(),
  /** ms since the game started. */
  atMs: z.number(),
});

export const startEventSchema = z.object({
  type: z.literal('start'),
  version: z.literal(RECORD_VERSION),
  id: z.string(),
  startedAt: z.string(),
  settings: settingsSchema,
  timeLimitMs: z.number().nonnegative(),
  /** Index 0 plays first (Blokus player 1, Gomoku black). */
  players: z.tuple([identitySchema, identitySchema]),
  series: z.object({ index: z.number().int().nonnegative(), games: z.number().int().positive() }).nullable(),
  /** Per-game time per side (base + increment); absent in older records and games without one. */
  timeControl: timeControlSchema.optional(),
});

/** The last `plies` moves were taken back (a person playing a machine); later `move` events continue from there. */
export const takeBackEventSchema = z.object({
  type: z.literal('take-back'),
  plies: z.number().int().positive(),
  atMs: z.number(),
});

export const verdictEventSchema = z.object({
  type: z.literal('verdict'),
  verdict: verdictSchema,
  /** One line for people. */
  text: z.string(),
  winner: side.nullable(),
  atMs: z.number(),
});

export const summaryEventSchema = z.object({
  type: z.literal('summary'),
  id: z.string(),
  startedAt: z.string(),
  endedAt: z.string(),
  settings: settingsSchema,
  timeLimitMs: z.number().nonnegative(),
  players: z.tuple([identitySchema, identitySchema]),
  timeControl: timeControlSchema.optional(),
  moves: z.array(moveEventSchema.omit({ type: true })),
  verdict: verdictSchema,
  winner: side.nullable(),
  /** Blokus scores (first mover, second mover); null for Gomoku. */
  scores: z.tuple([z.number(), z.number()]).nullable(),
  durationMs: z.number(),
});

export const journalEventSchema = z.discriminatedUnion('type', [startEventSchema, moveEventSchema, verdictEventSchema, summaryEventSchema, takeBackEventSchema]);

export type StartEvent = z.infer<typeof startEventSchema>;
export type MoveEvent = z.infer<typeof moveEventSchema>;
export type VerdictEvent = z.infer<typeof verdictEventSchema>;
export type SummaryEvent = z.infer<typeof summaryEventSchema>;
export type TakeBackEvent = z.infer<typeof takeBackEventSchema>;
export type JournalEvent = z.infer<typeof journalEventSchema>;
export type RecordedIdentity = z.infer<typeof identitySchema>;
