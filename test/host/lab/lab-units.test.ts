/** The lab's pure parts: contender specs, the game schedule, the per-pairing report and the chart. */
import { describe, it, expect } from 'vitest';
import { parseContender, pentobiSpec, ContenderSpecError } from '../../../host/lab/contender.ts';
import { labJobs } from '../../../host/lab/run-lab.ts';
import { labHangMs } from '../../../host/lab/play-game.ts';
import { describePairing, pairingReport, quantile, contenderResources, stoppingSprt, mctsLogicLine } from '../../../host/lab/report.ts';
import { labChartSvg } from '../../../host/lab/chart.ts';
import { BlokusCoreOptionError } from '../../../core/engines/blokus-core/errors.ts';
import type { LabJobDone } from '../../../host/lab/pool.ts';
import { DEFAULT_SPRT } from '../../../core/stats/sprt.ts';
import { blokusMctsOptionsSchema } from '../../../core/engines/blokus-mcts/index.ts';
import { blokusMctsLogic } from '../../../core/engines/blokus-mcts/logic.ts';

describe('lab contender specs', () => {
  it('parses core configurations and engines', () => {
    expect(parseContender('v2')).toEqual({ kind: 'v2', spec: 'v2', options: { units: undefined, maxDepth: undefined, widths: undefined, deadlineCycles: undefined, growthShift: undefined, weights: {} } });
    const v2 = parseContender('v2:units=2,widths=32/16,deadline=5000000,growth=1,wm=8,wa=3');
    expect(v2).toMatchObject({ kind: 'v2', options: { units: 2, widths: [32, 16], deadlineCycles: 5_000_000, growthShift: 1, weights: { material: 8, attach: 3 } } });
    expect(parseContender('v2:wa=3,ao=-7,wd=-4,do=2,wt=1,tk=4')).toMatchObject({ options: { weights: { attach: 3, attachOther: -7, deadAttach: -4, deadOther: 2, territory: 1, territorySteps: 4 } } });
    expect(parseContender('v1:depth=4')).toMatchObject({ kind: 'v1', options: { depth: 4 } });
    expect(parseContender('pentobi:5')).toEqual({ kind: 'gtp', spec: 'pentobi:5', playerSpec: pentobiSpec(5), seeded: false });
    expect(parseContender('pentobi:2:seeded')).toMatchObject({ seeded: true });
    expect(parseContender('mcts')).toMatchObject({ kind: 'mcts', options: { deadline: 45_000_000, width: 32, rootWidth: 128, expand: 4, nodes: 21_760, lgr: 2048, scanRows: 2, units: 1, c: 0.5, prior: true, policy: true, rave: true } });
    expect(parseContender('mcts:deadline=0,playouts=500,width=0,expand=1,nodes=99999,units=3')).toMatchObject({ options: { deadline: 0, playouts: 500, width: 0, expand: 1, nodes: 99_999, units: 3 } });
    expect(parseContender('mcts:prior=0,c=0.25')).toMatchObject({ options: { prior: false, c: 0.25 } });
    expect(parseContender('mcts:prune=16,reuse=1')).toMatchObject({ options: { prune: 16, reuse: true } });
    expect(parseContender('gtp:"x --y"')).toEqual({ kind: 'gtp', spec: 'gtp:"x --y"', playerSpec: 'gtp:"x --y"', seeded: false });
  });

  it('names what is wrong in a bad spec', () => {
    expect(() => parseContender('v3')).toThrow(ContenderSpecError);
    expect(() => parseContender('v2:depth=3')).toThrow(/unknown v2 option depth/);
    expect(() => parseContender('v2:units')).toThrow(/key=value/);
    expect(() => parseContender('v2:units=x')).toThrow(/units="x"/);
    expect(() => parseContender('v2:units=9')).toThrow(BlokusCoreOptionError);
    expect(() => parseContender('v2:ao=-16')).toThrow(/attachOther/);
    expect(() => parseContender('v2:tk=9')).toThrow(/territorySteps/);
    expect(() => parseContender('v2:wt=-1')).toThrow(/territory/);
    expect(() => parseContender('v1:beam=3')).toThrow(/unknown v1 option beam/);
    expect(() => parseContender('pentobi:5:fast')).toThrow(/seeded/);
    expect(() => parseContender('mcts:depth=3')).toThrow(/unknown mcts option depth/);
    expect(() => parseContender('mcts:c=x')).toThrow(/c="x" is not a number/);
    expect(() => parseContender('mcts:units=9')).toThrow(/units/);
    expect(() => parseContender('mcts:prior=2')).toThrow(/prior=2 must be 0 or 1/);
    expect(() => parseContender('mcts:scanRows=3')).toThrow(/scanRows: 1, 2 or 4/);
    expect(() => parseContender('mcts:reuse=1,units=2')).toThrow(/reuse=1 keeps one unit's tree between moves; units=2/);
  });

  it('takes every option of the MCTS core, each off its default, booleans as 0 or 1', () => {
    const defaults = blokusMctsOptionsSchema.parse({});
    for (const [key, value] of Object.entries(defaults)) {
      const other = typeof value === 'boolean' ? Number(!value) : key === 'lgr' ? 1024 : key === 'scanRows' ? (value === 1 ? 2 : 1) : Number(value) + 1;
      const c = parseContender(`mcts:${key}=${other}`);
      expect(c.kind === 'mcts' && Number(c.options[key as keyof typeof defaults])).toBe(other);
    }
  });
});

describe('lab schedule', () => {
  it('alternates colours every game and start squares every two, sharing openings within a colour-swapped pair', () => {
    const jobs = labJobs('A', 'B', { games: 8, limitMs: 1000, openingPlies: 2, seed: 3 }, 10);
    expect(jobs.map((j) => j.id)).toEqual([10, 11, 12, 13, 14, 15, 16, 17]);
    expect(jobs.map((j) => j.first)).toEqual(['A', 'B', 'A', 'B', 'A', 'B', 'A', 'B']);
    expect(jobs.map((j) => j.start)).toEqual(['5', '5', 'a', 'a', '5', '5', 'a', 'a']);
    expect(jobs[0]!.openingSeed).toBe(jobs[1]!.openingSeed);
    expect(new Set(jobs.map((j) => j.openingSeed)).size).toBe(4);
  });
});

describe('lab report', () => {
  const done = (first: string, winner: 0 | 1 | null, msA: number): LabJobDone => ({
    job: { id: 0, first, second: first === 'A' ? 'B' : 'A', aFirst: first === 'A', start: '5', limitMs: 1000, openingPlies: 0, openingSeed: 0, standIn: null },
    result: {
      start: '5',
      scores: [0, 0],
      winner,
      end: 'normal',
      detail: null,
      moves: [],
      samples: [
        { side: first === 'A' ? 0 : 1, ms: msA, depth: 4, deadlineHit: false, standIn: false },
        { side: first === 'A' ? 1 : 0, ms: 1, depth: null, deadlineHit: false, standIn: false },
      ],
    },
    wallMs: 1,
  });

  it('counts results from A’s side whatever its colour, with Elo, SPRT and A’s times', () => {
    const games = [done('A', 0, 10), done('B', 1, 20), done('A', 1, 30), done('B', null, 40)];
    const r = pairingReport('A', 'B', games, DEFAULT_SPRT);
    expect([r.wins, r.losses, r.draws]).toEqual([2, 1, 1]);
    expect(r.elo.score).toBeCloseTo(2.5 / 4, 12);
    expect(r.time.a).toMatchObject({ moves: 4, medianMs: 20, maxMs: 40, depths: { 4: 4 } });
    expect(r.time.b.moves).toBe(4);
    expect(r.sprt.decision).toBe('continue');
    const svg = labChartSvg({ format: 'fpga-arena/lab@1', limitMs: 1000, sprt: DEFAULT_SPRT, standIn: null, pairings: [r], resources: {} }, [10, 20, 30, 40]);
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('2-1-1');
  });

  it('scores a configuration against itself by seat, not by name: a first-mover edge is not a win', () => {
    // The first mover wins every game; A and B are the same spec, and A moves first in half.
    const games = [0, 1, 2, 3].map((g) => {
      const d = done('A', 0, 10);
      return { ...d, job: { ...d.job, first: 'v2', second: 'v2', aFirst: g % 2 === 0 } };
    });
    const r = pairingReport('v2', 'v2', games, DEFAULT_SPRT);
    expect([r.wins, r.losses, r.draws]).toEqual([2, 2, 0]);
  });

  it('splits A’s record by colour and pairs the colour-swapped games of the real schedule, leaving an unfinished pair out', () => {
    // 9 games by labJobs: pairs (0,1) (2,3) (4,5) (6,7) and game 8 alone. The first mover wins,
    // except that A wins both games of the pair (2,3) and draws game 7 as the second mover.
    const jobs = labJobs('A', 'B', { games: 9, limitMs: 1000, openingPlies: 0, seed: 3 });
    const games = jobs.map((job, g): LabJobDone => {
      const d = done('A', 0, 10);
      const winner = g === 7 ? null : g === 3 ? 1 : 0;
      return { ...d, job, result: { ...d.result, start: job.start, winner } };
    });
    const r = pairingReport('A', 'B', games, DEFAULT_SPRT);
    expect(r.colours).toEqual({ first: { wins: 5, losses: 0, draws: 0 }, second: { wins: 1, losses: 2, draws: 1 } });
    // Pair scores for A: 1, 2, 1, 1½ (game 8 has no partner).
    expect(r.pairs.pentanomial).toEqual([0, 0, 2, 1, 1]);
    expect(r.pairs.elo.score).toBeCloseTo((1 + 2 + 1 + 1.5) / 8, 12);
    expect(r.elo.score).toBeCloseTo(6.5 / 9, 12);
    const text = describePairing(r);
    expect(text).toContain('as first mover 5-0-0, as second 1-2-1');
    expect(text).toContain('4 colour-swapped pairs scoring 0/½/1/1½/2: 0/0/2/1/1');
    expect(describePairing(pairingReport('A', 'B', games.slice(0, 1), DEFAULT_SPRT))).toContain('no colour-swapped pair complete');
    expect(text).not.toContain('abnormally');
  });

  it('says beside the record how many games a fault or a hang ended, since they count in it', () => {
    const jobs = labJobs('A', 'B', { games: 6, limitMs: 0, openingPlies: 0, seed: 3 });
    const games = jobs.map((job, g): LabJobDone => {
      const d = done('A', 0, 10);
      return g % 2 === 0 ? d : { ...d, job, result: { ...d.result, end: 'timeout', detail: `pentobi:8: no answer in 30000 ms (${g})` } };
    });
    const text = describePairing(pairingReport('A', 'B', games, DEFAULT_SPRT));
    expect(text).toContain('3 games ended abnormally and count in the record: game 1: timeout: pentobi:8: no answer in 30000 ms (1);');
    expect(text).not.toContain('more in the JSON');
    const more = describePairing(pairingReport('A', 'B', games.map((d) => ({ ...d, result: { ...d.result, end: 'fault' as const, detail: 'x' } })), DEFAULT_SPRT));
    expect(more).toMatch(/6 games ended abnormally and count in the record: .*; … \(3 more in the JSON\)$/);
  });

  it('waits for an engine without a per-move limit far longer than for one with a limit before calling it hung', () => {
    expect(labHangMs(1000)).toBe(30_000);
    expect(labHangMs(20_000)).toBe(60_000);
    // Pentobi 8 took up to 28.5 s a move here under load: without a limit that is slow, not hung.
    expect(labHangMs(0)).toBeGreaterThanOrEqual(10 * 28_500);
  });

  it('stops by the pairs’ SPRT when asked: colour-decided games leave the games’ SPRT undecided where the pairs’ accepts', () => {
    // 72 pairs: A wins both games of 12, the first mover wins the other 60 (84-60-0 for A).
    const jobs = labJobs('A', 'B', { games: 144, limitMs: 1000, openingPlies: 0, seed: 1 });
    const games = jobs.map((job, g): LabJobDone => {
      const d = done('A', 0, 10);
      const winner = g >> 1 < 12 ? (job.aFirst ? 0 : 1) : 0;
      return { ...d, job, result: { ...d.result, start: job.start, winner } };
    });
    const r = pairingReport('A', 'B', games, { elo0: 0, elo1: 50, alpha: 0.05, beta: 0.05 });
    expect([r.wins, r.losses, r.draws]).toEqual([84, 60, 0]);
    expect(r.pairs.pentanomial).toEqual([0, 0, 60, 0, 12]);
    expect(stoppingSprt(r, false)).toBe(r.sprt);
    expect(stoppingSprt(r, false).decision).toBe('continue');
    expect(stoppingSprt(r, true).decision).toBe('H1');
  });

  it('takes nearest-rank quantiles and estimates resources only for cores', () => {
    const core = (spec: string) => {
      const r = contenderResources(parseContender(spec));
      if (!r || 'kind' in r) throw new Error(`${spec}: no logic estimate`);
      return r;
    };
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2);
    expect(quantile([1, 2, 3, 4], 0.95)).toBe(4);
    expect(quantile([], 0.5)).toBeNaN();
    expect(contenderResources(parseContender('pentobi:3'))).toBeNull();
    // The MCTS draft: memory by SPEC-v3 §6 only (tree 3 M9K per 256 nodes of 108 bits, the draw's row buffer 5 and a child buffer per engine, RAVE's played-by table 14 per port, ROMs 4 per port and 6 per engine, the tanh an engine's).
    // v3.5's default: two engines, pruning (the row buffer and a child buffer each, the prune tables once); the other rows are off v3.5's default too.
    // v3.6's default: the reply tables (2 × 16 M9K) paid for by 2,816 tree nodes (33 M9K).
    // v3.9: the root's 128 children, ranked in passes of the 32-entry list, wait in an M9K a unit.
    expect(contenderResources(parseContender('mcts'))).toMatchObject({ kind: 'mcts', treeM9k: 260, pruneM9k: 5, engineM9k: 45, raveM9k: 14, m9k: 335, m9kPercent: 77.5 });
    expect(contenderResources(parseContender('mcts:rootWidth=32'))).toMatchObject({ engineM9k: 44, m9k: 334 });
    expect(contenderResources(parseContender('mcts:rootWidth=512,nodes=8192'))).toMatchObject({ engineM9k: 46 });
    expect(contenderResources(parseContender('mcts:lgr=0,nodes=24576'))).toMatchObject({ treeM9k: 293, pruneM9k: 5, m9k: 336, m9kPercent: 77.8 });
    // Four rows a scan clock write four row-buffer entries a clock: four banks of 280, two M9K each (SPEC-v3 §6b).
    expect(contenderResources(parseContender('mcts:scanRows=4'))).toMatchObject({ engineM9k: 51, m9k: 341 });
    expect(contenderResources(parseContender('mcts:scanRows=4,nodes=21248'))).toMatchObject({ treeM9k: 254, engineM9k: 51, m9k: 335 });
    expect(contenderResources(parseContender('mcts:scanRows=1'))).toMatchObject({ m9k: 335 });
    expect(contenderResources(parseContender('mcts:lgr=0,nodes=24576,engines=1,prune=0'))).toMatchObject({ m9k: 318, m9kPercent: 73.6 });
    expect(contenderResources(parseContender('mcts:lgr=0,nodes=24576,engines=1,prune=0,drawBuffer=0'))).toMatchObject({ engineM9k: 1, raveM9k: 14, m9k: 313 });
    expect(contenderResources(parseContender('mcts:lgr=0,nodes=24576,engines=1,prune=0,drawBuffer=0,rave=0'))).toMatchObject({ raveM9k: 0, m9k: 299 });
    // And its logic by parts (SPEC-v3 §6d), the line the lab prints saying what the figures are.
    const mcts = contenderResources(parseContender('mcts'));
    if (!mcts || !('kind' in mcts)) throw new Error('mcts: no MCTS estimate');
    expect(mcts.logic).toEqual(blokusMctsLogic(blokusMctsOptionsSchema.parse({})));
    expect(mctsLogicLine(mcts.logic)).toMatch(new RegExp(`^logic ~${mcts.logic.lut4} LUT4 \\+ ${mcts.logic.registers} registers \\(${mcts.logic.lesLow}–${mcts.logic.lesHigh} LEs, ≤ ${mcts.logic.lesPercentHigh}% of EP4CE115\\) and ${mcts.logic.multipliers} of its 266 18×18 multipliers: .*${mcts.logic.estimatedPercent}% of the LUT4 estimated`));
    const wide = contenderResources(parseContender('mcts:scanRows=4,shapeOverlap=1'));
    if (!wide || !('kind' in wide)) throw new Error('mcts: no MCTS estimate');
    expect(mctsLogicLine(wide.logic)).toContain(`≤ ${wide.logic.lesPercentHigh}% of EP4CE115, over 80% by that bound)`);
    expect(mctsLogicLine(mcts.logic)).not.toContain('over 80%');
    // RAVE runs inside a backup, one engine's at a time: one table a port, whatever the engines.
    expect(contenderResources(parseContender('mcts:engines=4'))).toMatchObject({ raveM9k: 14 });
    expect(contenderResources(parseContender('mcts:units=2,nodes=8192'))).toMatchObject({ raveM9k: 28 });
    // Every move kept as a child: a 14-bit children field makes a node 115 bits, four banks.
    expect(contenderResources(parseContender('mcts:lgr=0,nodes=24576,width=0,prune=0'))).toMatchObject({ nodeBits: 115, treeM9k: 384 });
    expect(contenderResources(parseContender('mcts:lgr=0,nodes=24576,engines=3,prune=0'))).toMatchObject({ nodeBits: 108, treeM9k: 288, engineM9k: 19, romM9k: 22, m9k: 343 });
    // Pruning's bitmap (683 words of 36 bits: 3 M9K) and word ranks (683 × 15 bits: 2).
    expect(contenderResources(parseContender('mcts:lgr=0,nodes=24576,engines=1,prune=16'))).toMatchObject({ treeM9k: 293, pruneM9k: 5, m9k: 323 });
    expect(contenderResources(parseContender('mcts:lgr=0,nodes=24576,engines=2,prune=16'))).toMatchObject({ treeM9k: 293, pruneM9k: 5, m9k: 336 });
    expect(contenderResources(parseContender('mcts:lgr=0,nodes=24576,engines=1,prune=0,reuse=1'))).toMatchObject({ pruneM9k: 5, m9k: 323 });
    expect(contenderResources(parseContender('mcts:lgr=0,nodes=24576,engines=1,reuse=1,prune=16'))).toMatchObject({ pruneM9k: 5, m9k: 323 });
    expect(contenderResources(parseContender('mcts:lgr=0,units=3,engines=1,prune=0,nodes=8192,rave=0'))).toMatchObject({ m9k: 336 });
    const v1 = core('v1');
    expect([v1.lut4, v1.registers, v1.m9k]).toEqual([41_183, 10_474, 0]);
    const small = core('v2:units=1');
    const big = core('v2:units=3,widths=64/64/64');
    expect(big.lut4).toBeGreaterThan(3 * small.lut4);
    expect(big.m9k).toBe(3 * small.m9k);
    // The §7b shared alpha costs a little logic, no RAM; partial iterations cost nothing.
    const v2 = core('v2');
    const shared = core('v2:sa=1');
    expect(shared.lut4).toBeGreaterThan(v2.lut4);
    expect(shared.m9k).toBe(v2.m9k);
    expect(core('v2:pi=1')).toEqual(v2);
    expect(() => parseContender('v2:sa=2')).toThrow(/sa=2 must be 0 or 1/);
  });
});
