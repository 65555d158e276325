/**
 * Co-simulation of the v2 RTL search core (Verilator, blokus_core VERSION 2) against the v2
 * emulator (core/engines/blokus-core/v2), the oracle of hdl/blokus/SPEC-v2.md: same move, same
 * total cycles, same per-unit cycles and same depth reached, on seeded random prefixes, self-play
 * positions, both start squares and deadline hits. A mismatch prints the position, both answers
 * and all cycle counts.
 *
 * Verilator runs the v2 board at about 0.25 M clocks per CPU second, so the default run keeps to
 * small depths (maxDepth 1-3) at the smallest deadline the spec allows (1,000,000 clocks): 152
 * positions, about 7 M clocks, ~30 s of CPU (2 min wall on the shared 2-core machine).
 * BLOKUS_RTL_V2_FULL=1 runs the long sweep instead: 532 positions plus every committed golden set
 * (a second, 2-unit build), about 150 s of CPU plus the builds, 15+ minutes wall here.
 */
import { readFileSync } from 'node:fs';
import { describe, it, expect, beforeAll } from 'vitest';
import type { MoveCode } from '../../../core/blokus/codec.ts';
import type { BlokusPosition, StartSquare } from '../../../core/blokus/position.ts';
import { blokusCoreV2Move } from '../../../core/engines/blokus-core/v2/index.ts';
import { blokusV2VectorOf, generateBlokusV2Vectors, type BlokusV2Vector } from '../../../core/engines/blokus-core/v2/vectors.ts';
import { randomBlokusPosition } from '../../../core/engines/blokus-core/positions.ts';
import { createRng, type Rng } from '../../../core/random.ts';
import { buildRtlBoard } from '../../../host/boards/rtl/build.ts';
import { runRtlV2Vectors, type RtlV2Result } from '../../../host/boards/rtl/rtl-board.ts';

const UNITS = 3;
const DEADLINE = 1_000_000;
const FULL = process.env.BLOKUS_RTL_V2_FULL === '1';

const vectorOf = blokusV2VectorOf;

/**
 * Positions from v2 self-play (maxDepth 1: the ordered root list's first move, cheap to emulate)
 * after a seeded random opening of 0..4 moves, cut at a uniform ply up to `maxPly`.
 */
function selfPlayPositions(rng: Rng, count: number, maxPly: number): BlokusPosition[] {
  const out: BlokusPosition[] = [];
  for (let i = 0; i < count; i++) {
    const start: StartSquare = i % 2 === 0 ? '5' : 'a';
    const opening = randomBlokusPosition(rng, { maxMoves: 4, start });
    const target = rng.nextInt(maxPly + 1);
    const moves: MoveCode[] = [...opening.moves];
    while (moves.length < target) {
      const m = blokusCoreV2Move({ setup: opening.setup, moves }, { units: 1, maxDepth: 1, deadlineCycles: DEADLINE }).move;
      if (m.kind === 'pass' && moves.length > 0 && moves[moves.length - 1]!.kind === 'pass') break; // both passed: game over
      moves.push(m);
    }
    out.push({ setup: opening.setup, moves });
  }
  return out;
}

function report(maxDepth: number, deadline: number, growthShift: number, v: BlokusV2Vector, r: RtlV2Result): string {
  return [
    `maxDepth ${maxDepth}, deadline ${deadline}, growth shift ${growthShift}, ${v.unitCycles.length} units, first mover starts at ${v.setup.firstMoverStart}, moves: ${v.moves.join(' ') || '(none)'}`,
    `  emulator: ${v.move} in ${v.cycles} cycles, depth ${v.depth}${v.deadlineHit ? ' (deadline hit)' : ''} (units ${v.unitCycles.join(', ')})`,
    `  RTL:      ${r.move} in ${r.cycles} cycles (measured ${r.measured}), depth ${r.depth} (units ${r.unitCycles.join(', ')})`,
  ].join('\n');
}

async function mismatches(
  binary: string,
  vectors: readonly BlokusV2Vector[],
  maxDepth: number,
  { deadline = DEADLINE, rtlMaxDepth = maxDepth, growthShift = 2 }: { deadline?: number; rtlMaxDepth?: number; growthShift?: number } = {},
): Promise<string[]> {
  const results = await runRtlV2Vectors(binary, vectors, { maxDepth: rtlMaxDepth, deadlineCycles: deadline, growthShift, timeoutMs: 60 * 60_000 });
  const out: string[] = [];
  vectors.forEach((v, i) => {
    const r = results[i]!;
    const same = r.move === v.move && r.cycles === v.cycles && r.measured === v.cycles && r.depth === v.depth &&
      r.unitCycles.join() === v.unitCycles.join();
    if (!same) out.push(report(maxDepth, deadline, growthShift, v, r));
  });
  return out;
}

function randomVectors(count: number, seed: number, maxDepth: number): BlokusV2Vector[] {
  return generateBlokusV2Vectors({ count, seed, maxMoves: 24, core: { units: UNITS, maxDepth, deadlineCycles: DEADLINE } }).vectors;
}

