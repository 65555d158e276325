/**
 * The host side of the ICFPT protocol: what the referee runs against one board. `send` encodes a
 * prompt and arms the reply it asks for; `feed` reads the board's bytes and returns
 * {@link HostEvent}s. Pure: no I/O, no timers — the caller timestamps.
 *
 * Rules (PROTOCOL.md, "Host side"), after the official host: CR and LF from the board are
 * discarded; after `0` the reply is exactly 3 further bytes (`1XX`, the team code is bytes 2–3);
 * after a move prompt, exactly 4. Move bytes are delivered raw with their decode result: judging a
 * malformed code is the referee's business. Any other byte while no reply is expected is an
 * `error` event naming the byte and its offset, and is dropped (the official host would have
 * counted it into the next move, which then loses; the referee should score the error the same way).
 *
 * Timing (shared/DESIGN.md §4.1): a move is timed from after its prompt is written until its 4th
 * non-CR/LF byte arrives. Every reply and error names the chunk (`at.chunk`, the 0-based count of
 * `feed` calls) and the byte in it (`at.index`) where it completed, so the caller can use that
 * chunk's arrival time.
 */
import { decodeMoveBytes, type DecodeResult } from '../../blokus/codec.ts';
import { DEFAULT_DIALECT, type IcfptDialect } from './dialect.ts';
import { IcfptProtocolError, IcfptUsageError } from './errors.ts';
import {
  bytesToAscii,
  CR,
  encodeHostMessage,
  LF,
  MOVE_REPLY_LENGTH,
  replyTo,
  TEAM_REPLY_LENGTH,
  type HostMessage,
  type ReplyKind,
} from './messages.ts';

/** Where in the fed chunks something completed: the `chunk`-th call to `feed`, byte `index` of it. */
export interface ChunkPosition {
  readonly chunk: number;
  readonly index: number;
}

interface Located {
  /** Offset of the completing (or offending) byte in everything fed so far, CR/LF counted. */
  readonly offset: number;
  readonly at: ChunkPosition;
}

export type HostEvent =
  | (Located & {
      readonly type: 'team';
      /** Bytes 2–3 of the reply, the code the host keeps. */
      readonly code: string;
      /** The 3 reply bytes as received. */
      readonly raw: Uint8Array;
      /** Set when the first byte is not `1`; the reply is still complete and delivered. */
      readonly error: IcfptProtocolError | null;
    })
  | (Located & {
      readonly type: 'move';
      /** The 4 reply bytes as received (CR/LF removed). */
      readonly raw: Uint8Array;
      /** The same bytes as a string (one char per byte). */
      readonly text: string;
      /** `ok: false` for a malformed code, which loses the game (shared/DESIGN.md §4). */
      readonly result: DecodeResult;
    })
  | (Located & {
      readonly type: 'error';
      /** Names the first stray byte of the run. */
      readonly error: IcfptProtocolError;
      /** Stray bytes in this run: the first one and every byte after it in the chunk (CR/LF counted). */
      readonly count: number;
      /** The run's first bytes (at most {@link STRAY_EXCERPT_BYTES}), for messages and records. */
      readonly excerpt: Uint8Array;
    });

/** How many bytes of a run of stray bytes are kept for messages and records. */
export const STRAY_EXCERPT_BYTES = 64;

/** The reply the host is waiting for: how many bytes arrived and how many are still missing. */
export interface Expectation {
  readonly reply: ReplyKind;
  readonly received: number;
  readonly missing: number;
}

export interface HostSideOptions {
  readonly dialect?: IcfptDialect;
}

const CH_1 = 0x31;

export class IcfptHostSide {
  readonly dialect: IcfptDialect;
  private offset = 0;
  private chunk = 0;
  private reply: ReplyKind | null = null;
  private buffer: number[] = [];
  /** Offset of the pending reply's first byte. */
  private firstOffset = 0;

  constructor(options: HostSideOptions = {}) {
    this.dialect = options.dialect ?? DEFAULT_DIALECT;
  }

  /** Bytes read from the board so far (CR/LF included). */
  get position(): number {
    return this.offset;
  }

