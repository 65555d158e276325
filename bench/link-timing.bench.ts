/**
 * Move timing against an independent clock, per kind of link (stdio, TCP, serial on a socat pty):
 * a peer answering after 0, 5, 40 and 300 ms behind a timestamping proxy (test/support/timing-rig.ts).
 * Prints the distribution of the arena's error (its wall figure − the proxy's), overall and per
 * delay. Target: never below 0, median ≤ 1 ms, p95 ≤ 2 ms + the reply's wire time.
 */
import type { BenchContext, BenchModule } from './types.ts';
import { LINK_KINDS, PEER_DELAYS, measureLink, type TimingSample } from '../test/support/timing-rig.ts';

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

const round = (v: number): number => Number(v.toFixed(3));

function distribution(errors: readonly number[]) {
  const s = [...errors].sort((a, b) => a - b);
  return { n: s.length, min: round(s[0] ?? NaN), median: round(quantile(s, 0.5)), p95: round(quantile(s, 0.95)), max: round(s[s.length - 1] ?? NaN) };
}

function figures({ samples, linkRttMs }: { samples: readonly TimingSample[]; linkRttMs: readonly number[] }) {
  const errors = samples.map((s) => s.arenaMs - s.trueMs);
  const all = distribution(errors);
  const wire = Math.max(0, ...samples.map((s) => s.wireMs));
  const byDelay = Object.fromEntries(PEER_DELAYS.map((d) => [`${d}ms`, distribution(samples.filter((s) => s.delayMs === d).map((s) => s.arenaMs - s.trueMs))]));
  return { errorMs: all, byDelay, linkPingRttMs: distribution(linkRttMs), meetsTarget: all.min >= 0 && all.median <= 1 && all.p95 <= 2 + wire };
}

const bench: BenchModule = {
  name: 'link-timing',
  async run(ctx: BenchContext) {
    const games = ctx.quick ? 1 : 4;
    const out: Record<string, unknown> = { games, delaysMs: PEER_DELAYS };
    for (const kind of LINK_KINDS) {
      ctx.progress(`${kind}: ${games} game(s) through the proxy`);
      out[kind] = figures(await measureLink(kind, games));
    }
    return out;
  },
};

export default bench;
