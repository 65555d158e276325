// No orphans, whatever signal ends the arena (issue 12, item 4): socat behind `arena serve --pty`,
// a flashing tool behind `arena flash` and an engine behind `arena match` go when the arena goes, by SIGKILL (which no handler
// sees), SIGTERM or SIGHUP. The real CLI as a child process; the processes are found in its tree.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { spawnArena } from '../../support/arena-process.ts';
import { formatCommandLine } from '../../../host/transports/command-line.ts';
import { fakeTools, rbfBytes, type FakeTools } from '../../fixtures/flash/fake-tools.ts';

const SIGNALS = ['SIGKILL', 'SIGTERM', 'SIGHUP'] as const;

function children(pid: number, pattern?: string): number[] {
  try {
    const args = ['-P', String(pid), ...(pattern ? ['-f', pattern] : [])];
    return execFileSync('pgrep', args, { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number);
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

/** Running (a zombie waiting for its reaper counts as gone). */
function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

async function until(what: string, test: () => boolean, ms = 8000): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The program the watchdog wrapper under `arena` runs. */
async function watchedChild(arena: number, name: string): Promise<number> {
  let found: number | undefined;
  await until(`${name} under the arena`, () => {
    const [wrapper] = children(arena, `arena-watchdog`);
    found = wrapper === undefined ? undefined : children(wrapper).find((p) => readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(name));
    return found !== undefined;
  });
  return found!;
}

describe('arena serve --pty leaves no socat behind', () => {
  for (const signal of SIGNALS) {
    it(`killed by ${signal}: socat goes and the pty vanishes`, async () => {
      const proc = spawnArena(['serve', '--game', 'blokus', '--pty', '--depth', '1', '--quiet']);
      const pty = (await proc.nextLine()).replace(/^pty: /, '');
      expect(existsSync(pty)).toBe(true);
      const socat = await watchedChild(proc.pid, 'socat');
      process.kill(proc.pid, signal);
      await proc.exited;
      await until('socat gone', () => !alive(socat));
      await until('pty gone', () => !existsSync(pty));
    }, 30_000);
  }
});

describe('arena flash leaves no flashing tool behind', () => {
  let t: FakeTools;
  let rbf: string;
  beforeAll(async () => {
    t = await fakeTools();
    rbf = await t.file('design.rbf', rbfBytes());
  });
  afterAll(async () => {
    await t.remove();
  });

  for (const signal of SIGNALS) {
    it(`killed by ${signal}: the tool is stopped too`, async () => {
      const ofl = await t.openFPGALoader('hang');
      const proc = spawnArena(['flash', '--board', 'de2-115', '--bitstream', rbf, '--openfpgaloader', ofl]);
      const tool = await watchedChild(proc.pid, 'sleep');
      process.kill(proc.pid, signal);
      await proc.exited;
      await until('tool gone', () => !alive(tool));
    }, 30_000);
  }
});

describe('arena match leaves no engine behind', () => {
  // An engine that ignores both the end of its stdin and SIGTERM, and never answers.
  const stubborn = "process.on('SIGTERM', () => {}); process.stdin.on('data', () => {}); process.stdin.on('end', () => {}); setInterval(() => {}, 1000); // stubborn-engine";
  for (const signal of SIGNALS) {
    it(`killed by ${signal}: the engine is stopped too`, async () => {
      const spec = `exec:${formatCommandLine([process.execPath, '-e', stubborn])}`;
      const proc = spawnArena(['match', '--game', 'blokus', '--p1', 'emu:depth=1', '--p2', spec, '--no-record']);
      const engine = await watchedChild(proc.pid, 'stubborn-engine');
      process.kill(proc.pid, signal);
      await proc.exited;
      await until('engine gone', () => !alive(engine));
    }, 30_000);
  }
});
