/**
 * What every transport-backed player shares: opening the transport, turning its close into a
 * fault (link lost, program exited), a single pending reply slot that a close also settles, the
 * two ways of asking (a timed turn, a command with a limit), and resynchronising after a fault.
 */
import { performance } from 'node:perf_hooks';
import { PlayerFaultError } from '../../core/match/errors.ts';
import { isPlayerFault, type PlayerFault } from '../../core/match/player.ts';
import { wireTimeMs } from '../../core/match/types.ts';
import { TransportError } from '../transports/errors.ts';
import type { CloseCause, Disposable, Transport } from '../transports/transport.ts';

export function faultOfClose(cause: CloseCause, description: string): PlayerFault {
  switch (cause.kind) {
    case 'exited': {
      const how = cause.signal ? `killed by ${cause.signal}` : `exit code ${cause.code}`;
      const stderr = cause.stderr ?? [];
      const said = stderr.length ? `; its last words on stderr: ${stderr.map((l) => JSON.stringify(l)).join(' ')}` : '';
      return { kind: 'program-exited', code: cause.code, signal: cause.signal, detail: `${description}: ${how}${said}`, stderrTail: stderr };
    }
    case 'requested':
      return { kind: 'link-lost', detail: `${description} was closed` };
    default:
      return { kind: 'link-lost', detail: `${description}: ${cause.detail}` };
  }
}

/** One awaited reply at a time; settled by the reply, a fault, or cancel. */
export class ReplySlot<T> {
  private pending: ((value: T | PlayerFault) => void) | null = null;

  get waiting(): boolean {
    return this.pending !== null;
  }

  wait(): Promise<T | PlayerFault> {
    if (this.pending) throw new Error('a reply is already awaited');
    return new Promise((resolve) => (this.pending = resolve));
  }

  settle(value: T | PlayerFault): void {
    const p = this.pending;
    this.pending = null;
    p?.(value);
  }

  /** Drop the waiter without settling it (the caller has stopped listening). */
  drop(): void {
    this.pending = null;
  }
}

export const isFault = isPlayerFault;

/** How long a link must stay silent before a game starts after a fault, and the most to wait for it. */
export const QUIET_MS = 80;
export const QUIET_LIMIT_MS = 1000;
/** The most to wait, before a new game, for the rest of a reply the other end still owes. */
export const OWED_LIMIT_MS = 5000;
/** How many of the discarded bytes are kept for the log. */
const DISCARD_EXCERPT_BYTES = 64;

/** What `Link.quiet` dropped: the first bytes, how many in all, and whether the owed bytes came. */
export interface Discarded {
  readonly excerpt: Uint8Array;
  readonly count: number;
  /** False when the bytes the other end owed had not all come within OWED_LIMIT_MS. */
  readonly settled: boolean;
}

const CR = 0x0d;
const LF = 0x0a;

/** Bytes that carry content: CR and LF end lines in every protocol here and are never owed. */
function contentBytes(bytes: Uint8Array): number {
  let n = 0;
  for (const b of bytes) if (b !== CR && b !== LF) n++;
  return n;
}

/** The bytes dropped while quieting a link: a bounded excerpt plus counts, O(1) per chunk. */
class Discard {
  readonly head: number[] = [];
  count = 0;
  content = 0;

  take(bytes: Uint8Array): void {
    for (let i = 0; i < bytes.length && this.head.length < DISCARD_EXCERPT_BYTES; i++) this.head.push(bytes[i]!);
    this.count += bytes.length;
    this.content += contentBytes(bytes);
  }
}

export class Link {
  private subscriptions: Disposable[] = [];
  /** Set once the transport closed without being asked to. */
  fault: PlayerFault | null = null;
  private readonly closeListeners: ((f: PlayerFault) => void)[] = [];
  private readonly errorListeners: ((e: Error) => void)[] = [];
  private lastDataAt = -Infinity;
  /** While set, incoming bytes go here instead of to the player (see `quiet`). */
  private discard: Discard | null = null;
  private wake: (() => void) | null = null;

  constructor(readonly transport: Transport) {}

  async open(onData: (bytes: Uint8Array, timeMs: number) => void): Promise<void> {
    this.subscriptions.push(
      this.transport.onData((bytes, timeMs) => {
        this.lastDataAt = timeMs;
        if (this.discard) {
          this.discard.take(bytes);
          this.wake?.();
        } else onData(bytes, timeMs);
      }),
      this.transport.onClose((cause) => {
        if (cause.kind === 'requested') return;
        this.fault = faultOfClose(cause, this.transport.description);
        for (const l of this.closeListeners) l(this.fault);
        this.wake?.();
      }),
      // Errors that matter surface as close causes or rejected writes; the rest are only reported.
      this.transport.onError((e) => {
        for (const l of this.errorListeners) l(e);
      }),
    );
    if (!this.transport.isOpen) await this.transport.open();
  }

  /** Close and open the transport again (a program that cannot be silenced is restarted). */
  async restart(): Promise<void> {
    await this.transport.close();
    this.fault = null;
    await this.transport.open();
  }

