/** The deadline (SPEC §10): the core total never exceeds it, and the answer stays legal. */
import { describe, it, expect } from 'vitest';
import { Game, encodeMoveCode } from '../../../../core/blokus/index.ts';
import { blokusCoreMove, MIN_DEADLINE_CYCLES } from '../../../../core/engines/blokus-core/index.ts';
import { randomPositions } from './helpers.ts';

describe('blokus core deadline', () => {
  const positions = randomPositions(16, 77, 12); // early positions: the largest searches

  it('never exceeds a tight budget, and still answers a legal move', () => {
    let hits = 0;
    for (const [i, position] of positions.entries()) {
      const free = blokusCoreMove(position, { depth: 3, units: 1 + (i % 3) });
      for (const fraction of [0, 0.25, 0.6, 0.95]) {
        const deadlineCycles = Math.max(MIN_DEADLINE_CYCLES, Math.floor(free.stats.cycles * fraction));
        const r = blokusCoreMove(position, { depth: 3, units: 1 + (i % 3), deadlineCycles });
        expect(r.stats.cycles).toBeLessThanOrEqual(deadlineCycles);
        expect(r.stats.unitCycles.every((c) => c <= deadlineCycles - 4)).toBe(true);
        expect(r.stats.deadlineHit).toBe(free.stats.cycles > deadlineCycles);
        if (r.stats.deadlineHit) hits++;
        const verdict = Game.replay(position).board.legality(r.move);
        expect(verdict.legal, `${encodeMoveCode(r.move)}: ${verdict.reason}`).toBe(true);
      }
    }
    expect(hits).toBeGreaterThan(10);
  });

  it('changes nothing when the budget is not reached', () => {
    for (const position of positions.slice(0, 6)) {
      const free = blokusCoreMove(position);
      const exact = blokusCoreMove(position, { deadlineCycles: Math.max(MIN_DEADLINE_CYCLES, free.stats.cycles) });
      expect(exact).toEqual(free);
    }
  });

  it('has a default budget of 0.9 s of clock, never reached at depth 3', () => {
    for (const position of positions) {
      const r = blokusCoreMove(position, { depth: 3 });
      expect(r.stats.deadlineHit).toBe(false);
      expect(r.stats.predictedMs).toBeLessThan(900);
    }
  });
});
