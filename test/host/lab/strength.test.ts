/**
 * Strength regression of the v2 core and the v3 draft against the real Pentobi (built by
 * ../shared/third_party/build-opponents.sh), through the real lab: worker processes, Pentobi over
 * GTP, the rules board judging every move. Pentobi is seeded (`pentobi:N:seeded` → `--seed S
 * --threads 1`) and the core is deterministic, so these games replay exactly: a change of result is
 * a change of strength, not luck. The per-move limit is the arena's 1 s (cores by predicted time).
 * Load tolerance: Pentobi's low levels answer in milliseconds, so a loaded 2-core box stays far
 * from the 1 s limit; only the test's own timeout depends on load.
 */
import { describe, it, expect } from 'vitest';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { opponentsBin, opponentsPresent } from '../../support/opponents.ts';
import { runLab } from '../../../host/lab/run-lab.ts';
import { DEFAULT_SPRT } from '../../../core/stats/sprt.ts';

const CORE = 'v2:deadline=10000000';
const OPPONENT = 'pentobi:1:seeded';
/** The MCTS draft (SPEC-v3) at a ninth of its deadline, a level up. */
const V3 = 'mcts:deadline=5000000';
const V3_OPPONENT = 'pentobi:2:seeded';

function labWorkersOfThisProcess(): string[] {
  const out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], { encoding: 'utf8' }).trim();
  return out === '' ? [] : out.split('\n').filter((l) => l.includes('host/lab/worker.ts'));
}

/** Ten seeded games of `a` against `opponent` through the real lab, at the arena's 1 s limit. */
async function tenGames(a: string, opponent: string) {
  // The lab finds Pentobi where the build puts it (or at PENTOBI_GTP): build it first on a fresh machine.
  if (!process.env.PENTOBI_GTP) process.env.PENTOBI_GTP = join(opponentsBin(), 'pentobi-gtp');
  const lab = await runLab({ a, opponents: [opponent], games: 10, workers: 2, limitMs: 1000, sprt: DEFAULT_SPRT, sprtStop: false, openingPlies: 0, seed: 1 }, () => undefined);
  const p = lab.report.pairings[0]!;
  expect(p.games).toBe(10);
  expect(p.abnormal).toEqual([]);
  expect(p.wins).toBeGreaterThanOrEqual(8);
  expect(labWorkersOfThisProcess()).toEqual([]);
  return { lab, p };
}

describe.skipIf(!opponentsPresent)('blokus core v2 against Pentobi', () => {
  it(`${CORE} beats ${OPPONENT} in at least 8 of 10 games, every move within the limit`, async () => {
    const { lab, p } = await tenGames(CORE, OPPONENT);
    expect(p.time.a.maxMs).toBeLessThanOrEqual(200); // 10 M clocks at 50 MHz
    expect(new Set(lab.games.map((g) => g.result.start))).toEqual(new Set(['5', 'a']));
  }, 300_000);

  it(`${V3} beats ${V3_OPPONENT} in at least 8 of 10 games, every move within its deadline`, async () => {
    const { p } = await tenGames(V3, V3_OPPONENT);
    expect(p.time.a.maxMs).toBeLessThanOrEqual(100); // 5 M clocks at 50 MHz
  }, 300_000);
});