  onFault(listener: (f: PlayerFault) => void): void {
    this.closeListeners.push(listener);
  }

  /** A transport error that did not close the link (reported, never fatal). */
  onError(listener: (e: Error) => void): void {
    this.errorListeners.push(listener);
  }

  /**
   * Write and wait until drained; a failure is a fault, not an exception. Returns when the last
   * byte left the host, as near the wire as we can see it: the clock read at the write() call
   * (pipes and sockets are written synchronously inside it; an emulated board only starts its core
   * after it), plus the bytes' own wire time on a paced link (a UART sends them after the call).
   */
  async write(bytes: Uint8Array): Promise<number | PlayerFault> {
    if (this.fault) return this.fault;
    const called = performance.now();
    try {
      await this.transport.write(bytes);
      return called + (this.transport.paced ? (wireTimeMs(bytes.length, this.transport.baudRate) ?? 0) : 0);
    } catch (e) {
      // A TransportError already names its transport.
      const detail = e instanceof TransportError ? e.message : `${this.transport.description}: write failed: ${(e as Error).message}`;
      return this.fault ?? { kind: 'link-lost', detail };
    }
  }

  /**
   * Discard what arrives until `owed` content bytes (the rest of an abandoned reply) have come,
   * for at most `owedLimitMs`, and then until the link has been silent for `quietMs` (at most
   * `limitMs`). After a timeout or a garbled reply the other end may still be computing or
   * sending the answer it owed; read later, those bytes would be taken for the next game's first
   * reply. A silence alone cannot tell an engine that is still thinking from one that is done.
   */
  async quiet(quietMs = QUIET_MS, limitMs = QUIET_LIMIT_MS, owed = 0, owedLimitMs = OWED_LIMIT_MS): Promise<Discarded> {
    const discard = new Discard();
    this.discard = discard;
    let settled = true;
    try {
      if (owed > 0) {
        const start = performance.now();
        while (discard.content < owed && !this.fault) {
          const left = owedLimitMs - (performance.now() - start);
          if (left <= 0) break;
          await this.sleep(left);
        }
        settled = discard.content >= owed;
      }
      const start = performance.now();
      for (;;) {
        const now = performance.now();
        const wait = Math.min(quietMs - (now - Math.max(this.lastDataAt, start)), limitMs - (now - start));
        if (wait <= 0 || this.fault) break;
        await this.sleep(wait);
      }
    } finally {
      this.discard = null;
      this.wake = null;
    }
    return { excerpt: Uint8Array.from(discard.head), count: discard.count, settled };
  }

  /** Sleeps up to `ms`; new data (while discarding) or a lost link ends it early. */
  private sleep(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer: { id?: NodeJS.Timeout } = {};
      const done = (): void => {
        clearTimeout(timer.id);
        this.wake = null;
        resolve();
      };
      timer.id = setTimeout(done, Math.ceil(ms));
      this.wake = done;
    });
  }

  async close(): Promise<void> {
    for (const s of this.subscriptions) s.dispose();
    this.subscriptions = [];
    if (this.transport.isOpen) await this.transport.close();
  }
}

/**
 * Write a prompt and await its reply, for a timed turn. The clock starts when the prompt's last
 * byte left the host (`Link.write`); a reply can never be timed as earlier than that, so on a
 * paced link whose peer answers before the prompt is fully out, the start is the reply's arrival.
 * A failed write or a lost link settles the reply as a fault.
 */
export async function exchange<T extends { readonly timeMs: number }>(link: Link, slot: ReplySlot<T>, bytes: Uint8Array): Promise<{ readonly reply: T; readonly t0: number } | PlayerFault> {
  const waiting = slot.wait();
  let left: number | null = null;
  const written = link.write(bytes).then((w) => {
    if (isFault(w)) slot.settle(w);
    else left = w;
  });
  const got = await waiting;
  await written;
  if (isFault(got)) return got;
  return { reply: got, t0: Math.min(left ?? got.timeMs, got.timeMs) };
}

/**
 * Write a command and await its reply within `limitMs`. A failed write or a lost link throws
 * PlayerFaultError naming `who`; running out of time drops the waiter and returns 'timeout'.
 */
export async function requestWithin<T>(link: Link, slot: ReplySlot<T>, bytes: Uint8Array, limitMs: number, who: string): Promise<T | 'timeout'> {
  const waiting = slot.wait();
  const w = await link.write(bytes);
  if (isFault(w)) {
    slot.drop();
    throw new PlayerFaultError(w, who);
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), limitMs)));
  const got = await Promise.race([waiting, timeout]);
  clearTimeout(timer);
  if (got === 'timeout') {
    slot.drop();
    return 'timeout';
  }
  if (isFault(got)) throw new PlayerFaultError(got, who);
  return got;
}

/** The byte helpers are core/bytes.ts's (the protocols are ASCII, one byte per character). */
import { latin1ToBytes as asciiBytes, bytesToLatin1 as latin1 } from '../../core/bytes.ts';
export { asciiBytes, latin1 };
