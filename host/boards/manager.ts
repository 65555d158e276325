/**
 * The boards the UI shows: the two emulated boards (always there, connected at start so a
 * first-time user can play at once), the serial ports the OS lists (hot-plug through a polling
 * watcher), and ports added by path (pseudo-terminals). Each connected board keeps its transport
 * open and a bounded session log, which the terminal shows; a match borrows the transport.
 */
import { performance } from 'node:perf_hooks';
import { ArenaError } from '../../core/errors.ts';
import type { BoardInfo, SerialLine, SerialSettings, TerminalData } from '../../core/api/schemas.ts';
import { GAMES, GAME_KINDS } from '../../core/games/registry.ts';
import type { GameKind, GameSettings } from '../../core/games/types.ts';
import type { EngineMoveInfo } from '../../core/match/types.ts';
import { hostGame } from '../games/registry.ts';
import { BOARD_PROFILES, profilesForUsbId, type BoardProfile } from '../../core/boards/profiles.ts';
import { listPorts, watchPorts, type PortWatcher, type SerialPortInfo } from './ports.ts';
import { SerialTransport } from '../transports/serial.ts';
import type { CloseCause, Disposable, Transport } from '../transports/transport.ts';
import { bytesToLatin1, latin1ToBytes } from '../../core/bytes.ts';
import { identify } from './identify.ts';
import { SharedTransport } from '../transports/shared.ts';

/** The id of a game's emulated board in the list: `emu:blokus`, `emu:gomoku`. */
export const emulatedBoardId = (game: GameKind) => `emu:${game}`;
/** Chunks of session log kept per board. */
export const LOG_CHUNKS = 4000;

export interface BoardsOptions {
  readonly listPorts?: () => Promise<SerialPortInfo[]>;
  /** Hot-plug polling period; 0 = no watcher (tests). Default 1000 ms. */
  readonly pollMs?: number;
  readonly onBoards: (boards: BoardInfo[]) => void;
  readonly onTerminal: (data: TerminalData) => void;
  /** Identify a serial board as soon as its port opens (default true). */
  readonly autoIdentify?: boolean;
}

/** The competition's line (shared/DESIGN.md §1): 8 data bits, no parity, 1 stop bit. */
export const LINE_8N1: SerialLine = { dataBits: 8, parity: 'none', stopBits: 1 };

interface Entry {
  info: BoardInfo;
  /** Made on connect (serial) or at start (emulated). */
  transport: Transport | null;
  subscriptions: Disposable[];
  log: TerminalData[];
  /** Listed by the OS (false: added by path, or emulated). */
  listed: boolean;
  /** The handshake in progress, if any: the board may not be lent to a match meanwhile. */
  identifying: Promise<BoardInfo> | null;
  /** Closed for a flash job, to be opened again when it ends. */
  heldForFlash: boolean;
  /** Emulated boards: the game settings the board was built for (a match may need others). */
  settings: GameSettings | null;
  /** Emulated boards: the core's predicted hardware time of the last move. */
  predictMs: (() => number | null) | null;
  engineInfo?: (() => EngineMoveInfo | null) | null;
}

export class BoardError extends ArenaError {
  constructor(code: string, message: string, context: Record<string, unknown> = {}) {
    super(code, message, context);
    this.name = 'BoardError';
  }
}

function blankInfo(id: string, partial: Partial<BoardInfo>): BoardInfo {
  return { id, kind: 'serial', label: id, path: null, baudRate: null, game: null, usb: null, status: 'disconnected', identity: null, detail: null, inUse: null, busy: null, line: null, ...partial };
}

/** The emulated board of `game`: the board profile it stands in for, with its core's default options. */
function emulatedLabel(game: GameKind): string {
  const profile = BOARD_PROFILES.find((p) => p.emulator === game);
  const options = GAMES[game].emulatorOptions.map((o) => `${o.key} ${o.default}`).join(', ');
  return `Emulated ${profile?.label ?? GAMES[game].label}${options ? ` (${options})` : ''}`;
}