  /** Number of `feed` calls so far: the `at.chunk` the next chunk will get. */
  get chunks(): number {
    return this.chunk;
  }

  /** The pending reply, or null when none is expected. */
  expecting(): Expectation | null {
    if (this.reply === null) return null;
    const length = this.reply === 'team' ? TEAM_REPLY_LENGTH : MOVE_REPLY_LENGTH;
    return { reply: this.reply, received: this.buffer.length, missing: length - this.buffer.length };
  }

  /**
   * Encode `message` for the wire and arm its reply. `identify` and `game-over` abandon a pending
   * reply (that is how a referee ends or restarts a game after a timeout); any other prompt while a
   * reply is pending throws an {@link IcfptUsageError}, as does a message the dialect cannot express.
   */
  send(message: HostMessage): Uint8Array {
    const restart = message.type === 'identify' || message.type === 'game-over';
    if (this.reply !== null && !restart) {
      throw new IcfptUsageError(`cannot send '${message.type}' while a ${this.reply} reply is pending`, {
        message: message.type,
        pending: this.reply,
      });
    }
    const bytes = encodeHostMessage(message, this.dialect);
    this.reply = replyTo(message);
    this.buffer = [];
    return bytes;
  }

  /** `count` bytes were read but dropped unparsed (a resync between games): only offsets move. */
  skip(count: number): void {
    this.offset += count;
    this.chunk++;
  }

  /** Stop waiting for the pending reply (bytes that arrive later are errors). */
  cancel(): void {
    this.reply = null;
    this.buffer = [];
  }

  /**
   * Read a chunk from the board. Bytes while no reply is expected are strays: they cost O(1) per
   * chunk (one event with a count and a bounded excerpt), so a peer flooding megabytes cannot
   * stall the event loop and make its opponent lose on time.
   */
  feed(bytes: Uint8Array): HostEvent[] {
    const events: HostEvent[] = [];
    const chunk = this.chunk++;
    for (let index = 0; index < bytes.length; index++) {
      const byte = bytes[index] as number;
      if (byte === CR || byte === LF) {
        this.offset++;
        continue;
      }
      if (this.reply === null) {
        // Nothing in a chunk can arm a reply: the rest of it is one run of strays.
        events.push(this.strays(bytes, index, chunk));
        break;
      }
      const offset = this.offset++;
      const at = { chunk, index };
      if (this.buffer.length === 0) this.firstOffset = offset;
      this.buffer.push(byte);
      const ev = this.reply === 'team' ? this.team(offset, at) : this.move(offset, at);
      if (ev) {
        events.push(ev);
        this.reply = null;
        this.buffer = [];
      }
    }
    return events;
  }

  private strays(bytes: Uint8Array, index: number, chunk: number): HostEvent {
    const offset = this.offset;
    const count = bytes.length - index;
    this.offset += count;
    const byte = bytes[index] as number;
    const error = new IcfptProtocolError('icfpt-unexpected-byte', 'host', offset, byte, 'nothing (no reply is pending)');
    const excerpt = bytes.slice(index, index + STRAY_EXCERPT_BYTES);
    return { type: 'error', error, count, excerpt, offset, at: { chunk, index } };
  }

  private team(offset: number, at: ChunkPosition): HostEvent | null {
    if (this.buffer.length < TEAM_REPLY_LENGTH) return null;
    const raw = Uint8Array.from(this.buffer);
    const first = raw[0] as number;
    const error =
      first === CH_1 ? null : new IcfptProtocolError('icfpt-bad-team-reply', 'host', this.firstOffset, first, "'1' (a team reply is 1XX)");
    return { type: 'team', code: bytesToAscii(raw.subarray(1)), raw, error, offset, at };
  }

  private move(offset: number, at: ChunkPosition): HostEvent | null {
    if (this.buffer.length < MOVE_REPLY_LENGTH) return null;
    const raw = Uint8Array.from(this.buffer);
    return { type: 'move', raw, text: bytesToAscii(raw), result: decodeMoveBytes(raw), offset, at };
  }
}
