/**
 * The API between the UI and the host, declared once (after VS Code's services): every method
 * with the zod schema of its arguments and of its result, every event with its payload schema.
 * `ArenaApi` — what the renderer holds — is derived from this table, and so is the host's
 * dispatcher: one generic adapter carries any call over Electron IPC or a WebSocket.
 */
import { z } from 'zod';
import * as s from './schemas.ts';
import { SESSION_FORMATS } from '../terminal/log-format.ts';

const method = <A extends z.ZodTuple, R extends z.ZodType>(args: A, result: R) => ({ args, result });
const none = z.tuple([]);
const ok = z.object({ ok: z.literal(true) });

export const API_METHODS = {
  appInfo: method(none, s.appInfoSchema),

  listBoards: method(none, z.array(s.boardInfoSchema)),
  /** Make a port known by path (a pseudo-terminal, a port the OS lists late). */
  addSerialPort: method(z.tuple([s.serialPathSchema, s.baudRateSchema.optional()]), s.boardInfoSchema),
  connectBoard: method(z.tuple([s.boardIdSchema]), s.boardInfoSchema),
  disconnectBoard: method(z.tuple([s.boardIdSchema]), s.boardInfoSchema),
  /** Handshake again (ICFPT `0` → `1XX`, then Piskvork `ABOUT`). */
  identifyBoard: method(z.tuple([s.boardIdSchema]), s.boardInfoSchema),

  terminalSend: method(z.tuple([s.boardIdSchema, s.bytesSchema.min(1), s.terminalSendOptionsSchema.optional()]), ok),
  /** The session so far as the host kept it (both directions, bounded). */
  terminalLog: method(z.tuple([s.boardIdSchema]), z.array(s.terminalDataSchema)),
  clearTerminalLog: method(z.tuple([s.boardIdSchema]), ok),
  /** Writes the session log to the logs folder; returns where. */
  saveTerminalLog: method(z.tuple([s.boardIdSchema, z.enum(SESSION_FORMATS)]), s.savedFileSchema),
  /** Forgets a serial port (a mistyped path); one the OS lists comes back at the next scan. */
  removeBoard: method(z.tuple([s.boardIdSchema]), ok),
  /** A serial port's rate and line settings; an open port is reopened with them. */
  setSerialSettings: method(z.tuple([s.boardIdSchema, s.serialSettingsSchema]), s.boardInfoSchema),

  startMatch: method(z.tuple([s.matchConfigSchema]), s.matchStateSchema),
  getMatch: method(none, s.matchStateSchema.nullable()),
  submitMove: method(z.tuple([s.matchIdSchema, s.moveTextSchema]), ok),
  resign: method(z.tuple([s.matchIdSchema]), ok),
  stopMatch: method(z.tuple([s.matchIdSchema]), ok),
  /** Pause, single-step or pace a match (between turns; measured times are untouched). */
  watchMatch: method(z.tuple([s.matchIdSchema, s.watchCommandSchema]), ok),
  /** Withdraw the person's last move and the reply, on the person's turn. */
  takeBack: method(z.tuple([s.matchIdSchema]), ok),

  listRecords: method(none, z.array(s.recordSummarySchema)),
  getRecord: method(z.tuple([s.recordIdSchema]), s.recordDetailSchema),
  exportRecord: method(z.tuple([s.recordIdSchema, s.exportFormatSchema]), s.exportedFileSchema),
  /** Removes a record's file (by exact id); the UI asks the user first. */
  deleteRecord: method(z.tuple([s.recordIdSchema]), ok),
  /** A blksgf, psq or jsonl file's content becomes a record, once the referee has replayed it. */
  importRecord: method(z.tuple([s.importFileSchema]), s.importedRecordSchema),

  flashProfiles: method(none, z.array(s.flashProfileSchema)),
  startFlash: method(z.tuple([s.flashRequestSchema]), s.flashStateSchema),
  cancelFlash: method(z.tuple([z.string().min(1).max(100)]), ok),
  /** openFPGALoader `--scan-usb`: the JTAG cables plugged in, the board's own cable first. */
  scanCables: method(z.tuple([s.flashBoardSchema]), s.cableScanSchema),
  /** openFPGALoader `-c CABLE --detect`: does the JTAG chain answer through this cable? */
  detectCable: method(z.tuple([s.cableNameSchema]), s.chainCheckSchema),
  /** A TCP connect to T-Head's DebugServer (wujian100 firmware), with a time limit. */
  checkDebugServer: method(z.tuple([s.hostPortSchema]), s.reachabilitySchema),
  /** Browser mode's file picker: the folders it may show (home, the project's build outputs). */
  fileRoots: method(none, z.array(s.browseRootSchema)),
  /** One folder inside those roots (null: the first root), files filtered by extension. */
  browseFiles: method(z.tuple([z.string().min(1).max(4096).nullable(), s.extensionListSchema]), s.browseListingSchema),

  /** A series or tournament among machine players (host/tournament/series-manager.ts). */
  startSeries: method(z.tuple([s.seriesConfigSchema]), s.seriesStateSchema),
  getSeries: method(none, s.seriesStateSchema.nullable()),
  /** Ends it after the game being played; every game played is kept and recorded. */
  stopSeries: method(z.tuple([s.matchIdSchema]), ok),
} as const;

export const API_EVENTS = {
  boards: z.array(s.boardInfoSchema),
  terminal: s.terminalDataSchema,
  match: s.matchStateSchema,
  flash: s.flashStateSchema,
  series: s.seriesStateSchema,
} as const;

export type ApiMethods = typeof API_METHODS;
export type ApiEvents = typeof API_EVENTS;
export type MethodName = keyof ApiMethods;
export type EventName = keyof ApiEvents;

export type MethodArgs<M extends MethodName> = z.input<ApiMethods[M]['args']>;
export type MethodResult<M extends MethodName> = z.output<ApiMethods[M]['result']>;
export type EventPayload<E extends EventName> = z.output<ApiEvents[E]>;

export type Unsubscribe = () => void;

/** `onBoards`, `onTerminal`, … */
export type EventMethodName<E extends EventName> = `on${Capitalize<E>}`;

/** What the host implements: every method, taking already-validated arguments. */
export type ApiImplementation = { [M in MethodName]: (...args: z.output<ApiMethods[M]['args']>) => Promise<MethodResult<M>> };

/** What the renderer holds: methods return promises, events are `onX` subscriptions. */
export type ArenaApi = { [M in MethodName]: (...args: MethodArgs<M>) => Promise<MethodResult<M>> } & {
  [E in EventName as EventMethodName<E>]: (listener: (payload: EventPayload<E>) => void) => Unsubscribe;
};

export const METHOD_NAMES = Object.keys(API_METHODS) as MethodName[];
export const EVENT_NAMES = Object.keys(API_EVENTS) as EventName[];

export function isMethodName(name: unknown): name is MethodName {
  return typeof name === 'string' && Object.hasOwn(API_METHODS, name);
}

export function isEventName(name: unknown): name is EventName {
  return typeof name === 'string' && Object.hasOwn(API_EVENTS, name);
}

export function eventMethodName<E extends EventName>(event: E): EventMethodName<E> {
  return `on${event[0]!.toUpperCase()}${event.slice(1)}` as EventMethodName<E>;
}
