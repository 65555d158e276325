/**
 * The lab's stand-in: another contender plays A's own moves FROM..TO. Checked move by move against
 * the two cores called directly, so a stand-in that answers one move too early or too late, or for
 * the wrong side, fails; its moves are left out of A's time figures; the CLI refuses a bad range
 * by name; and a real run through the worker processes labels A with its stand-in.
 */
import { describe, it, expect } from 'vitest';
import { decodeMoveCode } from '../../../core/blokus/codec.ts';
import { blokusCoreMove } from '../../../core/engines/blokus-core/index.ts';
import { blokusCoreV2Move } from '../../../core/engines/blokus-core/v2/index.ts';
import { encodeMoveCode } from '../../../core/blokus/codec.ts';
import { parseContender } from '../../../host/lab/contender.ts';
import { playLabGame } from '../../../host/lab/play-game.ts';
import { runLab } from '../../../host/lab/run-lab.ts';
import { pairingReport } from '../../../host/lab/report.ts';
import type { LabJobDone } from '../../../host/lab/pool.ts';
import { labGameResultSchema, labJobSchema } from '../../../host/lab/messages.ts';
import { DEFAULT_SPRT } from '../../../core/stats/sprt.ts';
import { run as runLabCommand } from '../../../host/cli/commands/lab.ts';
import { memoryIo } from '../../../host/cli/io.ts';
import type { StartSquare } from '../../../core/blokus/position.ts';

const A = 'v2:deadline=1000000';
const STAND_IN = 'v1:depth=1';
const B = 'v1:depth=2';

/** The move each contender would play at ply `ply` of `moves` (the game as the lab played it). */
function expected(spec: string, start: StartSquare, moves: readonly string[], ply: number): string {
  const position = { setup: { firstMoverStart: start }, moves: moves.slice(0, ply).map(decodeMoveCode) };
  const c = parseContender(spec);
  if (c.kind === 'v2') return encodeMoveCode(blokusCoreV2Move(position, c.options).move);
  if (c.kind === 'v1') return encodeMoveCode(blokusCoreMove(position, c.options).move);
  throw new Error(`not a core: ${spec}`);
}

describe('lab stand-in', () => {
  for (const aSide of [0, 1] as const) {
    it(`plays A's own moves 3–5 and only those, with A as the ${aSide === 0 ? 'first' : 'second'} mover`, async () => {
      const start: StartSquare = '5';
      const players = aSide === 0 ? ([parseContender(A), parseContender(B)] as const) : ([parseContender(B), parseContender(A)] as const);
      const r = await playLabGame(players, start, 1000, { plies: 0, seed: 0 }, { contender: parseContender(STAND_IN), side: aSide, from: 3, to: 5 });
      expect(r.end).toBe('normal');
      let own = 0;
      for (let ply = 0; ply < r.moves.length; ply++) {
        const sample = r.samples[ply]!;
        if (sample.side !== aSide) {
          expect(sample.standIn).toBe(false);
          expect(r.moves[ply]).toBe(expected(B, start, r.moves, ply));
          continue;
        }
        own++;
        const byStandIn = own >= 3 && own <= 5;
        expect(sample.standIn, `A's move ${own}`).toBe(byStandIn);
        expect(r.moves[ply], `A's move ${own}`).toBe(expected(byStandIn ? STAND_IN : A, start, r.moves, ply));
      }
      expect(own).toBeGreaterThan(5);
    }, 120_000);
  }

  it("leaves the stand-in's moves out of A's time figures", () => {
    const game: LabJobDone = {
      job: { id: 0, first: 'A', second: 'B', aFirst: true, start: '5', limitMs: 1000, openingPlies: 0, openingSeed: 0, standIn: { spec: 'S', from: 2, to: 2 } },
      result: {
        start: '5',
        scores: [0, 0],
        winner: 0,
        end: 'normal',
        detail: null,
        moves: [],
        samples: [
          { side: 0, ms: 10, depth: 3, deadlineHit: false, standIn: false },
          { side: 1, ms: 1, depth: null, deadlineHit: false, standIn: false },
          { side: 0, ms: 900, depth: null, deadlineHit: false, standIn: true },
          { side: 1, ms: 1, depth: null, deadlineHit: false, standIn: false },
          { side: 0, ms: 30, depth: 5, deadlineHit: true, standIn: false },
        ],
      },
      wallMs: 1,
    };
    const r = pairingReport('A', 'B', [game], DEFAULT_SPRT);
    expect(r.time.a).toMatchObject({ moves: 2, maxMs: 30, deadlineHits: 1, depths: { 3: 1, 5: 1 } });
    expect(r.wins).toBe(1);
  });

  it('reads reports written before stand-ins existed: no stand-in, no sample by one', () => {
    const old = { start: 'a', scores: [-3, -9], winner: 0, end: 'normal', detail: null, moves: ['0000'], samples: [{ side: 0, ms: 5, depth: 4, deadlineHit: false }] };
    expect(labGameResultSchema.parse(old).samples[0]!.standIn).toBe(false);
    const job = { id: 1, first: 'A', second: 'B', aFirst: true, start: 'a', limitMs: 0, openingPlies: 0, openingSeed: 3 };
    expect(labJobSchema.parse(job).standIn).toBeNull();
    expect(() => labJobSchema.parse({ ...job, standIn: { spec: 'S', from: 4, to: 3 } })).toThrow(/to must be ≥ from/);
  });

  it('refuses a bad range or a lone option by name, before any game', async () => {
    const io = memoryIo();
    await expect(runLabCommand(['--a', A, '--b', B, '--stand-in', STAND_IN, '--stand-in-moves', '5-3'], io)).rejects.toThrow(/--stand-in-moves "5-3": expected FROM-TO/);
    await expect(runLabCommand(['--a', A, '--b', B, '--stand-in-moves', '1-3'], io)).rejects.toThrow(/--stand-in and --stand-in-moves go together/);
    await expect(runLab({ a: A, opponents: [B], games: 2, workers: 1, limitMs: 1000, sprt: DEFAULT_SPRT, sprtStop: false, openingPlies: 0, seed: 1, standIn: { spec: 'v7', from: 1, to: 2 } }, () => undefined)).rejects.toThrow(/"v7"/);
  });

  it('runs through the worker processes and names the stand-in in the report', async () => {
    const lines: string[] = [];
    const lab = await runLab({ a: A, opponents: [B], games: 2, workers: 2, limitMs: 1000, sprt: DEFAULT_SPRT, sprtStop: false, openingPlies: 0, seed: 1, standIn: { spec: STAND_IN, from: 1, to: 2 } }, (l) => lines.push(l));
    expect(lab.report.pairings[0]!.a).toBe(`${A} (its moves 1–2 by ${STAND_IN})`);
    expect(lab.report.standIn).toEqual({ spec: STAND_IN, from: 1, to: 2 });
    for (const { job, result } of lab.games) {
      const aSide = job.aFirst ? 0 : 1;
      const flagged = result.samples.filter((s) => s.side === aSide).map((s) => s.standIn);
      expect(flagged.slice(0, 3)).toEqual([true, true, false]);
    }
    expect(lines.at(-1)).toMatch(/\(its moves 1–2 by v1:depth=1\) vs v1:depth=2: game 2\/2/);
  }, 120_000);
});
