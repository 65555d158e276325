/**
 * Data that crosses the UI ↔ host boundary, as zod schemas (the one declaration; types are
 * inferred). Moves travel in wire notation (`55t2`, `0000`, `7,7`) so the renderer and the
 * records speak the same language; bytes travel as latin-1 strings (one char per byte), which
 * JSON and structured clone both carry unchanged.
 */
import { z } from 'zod';
import { FLASH_BOARDS, fileRoleSchema } from '../boards/profiles.ts';
import { EXPORT_FORMATS, GAME_FORMATS, MAX_IMPORT_CHARS } from '../formats/formats.ts';
import { GAMES, gameKindSchema, gameSettingsSchema } from '../games/registry.ts';
import { PLAYER_KINDS } from '../match/player.ts';
import { VERDICT_KINDS } from '../referee/verdict.ts';
import { timeControlSchema } from '../match/time-control.ts';

export const gameSchema = gameKindSchema;
export const sideSchema = z.union([z.literal(0), z.literal(1)]);

/** One character per byte, code points 0..255. */
export const bytesSchema = z
  .string()
  .max(65_536)
  .refine((s) => [...s].every((c) => c.charCodeAt(0) <= 0xff), 'one character per byte (0..255)');

/** A serial port's line settings (the competition's are 8N1, DESIGN §1). */
export const serialLineSchema = z.object({ dataBits: z.union([z.literal(5), z.literal(6), z.literal(7), z.literal(8)]), parity: z.enum(['none', 'even', 'odd']), stopBits: z.union([z.literal(1), z.literal(2)]) });
export type SerialLine = z.infer<typeof serialLineSchema>;

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
  /** Held for something other than a match: a handshake running, or a flash job (its port closed meanwhile). */
  busy: z.enum(['identifying', 'flash']).nullable().default(null),
  /** Serial ports: the line settings the port opens with (data bits, parity, stop bits). */
  line: serialLineSchema.nullable().default(null),
});
export type BoardInfo = z.infer<typeof boardInfoSchema>;

export const boardIdSchema = z.string().min(1).max(512);
export const serialPathSchema = z.string().min(1).max(512).regex(/^(\/dev\/|COM\d+$|\\\\\.\\)/i, 'a device path such as /dev/ttyUSB0 or COM3');
export const baudRateSchema = z.number().int().min(50).max(4_000_000);
/** What the terminal's port settings change: the rate and the line. */
export const serialSettingsSchema = serialLineSchema.extend({ baudRate: baudRateSchema });
export type SerialSettings = z.infer<typeof serialSettingsSchema>;
/** Sending to a board a match holds needs the user's confirmation that the match may break. */
export const terminalSendOptionsSchema = z.object({ force: z.boolean() });

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

/** The longest pause between moves a watcher may ask for (a minute). */
export const MAX_WATCH_INTERVAL_MS = 60_000;

/** Watching a machine game (host/match/pacing.ts). */
export const matchWatchSchema = z.object({
  paused: z.boolean(),
  /** Least time between moves, for the eye; 0 = as fast as the players go. */
  minIntervalMs: z.number().int().min(0).max(MAX_WATCH_INTERVAL_MS),
});

export const matchConfigSchema = z.object({
  settings: matchSettingsSchema,
  /** Per-move limit for every player, a human too; 0 = none. */
  timeLimitMs: z.number().int().min(0).max(3_600_000),
  /** Index 0 moves first. */
  players: z.tuple([playerChoiceSchema, playerChoiceSchema]),
  /** Per-game time per side (base + increment, core/match/time-control.ts); null or absent = none. */
  timeControl: timeControlSchema.nullable().optional(),
  /** How a machine game starts for watching (paused, a least interval between moves); absent = at full speed. */
  watch: matchWatchSchema.optional(),
});
export type MatchConfig = z.infer<typeof matchConfigSchema>;

/** The game clocks as the host keeps them: what each side has left, and whose turn is running. */
export const matchClockSchema = z.object({
  /** Remaining game time per side at the start of the running turn; null without a time control. */
  remainingMs: z.tuple([z.number().nonnegative(), z.number().nonnegative()]).nullable(),
  /** The side whose request is out (its clock runs); null between turns (paused, paced, over). */
  running: sideSchema.nullable(),
  /** The running turn's budget: the tighter of the move limit and the game time; 0 = none. */
  turnLimitMs: z.number().nonnegative(),
});
export type MatchClock = z.infer<typeof matchClockSchema>;

