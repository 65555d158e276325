/**
 * Co-simulation of the RTL search core (Verilator) against the emulator (core/engines/blokus-core),
 * the oracle of hdl/blokus/SPEC.md: on seeded random game prefixes (both start squares), the RTL
 * must play the emulator's move in exactly the emulator's cycle count, unit by unit.
 * A mismatch prints the position, both moves and both cycle counts.
 *
 * The first run builds the RTL board program (about 1-2 minutes); later runs reuse the cached
 * build (host/boards/rtl/build.ts) until a source changes.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { encodeMoveCode } from '../../../core/blokus/codec.ts';
import { blokusCoreMove } from '../../../core/engines/blokus-core/index.ts';
import { randomBlokusPosition } from '../../../core/engines/blokus-core/positions.ts';
import { generateBlokusVectors, type BlokusVector } from '../../../core/engines/blokus-core/vectors.ts';
import { createRng } from '../../../core/random.ts';
import { buildRtlBoard } from '../../../host/boards/rtl/build.ts';
import { runRtlVectors, type RtlResult } from '../../../host/boards/rtl/rtl-board.ts';

const UNITS = 3;

function report(depth: number, v: BlokusVector, r: RtlResult): string {
  return [
    `depth ${depth}, ${UNITS} units, first mover starts at ${v.setup.firstMoverStart}, moves: ${v.moves.join(' ') || '(none)'}`,
    `  emulator: ${v.move} in ${v.cycles} cycles (units ${v.unitCycles.join(', ')})`,
    `  RTL:      ${r.move} in ${r.cycles} cycles (measured ${r.measured}; units ${r.unitCycles.join(', ')})`,
  ].join('\n');
}

function mismatches(depth: number, vectors: readonly BlokusVector[], results: readonly RtlResult[]): string[] {
  const out: string[] = [];
  vectors.forEach((v, i) => {
    const r = results[i]!;
    const same = r.move === v.move && r.cycles === v.cycles && r.measured === v.cycles &&
      r.unitCycles.join() === v.unitCycles.join();
    if (!same) out.push(report(depth, v, r));
  });
  return out;
}

describe('RTL core vs emulator (Verilator co-simulation)', () => {
  let binary = '';

  beforeAll(async () => {
    binary = await buildRtlBoard({ maxDepth: 3, units: UNITS });
  }, 15 * 60_000);

  // 52 positions here: 20 at the default depth 3, 18 at depth 2, 14 at depth 1 (a runtime
  // setting of the same build), and 3 more at the deadline below. Depth 3 costs ~65k clocks a
  // position in simulation (about 0.1 s), the other depths much less.
  it.each([
    [3, 20],
    [2, 18],
    [1, 14],
  ])('plays the emulator move in the emulator cycle count at depth %i (%i positions)', async (depth, count) => {
    const set = generateBlokusVectors({ count, seed: 2014 + depth, depth, units: UNITS, maxMoves: 30 });
    const results = await runRtlVectors(binary, set.vectors, { depth });
    expect(mismatches(depth, set.vectors, results)).toEqual([]);
    // The sample must exercise real searches and both start squares, not only end-game passes.
    expect(set.vectors.filter((v) => v.move !== '0000').length).toBeGreaterThanOrEqual(count / 2);
    expect(new Set(set.vectors.map((v) => v.setup.firstMoverStart))).toEqual(new Set(['5', 'a']));
  }, 120_000);

  it('stops at the deadline exactly as the emulator does (SPEC §10, 100,000-cycle budget)', async () => {
    const deadlineCycles = 100_000;
    const rng = createRng(10);
    const vectors: BlokusVector[] = [];
    // Depth-3 positions whose search overruns the smallest budget the spec allows.
    for (let tries = 0; vectors.length < 3 && tries < 200; tries++) {
      const position = randomBlokusPosition(rng, { maxMoves: 16, start: vectors.length % 2 === 0 ? '5' : 'a' });
      const r = blokusCoreMove(position, { depth: 3, units: UNITS, deadlineCycles });
      if (!r.stats.deadlineHit) continue;
      vectors.push({
        setup: position.setup,
        moves: position.moves.map(encodeMoveCode),
        move: encodeMoveCode(r.move),
        cycles: r.stats.cycles,
        nodes: r.stats.nodes,
        leaves: r.stats.leaves,
        unitCycles: r.stats.unitCycles,
      });
    }
    expect(vectors).toHaveLength(3);
    const results = await runRtlVectors(binary, vectors, { depth: 3, deadlineCycles });
    expect(mismatches(3, vectors, results)).toEqual([]);
    // A unit that hits the budget spends exactly B = deadline − 4 clocks, so the core total is the deadline.
    for (const r of results) expect(r.cycles).toBe(deadlineCycles);
  }, 120_000);

  it('would report a mismatch: a wrong depth setting disagrees with the emulator', async () => {
    const set = generateBlokusVectors({ count: 4, seed: 5, depth: 2, units: UNITS, maxMoves: 12 });
    const results = await runRtlVectors(binary, set.vectors, { depth: 1 });
    const bad = mismatches(2, set.vectors, results);
    expect(bad.length).toBeGreaterThan(0);
    expect(bad[0]).toMatch(/emulator: .* cycles[\s\S]*RTL: .* cycles/);
  }, 60_000);
});
