// The official HEART 2014 competition host (a real third-party program, built from source by
// ../shared/third_party/build-opponents.sh into ~/.cache, never into the repo) in TCP mode (-T)
// plays `arena serve --game blokus` as player 1 and as player 2, with and without -r (player 2
// moves first): every game must end normally, with no violation. The host listens on TCP 10000
// and waits for its board to connect; socat joins that port to the port `arena serve` listens on.
// Host options, from its source (blokus-host.c usage()): -T tcp 10000/10001, -1/-2 the first /
// second move player on port 0, -r player 2 moves first, -a 2 its own automatic player.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { spawnArena, type ArenaProcess } from '../../support/arena-process.ts';
import { THIRD_PARTY, opponentsBin, opponentsPresent } from '../../support/opponents.ts';
import { decodeMoveCode, encodeMoveCode } from '../../../core/blokus/codec.ts';
import { blokusCoreV2Move } from '../../../core/engines/blokus-core/v2/index.ts';

const present = opponentsPresent;
if (!present) console.warn(`skipping the HEART 2014 host tests: ${THIRD_PARTY} is absent`);

/** Runs the host against the served board; resolves with its output. */
function playHost(host: string, servePort: number, args: string[], limitMs = 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(host, ['-T', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    // The host's stdout is block-buffered on a pipe: its "Waiting on TCP port" comes too late to
    // wait for, so socat retries the connection until the host listens.
    const socat = spawn('socat', ['TCP:127.0.0.1:10000,retry=200,interval=0.05', `TCP:127.0.0.1:${servePort}`], { stdio: 'ignore' });
    const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
    child.stdout.setEncoding('utf8').on('data', (t: string) => (out += t));
    child.stderr.setEncoding('utf8').on('data', (t: string) => (out += t));
    child.once('error', reject);
    child.once('close', () => {
      clearTimeout(timer);
      socat.kill('SIGKILL');
      resolve(out);
    });
  });
}

describe.skipIf(!present)('the official HEART 2014 host plays arena serve over TCP', () => {
  let host = '';
  let serve: ArenaProcess;
  let port = 0;
  beforeAll(async () => {
    const bin = opponentsBin();
    host = path.join(bin, 'blokus-host');
    serve = spawnArena(['serve', '--game', 'blokus', '--tcp', '0', '--depth', '1', '--quiet']);
    port = Number(/:(\d+)$/.exec(await serve.nextLine())![1]);
  }, 300_000);
  afterAll(async () => {
    await serve?.stop('SIGTERM');
  });

  const cases = [
    { name: 'as player 1', args: ['-1'] },
    { name: 'as player 1, player 2 moving first (-r)', args: ['-1', '-r'] },
    { name: 'as player 2', args: ['-2'] },
    { name: 'as player 2, player 2 moving first (-r)', args: ['-2', '-r'] },
  ];
  for (const c of cases) {
    it(`${c.name}: the game ends normally, no violation`, async () => {
      const out = await playHost(host, port, [...c.args, '-a', '2', '-b', '-t']);
      expect(out, out.slice(-2000)).not.toMatch(/violation|terminated unexpectedly/);
      expect(out, out.slice(-2000)).toMatch(/\*\* Tiles: \d+ \/ \d+, Score: -?\d+ \/ -?\d+\. (Player [12] won the game!|Draw game\.)/);
    }, 90_000);
  }
});

/**
 * Replays the host's log (the prompts it sent the board, the codes the board answered) and checks
 * every move of the board against the v2 emulator at the served settings (maxDepth 2, 3 units, the
 * default deadline). The board moves first in these cases: its first prompt is `2` + its start.
 */
function rtlMovesAgainstEmulator(out: string): { mismatches: string[]; checked: number } {
  const events = [...out.matchAll(/serial prompt string: (\w+) |\(got from serial 0: (\w{4})\)/g)];
  const first = events[0]?.[1];
  if (first === undefined || !/^2[5A]$/.test(first)) return { mismatches: [`the board's first prompt is ${String(first)}, expected 25 or 2A`], checked: 0 };
  const setup = { firstMoverStart: first[1] === '5' ? '5' : 'a' } as const;
  const moves: string[] = [];
  const mismatches: string[] = [];
  let checked = 0;
  for (const e of events.slice(1)) {
    if (e[1] !== undefined) {
      if (e[1].startsWith('4')) moves.push(e[1].slice(1).toLowerCase());
      continue;
    }
    const played = e[2]!.toLowerCase();
    const emu = encodeMoveCode(blokusCoreV2Move({ setup, moves: moves.map(decodeMoveCode) }, { units: 3, maxDepth: 2 }).move);
    if (emu !== played) mismatches.push(`after ${moves.join(' ') || '(start)'}: board ${played}, emulator ${emu}`);
    checked++;
    moves.push(played);
  }
  return { mismatches, checked };
}

// The v2 Verilog core (hdl/blokus/SPEC-v2.md) under Verilator, served by `arena serve --core rtl`:
// the same host, the same checks. maxDepth 2 keeps each move to a few hundred thousand clocks
// (about a second of simulation) so the host's per-move timeout is far away.
describe.skipIf(!present)('the official HEART 2014 host plays the v2 RTL core through arena serve --core rtl', () => {
  let host = '';
  let serve: ArenaProcess;
  let port = 0;
  beforeAll(async () => {
    host = path.join(opponentsBin(), 'blokus-host');
    serve = spawnArena(['serve', '--game', 'blokus', '--core', 'rtl', '--tcp', '0', '--depth', '2', '--quiet'], { ...process.env, ARENA_RTL_VERSION: '2' });
    port = Number(/:(\d+)$/.exec(await serve.nextLine())![1]);
  }, 600_000);
  afterAll(async () => {
    await serve?.stop('SIGTERM');
  });

  for (const c of [
    { name: 'as player 1', args: ['-1'] },
    { name: 'as player 2, player 2 moving first (-r)', args: ['-2', '-r'] },
  ]) {
    it(`${c.name}: the game ends normally, no violation`, async () => {
      // -o 30: the host times the simulation's wall clock, which is about 1,000 times slower than
      // the 50 MHz board (a depth-2 move of a few hundred thousand clocks takes ~1 s here, ~6 ms on the FPGA).
      const out = await playHost(host, port, [...c.args, '-a', '2', '-b', '-t', '-o', '30'], 280_000);
      expect(out, out.slice(-2000)).not.toMatch(/violation|terminated unexpectedly/);
      expect(out, out.slice(-2000)).toMatch(/\*\* Tiles: \d+ \/ \d+, Score: -?\d+ \/ -?\d+\. (Player [12] won the game!|Draw game\.)/);
      expect(rtlMovesAgainstEmulator(out)).toEqual({ mismatches: [], checked: expect.any(Number) });
      expect(rtlMovesAgainstEmulator(out).checked).toBeGreaterThan(8);
    }, 300_000);
  }
});
