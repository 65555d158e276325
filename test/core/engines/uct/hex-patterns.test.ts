/**
 * The dead-cell and captured-pair tables are only worth having if they are sound: a dead cell's
 * owner never changes the winner, and a captured pair given to its owner never changes it either.
 * Checked on random positions by filling the rest of the board at random many times.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEAD_IF_FILLED, isDeadPattern } from '../../../../core/engines/uct/index.ts';
import { BLUE, RED, RING, hexWinner } from '../../../../core/hex/index.ts';
import { createRng } from '../../../../core/random.ts';

/** Base-3 code of the neighbours of (x, y), edges as their owner's stones (the engine's convention). */
function patternAt(cells: Uint8Array, size: number, x: number, y: number): number {
  let code = 0;
  for (let k = 5; k >= 0; k--) {
    const [dx, dy] = RING[k]!;
    const nx = x + dx;
    const ny = y + dy;
    const v = ny < 0 || ny >= size ? RED : nx < 0 || nx >= size ? BLUE : cells[ny * size + nx]!;
    code = code * 3 + v;
  }
  return code;
}

function fillRandomly(cells: Uint8Array, seed: number): Uint8Array {
  const rng = createRng(seed);
  return cells.map((v) => (v === 0 ? 1 + rng.nextInt(2) : v));
}

const positionArb = fc.record({
  size: fc.integer({ min: 5, max: 7 }),
  seed: fc.nat(),
  density: fc.integer({ min: 30, max: 80 }),
});

function randomPosition({ size, seed, density }: { size: number; seed: number; density: number }): Uint8Array {
  const rng = createRng(seed);
  return Uint8Array.from({ length: size * size }, () => (rng.nextInt(100) < density ? 1 + rng.nextInt(2) : 0));
}

describe('Hex dead-cell table', () => {
  it('knows the classic shapes: four of a colour in a row is dead, a lone stone is not', () => {
    expect(isDeadPattern(1 + 3 + 9 + 27)).toBe(true); // four red neighbours in a row
    expect(isDeadPattern(2 * (1 + 3) + 1 * (27 + 81))).toBe(true); // two blue facing two red
    expect(isDeadPattern(1)).toBe(false);
    expect(isDeadPattern(0)).toBe(false);
    expect(isDeadPattern(1 + 9 + 81)).toBe(false); // red on alternate sides: the cell joins them
  });

  it('a dead cell never decides the winner, whatever the rest of the board becomes', () => {
    let dead = 0;
    fc.assert(
      fc.property(positionArb, (p) => {
        const cells = randomPosition(p);
        const { size } = p;
        for (let i = 0; i < cells.length; i++) {
          if (cells[i] !== 0 || !isDeadPattern(patternAt(cells, size, i % size, Math.floor(i / size)))) continue;
          dead++;
          for (let trial = 0; trial < 8; trial++) {
            const full = fillRandomly(cells, p.seed + trial);
            full[i] = RED;
            const withRed = hexWinner(full, size);
            full[i] = BLUE;
            expect(hexWinner(full, size)).toBe(withRed);
          }
        }
      }),
      { numRuns: 150 },
    );
    expect(dead).toBeGreaterThan(0);
  });

  it('a captured pair answered by its owner is as good as owned: the winner does not change', () => {
    let pairs = 0;
    fc.assert(
      fc.property(positionArb, (p) => {
        const cells = randomPosition(p);
        const { size } = p;
        for (let i = 0; i < cells.length; i++) {
          const x = i % size;
          const y = Math.floor(i / size);
          if (cells[i] !== 0) continue;
          const bits = DEAD_IF_FILLED[patternAt(cells, size, x, y)]!;
          for (let d = 0; d < 3; d++) {
            const owner = (bits >> (2 * d)) & 3;
            const [dx, dy] = RING[d]!;
            const q = (y + dy) * size + x + dx;
            if ((owner !== RED && owner !== BLUE) || x + dx >= size || y + dy >= size || x + dx < 0 || cells[q] !== 0) continue;
            const qBits = DEAD_IF_FILLED[patternAt(cells, size, x + dx, y + dy)]!;
            if (!((qBits >> (2 * (d + 3))) & owner)) continue;
            pairs++;
            for (let trial = 0; trial < 6; trial++) {
              const full = fillRandomly(cells, p.seed + trial);
              full[i] = owner;
              full[q] = owner;
              const owned = hexWinner(full, size);
              full[i] = 3 - owner; // the intrusion, answered at q
              expect(hexWinner(full, size)).toBe(owned);
            }
          }
        }
      }),
      { numRuns: 150 },
    );
    expect(pairs).toBeGreaterThan(0);
  });
});
