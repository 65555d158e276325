/**
 * The v2 evaluation (SPEC-v2 §5) computed row-parallel by the emulator equals the same terms
 * counted cell by cell on the reference rules' board: attach cells, influence (free cells within
 * two orthogonal steps of an attach cell), dead attach cells (no coverable orthogonal neighbour),
 * squares placed, and territory (a breadth-first search per side through the cells it may cover;
 * a cell is a side's when it is nearer to that side's attach cells than to the other's).
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { Game } from '../../../../../core/blokus/index.ts';
import type { BlokusPosition } from '../../../../../core/blokus/index.ts';
import { startCoordinate, otherStart } from '../../../../../core/blokus/position.ts';
import { blokusCoreV2Evaluate } from '../../../../../core/engines/blokus-core/v2/index.ts';
import { randomPositions } from '../helpers.ts';

type Owner = 0 | 1 | null;

const STEPS: readonly [number, number][] = [[1, 0], [-1, 0], [0, 1], [0, -1]];

function terms(position: BlokusPosition, territorySteps = 0): { att: number[]; dead: number[]; inf: number[]; sq: number[]; ter: number[] } {
  const board = Game.replay(position).board;
  const at = (x: number, y: number): Owner | 'wall' => (x < 1 || y < 1 || x > 14 || y > 14 ? 'wall' : board.owner(x, y));
  const starts = [startCoordinate(position.setup.firstMoverStart), startCoordinate(otherStart(position.setup.firstMoverStart))];
  const att = [0, 0];
  const dead = [0, 0];
  const inf = [0, 0];
  const sq = [0, 0];
  const dist: Map<string, number>[] = [new Map(), new Map()];
  for (const side of [0, 1] as const) {
    const attach: [number, number][] = [];
    let placed = false;
    for (let y = 1; y <= 14; y++) for (let x = 1; x <= 14; x++) if (at(x, y) === side) placed = true;
    for (let y = 1; y <= 14; y++) {
      for (let x = 1; x <= 14; x++) {
        if (at(x, y) === side) sq[side]!++;
        if (at(x, y) !== null) continue;
        const edge = [[1, 0], [-1, 0], [0, 1], [0, -1]].some(([dx, dy]) => at(x + dx!, y + dy!) === side);
        const corner = [[1, 1], [-1, 1], [1, -1], [-1, -1]].some(([dx, dy]) => at(x + dx!, y + dy!) === side);
        const isAttach = placed ? corner && !edge : x === starts[side] && y === starts[side];
        if (isAttach) attach.push([x, y]);
      }
    }
    att[side] = attach.length;
    // Coverable by the side: free and not edge-adjacent to its own cells.
    const coverable = (x: number, y: number): boolean => at(x, y) === null && ![[1, 0], [-1, 0], [0, 1], [0, -1]].some(([dx, dy]) => at(x + dx!, y + dy!) === side);
    dead[side] = attach.filter(([x, y]) => ![[1, 0], [-1, 0], [0, 1], [0, -1]].some(([dx, dy]) => coverable(x + dx!, y + dy!))).length;
    for (let y = 1; y <= 14; y++) {
      for (let x = 1; x <= 14; x++) {
        if (at(x, y) !== null) continue;
        if (attach.some(([ax, ay]) => Math.abs(ax - x) + Math.abs(ay - y) <= 2)) inf[side]!++;
      }
    }
    // Breadth-first from the attach cells through cells the side may cover, up to territorySteps.
    let frontier = attach.map(([x, y]) => `${x},${y}`);
    frontier.forEach((k) => dist[side]!.set(k, 0));
    for (let d = 1; d <= territorySteps; d++) {
      const next: string[] = [];
      for (const k of frontier) {
        const [x, y] = k.split(',').map(Number) as [number, number];
        for (const [dx, dy] of STEPS) {
          const key = `${x + dx},${y + dy}`;
          if (coverable(x + dx, y + dy) && !dist[side]!.has(key)) {
            dist[side]!.set(key, d);
            next.push(key);
          }
        }
      }
      frontier = next;
    }
  }
  const ter = [0, 1].map((s) => [...dist[s]!].filter(([k, d]) => d < (dist[1 - s]!.get(k) ?? Infinity)).length);
  return { att, dead, inf, sq, ter };
}

describe('blokus core v2 evaluation', () => {
  const positions = randomPositions(40, 2026, 30);

  it('equals the cell-by-cell count for any weights, from the side to move', () => {
    const cases = positions.map((p) => ({ p, t: terms(p) }));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 39 }), fc.nat(15), fc.nat(15), fc.nat(15), fc.nat(15), (i, material, influence, attach, deadAttach) => {
        const { p, t } = cases[i]!;
        const live = (s: number): number => t.att[s]! - t.dead[s]!;
        const v0 = material * (t.sq[0]! - t.sq[1]!) + influence * (t.inf[0]! - t.inf[1]!) + attach * (live(0) - live(1)) + deadAttach * (t.dead[0]! - t.dead[1]!);
        const expected = p.moves.length % 2 === 0 ? v0 : -v0;
        expect(blokusCoreV2Evaluate(p, { material, influence, attach, deadAttach })).toBe(expected === 0 ? 0 : expected);
      }),
      { numRuns: 120 },
    );
  });

  it('weighs the attach cells of each side by who moved last, and adds territory, as the cell-by-cell count says', () => {
    const w = fc.integer({ min: -15, max: 15 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 39 }), fc.nat(15), w, w, w, w, fc.nat(15), fc.integer({ min: 0, max: 8 }), (i, material, attach, attachOther, deadAttach, deadOther, territory, territorySteps) => {
        const p = positions[i]!;
        const t = terms(p, territorySteps);
        const stm = p.moves.length % 2;
        const n = 1 - stm; // the side that just moved
        const live = (s: number): number => t.att[s]! - t.dead[s]!;
        const u = material * (t.sq[n]! - t.sq[stm]!) + attach * live(n) + deadAttach * t.dead[n]! + attachOther * live(stm) + deadOther * t.dead[stm]! + territory * (t.ter[n]! - t.ter[stm]!);
        const weights = { material, influence: 0, attach, attachOther, deadAttach, deadOther, territory, territorySteps };
        expect(blokusCoreV2Evaluate(p, weights)).toBe(u === 0 ? 0 : -u);
      }),
      { numRuns: 150 },
    );
  });

  it('meets contested territory in its sample: cells both sides reach, at different distances', () => {
    const contested = positions.map((p) => terms(p, 4)).filter((t) => t.ter[0]! > 0 && t.ter[1]! > 0).length;
    expect(contested).toBeGreaterThan(10);
  });

  it('meets dead attach cells in its sample, so the dead term is exercised', () => {
    const deadCells = positions.map((p) => terms(p).dead).reduce((n, d) => n + d[0]! + d[1]!, 0);
    expect(deadCells).toBeGreaterThan(0);
  });
});
