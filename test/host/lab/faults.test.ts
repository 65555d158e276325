/**
 * The lab's fault paths with real worker processes: an engine that cannot start fails the run with
 * an error naming the game and the program, and no worker outlives the run; a bad spec fails
 * before any game is played.
 */
import { describe, it, expect } from 'vitest';
import { execFileSync } from 'node:child_process';
import { runLab } from '../../../host/lab/run-lab.ts';
import { ContenderSpecError } from '../../../host/lab/contender.ts';
import { DEFAULT_SPRT } from '../../../core/stats/sprt.ts';

const settings = { games: 2, workers: 2, limitMs: 1000, sprt: DEFAULT_SPRT, sprtStop: false, openingPlies: 0, seed: 1 };

function labWorkersOfThisProcess(): string[] {
  const out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], { encoding: 'utf8' }).trim();
  return out === '' ? [] : out.split('\n').filter((l) => l.includes('host/lab/worker.ts'));
}

describe('lab faults', () => {
  it('names the game and the missing program, and leaves no worker behind', async () => {
    const run = runLab({ ...settings, a: 'v2:deadline=1000000', opponents: ['gtp:"no-such-gtp-engine --game duo"'] }, () => undefined);
    await expect(run).rejects.toThrow(/lab game \d \(.*no-such-gtp-engine.*\): .*no-such-gtp-engine/);
    expect(labWorkersOfThisProcess()).toEqual([]);
  }, 60_000);

  it('rejects a bad contender before playing', async () => {
    await expect(runLab({ ...settings, a: 'v2:units=0', opponents: ['v1'] }, () => undefined)).rejects.toThrow(/units/);
    await expect(runLab({ ...settings, a: 'v2', opponents: ['v9'] }, () => undefined)).rejects.toThrow(ContenderSpecError);
    expect(labWorkersOfThisProcess()).toEqual([]);
  });
});