export const watchCommandSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('pause') }),
  z.object({ action: z.literal('resume') }),
  z.object({ action: z.literal('step') }),
  z.object({ action: z.literal('interval'), ms: z.number().int().min(0).max(MAX_WATCH_INTERVAL_MS) }),
]);
export type WatchCommand = z.infer<typeof watchCommandSchema>;

/** core/match/types.ts `EngineMoveInfo`: what a searching engine says of its move. */
export const engineMoveInfoSchema = z.object({
  depth: z.number().nonnegative().optional(),
  nodes: z.number().int().nonnegative().optional(),
  eval: z.number().optional(),
  cycles: z.number().int().nonnegative().optional(),
  playouts: z.number().int().nonnegative().optional(),
  visits: z.number().int().nonnegative().optional(),
  winRate: z.number().min(0).max(1).optional(),
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
  /** What happened without naming the side (core/referee/verdict.ts verdictReason), for the UI to name the players; absent in records. */
  reason: z.string().optional(),
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
  timeControl: timeControlSchema.nullable().optional(),
  clock: matchClockSchema.optional(),
  watch: matchWatchSchema.optional(),
  /** Whether a take-back can be asked in this match, and why not. */
  takeBack: z.object({ available: z.boolean(), reason: z.string().nullable() }).optional(),
  /** Something the person should know that is not a verdict (a move played for them). */
  notice: z.string().nullable().optional(),
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
  /** The winning side, null for a draw, an unfinished game or an unreadable file (the Records filter). */
  winner: sideSchema.nullable(),
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
export const exportFormatSchema = z.enum(EXPORT_FORMATS);
export const exportedFileSchema = z.object({ filename: z.string(), mimeType: z.string(), content: z.string() });

/** A game file to import, as content: the browser hands over a file's text, not its path. */
export const importFileSchema = z.object({ name: z.string().min(1).max(255), content: z.string().max(MAX_IMPORT_CHARS, `a game file of at most ${MAX_IMPORT_CHARS} characters`) });
export const importedRecordSchema = z.object({ id: z.string(), format: z.enum(GAME_FORMATS), plies: z.number().int().nonnegative(), result: z.string().nullable() });
export type ImportedRecordView = z.infer<typeof importedRecordSchema>;

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
  /** The board's JTAG cable as openFPGALoader spells it (the catalogue's). */
  cable: z.string().nullable().default(null),
});
export type FlashProfile = z.infer<typeof flashProfileSchema>;

const filePathSchema = z.string().min(1).max(4096);
/** openFPGALoader's spelling of a cable (`usb-blaster`, `digilent_hs2`). */
export const cableNameSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'a cable name as openFPGALoader lists it');
export const hostPortSchema = z.string().min(3).max(300);

