// Recognising a board by its handshake over a link: ICFPT `0` → `1XX`, else Piskvork ABOUT; a
// board that answers neither is not recognised (whatever its USB ids say).
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryPair, type MemoryTransport } from '../../../host/transports/memory.ts';
import { identify } from '../../../host/boards/identify.ts';
import { BOARD_PROFILES } from '../../../core/boards/profiles.ts';

let ends: MemoryTransport[] = [];
afterEach(async () => {
  for (const e of ends) await e.close();
  ends = [];
});

/** A far end that answers each chunk it receives with `reply(text)` (nothing when it returns null). */
async function board(reply: (text: string) => string | null): Promise<MemoryTransport> {
  const [host, far] = createMemoryPair(['host', 'board']);
  ends = [host, far];
  await host.open();
  await far.open();
  far.onData((bytes) => {
    const r = reply(new TextDecoder().decode(bytes));
    if (r !== null) void far.write(new TextEncoder().encode(r));
  });
  return host;
}

describe('identify', () => {
  it('finds an ICFPT board and keeps bytes 2–3 of its reply, CR/LF ignored', async () => {
    const host = await board((t) => (t === '0' ? '1\r\nAB' : null));
    const found = await identify(host);
    expect(found?.profile.id).toBe('de2-115-blokus');
    expect(found?.identity).toBe('AB');
  });

  it('waits for a slow board still sending its ABOUT line past the 1 s limit (a simulated SoC)', async () => {
    const line = 'name="gomoku-fw", version="2"\r\n';
    const host = await board((t) => {
      if (!t.includes('ABOUT')) return null;
      // One byte every 60 ms: the whole line takes about 2 s, longer than the profile's 1 s limit.
      let i = 0;
      const tick = setInterval(() => {
        void ends[1]!.write(new TextEncoder().encode(line[i]!));
        if (++i === line.length) clearInterval(tick);
      }, 60);
      return null;
    });
    const found = await identify(host);
    expect(found?.identity).toBe('name="gomoku-fw", version="2"');
  });

  it('falls back to ABOUT for a Piskvork board', async () => {
    const host = await board((t) => (t.includes('ABOUT') ? 'name="pbrain", version="1.2"\r\n' : null));
    const found = await identify(host);
    expect(found?.profile.id).toBe('wujian100-gomoku');
    expect(found?.identity).toBe('name="pbrain", version="1.2"');
  });

  it('recognises nothing in a board that answers garbage', async () => {
    const host = await board(() => 'xyz');
    const quick = BOARD_PROFILES.map((p) => ({ ...p, handshake: { ...p.handshake, timeoutMs: 100 } }));
    expect(await identify(host, quick)).toBeNull();
  });
});
