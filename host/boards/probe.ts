/**
 * Identify the board on a serial port by handshake (shared/DESIGN.md §6: USB ids name the adapter,
 * not the board). Each profile's handshake is tried in turn — Blokus `0` → `1XX` within ~500 ms,
 * then Gomoku `ABOUT` → `name=…` within ~1 s — and the port is closed again afterwards.
 *
 * The Gomoku handshake starts with CR LF: a Piskvork board that saw the Blokus probe's `0` has it
 * in its line buffer, and the CR LF turns it into a line of its own (answered UNKNOWN) instead of
 * letting it spoil `ABOUT`.
 *
 * When nothing answers, the result offers the emulated board of the expected core as the default.
 */
import { performance } from 'node:perf_hooks';
import type { Transport } from '../transports/transport.ts';
import { SerialTransport } from '../transports/serial.ts';
import { parseAbout, type AboutFields } from '../../core/protocol/piskvork/index.ts';
import { BOARD_PROFILES, getBoardProfile, type BoardProfile } from '../../core/boards/profiles.ts';
import { EMULATOR_NAME } from './emulated-gomoku.ts';

export type ProbeResult =
  | {
      readonly kind: 'identified';
      readonly path: string;
      readonly profile: BoardProfile;
      /** Blokus: the 2-byte team code from `1XX`. */
      readonly team: string | null;
      /** Gomoku: the ABOUT fields. */
      readonly about: AboutFields | null;
      /** True when the board says it is our emulator (only a Piskvork ABOUT can say so). */
      readonly emulator: boolean;
      /** The answer as received (printable form). */
      readonly reply: string;
      /** From the handshake's last byte written to the identifying answer. */
      readonly replyMs: number;
    }
  | {
      readonly kind: 'no-answer';
      readonly path: string;
      /** What each handshake got back (printable; empty when silence). */
      readonly tried: readonly { readonly profile: string; readonly received: string }[];
      /** The emulated board to use instead, by default. */
      readonly fallback: { readonly profile: string; readonly emulator: 'blokus' | 'gomoku' };
    };

export interface ProbeOptions {
  /** Handshakes to try, in order. Default: every built-in profile (Blokus first). */
  profiles?: readonly BoardProfile[];
  /** The profile the caller hopes to find: decides the fallback emulator. Default: the first tried. */
  expected?: string;
  /** Overrides every handshake's time limit (tests). */
  timeoutMs?: number;
  /** How to open the port (default: a SerialTransport at the profile's rate). */
  openTransport?: (path: string, baudRate: number) => Transport;
}

/** Bytes as text for people: printable ASCII kept, the rest as \xNN. */
export function printable(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : b === 0x0d ? '\\r' : b === 0x0a ? '\\n' : `\\x${b.toString(16).padStart(2, '0')}`;
  return s;
}

interface Attempt {
  readonly matched: boolean;
  readonly received: Uint8Array;
  readonly answer: string;
  readonly groups: string[];
  readonly replyMs: number;
}

/** Sends one handshake and waits for its answer or its time limit. */
async function attempt(t: Transport, profile: BoardProfile, timeoutMs: number): Promise<Attempt> {
  const hs = profile.handshake;
  const pattern = new RegExp(hs.expect);
  let received = new Uint8Array(0);
  let done: (a: Attempt) => void = () => {};
  const result = new Promise<Attempt>((r) => (done = r));
  let sentAt = performance.now();

  const check = (timeMs: number): boolean => {
    if ('bytes' in hs.framing) {
      const clean = received.filter((b) => b !== 0x0d && b !== 0x0a);
      if (clean.length < hs.framing.bytes) return false;
      const answer = String.fromCharCode(...clean.subarray(0, hs.framing.bytes));
      const m = pattern.exec(answer);
      done({ matched: m !== null, received, answer, groups: m ? m.slice(1) : [], replyMs: timeMs - sentAt });
      return true;
    }
    const lines = String.fromCharCode(...received).split(/\r\n|\r|\n/);
    lines.pop(); // the unfinished line
    for (const line of lines) {
      const m = pattern.exec(line);
      if (m) {
        done({ matched: true, received, answer: line, groups: m.slice(1), replyMs: timeMs - sentAt });
        return true;
      }
    }
    return false;
  };

  const sub = t.onData((bytes, timeMs) => {
    const next = new Uint8Array(received.length + bytes.length);
    next.set(received);
    next.set(bytes, received.length);
    received = next;
    check(timeMs);
  });
  const closed = t.onClose(() => done({ matched: false, received, answer: '', groups: [], replyMs: 0 }));
  const timer = setTimeout(() => done({ matched: false, received, answer: '', groups: [], replyMs: 0 }), timeoutMs);
  try {
    await t.write(new TextEncoder().encode(hs.send));
    sentAt = performance.now();
    return await result;
  } catch {
    return { matched: false, received, answer: '', groups: [], replyMs: 0 };
  } finally {
    clearTimeout(timer);
    sub.dispose();
    closed.dispose();
  }
}

export async function probe(path: string, options: ProbeOptions = {}): Promise<ProbeResult> {
  const profiles = options.profiles ?? BOARD_PROFILES;
  const open = options.openTransport ?? ((p: string, baudRate: number) => new SerialTransport({ path: p, baudRate }));
  const tried: { profile: string; received: string }[] = [];
  let transport: Transport | null = null;
  try {
    for (const profile of profiles) {
      if (transport && transport.baudRate !== null && transport.baudRate !== profile.serial.baudRate) {
        await transport.close();
        transport = null;
      }
      if (!transport || !transport.isOpen) {
        transport = open(path, profile.serial.baudRate);
        await transport.open(); // a missing or busy port is the caller's typed error
      }
      const a = await attempt(transport, profile, options.timeoutMs ?? profile.handshake.timeoutMs);
      tried.push({ profile: profile.id, received: printable(a.received) });
      if (!a.matched) continue;
      const about = profile.protocol.name === 'piskvork' ? parseAbout(a.answer).fields : null;
      return {
        kind: 'identified',
        path,
        profile,
        team: profile.protocol.name === 'icfpt' ? (a.groups[0] ?? a.answer.slice(1)) : null,
        about,
        emulator: about?.name === EMULATOR_NAME,
        reply: a.answer,
        replyMs: a.replyMs,
      };
    }
  } finally {
    await transport?.close();
  }
  const fallbackProfile = options.expected ? getBoardProfile(options.expected) : (profiles[0] ?? BOARD_PROFILES[0]!);
  return { kind: 'no-answer', path, tried, fallback: { profile: fallbackProfile.id, emulator: fallbackProfile.emulator } };
}