function defaultEmulator(game: GameKind) {
  return { options: Object.fromEntries(GAMES[game].emulatorOptions.map((o) => [o.key, o.default])), realtime: false, text: {} };
}

function usbText(p: SerialPortInfo): string | null {
  if (!p.vendorId || !p.productId) return null;
  const hint = profilesForUsbId(p.vendorId, p.productId)[0]?.what ?? p.product ?? p.manufacturer ?? '';
  return `${p.vendorId}:${p.productId}${hint ? ` ${hint}` : ''}`;
}

export class BoardManager {
  private readonly entries = new Map<string, Entry>();
  private watcher: PortWatcher | null = null;
  private disposed = false;

  constructor(private readonly options: BoardsOptions) {
    for (const game of GAME_KINDS) {
      const id = emulatedBoardId(game);
      const entry = this.emptyEntry(blankInfo(id, { kind: 'emulated', label: emulatedLabel(game), game }));
      entry.settings = GAMES[game].defaultSettings;
      this.entries.set(id, entry);
    }
  }

  private emptyEntry(info: BoardInfo): Entry {
    return { info, transport: null, subscriptions: [], log: [], listed: false, identifying: null, heldForFlash: false, settings: null, predictMs: null };
  }

  /** Connects the emulated boards and starts watching serial ports. */
  async start(): Promise<void> {
    await Promise.all(GAME_KINDS.map((g) => this.connect(emulatedBoardId(g))));
    const list = this.options.listPorts ?? (() => listPorts());
    const pollMs = this.options.pollMs ?? 1000;
    if (pollMs > 0) {
      this.watcher = watchPorts(() => void this.refresh(list), { intervalMs: pollMs, list, onError: () => {} });
      await this.watcher.ready;
    }
    await this.refresh(list);
  }

  private async refresh(list: () => Promise<SerialPortInfo[]>): Promise<void> {
    // The watcher reports a change before it stores the new listing: read it a microtask later.
    await Promise.resolve();
    let ports: SerialPortInfo[];
    try {
      ports = this.watcher ? [...this.watcher.current()] : await list();
    } catch {
      return;
    }
    if (this.disposed) return;
    const seen = new Set<string>();
    for (const p of ports) {
      const id = `serial:${p.path}`;
      seen.add(id);
      const e = this.entries.get(id);
      if (e) {
        e.listed = true;
        e.info = { ...e.info, usb: usbText(p) };
      } else {
        const entry = this.emptyEntry(blankInfo(id, { label: p.byId ? p.byId.split('/').pop()! : p.path, path: p.path, baudRate: 115200, usb: usbText(p), line: LINE_8N1 }));
        entry.listed = true;
        this.entries.set(id, entry);
      }
    }
    for (const [id, e] of this.entries) {
      if (e.info.kind !== 'serial' || !e.listed || seen.has(id)) continue;
      // Unplugged: a connected port will also report link-lost through its transport.
      if (e.info.status !== 'connected') this.entries.delete(id);
      else e.listed = false;
    }
    this.emit();
  }

  list(): BoardInfo[] {
    return [...this.entries.values()].map((e) => e.info);
  }

  get(id: string): BoardInfo {
    return this.entry(id).info;
  }

  private entry(id: string): Entry {
    const e = this.entries.get(id);
    if (!e) throw new BoardError('board-unknown', `no board '${id}' (known: ${[...this.entries.keys()].join(', ')})`, { id });
    return e;
  }

  addSerialPort(path: string, baudRate = 115200): BoardInfo {
    const id = `serial:${path}`;
    const e = this.entries.get(id);
    if (e) {
      if (e.info.status !== 'connected') e.info = { ...e.info, baudRate };
    } else {
      this.entries.set(id, this.emptyEntry(blankInfo(id, { label: path, path, baudRate, line: LINE_8N1 })));
    }
    this.emit();
    return this.get(id);
  }

