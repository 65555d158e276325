/**
 * The §7b lab options of the v2 search. A shared alpha may change which of several equal-valued
 * moves is reported, never the iteration's value, and never costs a unit a clock (a narrower
 * alpha-beta window visits a subset of the nodes). A partial iteration answers only when its first
 * entry finished, with a value no better than the whole iteration's, and otherwise changes nothing.
 */
import { describe, it, expect } from 'vitest';
import { Game, canonicalCode, legalPlacements } from '../../../../../core/blokus/index.ts';
import type { BlokusPosition } from '../../../../../core/blokus/index.ts';
import { blokusCoreV2Analyse, BlokusCoreOptionError } from '../../../../../core/engines/blokus-core/v2/index.ts';
import { randomPositions } from '../helpers.ts';

const legalCount = (p: BlokusPosition): number => {
  const board = Game.replay(p).board;
  return board.isOver() ? 0 : legalPlacements(board).map(canonicalCode).length;
};

describe('v2 search options of SPEC-v2 §7b', () => {
  const positions = randomPositions(14, 4242, 20).filter((p) => legalCount(p) > 3);

  it('shared alpha: same value at every depth, and no unit spends a clock more', () => {
    expect(positions.length).toBeGreaterThan(8);
    let cheaper = 0;
    for (const p of positions) {
      for (const maxDepth of [2, 3]) {
        const base = { maxDepth, growthShift: 0, deadlineCycles: 400_000_000 };
        const a = blokusCoreV2Analyse(p, base);
        const s = blokusCoreV2Analyse(p, { ...base, sharedAlpha: true });
        expect(s.stats.depth).toBe(maxDepth);
        expect(s.value).toBe(a.value);
        expect(Game.replay(p).board.legality(s.move).legal).toBe(true);
        if (maxDepth === 2) {
          // One iteration: the units' own clocks, before the compare, shifts and U_DONE they share.
          const own = (r: typeof a): number[] => r.units.map((u) => u.cycles - r.iterations[0]!.rootIndex);
          own(s).forEach((c, u) => expect(c).toBeLessThanOrEqual(own(a)[u]!));
          if (Math.max(...own(s)) < Math.max(...own(a))) cheaper++;
        }
      }
    }
    // It must actually prune somewhere, or the option does nothing.
    expect(cheaper).toBeGreaterThan(0);
  });

  it('partial iterations: off the deadline nothing changes; on it the answer is the first entry or a better finished one', () => {
    let used = 0;
    for (const p of positions) {
      const base = { deadlineCycles: 1_500_000, growthShift: 0 };
      const a = blokusCoreV2Analyse(p, base);
      const b = blokusCoreV2Analyse(p, { ...base, partialIterations: true });
      expect(b.stats.cycles).toBeLessThanOrEqual(1_500_000);
      expect(Game.replay(p).board.legality(b.move).legal).toBe(true);
      const cut = b.iterations.at(-1);
      if (!cut?.partial) {
        // Units stop IT_CMP clocks earlier, which can only turn a just-fitting iteration into a cut one.
        if (!b.stats.deadlineHit) expect(b).toEqual(a);
        else if (b.stats.depth === a.stats.depth) expect(b.move).toBe(a.move);
        continue;
      }
      used++;
      expect(b.stats.deadlineHit).toBe(true);
      expect(b.stats.cycles).toBe(1_500_000);
      expect(b.stats.depth).toBe(cut.depth - 1);
      // The whole iteration at that depth, given all the time it needs, is at least as good.
      const whole = blokusCoreV2Analyse(p, { growthShift: 0, deadlineCycles: 400_000_000, maxDepth: cut.depth });
      expect(whole.stats.depth).toBe(cut.depth);
      expect(b.value).toBe(cut.best);
      expect(cut.best).toBeLessThanOrEqual(whole.value);
    }
    expect(used).toBeGreaterThan(0);
  });

  it('rejects option values that are not booleans, naming the option', () => {
    expect(() => blokusCoreV2Analyse(positions[0]!, { sharedAlpha: 1 as unknown as boolean })).toThrow(BlokusCoreOptionError);
    expect(() => blokusCoreV2Analyse(positions[0]!, { partialIterations: 'yes' as unknown as boolean })).toThrow(/partialIterations/);
  });
});
