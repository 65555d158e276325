/**
 * The cycle model (SPEC §8) for a depth-1 search, recomputed from its definition on the reference
 * board: per unit U_START + GEN_INIT + one clock per available shape + one per candidate row
 * + 7 per own-share move / 1 per other-share move + GEN_END + U_DONE; the core adds 4.
 */
import { describe, it, expect } from 'vitest';
import { Game, legalPlacements } from '../../../../core/blokus/index.ts';
import type { BlokusBoard, BlokusPosition } from '../../../../core/blokus/index.ts';
import { startCoordinate, otherStart } from '../../../../core/blokus/position.ts';
import { blokusCoreAnalyse, blokusCoreMove, SHAPES, STATE_CYCLES, STATE_NAMES } from '../../../../core/engines/blokus-core/index.ts';
import { randomPositions } from './helpers.ts';

function attachRows(board: BlokusBoard, position: BlokusPosition): boolean[] {
  const side = board.toMove;
  const owner = (x: number, y: number): number | null => (x < 1 || y < 1 || x > 14 || y > 14 ? -1 : board.owner(x, y));
  const first = position.setup.firstMoverStart;
  const start = startCoordinate(side === 0 ? first : otherStart(first));
  return Array.from({ length: 14 }, (_, r) => {
    const y = r + 1;
    for (let x = 1; x <= 14; x++) {
      if (owner(x, y) !== null) continue;
      if (board.piecesPlaced(side) === 0) {
        if (x === start && y === start) return true;
        continue;
      }
      const edge = [[1, 0], [-1, 0], [0, 1], [0, -1]].some(([dx, dy]) => owner(x + dx!, y + dy!) === side);
      const corner = [[1, 1], [-1, 1], [1, -1], [-1, -1]].some(([dx, dy]) => owner(x + dx!, y + dy!) === side);
      if (corner && !edge) return true;
    }
    return false;
  });
}

function expectedDepth1(position: BlokusPosition, units: number): { unitCycles: number[]; legal: number } {
  const board = Game.replay(position).board;
  const rows = attachRows(board, position);
  let scan = 2; // GEN_INIT, GEN_END
  for (const s of SHAPES) {
    if (!board.hasPiece(board.toMove, s.piece)) continue;
    scan += 1;
    for (let br = 0; br + s.height <= 14; br++) if (rows.slice(br, br + s.height).some(Boolean)) scan += 1;
  }
  const legal = legalPlacements(board).length;
  const unitCycles = Array.from({ length: units }, (_, u) => {
    let own = 0;
    for (let i = u; i < legal; i += units) own++;
    return 2 + scan + 7 * own + (legal - own);
  });
  return { unitCycles, legal };
}

describe('blokus core cycle model', () => {
  const positions = randomPositions(60, 21, 45);

  it('charges a depth-1 search exactly as SPEC §8 adds it up, for 1 to 8 units', () => {
    for (const [i, position] of positions.entries()) {
      const units = 1 + (i % 8);
      const { unitCycles, legal } = expectedDepth1(position, units);
      const r = blokusCoreMove(position, { depth: 1, units });
      expect(r.stats.unitCycles).toEqual(unitCycles);
      expect(r.stats.cycles).toBe(4 + Math.max(...unitCycles));
      expect(r.stats.leaves).toBe(legal);
      expect(r.stats.nodes).toBe(legal);
      expect(r.stats.deadlineHit).toBe(false);
      expect(r.stats.predictedMs).toBeCloseTo((r.stats.cycles / 50e6) * 1000, 9);
    }
  });

  it('adds the four core clocks to the slowest unit at every depth', () => {
    for (const position of positions.slice(0, 12)) {
      for (const depth of [2, 3]) {
        const r = blokusCoreMove(position, { depth, units: 3 });
        expect(r.stats.unitCycles).toHaveLength(3);
        expect(r.stats.cycles).toBe(4 + Math.max(...r.stats.unitCycles));
        expect(r.stats.leaves).toBeLessThanOrEqual(r.stats.nodes);
      }
    }
  });

  it('scales predicted time with the clock', () => {
    const position = positions[3]!;
    const a = blokusCoreMove(position, { clockHz: 50e6 });
    const b = blokusCoreMove(position, { clockHz: 25e6 });
    expect(b.stats.cycles).toBe(a.stats.cycles);
    expect(b.stats.predictedMs).toBeCloseTo(2 * a.stats.predictedMs, 9);
  });

  it('sums state visits times the SPEC §8 cost table to each unit\'s count, at depths 1 to 4', () => {
    positions.slice(0, 24).forEach((position, i) => {
      const depth = 1 + (i % 4);
      if (depth === 4 && position.moves.length < 20) return; // keep the early depth-4 searches for the bench
      const units = 1 + (i % 3);
      const a = blokusCoreAnalyse(position, { depth, units });
      expect(a.units).toHaveLength(units);
      for (const [u, unit] of a.units.entries()) {
        const sum = STATE_NAMES.reduce((t, name) => t + unit.visits[name] * STATE_CYCLES[name], 0);
        expect(sum, `depth ${depth} unit ${u}`).toBe(unit.cycles);
        expect(unit.visits.U_START).toBe(1);
        expect(unit.visits.U_DONE).toBe(1);
        expect(unit.visits.GEN_END).toBe(unit.visits.GEN_INIT);
        expect(unit.visits.C_ADD).toBe(unit.visits.C_DEL);
      }
      expect(a.stats.unitCycles).toEqual(a.units.map((u) => u.cycles));
      const best = a.units.filter((u) => u.valid).sort((x, y) => y.best - x.best || x.rootIndex - y.rootIndex)[0];
      if (a.move.kind === 'place') expect(best).toBeDefined();
    });
  });
});