  private update(e: Entry, patch: Partial<BoardInfo>): void {
    e.info = { ...e.info, ...patch };
    this.emit();
  }

  private emit(): void {
    if (!this.disposed) this.options.onBoards(this.list());
  }

  private record(e: Entry, direction: 'rx' | 'tx', bytes: Uint8Array, timeMs: number): void {
    const data: TerminalData = { boardId: e.info.id, direction, bytes: bytesToLatin1(bytes), timeMs };
    e.log.push(data);
    if (e.log.length > LOG_CHUNKS) e.log.splice(0, e.log.length - LOG_CHUNKS);
    if (!this.disposed) this.options.onTerminal(data);
  }

  private makeTransport(e: Entry): Transport {
    if (!e.settings) return new SerialTransport({ path: e.info.path!, baudRate: e.info.baudRate ?? 115200, ...(e.info.line ?? LINE_8N1) });
    const board = hostGame(e.settings.game).emulatedBoard(e.settings, defaultEmulator(e.settings.game));
    e.predictMs = board.predictMs;
    e.engineInfo = board.engineInfo ?? null;
    return board.transport;
  }

  async connect(id: string): Promise<BoardInfo> {
    const e = this.entry(id);
    if (e.info.status === 'connected' || e.info.status === 'connecting') return e.info;
    if (e.heldForFlash) throw new BoardError('board-busy', `${id} is closed while a flash job runs; it opens again when the job ends`, { id });
    this.update(e, { status: 'connecting', detail: null });
    const transport = this.makeTransport(e);
    e.subscriptions = [
      transport.onData((bytes, timeMs) => this.record(e, 'rx', bytes, timeMs)),
      transport.onClose((cause) => {
        if (cause.kind === 'requested') return;
        this.drop(e);
        this.update(e, { status: 'error', detail: closeText(cause) });
      }),
      transport.onError((err) => this.update(e, { detail: err.message })),
    ];
    try {
      await transport.open();
    } catch (err) {
      for (const s of e.subscriptions) s.dispose();
      e.subscriptions = [];
      this.update(e, { status: 'error', detail: err instanceof Error ? err.message : String(err) });
      throw new BoardError('board-open-failed', `could not open ${id}: ${err instanceof Error ? err.message : String(err)}`, { id });
    }
    e.transport = transport;
    this.update(e, { status: 'connected', detail: null });
    // Emulated boards answer at once; identifying them now keeps their reply out of a first match.
    // (An emulated board of a game with no catalogue profile, Hex, has no handshake to try.)
    if (e.info.kind === 'emulated') {
      if (BOARD_PROFILES.some((p) => p.game === e.info.game)) await this.identify(id).catch(() => undefined);
    }
    // A serial board is identified as soon as it opens; its row shows `identifying` meanwhile.
    else if (this.options.autoIdentify !== false) void this.identify(id).catch(() => undefined);
    return e.info;
  }

  private drop(e: Entry): void {
    for (const s of e.subscriptions) s.dispose();
    e.subscriptions = [];
    e.transport = null;
  }

  async disconnect(id: string): Promise<BoardInfo> {
    const e = this.entry(id);
    const t = e.transport;
    this.drop(e);
    if (t?.isOpen) await t.close();
    this.update(e, { status: 'disconnected', inUse: null });
    return e.info;
  }

  /**
   * Handshake with the board; the board's identity and game are updated. A handshake already
   * running (the one started on connect) is joined, not refused.
   */
  identify(id: string): Promise<BoardInfo> {
    const e = this.entry(id);
    const t = this.connected(e);
    if (e.info.inUse) throw new BoardError('board-in-use', `${id} is playing in a match; identify it after the game`, { id });
    if (e.identifying) return e.identifying;
    const running = this.handshake(e, t).finally(() => {
      e.identifying = null;
      if (e.info.busy === 'identifying') this.update(e, { busy: null });
    });
    e.identifying = running;
    this.update(e, { busy: 'identifying', detail: null });
    return running;
  }

