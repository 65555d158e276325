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

const present = opponentsPresent;
if (!present) console.warn(`skipping the HEART 2014 host tests: ${THIRD_PARTY} is absent`);

/** Runs the host against the served board; resolves with its output. */
function playHost(host: string, servePort: number, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(host, ['-T', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    // The host's stdout is block-buffered on a pipe: its "Waiting on TCP port" comes too late to
    // wait for, so socat retries the connection until the host listens.
    const socat = spawn('socat', ['TCP:127.0.0.1:10000,retry=200,interval=0.05', `TCP:127.0.0.1:${servePort}`], { stdio: 'ignore' });
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
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
