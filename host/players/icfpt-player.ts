/**
 * The host side of the ICFPT Blokus protocol over any transport: a board on a serial port, an
 * emulated board, `arena serve`, or a program speaking the board protocol over stdio or TCP
 * (shared/DESIGN.md §4.1). Each game starts with `0` → `1XX`; each turn sends the prompt
 * `hostMessageFor` picks for the dialect and reads 4 bytes (CR/LF dropped).
 *
 * Timing: the wall time runs from the prompt's last byte leaving the host (link.ts `Link.write`)
 * to the arrival of the chunk holding the 4th move byte. Bytes that arrive while no reply is pending are remembered
 * and cost the player its next turn as a protocol error, as the official host would count them
 * into the next move. After any fault the next game first waits for the link to fall silent
 * (`Link.quiet`), so a reply the board still owed cannot be read as the next game's `1XX`.
 */
import type { MoveCode } from '../../core/blokus/codec.ts';
import { PlayerFaultError } from '../../core/match/errors.ts';
import type { GameStart, Player, PlayerFault, PlayerIdentity, PlayerKind, TurnAnswer, TurnRequest } from '../../core/match/player.ts';
import { makeTiming } from '../../core/match/types.ts';
import type { Dialect, EngineMoveInfo } from '../../core/match/types.ts';
import { IcfptHostSide, STRAY_EXCERPT_BYTES, hostMessageFor, type HostEvent } from '../../core/protocol/icfpt/index.ts';
import type { Transport } from '../transports/transport.ts';
import { LinkedPlayer } from './linked-player.ts';
import { exchange, isFault, latin1, requestWithin } from './link.ts';

export interface IcfptPlayerOptions {
  readonly dialect: Dialect;
  readonly name?: string;
  readonly kind?: PlayerKind;
  /** How long to wait for the `1XX` team reply. Default 3000 ms. */
  readonly identifyTimeoutMs?: number;
  /** Silence required before a game that follows a fault. Default QUIET_MS (80 ms). */
  readonly quietMs?: number;
  /** Emulated boards: the core's predicted time for the move just answered, in ms. */
  readonly predictMs?: () => number | null;
  /** Emulated boards: the core's account of that move (cycles, nodes, depth); ICFPT itself carries none. */
  readonly engineInfo?: () => EngineMoveInfo | null;
}

type Reply = { readonly event: Extract<HostEvent, { type: 'team' | 'move' }>; readonly timeMs: number };

function bytesText(bytes: ArrayLike<number>): string {
  return latin1(bytes);
}

export class IcfptPlayer extends LinkedPlayer<Reply> implements Player<'blokus'> {
  readonly game = 'blokus' as const;
  private host: IcfptHostSide;
  private start: GameStart | null = null;
  /** Bytes that came while no reply was pending: where the first was, the first few, how many. */
  private strays: { excerpt: string; position: number; count: number } | null = null;
  private teamCode: string | null = null;
  /** Content bytes of an abandoned reply that the other end may still send. */
  private owed = 0;

  constructor(
    transport: Transport,
    private readonly options: IcfptPlayerOptions,
  ) {
    super(transport);
    this.host = new IcfptHostSide({ dialect: options.dialect });
  }

  get identity(): PlayerIdentity {
    return {
      name: this.options.name ?? this.transport.description,
      kind: this.options.kind ?? 'board',
      description: this.transport.description,
      teamCode: this.teamCode,
      about: null,
    };
  }

  async open(): Promise<void> {
    await this.openLink();
  }

  async newGame(start: GameStart): Promise<void> {
    if (start.settings.game !== 'blokus') throw new RangeError('an ICFPT player plays Blokus only');
    this.start = start;
    const owed = this.owed;
    this.owed = 0;
    // A restarted program reads from byte 0 again.
    if (await this.resync(this.options.quietMs, owed)) this.host = new IcfptHostSide({ dialect: this.options.dialect });
    this.strays = null;
    const bytes = this.host.send({ type: 'identify' });
    this.emitSent(bytes);
    const limit = this.options.identifyTimeoutMs ?? 3000;
    const got = await requestWithin(this.link, this.reply, bytes, limit, this.identity.name);
    if (got === 'timeout') {
      this.owed = this.host.expecting()?.missing ?? 0;
      this.host.cancel();
      this.dirty = true;
      throw new PlayerFaultError({ kind: 'protocol-error', bytes: '', position: this.host.position, unit: 'byte', message: `no team reply (1XX) within ${limit} ms of '0'` }, this.identity.name);
    }
    const ev = got.event;
    if (ev.type !== 'team') throw new Error('unreachable: a move reply to identify');
    if (ev.error) {
      this.dirty = true;
      throw new PlayerFaultError({ kind: 'protocol-error', bytes: bytesText(ev.raw), position: ev.error.offset, unit: 'byte', message: `expected ${ev.error.expected}` }, this.identity.name);
    }
    this.teamCode = ev.code;
  }

