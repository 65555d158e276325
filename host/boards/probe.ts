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
import type { Transport } from '../transports/transport.ts';
import { SerialTransport } from '../transports/serial.ts';
import { bytesToLatin1, escapeBytes } from '../../core/bytes.ts';
import { parseAbout, type AboutFields } from '../../core/protocol/piskvork/index.ts';
import { BOARD_PROFILES, getBoardProfile, type BoardProfile } from '../../core/boards/profiles.ts';
import type { GameKind } from '../../core/games/types.ts';
import { EMULATOR_NAME } from './emulated-gomoku.ts';
import { handshake, identityOf, type HandshakeResult } from './identify.ts';

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
      readonly fallback: { readonly profile: string; readonly emulator: GameKind };
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
  return escapeBytes(bytesToLatin1(bytes));
}

/** The port open at `profile`'s rate: the one already open when the rate is the same. */
async function openAt(current: Transport | null, path: string, profile: BoardProfile, open: NonNullable<ProbeOptions['openTransport']>): Promise<Transport> {
  if (current?.isOpen && (current.baudRate === null || current.baudRate === profile.serial.baudRate)) return current;
  await current?.close();
  const t = open(path, profile.serial.baudRate);
  await t.open(); // a missing or busy port is the caller's typed error
  return t;
}

function identified(path: string, profile: BoardProfile, h: HandshakeResult): ProbeResult {
  const about = profile.protocol.name === 'piskvork' ? parseAbout(h.answer).fields : null;
  return {
    kind: 'identified',
    path,
    profile,
    team: profile.protocol.name === 'icfpt' ? identityOf(h) : null,
    about,
    emulator: about?.name === EMULATOR_NAME,
    reply: h.answer,
    replyMs: h.replyMs,
  };
}

export async function probe(path: string, options: ProbeOptions = {}): Promise<ProbeResult> {
  const profiles = options.profiles ?? BOARD_PROFILES;
  const open = options.openTransport ?? ((p: string, baudRate: number) => new SerialTransport({ path: p, baudRate }));
  const tried: { profile: string; received: string }[] = [];
  let transport: Transport | null = null;
  try {
    for (const profile of profiles) {
      transport = await openAt(transport, path, profile, open);
      const h = await handshake(transport, profile, options.timeoutMs ?? profile.handshake.timeoutMs);
      tried.push({ profile: profile.id, received: printable(h.received) });
      if (h.matched) return identified(path, profile, h);
    }
  } finally {
    await transport?.close();
  }
  const fallbackProfile = options.expected ? getBoardProfile(options.expected) : (profiles[0] ?? BOARD_PROFILES[0]!);
  return { kind: 'no-answer', path, tried, fallback: { profile: fallbackProfile.id, emulator: fallbackProfile.emulator } };
}
