// Link.quiet: the resync that lets a game start clean after a fault. Real in-memory links.
import { describe, it, expect, afterEach } from 'vitest';
import { performance } from 'node:perf_hooks';
import { Link } from '../../../host/players/link.ts';
import { createMemoryPair, type MemoryTransport } from '../../../host/transports/memory.ts';

let timers: NodeJS.Timeout[] = [];
const ends: MemoryTransport[] = [];
afterEach(async () => {
  for (const t of timers) clearInterval(t);
  timers = [];
  for (const e of ends.splice(0)) await e.close();
});

async function linked(): Promise<{ link: Link; peer: MemoryTransport; seen: number[] }> {
  const [ours, peer] = createMemoryPair();
  ends.push(ours, peer);
  await peer.open();
  const link = new Link(ours);
  const seen: number[] = [];
  await link.open((bytes) => seen.push(...bytes));
  return { link, peer, seen };
}

describe('Link.quiet', () => {
  it('waits for the silence it asks for, keeps what came meanwhile from the player and returns it', async () => {
    const { link, peer, seen } = await linked();
    const t0 = performance.now();
    setTimeout(() => void peer.write(Uint8Array.from([0x35, 0x36])), 30);
    const dropped = await link.quiet(60, 1000);
    const took = performance.now() - t0;
    expect([...dropped.excerpt]).toEqual([0x35, 0x36]);
    expect(dropped).toMatchObject({ count: 2, settled: true });
    expect(seen).toEqual([]);
    expect(took).toBeGreaterThanOrEqual(30 + 60 - 2); // silence counted from the last byte
    await peer.write(Uint8Array.from([0x31]));
    await new Promise((r) => setTimeout(r, 5));
    expect(seen).toEqual([0x31]); // afterwards bytes reach the player again
  });

  it('gives up after its limit on a link that never falls silent', async () => {
    const { link, peer } = await linked();
    timers.push(setInterval(() => void peer.write(Uint8Array.from([0x7a])), 10));
    const t0 = performance.now();
    const dropped = await link.quiet(60, 200);
    const took = performance.now() - t0;
    expect(took).toBeGreaterThanOrEqual(198);
    expect(took).toBeLessThan(600);
    expect(dropped.count).toBeGreaterThan(5);
    expect(dropped.excerpt.length).toBeLessThanOrEqual(64); // a bounded excerpt, however long the flood
  });

  it('first waits for the bytes still owed, however long the other end stays silent before them', async () => {
    const { link, peer } = await linked();
    // An engine still thinking: 300 ms of silence (well over the 60 ms asked for), then its move.
    setTimeout(() => void peer.write(Uint8Array.from([0x35, 0x35, 0x61, 0x30, 0x0d, 0x0a])), 300);
    const t0 = performance.now();
    const dropped = await link.quiet(60, 1000, 4, 2000);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(300 + 60 - 2);
    expect(dropped).toMatchObject({ count: 6, settled: true });
  });

  it('gives up on owed bytes after its bound and says so', async () => {
    const { link, peer } = await linked();
    setTimeout(() => void peer.write(Uint8Array.from([0x35, 0x35])), 20);
    const t0 = performance.now();
    const dropped = await link.quiet(30, 1000, 4, 150);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(148);
    expect(dropped).toMatchObject({ count: 2, settled: false });
  });

  it('returns at once when the link is lost meanwhile', async () => {
    const { link, peer } = await linked();
    setTimeout(() => peer.sever('cable pulled'), 20);
    const t0 = performance.now();
    await link.quiet(500, 2000);
    expect(performance.now() - t0).toBeLessThan(400);
    expect(link.fault?.kind).toBe('link-lost');
  });
});
