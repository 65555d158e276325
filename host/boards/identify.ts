/**
 * Who is on a link: the board profiles' handshakes, tried in turn (shared/DESIGN.md §4.1, §5).
 * ICFPT first (`0` → `1XX`), then Piskvork (`ABOUT` → `name="…"`). Boards are recognised by what
 * they answer, never by USB ids (those name the adapter, not the board).
 */
import { BOARD_PROFILES, type BoardProfile } from '../../core/boards/profiles.ts';
import type { Transport } from '../transports/transport.ts';
import { bytesToLatin1, latin1ToBytes } from '../../core/bytes.ts';

export interface Identification {
  readonly profile: BoardProfile;
  /** The team code or the ABOUT line. */
  readonly identity: string;
}

/** Bytes received within `timeoutMs` of writing `send`, until `done(received)` says enough. */
async function exchange(transport: Transport, send: string, timeoutMs: number, done: (text: string) => boolean): Promise<string> {
  let text = '';
  let finish: () => void = () => {};
  const finished = new Promise<void>((r) => (finish = r));
  const sub = transport.onData((bytes) => {
    text += bytesToLatin1(bytes);
    if (done(text)) finish();
  });
  const timer = setTimeout(finish, timeoutMs);
  try {
    await transport.write(latin1ToBytes(send));
    await finished;
  } finally {
    clearTimeout(timer);
    sub.dispose();
  }
  return text;
}

export async function identify(transport: Transport, profiles: readonly BoardProfile[] = BOARD_PROFILES): Promise<Identification | null> {
  for (const profile of profiles) {
    const h = profile.handshake;
    const expect = new RegExp(h.expect);
    if ('bytes' in h.framing) {
      const n = h.framing.bytes;
      const got = (await exchange(transport, h.send, h.timeoutMs, (t) => t.replace(/[\r\n]/g, '').length >= n)).replace(/[\r\n]/g, '');
      const m = expect.exec(got.slice(0, n));
      if (m) return { profile, identity: m[1] ?? got.slice(0, n) };
    } else {
      const got = await exchange(transport, h.send, h.timeoutMs, (t) => t.split(/\r\n|\r|\n/).some((l) => expect.test(l)));
      const line = got.split(/\r\n|\r|\n/).find((l) => expect.test(l));
      if (line) return { profile, identity: line.trim() };
    }
  }
  return null;
}
