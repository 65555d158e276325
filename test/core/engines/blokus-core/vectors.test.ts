/** Golden vectors (SPEC §11): reproducible, self-consistent, replayable. */
import { describe, it, expect } from 'vitest';
import { Game, decodeMoveCode } from '../../../../core/blokus/index.ts';
import { blokusCoreMove, BlokusCoreOptionError } from '../../../../core/engines/blokus-core/index.ts';
import {
  BLOKUS_VECTORS_FORMAT,
  formatBlokusVectorsText,
  generateBlokusVectors,
} from '../../../../core/engines/blokus-core/vectors.ts';

describe('blokus core golden vectors', () => {
  const set = generateBlokusVectors({ count: 12, seed: 42, depth: 2, units: 3 });

  it('names its format and settings', () => {
    expect(set.format).toBe(BLOKUS_VECTORS_FORMAT);
    expect(set.settings).toMatchObject({ count: 12, seed: 42, depth: 2, units: 3, variant: 'influence', deadlineCycles: 45_000_000, clockHz: 50_000_000 });
    expect(set.vectors).toHaveLength(12);
    expect(new Set(set.vectors.map((v) => v.setup.firstMoverStart))).toEqual(new Set(['5', 'a']));
  });

  it('is reproducible from the seed, and another seed gives other positions', () => {
    expect(generateBlokusVectors({ count: 12, seed: 42, depth: 2, units: 3 })).toEqual(set);
    const other = generateBlokusVectors({ count: 12, seed: 43, depth: 2, units: 3 });
    expect(other.vectors.map((v) => v.moves.join(' '))).not.toEqual(set.vectors.map((v) => v.moves.join(' ')));
  });

  it('holds legal game prefixes and the core\'s own answers for them', () => {
    for (const v of set.vectors) {
      const position = { setup: v.setup, moves: v.moves.map(decodeMoveCode) };
      const game = Game.replay(position);
      const r = blokusCoreMove(position, { depth: 2, units: 3 });
      expect(v.move).toMatch(/^([1-9a-e]{2}[a-u][0-7]|0000)$/);
      expect(decodeMoveCode(v.move)).toEqual(r.move);
      expect(v.cycles).toBe(r.stats.cycles);
      expect(v.unitCycles).toEqual(r.stats.unitCycles);
      expect([v.nodes, v.leaves]).toEqual([r.stats.nodes, r.stats.leaves]);
      if (!game.board.isOver()) expect(game.board.legality(decodeMoveCode(v.move)).legal).toBe(true);
    }
  });

  it('survives a JSON round trip and has a one-line-per-vector text form', () => {
    expect(JSON.parse(JSON.stringify(set))).toEqual(set);
    const lines = formatBlokusVectorsText(set).trimEnd().split('\n');
    expect(lines[0]).toMatch(/^# fpga-arena\/blokus-core-vectors@1 depth=2 units=3 count=12 seed=42/);
    expect(lines).toHaveLength(13);
    lines.slice(1).forEach((line, i) => {
      const v = set.vectors[i]!;
      const f = line.split(' ');
      expect(f.slice(0, 4)).toEqual(['2', '3', v.setup.firstMoverStart, String(v.moves.length)]);
      expect(f.slice(4, 4 + v.moves.length)).toEqual(v.moves);
      expect(f.slice(4 + v.moves.length)).toEqual([v.move, String(v.cycles)]);
    });
  });

  it('rejects a bad count or seed', () => {
    expect(() => generateBlokusVectors({ count: -1, seed: 1 })).toThrow(BlokusCoreOptionError);
    expect(() => generateBlokusVectors({ count: 2, seed: 1.5 })).toThrow(BlokusCoreOptionError);
  });
});