  private async handshake(e: Entry, t: Transport): Promise<BoardInfo> {
    const profiles = e.info.game ? BOARD_PROFILES.filter((p) => p.game === e.info.game) : BOARD_PROFILES;
    const shared = new SharedTransport(t, (bytes) => this.record(e, 'tx', bytes, performance.now()));
    const t0 = performance.now();
    try {
      const found = await identify(shared, profiles);
      if (found) this.update(e, { identity: found.identity, game: found.profile.game, detail: null });
      else this.update(e, { identity: null, detail: noAnswerText(profiles, performance.now() - t0) });
    } finally {
      await shared.close();
    }
    return e.info;
  }

  private connected(e: Entry): Transport {
    if (e.info.status !== 'connected' || !e.transport) throw new BoardError('board-not-connected', `${e.info.id} is not connected`, { id: e.info.id });
    return e.transport;
  }

  /**
   * Writes the terminal's bytes. A board that a match or a handshake holds is refused unless
   * `force` (the user confirmed): one stray byte can leave an ICFPT board waiting for a move forever.
   */
  async send(id: string, bytes: string, force = false): Promise<void> {
    const e = this.entry(id);
    const t = this.connected(e);
    if (!force) refuseWhileHeld(e.info);
    const data = latin1ToBytes(bytes);
    this.record(e, 'tx', data, performance.now());
    await t.write(data);
  }

  log(id: string): TerminalData[] {
    return [...this.entry(id).log];
  }

  clearLog(id: string): void {
    this.entry(id).log = [];
  }

  /** Resolves when no handshake runs on the board (the one started on connect ends in its time limit). */
  async idle(id: string): Promise<void> {
    await this.entries.get(id)?.identifying?.catch(() => undefined);
  }

  /** A view of the board's transport for a match player; the board is marked in use until `release`. */
  borrow(id: string, matchId: string): SharedTransport {
    const e = this.entry(id);
    const t = this.connected(e);
    if (e.identifying) throw new BoardError('board-busy', `${id} is answering a handshake; try again in a moment`, { id });
    if (e.info.inUse && e.info.inUse !== matchId) throw new BoardError('board-in-use', `${id} is already playing in match ${e.info.inUse}`, { id });
    this.update(e, { inUse: matchId });
    return new SharedTransport(t, (bytes) => this.record(e, 'tx', bytes, performance.now()));
  }

  /** Forgets a serial port (a mistyped path, a port no longer wanted); one the OS still lists comes back at the next scan. */
  async remove(id: string): Promise<void> {
    const e = this.entry(id);
    if (e.info.kind !== 'serial') throw new BoardError('board-not-removable', `${id} is an emulated board; it is always there`, { id });
    if (e.info.inUse) throw new BoardError('board-in-use', `${id} is playing in match ${e.info.inUse}; stop the match first`, { id });
    await this.disconnect(id);
    this.entries.delete(id);
    this.emit();
  }

  /** Sets a serial port's rate and line; an open port is closed and opened again with them. */
  async setSerialSettings(id: string, settings: SerialSettings): Promise<BoardInfo> {
    const e = this.entry(id);
    if (e.info.kind !== 'serial') throw new BoardError('board-not-serial', `${id} is not a serial port; it has no line settings`, { id });
    if (e.info.inUse) throw new BoardError('board-in-use', `${id} is playing in match ${e.info.inUse}; change its settings after the game`, { id });
    const reopen = e.info.status === 'connected';
    if (reopen) await this.disconnect(id);
    const { baudRate, ...line } = settings;
    this.update(e, { baudRate, line });
    return reopen ? this.connect(id) : e.info;
  }