describe('v2 RTL core vs v2 emulator (Verilator co-simulation)', () => {
  let binary = '';

  beforeAll(async () => {
    binary = await buildRtlBoard({ version: 2, units: UNITS });
  }, 20 * 60_000);

  it.each([
    [1, FULL ? 100 : 30, 151],
    [2, FULL ? 300 : 50, 152],
  ])('random prefixes up to 24 moves, maxDepth %i: %i positions', async (maxDepth, count, seed) => {
    const vectors = randomVectors(count, seed, maxDepth);
    expect(await mismatches(binary, vectors, maxDepth)).toEqual([]);
    expect(vectors.filter((v) => v.move !== '0000').length).toBeGreaterThanOrEqual(count / 2);
    expect(new Set(vectors.map((v) => v.setup.firstMoverStart))).toEqual(new Set(['5', 'a']));
    if (maxDepth === 2) expect(vectors.filter((v) => v.depth === 2).length).toBeGreaterThanOrEqual(count / 2);
  }, 60 * 60_000);

  it(`self-play positions up to ply 40, maxDepth 2: ${FULL ? 100 : 30} positions`, async () => {
    const count = FULL ? 100 : 30;
    const vectors = selfPlayPositions(createRng(153), count, 40).map((p) => vectorOf(p, { units: UNITS, maxDepth: 2, deadlineCycles: DEADLINE }));
    expect(await mismatches(binary, vectors, 2)).toEqual([]);
    expect(vectors.filter((v) => v.moves.length >= 20).length).toBeGreaterThan(0);
  }, 60 * 60_000);

  it('maxDepth 3 at the 1,000,000-clock deadline: completed iterations and deadline hits, both start squares', async () => {
    // Depth-3 iterations often overrun the smallest deadline: pick positions of both kinds.
    const rng = createRng(154);
    const hits: BlokusV2Vector[] = [];
    const done: BlokusV2Vector[] = [];
    const want = FULL ? 10 : 2;
    for (let tries = 0; (hits.length < want || done.length < want) && tries < 400; tries++) {
      const start: StartSquare = tries % 2 === 0 ? '5' : 'a';
      const v = vectorOf(randomBlokusPosition(rng, { maxMoves: 24, start }), { units: UNITS, maxDepth: 3, deadlineCycles: DEADLINE });
      if (v.deadlineHit && hits.length < want && (hits.length === 0 || hits.at(-1)!.setup.firstMoverStart !== start)) hits.push(v);
      else if (!v.deadlineHit && v.depth === 3 && done.length < want) done.push(v);
    }
    expect(hits.length).toBe(want);
    expect(done.length).toBe(want);
    expect(await mismatches(binary, [...hits, ...done], 3)).toEqual([]);
    for (const v of hits) expect(v.cycles).toBe(DEADLINE);
  }, 60 * 60_000);

  it('the growth rule at other shifts: G = 6 stops after the root scan, G = 0 goes on (maxDepth 2)', async () => {
    for (const [growthShift, seed] of [[6, 156], [0, 157]] as const) {
      const vectors = generateBlokusV2Vectors({ count: 8, seed, core: { units: UNITS, maxDepth: 2, deadlineCycles: DEADLINE, growthShift } }).vectors;
      expect(await mismatches(binary, vectors, 2, { growthShift })).toEqual([]);
      // At G = 6 some searches with a real root list stop before depth 2 (at G = 2 all of these reach it).
      if (growthShift === 6) expect(vectors.filter((v) => v.depth === 1 && v.cycles > 20_000).length).toBeGreaterThan(0);
    }
  }, 60 * 60_000);

  // Every set of the committed golden file, each on a build with its unit count (2 units: a second
  // Verilator build of a few minutes).
  it.runIf(FULL)('the committed golden sets (test/core/engines/blokus-core/v2/golden.json)', async () => {
    const golden = JSON.parse(readFileSync(new URL('../../core/engines/blokus-core/v2/golden.json', import.meta.url), 'utf8')) as {
      sets: { settings: { core: { units: number; maxDepth: number; deadlineCycles: number; growthShift: number } }; vectors: BlokusV2Vector[] }[];
    };
    expect(golden.sets.length).toBeGreaterThan(0);
    for (const s of golden.sets) {
      const { units, maxDepth, deadlineCycles, growthShift } = s.settings.core;
      const bin = units === UNITS ? binary : await buildRtlBoard({ version: 2, units });
      expect(await mismatches(bin, s.vectors, maxDepth, { deadline: deadlineCycles, growthShift })).toEqual([]);
    }
  }, 60 * 60_000);

  it('would report a mismatch: a wrong maxDepth disagrees with the emulator', async () => {
    const vectors = randomVectors(4, 155, 2).filter((v) => v.depth === 2);
    expect(vectors.length).toBeGreaterThan(0);
    const bad = await mismatches(binary, vectors, 2, { rtlMaxDepth: 1 });
    expect(bad.length).toBe(vectors.length);
    expect(bad[0]).toMatch(/emulator: .* cycles[\s\S]*RTL: .* cycles/);
  }, 10 * 60_000);
});
