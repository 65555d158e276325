/** What one row of the Boards table says: profile, link, identity and state, in words. */
import type { BoardInfo } from '../../../core/api/schemas.ts';
import { BOARD_PROFILES } from '../../../core/boards/profiles.ts';

export type Tone = 'ok' | 'busy' | 'bad' | 'idle';

/** The catalogue profile the board's game points to, or what is known without one; null when the label says it already. */
export function profileText(b: BoardInfo): string | null {
  const profile = BOARD_PROFILES.find((p) => p.game === b.game);
  if (profile && b.label.includes(profile.label)) return null;
  if (b.kind === 'emulated') return profile ? `emulated ${profile.label}` : `emulated ${b.game ?? 'board'}, no catalogue profile`;
  return profile?.label ?? 'not identified yet';
}

/** `/dev/ttyUSB0 · 115200 8N1 · 0403:6001 FTDI FT232R`, or `in-process emulator`. */
export function linkText(b: BoardInfo): string {
  if (b.kind === 'emulated') return 'in-process emulator';
  const line = b.line ? `${b.line.dataBits}${b.line.parity[0]!.toUpperCase()}${b.line.stopBits}` : '';
  const rate = [b.baudRate ? `${b.baudRate}` : '', line].filter(Boolean).join(' ');
  return [b.path ?? b.id, rate, b.usb ?? ''].filter(Boolean).join(' · ');
}

/**
 * A board's state for its badge: what holds it first (match, flash, handshake), then the link.
 * `key` is also the badge's class (`.badge.connected` only once nothing holds the board).
 */
export function stateOf(b: BoardInfo): { key: string; text: string; tone: Tone } {
  if (b.inUse) return { key: 'in-match', text: 'busy: in a match', tone: 'busy' };
  if (b.busy === 'flash') return { key: 'flash', text: 'busy: closed for a flash', tone: 'busy' };
  if (b.busy === 'identifying') return { key: 'identifying', text: 'identifying…', tone: 'busy' };
  if (b.status === 'connecting') return { key: 'connecting', text: 'connecting…', tone: 'busy' };
  if (b.status === 'connected') return { key: 'connected', text: 'connected', tone: 'ok' };
  return b.status === 'error' ? { key: 'error', text: 'error', tone: 'bad' } : { key: 'disconnected', text: 'disconnected', tone: 'idle' };
}

/**
 * Text from a board (an identity, a failure detail) for a person: line breaks and other control
 * bytes become spaces, never literal escapes such as `\r\n`.
 */
export function readable(text: string): string {
  return text
    .replace(/\\r\\n|\\n|\\r/g, ' ')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/**
 * A board's identity for its row. A Piskvork ABOUT reply (`name="x", version="1", author="y", …`)
 * reads as `x 1 · author y · …`; anything else (an ICFPT team code) is shown as it came.
 */
export function identityText(identity: string): string {
  const pairs = [...identity.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!] as const);
  if (pairs.length === 0) return readable(identity);
  const field = new Map(pairs);
  const head = [field.get('name'), field.get('version')].filter(Boolean).join(' ');
  const rest = pairs.filter(([k]) => k !== 'name' && k !== 'version').map(([k, v]) => `${k} ${v}`);
  return readable([head, ...rest].filter(Boolean).join(' · '));
}
