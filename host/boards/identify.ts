/**
 * Who is on a link: the board profiles' handshakes, tried in turn (shared/DESIGN.md §4.1, §5).
 * ICFPT first (`0` → `1XX`), then Piskvork (`ABOUT` → `name="…"`). Boards are recognised by what
 * they answer, never by USB ids (those name the adapter, not the board). The one handshake both the
 * app's board list (on an open link) and `arena probe` (which opens the port itself) use.
 */
import { performance } from 'node:perf_hooks';
import { bytesToLatin1, latin1ToBytes } from '../../core/bytes.ts';
import { BOARD_PROFILES, type BoardProfile } from '../../core/boards/profiles.ts';
import type { Transport } from '../transports/transport.ts';

export interface HandshakeResult {
  readonly matched: boolean;
  readonly received: Uint8Array;
  /** The identifying answer: the first N bytes without CR/LF (byte framing), or the matching line. */
  readonly answer: string;
  /** The pattern's capture groups. */
  readonly groups: string[];
  /** From the handshake's last byte written to the identifying answer. */
  readonly replyMs: number;
}

export interface Identification {
  readonly profile: BoardProfile;
  /** The team code or the ABOUT line. */
  readonly identity: string;
  readonly handshake: HandshakeResult;
}

const NO_MATCH = (received: Uint8Array): HandshakeResult => ({ matched: false, received, answer: '', groups: [], replyMs: 0 });

/** The answer when `received` completes one under `profile`'s framing, else null (wait for more). */
function answerIn(profile: BoardProfile, received: Uint8Array): { answer: string; match: RegExpExecArray | null } | null {
  const hs = profile.handshake;
  const pattern = new RegExp(hs.expect);
  if ('bytes' in hs.framing) {
    const clean = received.filter((b) => b !== 0x0d && b !== 0x0a);
    if (clean.length < hs.framing.bytes) return null;
    const answer = bytesToLatin1(clean.subarray(0, hs.framing.bytes));
    return { answer, match: pattern.exec(answer) };
  }
  const lines = bytesToLatin1(received).split(/\r\n|\r|\n/);
  lines.pop(); // the unfinished line
  for (const line of lines) {
    const match = pattern.exec(line);
    if (match) return { answer: line, match };
  }
  return null;
}

/**
 * A slow board still talking is given more time, up to this: a simulated SoC sends its ABOUT line at
 * about 16 ms a byte, so a 1 s limit cut it off mid-line; a board that only floods is still bounded.
 */
export const HANDSHAKE_MAX_MS = 10_000;

/**
 * Sends one profile's handshake and waits for its answer, the link's end, or its time limit. The
 * limit counts from the handshake or from the last byte received, whichever is later (at most
 * HANDSHAKE_MAX_MS in all): silence ends the wait, a reply still arriving does not.
 */
export async function handshake(t: Transport, profile: BoardProfile, timeoutMs = profile.handshake.timeoutMs): Promise<HandshakeResult> {
  let received = new Uint8Array(0);
  let done: (a: HandshakeResult) => void = () => {};
  const result = new Promise<HandshakeResult>((r) => (done = r));
  let sentAt = performance.now();
  const giveUp = () => done(NO_MATCH(received));
  let timer = setTimeout(giveUp, timeoutMs);
  const sub = t.onData((bytes, timeMs) => {
    const next = new Uint8Array(received.length + bytes.length);
    next.set(received);
    next.set(bytes, received.length);
    received = next;
    const a = answerIn(profile, received);
    if (a) return done({ matched: a.match !== null, received, answer: a.answer, groups: a.match ? a.match.slice(1) : [], replyMs: timeMs - sentAt });
    clearTimeout(timer);
    timer = setTimeout(giveUp, Math.max(0, Math.min(timeoutMs, sentAt + HANDSHAKE_MAX_MS - performance.now())));
  });
  const closed = t.onClose(giveUp);
  try {
    await t.write(latin1ToBytes(profile.handshake.send));
    sentAt = performance.now();
    return await result;
  } catch {
    return NO_MATCH(received);
  } finally {
    clearTimeout(timer);
    sub.dispose();
    closed.dispose();
  }
}

/** The identity a matched handshake carries: the first capture group (the team code), else the answer. */
export function identityOf(h: HandshakeResult): string {
  return h.groups[0] ?? h.answer.trim();
}

export async function identify(transport: Transport, profiles: readonly BoardProfile[] = BOARD_PROFILES): Promise<Identification | null> {
  for (const profile of profiles) {
    const h = await handshake(transport, profile);
    if (h.matched) return { profile, identity: identityOf(h), handshake: h };
  }
  return null;
}