  async play(request: TurnRequest<'blokus'>): Promise<TurnAnswer<'blokus'>> {
    const start = this.start;
    if (!start || start.settings.game !== 'blokus') throw new Error('play() before newGame()');
    const fault = (f: PlayerFault): TurnAnswer<'blokus'> => ({ kind: 'fault', fault: f, timing: null });
    if (this.link.fault) return fault(this.link.fault);
    if (this.strays) {
      const s = this.strays;
      const more = s.count > s.excerpt.length ? ` (the first ${s.excerpt.length} of ${s.count})` : '';
      return fault({ kind: 'protocol-error', bytes: s.excerpt, position: s.position, unit: 'byte', message: `${s.count} stray byte(s)${more} while no reply was pending` });
    }
    const message = hostMessageFor(this.options.dialect, start.settings.firstMoverStart, request.side === 0 ? 'first' : 'second', request.moves as MoveCode[]);
    const bytes = this.host.send(message);
    const sentAt = this.host.position;
    this.emitSent(bytes);
    const got = await exchange(this.link, this.reply, bytes);
    if (isFault(got)) return fault(got);
    const ev = got.reply.event;
    if (ev.type !== 'move') throw new Error('unreachable: a team reply to a move prompt');
    const measured = makeTiming(Math.max(0, got.reply.timeMs - got.t0), ev.offset + 1 - sentAt, bytes.length, this.transport.baudRate, this.options.predictMs?.() ?? null);
    const engine = this.options.engineInfo?.() ?? null;
    const timing = engine ? { ...measured, engine } : measured;
    if (!ev.result.ok) {
      const e = ev.result.error;
      this.dirty = true;
      return { kind: 'fault', fault: { kind: 'malformed-code', bytes: ev.text, index: e.index, message: e.reason }, timing };
    }
    return { kind: 'move', move: ev.result.move, text: ev.text, timing };
  }

  cancel(): void {
    const pending = this.host.expecting();
    if (pending) {
      this.dirty = true;
      this.owed = pending.missing;
    }
    this.abandonReply();
    this.host.cancel();
  }

  protected forgetInput(dropped: number): void {
    this.strays = null;
    this.host.skip(dropped); // keeps byte offsets true to the stream
  }

  async endGame(): Promise<void> {
    this.cancel();
    if (this.link.fault || !this.transport.isOpen) return;
    const bytes = this.host.send({ type: 'game-over' });
    this.emitSent(bytes);
    await this.link.write(bytes);
  }

  async close(): Promise<void> {
    this.cancel();
    await this.closeLink();
  }

  private emitSent(bytes: Uint8Array): void {
    this.events.emit({ kind: 'sent', text: bytesText(bytes) });
  }

  protected onData(bytes: Uint8Array, timeMs: number): void {
    this.events.emit({ kind: 'received', text: excerptText(bytes) });
    for (const ev of this.host.feed(bytes)) {
      if (ev.type === 'error') this.addStrays(ev.excerpt, ev.offset, ev.count);
      else this.reply.settle({ event: ev, timeMs });
    }
  }

  private addStrays(excerpt: Uint8Array, position: number, count: number): void {
    this.dirty = true;
    const s = this.strays;
    if (!s) {
      this.strays = { excerpt: bytesText(excerpt), position, count };
      return;
    }
    const room = STRAY_EXCERPT_BYTES - s.excerpt.length;
    this.strays = { ...s, excerpt: s.excerpt + bytesText(excerpt.subarray(0, Math.max(0, room))), count: s.count + count };
  }
}

/** What a trace shows of a chunk: all of a normal reply, a bounded head of a flood. */
const TRACE_CHUNK_BYTES = 256;
function excerptText(bytes: Uint8Array): string {
  if (bytes.length <= TRACE_CHUNK_BYTES) return bytesText(bytes);
  return `${bytesText(bytes.subarray(0, TRACE_CHUNK_BYTES))}… (${bytes.length - TRACE_CHUNK_BYTES} more bytes)`;
}
