// Browser mode's link survives a host restart: after a drop it retries with a bounded back-off,
// keeps the UI's event listeners (no re-subscribing by the views), and serves calls again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { backOffDelay, openReconnectingLink, type ReconnectSocket, type ReconnectingLink, type LinkStatus } from '../../renderer/reconnect.ts';
import { createApiClient } from '../../core/api/client.ts';

type Listener = (e: { data: unknown }) => void;

/** A socket whose far end the test plays: `accept`, `refuse`, `drop`, `push` an event, answer calls. */
class FakeSocket implements ReconnectSocket {
  readyState = 0;
  sent: { id: number; method: string }[] = [];
  private ls = new Map<string, Set<Listener>>();
  addEventListener(type: string, l: Listener | (() => void)): void {
    let set = this.ls.get(type);
    if (!set) this.ls.set(type, (set = new Set()));
    set.add(l as Listener);
  }
  private fire(type: string, e: { data: unknown } = { data: null }) {
    for (const l of this.ls.get(type) ?? []) l(e);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text) as { id: number; method: string });
  }
  close() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.fire('close');
  }
  accept() {
    this.readyState = 1;
    this.fire('open');
  }
  refuse() {
    this.readyState = 3;
    this.fire('error');
    this.fire('close');
  }
  drop() {
    this.close();
  }
  push(event: string, payload: unknown) {
    this.fire('message', { data: JSON.stringify({ type: 'event', event, payload }) });
  }
  answer(value: unknown) {
    const last = this.sent[this.sent.length - 1]!;
    this.fire('message', { data: JSON.stringify({ type: 'result', id: last.id, ok: true, value }) });
  }
}

describe('reconnecting link', () => {
  let sockets: FakeSocket[];
  let link: ReconnectingLink | null;
  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    link = null;
  });
  afterEach(() => {
    link?.close();
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
  });
  const factory = () => {
    const s = new FakeSocket();
    sockets.push(s);
    return s;
  };
  const last = () => sockets[sockets.length - 1]!;

  it('reconnects after the host restarts, keeps listeners, and calls work again', async () => {
    const opening = openReconnectingLink(factory, { minMs: 100, maxMs: 800 });
    last().accept();
    link = await opening;
    const api = createApiClient(link.channel);
    const seen: unknown[] = [];
    api.onBoards((b) => seen.push(b));
    const statuses: LinkStatus[] = [];
    link.onStatus((s) => statuses.push(s));

    last().push('boards', ['one']);
    expect(seen).toEqual([['one']]);

    // The host goes away: a pending call fails, new calls fail at once, retries back off 100, 200, 400, 800, 800.
    const pending = api.listBoards();
    last().drop();
    await expect(pending).rejects.toMatchObject({ code: 'api-disconnected' });
    await expect(api.listBoards()).rejects.toMatchObject({ code: 'api-disconnected' });
    expect(link.status()).toEqual({ state: 'reconnecting', attempt: 1, retryInMs: 100 });
    for (const wait of [100, 200, 400, 800]) {
      const before = sockets.length;
      vi.advanceTimersByTime(wait - 1);
      expect(sockets.length).toBe(before);
      vi.advanceTimersByTime(1);
      expect(sockets.length).toBe(before + 1);
      last().refuse();
    }
    expect(statuses.map((s) => (s.state === 'reconnecting' ? s.retryInMs : 0))).toEqual([100, 200, 400, 800, 800]);

    // The host is back: status open, the old listener hears the new socket's events, calls go through.
    vi.advanceTimersByTime(800);
    last().accept();
    expect(link.status()).toEqual({ state: 'open', connections: 2 });
    last().push('boards', ['two']);
    expect(seen).toEqual([['one'], ['two']]);
    const call = api.listBoards();
    expect(last().sent.map((m) => m.method)).toEqual(['listBoards']);
    last().answer([]);
    await expect(call).resolves.toEqual([]);

    // The back-off starts again from the minimum after a success.
    last().drop();
    expect(link.status()).toMatchObject({ attempt: 1, retryInMs: 100 });
  });

  it('routes events listened to while the link was down once it is back', async () => {
    const opening = openReconnectingLink(factory, { minMs: 10, maxMs: 10 });
    last().accept();
    link = await opening;
    last().drop();
    const heard: unknown[] = [];
    const off = link.channel.subscribe('match', (m) => heard.push(m));
    vi.advanceTimersByTime(10);
    last().accept();
    last().push('match', 1);
    off();
    last().push('match', 2);
    expect(heard).toEqual([1]);
  });

  it('fails fast when the first attempt is refused (wrong token, no host), with no retry timer left', async () => {
    const opening = openReconnectingLink(factory);
    last().refuse();
    await expect(opening).rejects.toMatchObject({ code: 'api-unreachable' });
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('close() stops retrying', async () => {
    const opening = openReconnectingLink(factory, { minMs: 10, maxMs: 10 });
    last().accept();
    link = await opening;
    last().drop();
    link.close();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(1);
  });

  it('back-off is doubling from the minimum and never exceeds the bound', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 200 }), (min, extra, n) => {
        const b = { minMs: min, maxMs: min + extra };
        const d = backOffDelay(n, b);
        expect(d).toBeGreaterThanOrEqual(min);
        expect(d).toBeLessThanOrEqual(b.maxMs);
        expect(backOffDelay(n + 1, b)).toBeGreaterThanOrEqual(d);
      }),
    );
    expect(backOffDelay(1)).toBe(250);
    expect(backOffDelay(3)).toBe(1000);
  });
});

