// What the match suites share: players and temporary folders that are closed and removed after
// each test, and stand-in programs from test/fixtures run as players.
import { afterEach } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPlayer } from '../../../host/players/create-player.ts';
import { formatCommandLine } from '../../../host/transports/command-line.ts';
import type { Player } from '../../../core/match/player.ts';
import type { GameKind } from '../../../core/match/types.ts';

/** A command line running a test/fixtures program under tsx. */
export function fixtureProgram(name: string, ...args: string[]): string {
  const file = fileURLToPath(new URL(`../../fixtures/${name}`, import.meta.url));
  return formatCommandLine([process.execPath, '--import', 'tsx', file, ...args]);
}

/** Registers the teardown in the calling suite; returns helpers whose resources it releases. */
export function useHarness() {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const f of cleanup.splice(0)) await f();
  });
  return {
    cleanup,
    /** A player from SPEC, opened; closed after the test. */
    async open<G extends GameKind>(game: G, spec: string): Promise<Player<G>> {
      const p = createPlayer(game, spec);
      cleanup.push(() => p.close());
      await p.open();
      return p;
    },
    /** A fresh temporary folder; removed after the test. */
    async tempDir(prefix = 'arena-match-'): Promise<string> {
      const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
      cleanup.push(() => rm(dir, { recursive: true, force: true }));
      return dir;
    },
  };
}
