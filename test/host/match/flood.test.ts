// A hostile peer floods the link: a Blokus exec: player sends 20 MB of stray bytes right after its
// first move of every game. Stray bytes must cost O(1) per chunk, so the innocent emulated
// opponent never loses on time, and the verdict keeps a bounded excerpt (issue 12, item 2).
// Load tolerance: the innocent side has the competition's 1 s per move for a depth-1 emulator
// move (well under 10 ms unloaded); reading 20 MB from a pipe takes ~0.1 s unloaded.
import { describe, it, expect, afterEach } from 'vitest';
import { fileURLToPath } from 'node:url';
import { formatCommandLine } from '../../../host/transports/command-line.ts';
import { createPlayer } from '../../../host/players/create-player.ts';
import { runSeries } from '../../../host/match/series.ts';
import type { Player } from '../../../core/match/player.ts';
import { STRAY_EXCERPT_BYTES } from '../../../core/protocol/icfpt/index.ts';

const standin = fileURLToPath(new URL('../../fixtures/icfpt-standin.ts', import.meta.url));
const FLOOD = 20 * 1024 * 1024;
const RUNS = 10;

const open: Player<'blokus'>[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((p) => p.close()));
});

describe('a flooding peer', () => {
  it(`loses every one of ${RUNS} games itself; its innocent opponent never does`, async () => {
    const flooder = createPlayer('blokus', `exec:${formatCommandLine([process.execPath, '--import', 'tsx', standin, '--flood-bytes', String(FLOOD)])}`);
    const emu = createPlayer('blokus', 'emu:depth=1');
    for (const p of [flooder, emu]) {
      open.push(p);
      await p.open();
    }
    const result = await runSeries(
      [
        { player: flooder, spec: 'flooder' },
        { player: emu, spec: 'emu' },
      ],
      { settings: { game: 'blokus', dialect: 'heart-2014', firstMoverStart: '5' }, games: RUNS, timeLimitMs: 1000, recordDir: null },
    );
    expect(result.stopped).toBeNull();
    expect(result.games).toHaveLength(RUNS);
    for (const g of result.games) {
      expect(g.winner, g.text).toBe(1);
      // Stray bytes before its move, or flood bytes read as its move: either way its own fault.
      expect(['protocol-error', 'malformed-code']).toContain(g.verdict.kind);
      if (g.verdict.kind === 'protocol-error') expect(g.verdict.bytes.length).toBeLessThanOrEqual(STRAY_EXCERPT_BYTES);
      expect(g.text.length).toBeLessThan(400);
    }
    // Where the strays came between replies, the verdict keeps their first bytes and their count.
    expect(result.games.some((g) => /stray byte\(s\) \(the first 64 of \d+\)/.test(g.text))).toBe(true);
    for (const g of result.games) expect(g.text).not.toMatch(/malformed move code "QQQQ": malformed move code/);
  }, 120_000);
});