export const flashRequestSchema = z
  .object({
    profileId: flashBoardSchema,
    bitstream: filePathSchema.optional(),
    firmware: filePathSchema.optional(),
    to: z.enum(['sram', 'flash']).optional(),
    /** openFPGALoader's cable name (from the cable search); default the catalogue's. */
    cable: cableNameSchema.optional(),
    /** The DebugServer's host:port for the firmware; default localhost:1025. */
    gdbServer: hostPortSchema.optional(),
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

/** Flash page: the JTAG cables openFPGALoader can see, and the one-sentence verdict. */
export const cableScanSchema = z.object({
  tool: z.boolean(),
  devices: z.array(z.object({ bus: z.number(), device: z.number(), vendorId: z.string(), productId: z.string(), probe: z.string(), description: z.string(), cables: z.array(z.string()) })),
  message: z.string(),
});
export const chainCheckSchema = z.object({ ok: z.boolean(), cable: z.string(), lines: z.array(z.string()), message: z.string() });
export const reachabilitySchema = z.object({ address: z.string(), reachable: z.boolean(), ms: z.number().nonnegative(), message: z.string() });

/** The browser-mode file picker: folders the host may list, and one folder's listing. */
export const browseRootSchema = z.object({ label: z.string(), path: z.string() });
export const browseListingSchema = z.object({
  path: z.string(),
  parent: z.string().nullable(),
  entries: z.array(z.object({ name: z.string(), path: z.string(), kind: z.enum(['dir', 'file']), bytes: z.number().int().nonnegative().nullable() })),
});
export type BrowseListing = z.infer<typeof browseListingSchema>;
export const extensionListSchema = z.array(z.string().regex(/^\.[A-Za-z0-9]{1,10}$/)).max(20);
// --- Series and tournaments (host/tournament/series-manager.ts, renderer/views/SeriesView.tsx) ---

/** A machine player of a series or tournament: the Match setup's choices but a human. */
export const seriesPlayerChoiceSchema = playerChoiceSchema.refine((c) => c.kind !== 'human', { message: 'a series is played by machines: choose an emulator, a board or an engine' });

export const SERIES_FORMATS = ['series', 'round-robin', 'gauntlet'] as const;

export const sprtSettingsSchema = z
  .object({ elo0: z.number().finite(), elo1: z.number().finite(), alpha: z.number().gt(0).lt(0.5), beta: z.number().gt(0).lt(0.5) })
  .refine((s) => s.elo1 > s.elo0, { message: 'elo1 must be greater than elo0', path: ['elo1'] });

export const seriesConfigSchema = z
  .object({
    settings: matchSettingsSchema,
    timeLimitMs: z.number().int().min(0).max(3_600_000),
    /** `series`: two players, N games, colours alternating (SPRT allowed); the others: several players. */
    format: z.enum(SERIES_FORMATS),
    players: z.array(seriesPlayerChoiceSchema).min(2).max(16),
    /** Games of the series, or per pair in a tournament. */
    games: z.number().int().min(1).max(10_000),
    alternateStart: z.boolean(),
    sprt: sprtSettingsSchema.nullable(),
    /** An opening book as text, one opening per line (core/tournament/openings.ts); empty or absent = none. */
    openings: z.string().max(200_000).optional(),
  })
  .refine((c) => c.format !== 'series' || c.players.length === 2, { message: 'a series is between two players; choose round robin or gauntlet for more', path: ['players'] })
  .refine((c) => c.sprt === null || c.format === 'series', { message: 'SPRT applies to a two-player series', path: ['sprt'] });
export type SeriesConfig = z.infer<typeof seriesConfigSchema>;

const seriesTallySchema = z.object({ games: z.number().int(), wins: z.number().int(), draws: z.number().int(), losses: z.number().int(), points: z.number() });
/** Elo bounds may be infinite (a clean sweep): null then, as in the CLI's JSON. */
const eloViewSchema = z.object({ value: z.number().nullable(), low: z.number().nullable(), high: z.number().nullable() });

export const seriesStateSchema = z.object({
  id: z.string(),
  format: z.enum(SERIES_FORMATS),
  settings: matchSettingsSchema,
  players: z.array(z.object({ label: z.string() })),
  status: z.enum(['starting', 'running', 'over']),
  planned: z.number().int(),
  /** The game being played, with the player indices of its first and second mover. */
  current: z.object({ index: z.number().int(), first: z.number().int(), second: z.number().int(), ply: z.number().int() }).nullable(),
  games: z.array(
    z.object({
      index: z.number().int(),
      first: z.number().int(),
      second: z.number().int(),
      winner: z.number().int().nullable(),
      text: z.string(),
      plies: z.number().int(),
      opening: z.array(z.string()),
      recordId: z.string().nullable(),
    }),
  ),
  standings: z.array(seriesTallySchema.extend({ player: z.number().int(), rank: z.number().int(), sonnebornBerger: z.number(), elo: eloViewSchema })),
  crosstable: z.array(z.array(seriesTallySchema)),
  sprt: z.object({ elo0: z.number(), elo1: z.number(), alpha: z.number(), beta: z.number(), llr: z.number(), lower: z.number(), upper: z.number(), decision: z.enum(['H0', 'H1', 'continue']) }).nullable(),
  /** Why it ended before every planned game (a player gone, Stop), or null. */
  stopped: z.string().nullable(),
  /** A failure before any game (a player that could not start). */
  error: z.string().nullable(),
});
export type SeriesState = z.infer<typeof seriesStateSchema>;
