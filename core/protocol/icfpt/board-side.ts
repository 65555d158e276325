/**
 * The board side of the ICFPT protocol: what an FPGA (or an emulated board) runs. It reads the
 * host's bytes and turns them into {@link BoardEvent}s; replies are built with
 * `encodeTeamReply` / `encodeMoveReply` (messages.ts). Pure: no I/O, no timers.
 *
 * Rules (PROTOCOL.md, "Board side"): CR and LF are ignored anywhere, even inside a message (the
 * host never sends them, terminals do). Messages are framed by length alone, so any
 * fragmentation of the same bytes yields the same events. A byte that cannot start a message, or a
 * bad start-square byte, is an error event and the partial message is dropped (the byte is
 * consumed). A malformed move code inside a message is reported once the message's last byte has
 * arrived, and the whole message is dropped, so framing is kept.
 */
import { decodeMoveBytes, type MoveCode, type MoveCodeField } from '../../blokus/codec.ts';
import type { StartSquare } from '../../blokus/position.ts';
import { DEFAULT_DIALECT, type IcfptDialect } from './dialect.ts';
import { IcfptProtocolError } from './errors.ts';
import { CR, LF, type HostMessage } from './messages.ts';

/** A host message with where it sits in the stream: `offset` of its first byte, `end` after its last. */
export type LocatedHostMessage = HostMessage & { readonly offset: number; readonly end: number };

export type BoardEvent =
  | LocatedHostMessage
  | { readonly type: 'error'; readonly offset: number; readonly error: IcfptProtocolError };

export interface BoardSideOptions {
  readonly dialect?: IcfptDialect;
}

const CH_0 = 0x30;
const CH_2 = 0x32;
const CH_3 = 0x33;
const CH_4 = 0x34;
const CH_5 = 0x35;
const CH_9 = 0x39;
const CH_A = 0x41;

const COMMANDS = "a command byte '0', '2', '3', '4' or '9'";
const FIELD_EXPECT: Record<MoveCodeField, string> = {
  column: "a column '1'-'9' or 'a'-'e' (or '0000' for a pass)",
  row: "a row '1'-'9' or 'a'-'e'",
  piece: "a piece 'a'-'u'",
  orientation: "an orientation '0'-'7'",
  length: 'a 4-byte move code',
};

interface OpenMessage {
  readonly command: number;
  readonly offset: number;
  readonly needsStart: boolean;
  start: StartSquare | null;
  readonly bodyLength: number;
  readonly body: number[];
  readonly bodyOffsets: number[];
}

export class IcfptBoardSide {
  readonly dialect: IcfptDialect;
  private offset = 0;
  private partial: OpenMessage | null = null;

  constructor(options: BoardSideOptions = {}) {
    this.dialect = options.dialect ?? DEFAULT_DIALECT;
  }

  /** Bytes read so far (CR/LF included): the offset the next byte will have. */
  get position(): number {
    return this.offset;
  }

  /** True while a message has started but not all of its bytes have arrived. */
  get inMessage(): boolean {
    return this.partial !== null;
  }

  /** `count` bytes were dropped unread by the caller (a flood between messages): only offsets move. */
  skip(count: number): void {
    this.offset += count;
  }

  /** Drop any partial message (e.g. after the link was reopened). Offsets keep counting. */
  reset(): void {
    this.partial = null;
  }

  feed(bytes: Uint8Array): BoardEvent[] {
    const events: BoardEvent[] = [];
    for (let i = 0; i < bytes.length; i++) {
      const byte = bytes[i] as number;
      const at = this.offset++;
      if (byte === CR || byte === LF) continue;
      const ev = this.step(byte, at);
      if (ev) events.push(ev);
    }
    return events;
  }

  private step(byte: number, at: number): BoardEvent | null {
    const p = this.partial;
    if (p === null) return this.begin(byte, at);
    if (p.needsStart && p.start === null) {
      if (byte === CH_5) p.start = '5';
      else if (byte === CH_A) p.start = 'a';
      else {
        this.partial = null;
        return this.error('icfpt-unexpected-byte', at, byte, "a start square '5' or 'A'");
      }
    } else {
      p.body.push(byte);
      p.bodyOffsets.push(at);
    }
    return p.body.length === p.bodyLength ? this.complete(p, at) : null;
  }

  private begin(byte: number, at: number): BoardEvent | null {
    const heart = this.dialect === 'heart-2014';
    const open = (needsStart: boolean, bodyLength: number): null => {
      this.partial = { command: byte, offset: at, needsStart, start: null, bodyLength, body: [], bodyOffsets: [] };
      return null;
    };
    switch (byte) {
      case CH_0:
        return { type: 'identify', offset: at, end: at + 1 };
      case CH_9:
        return { type: 'game-over', offset: at, end: at + 1 };
      case CH_2:
        return open(true, 0);
      case CH_3:
        return heart ? open(true, 4) : open(false, 4);
      case CH_4:
        return heart ? open(false, 4) : open(false, 8);
      default:
        return this.error('icfpt-unexpected-byte', at, byte, COMMANDS);
    }
  }

  private complete(p: OpenMessage, last: number): BoardEvent {
    this.partial = null;
    const moves: MoveCode[] = [];
    for (let k = 0; k < p.bodyLength; k += 4) {
      const r = decodeMoveBytes(p.body.slice(k, k + 4));
      if (!r.ok) {
        const idx = k + Math.max(0, r.error.index);
        return this.error('icfpt-malformed-move', p.bodyOffsets[idx] as number, p.body[idx] as number, FIELD_EXPECT[r.error.field]);
      }
      moves.push(r.move);
    }
    const where = { offset: p.offset, end: last + 1 };
    const start = p.start as StartSquare;
    if (p.command === CH_2) return { type: 'first-move', start, ...where };
    if (p.command === CH_3 && p.needsStart) return { type: 'second-move', start, opponent: moves[0] as MoveCode, ...where };
    return { type: 'turn', opponent: moves, ...where };
  }

  private error(code: 'icfpt-unexpected-byte' | 'icfpt-malformed-move', at: number, byte: number, expected: string): BoardEvent {
    return { type: 'error', offset: at, error: new IcfptProtocolError(code, 'board', at, byte, expected) };
  }
}

/** A byte that can begin a host message (`0`, `2`, `3`, `4`, `9`): anything else between messages is an error. */
export function startsHostMessage(byte: number): boolean {
  return byte === CH_0 || byte === CH_2 || byte === CH_3 || byte === CH_4 || byte === CH_9;
}
