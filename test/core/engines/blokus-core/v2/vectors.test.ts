/**
 * Golden vectors of the v2 core (SPEC-v2 §11): the committed sets regenerate bit for bit (any drift
 * of the emulator's moves or clocks is a diff to review with the RTL), every vector is a legal
 * prefix with a legal answer, and the text form carries every field.
 */
import { describe, it, expect } from 'vitest';
import { Game, decodeMoveCode } from '../../../../../core/blokus/index.ts';
import { BlokusCoreOptionError } from '../../../../../core/engines/blokus-core/v2/index.ts';
import {
  BLOKUS_V2_VECTORS_FORMAT,
  formatBlokusV2VectorsText,
  generateBlokusV2Vectors,
  type BlokusV2VectorSet,
} from '../../../../../core/engines/blokus-core/v2/vectors.ts';
import golden from './golden.json' with { type: 'json' };

const sets = golden.sets as unknown as BlokusV2VectorSet[];

describe('blokus core v2 golden vectors', () => {
  it('regenerate exactly from their settings, deadline hits included', () => {
    for (const set of sets) {
      const s = set.settings;
      expect(set.format).toBe(BLOKUS_V2_VECTORS_FORMAT);
      expect(generateBlokusV2Vectors({ count: s.count, seed: s.seed, maxMoves: s.maxMoves, core: s.core })).toEqual(set);
    }
    expect(sets.flatMap((s) => s.vectors).some((v) => v.deadlineHit)).toBe(true);
    expect(sets.flatMap((s) => s.vectors).some((v) => !v.deadlineHit)).toBe(true);
  });

  it('hold legal prefixes and legal answers within the deadline', () => {
    for (const set of sets) {
      for (const v of set.vectors) {
        const board = Game.replay({ setup: v.setup, moves: v.moves.map(decodeMoveCode) }).board;
        if (!board.isOver()) expect(board.legality(decodeMoveCode(v.move)).legal).toBe(true);
        expect(v.cycles).toBeLessThanOrEqual(set.settings.core.deadlineCycles);
        expect(v.unitCycles).toHaveLength(set.settings.core.units);
      }
    }
  });

  it('have a one-line-per-vector text form', () => {
    const set = sets[1]!;
    const lines = formatBlokusV2VectorsText(set).trimEnd().split('\n');
    expect(lines[0]).toMatch(/^# fpga-arena\/blokus-core-v2-vectors@1 units=2 maxDepth=8 widths=24\/12\/8\/6\/6\/6 deadlineCycles=1000000 growthShift=0 wm=8 wi=1 wa=6 wd=1 ao=-6 do=-1 wt=0 tk=0 wp=0 sa=0 pi=0 /);
    expect(lines).toHaveLength(set.vectors.length + 1);
    lines.slice(1).forEach((line, i) => {
      const v = set.vectors[i]!;
      const f = line.split(' ');
      expect(f.slice(0, 4)).toEqual(['2', '1000000', v.setup.firstMoverStart, String(v.moves.length)]);
      expect(f.slice(4 + v.moves.length)).toEqual([v.move, String(v.cycles), String(v.depth), ...v.unitCycles.map(String)]);
    });
  });

  it('rejects a bad count or seed', () => {
    expect(() => generateBlokusV2Vectors({ count: -1, seed: 1 })).toThrow(BlokusCoreOptionError);
    expect(() => generateBlokusV2Vectors({ count: 1, seed: 0.5 })).toThrow(BlokusCoreOptionError);
  });
});
