/**
 * The v2 search (SPEC-v2 §6–§10): its depth-2 value equals plain minimax over the reference rules'
 * legal moves and the v2 evaluation, for one and three units; every unit's cycles are exactly its
 * state visits times the SPEC's table; the deadline bounds every move; the result is deterministic.
 */
import { describe, it, expect } from 'vitest';
import { Game, canonicalCode, legalPlacements, PASS } from '../../../../../core/blokus/index.ts';
import type { BlokusPosition, MoveCode } from '../../../../../core/blokus/index.ts';
import {
  blokusCoreV2Analyse,
  blokusCoreV2Evaluate,
  cyclesOfVisits,
  BlokusCoreOptionError,
  V2_CORE_OVERHEAD_CYCLES,
} from '../../../../../core/engines/blokus-core/v2/index.ts';
import { randomPositions } from '../helpers.ts';

const after = (p: BlokusPosition, m: MoveCode): BlokusPosition => ({ setup: p.setup, moves: [...p.moves, m] });

function legal(p: BlokusPosition): MoveCode[] {
  const board = Game.replay(p).board;
  if (board.isOver()) return [];
  return legalPlacements(board).map(canonicalCode);
}

/** min over the opponent's replies (a pass when it has none) of the evaluation from my side. */
function replyValue(p: BlokusPosition): number {
  const replies = legal(p);
  if (replies.length === 0) return -blokusCoreV2Evaluate(after(p, PASS));
  return Math.min(...replies.map((r) => blokusCoreV2Evaluate(after(p, r))));
}

describe('blokus core v2 search', () => {
  const positions = randomPositions(10, 77, 24).filter((p) => legal(p).length > 1);

  it('finds the depth-2 minimax value of the reference rules, with one or three units', () => {
    expect(positions.length).toBeGreaterThan(5);
    for (const p of positions.slice(0, 3)) {
      const roots = legal(p);
      const expected = Math.max(...roots.map((m) => replyValue(after(p, m))));
      for (const units of [1, 3]) {
        const a = blokusCoreV2Analyse(p, { units, maxDepth: 2, growthShift: 0 });
        expect(a.stats.depth).toBe(2);
        expect(a.value).toBe(expected);
        expect(replyValue(after(p, a.move))).toBe(expected);
      }
    }
  });

  it('charges every unit exactly its state visits times the SPEC table, and the core its overhead on top', () => {
    for (const p of positions) {
      const a = blokusCoreV2Analyse(p, { maxDepth: 3, deadlineCycles: 20_000_000 });
      expect(a.stats.deadlineHit).toBe(false);
      a.units.forEach((u) => expect(cyclesOfVisits(u.visits)).toBe(u.cycles));
      const last = a.iterations.at(-1);
      const unitsPart = (last ? last.endCycle : Math.max(...a.units.map((u) => u.cycles)) - 1) + 1;
      expect(a.stats.cycles).toBe(V2_CORE_OVERHEAD_CYCLES + unitsPart);
      expect(Math.max(...a.stats.unitCycles)).toBeLessThanOrEqual(a.stats.cycles - V2_CORE_OVERHEAD_CYCLES);
    }
  });

  it('answers within the deadline with a legal move, exactly at the deadline when it hits it', () => {
    let hits = 0;
    for (const p of positions) {
      const a = blokusCoreV2Analyse(p, { deadlineCycles: 1_000_000, growthShift: 0 });
      expect(a.stats.cycles).toBeLessThanOrEqual(1_000_000);
      if (a.stats.deadlineHit) {
        hits++;
        expect(a.stats.cycles).toBe(1_000_000);
      }
      expect(Game.replay(p).board.legality(a.move).legal).toBe(true);
    }
    expect(hits).toBeGreaterThan(0);
  });

  it('is deterministic', () => {
    const p = positions[0]!;
    expect(blokusCoreV2Analyse(p, { deadlineCycles: 3_000_000 })).toEqual(blokusCoreV2Analyse(p, { deadlineCycles: 3_000_000 }));
  });

  it('rejects options outside their ranges, naming them', () => {
    const p = positions[0]!;
    expect(() => blokusCoreV2Analyse(p, { units: 0 })).toThrow(BlokusCoreOptionError);
    expect(() => blokusCoreV2Analyse(p, { widths: [24, 0] })).toThrow(/widths\[1\]/);
    expect(() => blokusCoreV2Analyse(p, { deadlineCycles: 999_999 })).toThrow(/deadlineCycles/);
    expect(() => blokusCoreV2Analyse(p, { weights: { attach: 16 } })).toThrow(/weights.attach/);
  });
});
