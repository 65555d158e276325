/**
 * The emulated DE2-115 Blokus board: the board side of the ICFPT protocol (core/protocol/icfpt)
 * around the emulated Blokus core (core/engines/blokus-core), as a Transport.
 *
 * The board keeps the game as it has seen it and asks the core for a move at every prompt:
 *   `0`        → `1XX` (team code) and a new game
 *   `2S`       → first move from start S (in ICFPT 2013 the second mover gets this too, blind)
 *   `3Sxxxx`   → HEART 2014: move second, start S, after the opponent's first move
 *   `4xxxx`    → HEART 2014 turn; ICFPT 2013 uses `3xxxx`, and `4xxxxyyyy` once for the second
 *                mover's second turn (the first mover's first two moves)
 *   `9`        → game over, no answer
 * Bytes it cannot parse and positions the core refuses produce no answer (a real board would hang
 * or answer nonsense; silence lets the referee's timeout decide) and an `onDiagnostic` event.
 */
import {
  DEFAULT_DIALECT,
  IcfptBoardSide,
  IcfptProtocolError,
  startsHostMessage,
  encodeMoveReply,
  encodeTeamReply,
  type IcfptDialect,
  type LocatedHostMessage,
} from '../../core/protocol/icfpt/index.ts';
import { resolveBlokusCoreOptions, type BlokusCoreStats } from '../../core/engines/blokus-core/index.ts';
import { BLOKUS_CORE_VERSIONS, blokusCoreMoveOf, checkCoreOptions, DEFAULT_CORE_VERSION, isBlokusCoreVersion, type BlokusCoreVersion } from '../../core/engines/blokus-core/versions.ts';
import type { MoveCode } from '../../core/blokus/codec.ts';
import { otherStart, type BlokusPosition, type StartSquare } from '../../core/blokus/position.ts';
import { ArenaError } from '../../core/errors.ts';
import type { Disposable } from '../transports/transport.ts';
import { EmulatedBoard } from './emulated-board.ts';

/** The emulator's default team code: says what it is in the host's logs. */
export const EMULATOR_TEAM = 'EM';

export interface EmulatedBlokusOptions {
  /** The 2-character team code sent after `1` (default `EM`). */
  team?: string;
  dialect?: IcfptDialect;
  /** Core version: 1 (SPEC.md), 2 (SPEC-v2.md) or 3 (SPEC-v3.md, MCTS); default DEFAULT_CORE_VERSION. */
  version?: number;
  /** v1's plies 1..4 (default 3, the published design); v2 deepens until its deadline. */
  depth?: number;
  /** v1's and v2's search units 1..8 (default 3); v3 plays SPEC-v3's one unit of two engines. */
  units?: number;
  /** Core clock (default 50 MHz, the DE2-115 oscillator). */
  clockHz?: number;
  /** Core cycle budget per move (default: the core's own). */
  deadlineCycles?: number;
  /** Answer after the predicted hardware time instead of at once. */
  realtime?: boolean;
}

/** What the core did for one move: for timing reports. */
export interface BlokusCoreReport {
  readonly position: BlokusPosition;
  readonly move: MoveCode;
  readonly stats: BlokusCoreStats;
  /** Wall-clock time the emulator took, ms. */
  readonly emulatorMs: number;
}

export class BlokusBoardError extends ArenaError {
  constructor(message: string, context: Record<string, unknown> = {}) {
    super('emulated-board-refused', message, context);
    this.name = 'BlokusBoardError';
  }
}

export class EmulatedBlokusBoard extends EmulatedBoard {
  readonly team: string;
  readonly dialect: IcfptDialect;
  readonly realtime: boolean;
  readonly version: BlokusCoreVersion;
  private readonly core: { depth: number; units: number; clockHz: number; deadlineCycles?: number };
  private protocol: IcfptBoardSide;
  /** Own start square, and whether this board moves first (null: not known yet in ICFPT 2013). */
  private ownStart: StartSquare | null = null;
  private movesFirst: boolean | null = null;
  /** The moves of the game as this board has seen them, in game order. */
  private moves: MoveCode[] = [];
  private last: BlokusCoreReport | null = null;
  private readonly statsListeners = new Set<(r: BlokusCoreReport) => void>();

  constructor(options: EmulatedBlokusOptions = {}) {
    const dialect = options.dialect ?? DEFAULT_DIALECT;
    const version = options.version ?? DEFAULT_CORE_VERSION;
    if (!isBlokusCoreVersion(version)) throw new BlokusBoardError(`core version ${String(version)} does not exist (versions: ${BLOKUS_CORE_VERSIONS.join(', ')})`, { version });
    const resolved = resolveBlokusCoreOptions({ depth: options.depth, units: options.units, clockHz: options.clockHz, deadlineCycles: options.deadlineCycles });
    checkCoreOptions({ version, units: options.units, clockHz: options.clockHz, deadlineCycles: options.deadlineCycles });
    const search = version === 3 ? 'v3 mcts' : `${version === 2 ? 'v2' : `depth ${resolved.depth}`} units ${resolved.units}`;
    super(`emu:blokus ${search} ${dialect}${options.realtime ? ' realtime' : ''}`);
    this.version = version;
    this.team = options.team ?? EMULATOR_TEAM;
    encodeTeamReply(this.team); // validates: 2 printable characters
    this.dialect = dialect;
    this.realtime = options.realtime ?? false;
    this.core = { depth: resolved.depth, units: resolved.units, clockHz: resolved.clockHz, deadlineCycles: options.deadlineCycles };
    this.protocol = new IcfptBoardSide({ dialect });
  }

