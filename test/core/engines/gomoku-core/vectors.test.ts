/** Golden vector generation: JSON-serialisable, reproducible from its seed, consistent with the core. */
import { describe, expect, it } from 'vitest';
import { gomokuCoreAnalyse } from '../../../../core/engines/gomoku-core/index.ts';
import {
  GOMOKU_VECTORS_FORMAT,
  formatGomokuVectorsText,
  generateGomokuVectors,
  gomokuQueryLine,
} from '../../../../core/engines/gomoku-core/vectors.ts';
import { replayGomoku } from '../../../../core/gomoku/index.ts';

describe('generateGomokuVectors', () => {
  const set = generateGomokuVectors({ count: 24, seed: 3, depth: 2 });

  it('is JSON-serialisable and records its settings', () => {
    expect(JSON.parse(JSON.stringify(set))).toEqual(set);
    expect(set.format).toBe(GOMOKU_VECTORS_FORMAT);
    expect(set.settings).toEqual({ count: 24, seed: 3, depth: 2, rule: 'freestyle', maxMoves: 60 });
    expect(set.vectors).toHaveLength(24);
  });

  it('is reproducible from its seed and varies with it', () => {
    expect(generateGomokuVectors({ count: 24, seed: 3, depth: 2 })).toEqual(set);
    const other = generateGomokuVectors({ count: 24, seed: 4, depth: 2 });
    expect(other.vectors.map((v) => v.moves)).not.toEqual(set.vectors.map((v) => v.moves));
  });

  it('holds open games and the core answer for each', () => {
    for (const v of set.vectors) {
      const position = { size: v.size, rule: v.rule, moves: v.moves.map(([x, y]) => ({ x, y })) };
      expect(replayGomoku(position).outcome.kind).toBe('ongoing');
      const r = gomokuCoreAnalyse(position, 2);
      expect({ move: v.move, cycles: v.cycles, nodes: v.nodes, leaves: v.leaves }).toEqual({
        move: [r.x, r.y],
        cycles: r.cycles,
        nodes: r.nodes,
        leaves: r.leaves,
      });
    }
    // The set exercises the search, not only openings and forced moves.
    expect(set.vectors.filter((v) => v.leaves > 0).length).toBeGreaterThan(12);
  });

  it('formats the testbench text: a header, then depth rule n moves… mx my cycles nodes leaves', () => {
    const text = formatGomokuVectorsText(set);
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^# fpga-arena\/gomoku-core-vectors@1 depth=2 rule=freestyle count=24 seed=3/);
    expect(lines).toHaveLength(25);
    lines.slice(1).forEach((line, i) => {
      const v = set.vectors[i]!;
      const f = line.split(' ').map(Number);
      expect(f.every(Number.isInteger)).toBe(true);
      expect(f.slice(0, 3)).toEqual([2, 0, v.moves.length]);
      expect(f).toHaveLength(3 + 2 * v.moves.length + 5);
      expect(f.slice(-5)).toEqual([...v.move, v.cycles, v.nodes, v.leaves]);
      expect(line.startsWith(gomokuQueryLine(2, 'freestyle', v.moves))).toBe(true);
    });
  });
});

describe('generateGomokuVectors settings', () => {
  it('refuses bad settings with typed errors', () => {
    for (const bad of [
      { count: -1, seed: 1, depth: 2 },
      { count: 1.5, seed: 1, depth: 2 },
      { count: 1, seed: 0.5, depth: 2 },
      { count: 1, seed: 1, depth: 0 },
      { count: 1, seed: 1, depth: 2, maxMoves: 300 },
    ]) {
      expect(() => generateGomokuVectors(bad), JSON.stringify(bad)).toThrow(expect.objectContaining({ code: 'gomoku-core-bad-option' }));
    }
  });

  it('treats an explicitly undefined maxMoves or rule as the default', () => {
    const a = generateGomokuVectors({ count: 2, seed: 9, depth: 1, maxMoves: undefined, rule: undefined });
    expect(a.settings).toMatchObject({ maxMoves: 60, rule: 'freestyle' });
  });
});
