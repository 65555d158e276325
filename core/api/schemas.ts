/**
 * Data that crosses the UI ↔ host boundary, as zod schemas (the one declaration; types are
 * inferred). Moves travel in wire notation (`55t2`, `0000`, `7,7`) so the renderer and the
 * records speak the same language; bytes travel as latin-1 strings (one char per byte), which
 * JSON and structured clone both carry unchanged.
 */
import { z } from 'zod';
import { FLASH_BOARDS, fileRoleSchema } from '../boards/profiles.ts';
import { GAMES, gameKindSchema, gameSettingsSchema } from '../games/registry.ts';
import { PLAYER_KINDS } from '../match/player.ts';
import { VERDICT_KINDS } from '../referee/verdict.ts';

export const gameSchema = gameKindSchema;
export const sideSchema = z.union([z.literal(0), z.literal(1)]);

/** One character per byte, code points 0..255. */
export const bytesSchema = z
  .string()
  .max(65_536)
  .refine((s) => [...s].every((c) => c.charCodeAt(0) <= 0xff), 'one character per byte (0..255)');

export const boardStatusSchema = z.enum(['disconnected', 'connecting', 'connected', 'error']);

export const boardInfoSchema = z.object({
  /** `emu:blokus`, `emu:gomoku`, `serial:/dev/ttyUSB0`. */
  id: z.string(),
  kind: z.enum(['emulated', 'serial']),
  label: z.string(),
  /** The serial device path (null for an emulated board). */
  path: z.string().nullable(),
  baudRate: z.number().nullable(),
  /** The game the board plays, once known (emulated boards: always). */
  game: gameSchema.nullable(),
  /** USB adapter hint: `0403:6001 FTDI FT232R …`. */
  usb: z.string().nullable(),
  status: boardStatusSchema,
  /** Team code (`1XX` → `XX`) or the ABOUT line, once identified. */
  identity: z.string().nullable(),
  /** The last problem, in words. */
  detail: z.string().nullable(),
  /** The match that is using the board, if any. */
  inUse: z.string().nullable(),
});
export type BoardInfo = z.infer<typeof boardInfoSchema>;

export const boardIdSchema = z.string().min(1).max(512);
export const serialPathSchema = z.string().min(1).max(512).regex(/^(\/dev\/|COM\d+$|\\\\\.\\)/i, 'a device path such as /dev/ttyUSB0 or COM3');
export const baudRateSchema = z.number().int().min(50).max(4_000_000);

export const terminalDataSchema = z.object({
  boardId: z.string(),
  /** rx: from the board; tx: what the host (terminal or a match) wrote. */
  direction: z.enum(['rx', 'tx']),
  bytes: bytesSchema,
  timeMs: z.number(),
});
export type TerminalData = z.infer<typeof terminalDataSchema>;

/** An emulator option within the widest range any game allows (each game's own range is checked when the player is made). */
function emulatorOptionSchema(key: string) {
  const options = Object.values(GAMES).flatMap((g) => g.emulatorOptions.filter((o) => o.key === key));
  return z.number().int().min(Math.min(...options.map((o) => o.min))).max(Math.max(...options.map((o) => o.max)));
}

export const playerChoiceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human'), name: z.string().min(1).max(40).optional() }),
  z.object({ kind: z.literal('board'), boardId: boardIdSchema }),
  z.object({
    kind: z.literal('emulator'),
    depth: emulatorOptionSchema('depth'),
    units: emulatorOptionSchema('units'),
    realtime: z.boolean().optional(),
    /** The Blokus core version (1 or 2); the game's default when absent. */
    version: emulatorOptionSchema('version').optional(),
  }),
  /** An external engine as a player SPEC (`gtp:"pentobi-gtp"`, `piskvork:"brain"`, `exec:"…"`, `tcp:…`). */
  z.object({ kind: z.literal('engine'), spec: z.string().min(1).max(1000) }),
]);
export type PlayerChoice = z.infer<typeof playerChoiceSchema>;

/** The game registry's settings (core/games), one schema for the API, the records and the CLI. */
export const matchSettingsSchema = gameSettingsSchema;
export type MatchSettings = z.infer<typeof matchSettingsSchema>;

export const matchConfigSchema = z.object({
  settings: matchSettingsSchema,
  /** Per-move limit for every player, a human too; 0 = none. */
  timeLimitMs: z.number().int().min(0).max(3_600_000),
  /** Index 0 moves first. */
  players: z.tuple([playerChoiceSchema, playerChoiceSchema]),
});
export type MatchConfig = z.infer<typeof matchConfigSchema>;

/** core/match/types.ts `EngineMoveInfo`: what a searching engine says of its move. */
export const engineMoveInfoSchema = z.object({
  playouts: z.number().int().nonnegative(),
  visits: z.number().int().nonnegative(),
  winRate: z.number().min(0).max(1),
});

export const moveTimingSchema = z.object({
  wallMs: z.number(),
  wireMs: z.number().nullable(),
  computeMs: z.number(),
  predictedMs: z.number().nullable(),
  engine: engineMoveInfoSchema.nullable().optional(),
});
export type MoveTimingView = z.infer<typeof moveTimingSchema>;

/** A move's timing as the UI gets it (a record's or a live move's, without the byte counts). */
export function moveTimingView(t: MoveTimingView): MoveTimingView {
  return { wallMs: t.wallMs, wireMs: t.wireMs, computeMs: t.computeMs, predictedMs: t.predictedMs, engine: t.engine ?? null };
}

