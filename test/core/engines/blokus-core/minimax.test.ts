/**
 * The alpha-beta search (SPEC §6–§7) decides exactly as plain minimax over the same beam, written
 * here from the spec on the public API only (legal moves in generation order, the static
 * evaluation): alpha-beta may prune, never change the root move or its value.
 */
import { describe, it, expect } from 'vitest';
import { encodeMoveCode, PASS } from '../../../../core/blokus/index.ts';
import type { BlokusPosition, MoveCode } from '../../../../core/blokus/index.ts';
import { BEAM_WIDTHS, blokusCoreAnalyse, blokusCoreEvaluate, blokusCoreLegalMoves } from '../../../../core/engines/blokus-core/index.ts';
import { searchablePositions } from './helpers.ts';

const after = (p: BlokusPosition, m: MoveCode): BlokusPosition => ({ setup: p.setup, moves: [...p.moves, m] });

function minimax(root: BlokusPosition, depth: number): { move: MoveCode; value: number } | null {
  const me = root.moves.length & 1;
  const valueForMe = (p: BlokusPosition): number => ((p.moves.length & 1) === me ? blokusCoreEvaluate(p) : -blokusCoreEvaluate(p));
  /** Children of a node at ply d, in the order searched: full width at the leaf ply, else the beam. */
  const children = (p: BlokusPosition, d: number): MoveCode[] => {
    const moves = blokusCoreLegalMoves(p);
    if (d + 1 === depth) return moves;
    // Score = the mover's view of the child = minus the child's side-to-move view. Stable sort keeps generation order on ties.
    const scored = moves.map((m) => ({ m, s: -blokusCoreEvaluate(after(p, m)) }));
    scored.sort((a, b) => b.s - a.s);
    return scored.slice(0, BEAM_WIDTHS[d]).map((x) => x.m);
  };
  const value = (p: BlokusPosition, d: number): number => {
    if (d === depth) return valueForMe(p);
    const moves = children(p, d);
    if (moves.length === 0) return value(after(p, PASS), d + 1);
    const values = moves.map((m) => value(after(p, m), d + 1));
    return d % 2 === 0 ? Math.max(...values) : Math.min(...values);
  };
  const moves = children(root, 0);
  if (moves.length === 0) return null;
  let best = { move: moves[0]!, value: -Infinity };
  for (const m of moves) {
    const v = value(after(root, m), 1);
    if (v > best.value) best = { move: m, value: v };
  }
  return best;
}

describe('blokus core alpha-beta vs plain minimax over the beam', () => {
  it('agrees at depth 1 and 2 on random positions, for one and three units', () => {
    const positions = searchablePositions(12, 314, 20);
    for (const [i, position] of positions.entries()) {
      const depth = 1 + (i % 2);
      const expected = minimax(position, depth);
      for (const units of [1, 3]) {
        const a = blokusCoreAnalyse(position, { depth, units });
        if (expected === null) {
          expect(a.move.kind).toBe('pass');
          continue;
        }
        expect(encodeMoveCode(a.move), `position ${i} depth ${depth} units ${units}`).toBe(encodeMoveCode(expected.move));
        expect(Math.max(...a.units.filter((u) => u.valid).map((u) => u.best))).toBe(expected.value);
      }
    }
  }, 60_000);

  it('agrees at depth 3', () => {
    const positions = searchablePositions(6, 2718, 20);
    for (const position of positions) {
      const expected = minimax(position, 3);
      const a = blokusCoreAnalyse(position, { depth: 3 });
      expect(encodeMoveCode(a.move)).toBe(expected ? encodeMoveCode(expected.move) : '0000');
      if (expected) expect(Math.max(...a.units.filter((u) => u.valid).map((u) => u.best))).toBe(expected.value);
    }
  }, 60_000);
});