  /** The last move's core statistics, or null before the first move. */
  get lastCoreReport(): BlokusCoreReport | null {
    return this.last;
  }

  /** Called after every move the core makes, before the move is sent. */
  onCoreStats(listener: (report: BlokusCoreReport) => void): Disposable {
    this.statsListeners.add(listener);
    return { dispose: () => void this.statsListeners.delete(listener) };
  }

  protected reset(): void {
    this.protocol = new IcfptBoardSide({ dialect: this.dialect });
    this.newGame();
  }

  private newGame(): void {
    this.ownStart = null;
    this.movesFirst = null;
    this.moves = [];
  }

  /**
   * Between messages, a run of bytes that cannot start one is dropped in one step with one
   * diagnostic: a client sending a megabyte of garbage costs O(1) objects per chunk, not one
   * error (and one log line) per byte, and cannot stall the server's other clients.
   */
  protected async receive(bytes: Uint8Array): Promise<void> {
    let i = 0;
    while (i < bytes.length) {
      if (!this.protocol.inMessage && !startsHostMessage(bytes[i]!)) {
        i = this.dropJunk(bytes, i);
        continue;
      }
      // A message is at most 10 bytes: fed byte by byte, so the parser's state is known at each.
      for (const event of this.protocol.feed(bytes.subarray(i, i + 1))) {
        if (event.type === 'error') this.diagnose(event.error);
        else await this.message(event);
      }
      i++;
    }
  }

  /** Drops the run of non-command bytes at `from`; returns where it ends. */
  private dropJunk(bytes: Uint8Array, from: number): number {
    let j = from;
    let content = 0;
    while (j < bytes.length && !startsHostMessage(bytes[j]!)) {
      if (bytes[j] !== 0x0d && bytes[j] !== 0x0a) content++;
      j++;
    }
    const offset = this.protocol.position;
    this.protocol.skip(j - from);
    const first = bytes.subarray(from, j).find((b) => b !== 0x0d && b !== 0x0a);
    if (first !== undefined) {
      const what = new IcfptProtocolError('icfpt-unexpected-byte', 'board', offset, first, 'a command 0, 2, 3, 4 or 9');
      this.diagnose(content > 1 ? new BlokusBoardError(`${what.message} (and ${content - 1} more unexpected byte(s) dropped with it)`, { offset, count: content }) : what);
    }
    return j;
  }

  private async message(m: LocatedHostMessage): Promise<void> {
    switch (m.type) {
      case 'identify':
        this.newGame();
        return this.send(encodeTeamReply(this.team));
      case 'game-over':
        this.newGame();
        return;
      case 'first-move':
        this.newGame();
        this.ownStart = m.start;
        // HEART: `2S` goes to the first mover only. ICFPT 2013: either mover; settled by the next prompt.
        this.movesFirst = this.dialect === 'heart-2014' ? true : null;
        return this.play({ setup: { firstMoverStart: m.start }, moves: [] });
      case 'second-move':
        this.newGame();
        this.ownStart = m.start;
        this.movesFirst = false;
        this.moves = [m.opponent];
        return this.play(this.position());
      case 'turn':
        return this.turn(m.opponent, m.offset);
    }
  }

  private async turn(opponent: readonly MoveCode[], offset: number): Promise<void> {
    if (this.ownStart === null) {
      return this.diagnose(new BlokusBoardError(`a turn prompt at offset ${offset} before any first-move prompt: the board does not know its start square`, { offset }));
    }
    if (opponent.length === 2) {
      // ICFPT 2013, second mover's second turn: [first mover's 1st, my 1st, first mover's 2nd].
      if (this.moves.length !== 1) {
        return this.diagnose(new BlokusBoardError(`a two-move turn prompt at offset ${offset} after ${this.moves.length} moves; expected it after my first move only`, { offset }));
      }
      this.movesFirst = false;
      this.moves = [opponent[0]!, this.moves[0]!, opponent[1]!];
    } else {
      if (this.movesFirst === null) this.movesFirst = true;
      this.moves.push(opponent[0]!);
    }
    return this.play(this.position());
  }

  private position(): BlokusPosition {
    const own = this.ownStart!;
    return { setup: { firstMoverStart: this.movesFirst === false ? otherStart(own) : own }, moves: [...this.moves] };
  }

  private async play(position: BlokusPosition): Promise<void> {
    const started = performance.now();
    let result;
    try {
      result = blokusCoreMoveOf(position, { version: this.version, ...this.core });
    } catch (e) {
      return this.diagnose(e instanceof Error ? e : new Error(String(e)));
    }
    const emulatorMs = performance.now() - started;
    const report: BlokusCoreReport = { position, move: result.move, stats: result.stats, emulatorMs };
    this.last = report;
    for (const l of [...this.statsListeners]) l(report);
    if (this.realtime) await this.sleep(result.stats.predictedMs - emulatorMs);
    this.moves.push(result.move);
    await this.send(encodeMoveReply(result.move));
  }
}