export const matchMoveSchema = z.object({
  ply: z.number().int().nonnegative(),
  side: sideSchema,
  /** Wire notation as the referee's board has it. */
  text: z.string(),
  timing: moveTimingSchema.nullable(),
});
export type MatchMove = z.infer<typeof matchMoveSchema>;

export const matchPlayerSchema = z.object({
  label: z.string(),
  kind: z.enum(PLAYER_KINDS),
  /** Team code or ABOUT, once known. */
  identity: z.string().nullable(),
});

export const matchVerdictSchema = z.object({
  kind: z.enum(VERDICT_KINDS),
  /** One line for people, with the reason. */
  text: z.string(),
  winner: sideSchema.nullable(),
  scores: z.tuple([z.number(), z.number()]).nullable(),
  /** Gomoku: the winning line. */
  line: z.array(z.object({ x: z.number().int(), y: z.number().int() })).nullable(),
});
export type MatchVerdict = z.infer<typeof matchVerdictSchema>;

export const matchStateSchema = z.object({
  id: z.string(),
  settings: matchSettingsSchema,
  timeLimitMs: z.number(),
  players: z.tuple([matchPlayerSchema, matchPlayerSchema]),
  status: z.enum(['starting', 'playing', 'over']),
  moves: z.array(matchMoveSchema),
  /** The human side whose move the host waits for, if any. */
  awaitingHuman: sideSchema.nullable(),
  verdict: matchVerdictSchema.nullable(),
  /** Where the record was written, when the game is over. */
  recordId: z.string().nullable(),
});
export type MatchState = z.infer<typeof matchStateSchema>;

export const matchIdSchema = z.string().min(1).max(100);
/** A move as typed or clicked: `55t2`, `0000`, or `x,y`. The referee judges it. */
export const moveTextSchema = z.string().min(1).max(16);

export const recordSummarySchema = z.object({
  id: z.string(),
  game: gameSchema.nullable(),
  startedAt: z.string().nullable(),
  players: z.tuple([z.string(), z.string()]).nullable(),
  plies: z.number().int(),
  verdict: z.string().nullable(),
  complete: z.boolean(),
  /** Why the file could not be read, when it could not. */
  error: z.string().nullable(),
});
export type RecordSummary = z.infer<typeof recordSummarySchema>;

export const recordDetailSchema = z.object({
  id: z.string(),
  settings: matchSettingsSchema,
  startedAt: z.string(),
  timeLimitMs: z.number(),
  players: z.tuple([matchPlayerSchema, matchPlayerSchema]),
  moves: z.array(matchMoveSchema),
  verdict: matchVerdictSchema.nullable(),
  complete: z.boolean(),
});
export type RecordDetail = z.infer<typeof recordDetailSchema>;

export const recordIdSchema = z.string().min(1).max(200).regex(/^[A-Za-z0-9._-]+$/, 'a record id (letters, digits, . _ -)');
export const exportFormatSchema = z.enum(['jsonl', 'moves']);
export const exportedFileSchema = z.object({ filename: z.string(), mimeType: z.string(), content: z.string() });

/** A flashable board's name from the board catalogue (core/boards/profiles.ts). */
export const flashBoardSchema = z.string().refine((b) => FLASH_BOARDS.includes(b), { message: `a board from the catalogue (${FLASH_BOARDS.join(', ')})` });

export const flashProfileSchema = z.object({
  /** The board (host/flash's board name). */
  id: flashBoardSchema,
  label: z.string(),
  /** What each file is for and the extensions accepted. */
  files: z.array(z.object({ role: fileRoleSchema, extensions: z.array(z.string()), note: z.string() })),
  /** The tools it may run, and whether each was found. */
  tools: z.array(z.object({ name: z.string(), found: z.boolean(), hint: z.string() })),
});
export type FlashProfile = z.infer<typeof flashProfileSchema>;

const filePathSchema = z.string().min(1).max(4096);

export const flashRequestSchema = z
  .object({
    profileId: flashBoardSchema,
    bitstream: filePathSchema.optional(),
    firmware: filePathSchema.optional(),
    to: z.enum(['sram', 'flash']).optional(),
  })
  .refine((r) => r.bitstream !== undefined || r.firmware !== undefined, { message: 'give a bitstream, a firmware file, or both' });
export type FlashRequest = z.infer<typeof flashRequestSchema>;

export const flashStateSchema = z.object({
  jobId: z.string(),
  profileId: flashBoardSchema,
  files: z.array(z.string()),
  status: z.enum(['running', 'done', 'failed', 'cancelled']),
  /** The step and phase the tool is in (`openFPGALoader: writing`). */
  phase: z.string().nullable(),
  /** 0..100, or null while the tool has said nothing measurable. */
  percent: z.number().min(0).max(100).nullable(),
  /** What the tools printed, newest last (bounded). */
  log: z.array(z.string()),
  /** The failure in words, with advice when there is some. */
  error: z.string().nullable(),
});
export type FlashState = z.infer<typeof flashStateSchema>;

export const appInfoSchema = z.object({
  version: z.string(),
  mode: z.enum(['electron', 'web']),
  platform: z.string(),
  recordsDir: z.string(),
  logsDir: z.string(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

export const savedFileSchema = z.object({ file: z.string(), bytes: z.number().int().nonnegative() });