  /**
   * Closes every open serial port that no match holds, for a flash job (JTAG tools can make USB
   * serial devices vanish, shared/DESIGN.md §6); the rows show `flash` until `endFlash`.
   */
  async holdForFlash(): Promise<void> {
    for (const e of this.entries.values()) {
      if (e.info.kind !== 'serial' || e.info.status !== 'connected' || e.info.inUse) continue;
      await this.disconnect(e.info.id);
      e.heldForFlash = true;
      this.update(e, { busy: 'flash' });
    }
  }

  /** Opens again the ports `holdForFlash` closed; one that does not come back shows why. */
  async endFlash(): Promise<void> {
    for (const e of this.entries.values()) {
      if (!e.heldForFlash) continue;
      e.heldForFlash = false;
      this.update(e, { busy: null });
      await this.connect(e.info.id).catch(() => undefined);
    }
  }

  release(id: string, matchId: string): void {
    const e = this.entries.get(id);
    if (e && e.info.inUse === matchId) this.update(e, { inUse: null });
  }

  /**
   * Makes an emulated board play under `settings` (a real board's protocol dialect is fixed in its
   * bitstream; the emulated one is rebuilt, which restarts it). No-op for other boards and when
   * the board already runs with these settings.
   */
  async setEmulatedSettings(id: string, settings: GameSettings): Promise<void> {
    const e = this.entry(id);
    if (!e.settings || e.settings.game !== settings.game || JSON.stringify(e.settings) === JSON.stringify(settings)) return;
    if (e.info.inUse) throw new BoardError('board-in-use', `${id} is playing in match ${e.info.inUse}`, { id });
    await this.disconnect(id);
    e.settings = settings;
    await this.connect(id);
  }

  /** An emulated board's predicted hardware time of its last move (for match timings), else null. */
  predictor(id: string): (() => number | null) | null {
    const e = this.entries.get(id);
    return e?.transport ? e.predictMs : null;
  }

  /** An emulated board's account of its last move (cycles, nodes, depth), else null. */
  engineInfoOf(id: string): (() => EngineMoveInfo | null) | null {
    const e = this.entries.get(id);
    return e?.transport ? (e.engineInfo ?? null) : null;
  }

  async dispose(): Promise<void> {
    this.disposed = true;
    this.watcher?.dispose();
    this.watcher = null;
    for (const e of this.entries.values()) {
      const t = e.transport;
      this.drop(e);
      if (t?.isOpen) await t.close().catch(() => undefined);
    }
  }
}

function refuseWhileHeld(info: BoardInfo): void {
  const { id } = info;
  if (info.inUse) {
    throw new BoardError('board-in-use', `${id} is playing in match ${info.inUse}: bytes sent now reach the board as part of the game and may break it (an ICFPT board can wait forever for the rest of a move). Confirm to send anyway.`, { id, matchId: info.inUse });
  }
  if (info.busy === 'identifying') throw new BoardError('board-busy', `${id} is answering a handshake; send when it is done, or confirm to send anyway`, { id });
}

/** A failed handshake for people: what was sent, in words, and how long the board had. */
function noAnswerText(profiles: readonly BoardProfile[], ms: number): string {
  if (profiles.length === 0) return 'no handshake to try: no board profile in the catalogue plays this game';
  const asked = profiles.map((p) => `${JSON.stringify(p.handshake.send.trim())} (${p.protocol.name === 'icfpt' ? 'ICFPT' : 'Piskvork'})`);
  return `no answer to ${asked.join(' or ')} within ${(ms / 1000).toFixed(1)} s`;
}

/** Why a board's link closed, for its row: `link lost: the device vanished (EBADF)`. */
function closeText(cause: Exclude<CloseCause, { kind: 'requested' }>): string {
  if (cause.kind === 'exited') return `exited (${cause.code ?? cause.signal})`;
  return `${cause.kind === 'link-lost' ? 'link lost' : 'disconnected'}: ${cause.detail}`;
}
