// `arena serve --core rtl`: the Verilog core, built with Verilator on demand, served on a pty and played
// through the real serial stack. Because the RTL makes the emulator's decisions, a series against the
// emulator must end exactly as the same series between two emulators.
import { describe, it, expect, afterEach } from 'vitest';
import { spawnArena, type ArenaProcess } from '../../support/arena-process.ts';
import { buildRtlBoard } from '../../../host/boards/rtl/build.ts';

interface MatchJson {
  games: { verdict: { kind: string }; scores: { A: number; B: number } | null; plies: number }[];
  players: { A: { teamCode: string | null } };
}

async function runMatch(p1: string): Promise<MatchJson> {
  const p = spawnArena(['match', '--game', 'blokus', '--p1', p1, '--p2', 'emu', '--games', '2', '--time-limit', '0', '--no-record', '--json']);
  const { code } = await p.exited;
  expect(code, p.stderr()).toBe(0);
  return JSON.parse(p.stdout()) as MatchJson;
}

describe('arena serve --core rtl', () => {
  let served: ArenaProcess | undefined;
  afterEach(async () => {
    await served?.stop('SIGINT');
    served = undefined;
  });

  it('plays a series over a pty exactly as the emulator would', async () => {
    await buildRtlBoard({ maxDepth: 3 }); // the shared cache: usually built already by the co-simulation suite
    served = spawnArena(['serve', '--game', 'blokus', '--core', 'rtl', '--pty', '--quiet']);
    const line = await served.nextLine(300_000);
    expect(line).toMatch(/^pty: \/dev\/pts\/\d+$/);
    const rtl = await runMatch(`serial:${line.slice('pty: '.length)}`);
    const emu = await runMatch('emu');
    expect(rtl.players.A.teamCode).toBe('01'); // the RTL build's team parameter, not the emulator's EM
    for (const g of rtl.games) expect(g.verdict.kind).toBe('normal-end');
    expect(rtl.games.map((g) => [g.scores, g.plies])).toEqual(emu.games.map((g) => [g.scores, g.plies]));
  }, 600_000);
});