/** Sockets that only open or fail (no messages), for the refusal tests. */
function plainSockets() {
  const sockets: { accept(): void; refuse(): void }[] = [];
  const factory = () => {
    const ls = new Map<string, Set<() => void>>();
    const fire = (t: string) => ls.get(t)?.forEach((l) => l());
    const s = {
      addEventListener: (t: string, l: () => void) => void (ls.get(t) ?? ls.set(t, new Set()).get(t)!).add(l),
      send: () => undefined,
      close: () => fire('close'),
      accept: () => fire('open'),
      refuse: () => (fire('error'), fire('close')),
    };
    sockets.push(s);
    return s as unknown as ReconnectSocket;
  };
  return { sockets, factory };
}

describe('reconnecting link against a host that refuses the token', () => {
  afterEach(() => vi.useRealTimers());

  it('gives up with `refused` after two refusals while the host answers, and keeps retrying while it does not', async () => {
    vi.useFakeTimers();
    const { sockets, factory } = plainSockets();
    let up = false;
    const probes: boolean[] = [];
    const opening = openReconnectingLink(factory, { minMs: 10, maxMs: 40 }, () => (probes.push(up), Promise.resolve(up)));
    sockets[0]!.accept();
    const link = await opening;
    const statuses: LinkStatus[] = [];
    link.onStatus((s) => statuses.push(s));
    sockets[0]!.refuse(); // the drop of an open socket: no probe, plain back-off
    expect(probes).toEqual([]);
    // Host down: attempts fail, the probe says so, retries continue.
    for (let i = 0; i < 3; i++) {
      await vi.advanceTimersByTimeAsync(40);
      sockets.at(-1)!.refuse();
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(statuses.every((s) => s.state === 'reconnecting')).toBe(true);
    // The host is back with another token: it answers HTTP and refuses the socket, twice.
    up = true;
    await vi.advanceTimersByTimeAsync(40);
    sockets.at(-1)!.refuse();
    await vi.advanceTimersByTimeAsync(0);
    expect(link.status().state).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(10);
    sockets.at(-1)!.refuse();
    await vi.advanceTimersByTimeAsync(0);
    expect(link.status()).toEqual({ state: 'refused' });
    const count = sockets.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets).toHaveLength(count);
    expect(vi.getTimerCount()).toBe(0);
    link.close();
  });

  it('a host that comes back with the same token between the probe and the retry is joined again', async () => {
    vi.useFakeTimers();
    const { sockets, factory } = plainSockets();
    const opening = openReconnectingLink(factory, { minMs: 10, maxMs: 40 }, () => Promise.resolve(true));
    sockets[0]!.accept();
    const link = await opening;
    sockets[0]!.refuse();
    await vi.advanceTimersByTimeAsync(10);
    sockets.at(-1)!.refuse(); // failed while the host was coming up; the probe finds it up
    await vi.advanceTimersByTimeAsync(10);
    sockets.at(-1)!.accept();
    expect(link.status()).toEqual({ state: 'open', connections: 2 });
    link.close();
  });
});
