/**
 * A tiny seeded PRNG (mulberry32) so playouts, benchmarks and engines are reproducible.
 * Pure: no Math.random, no clock. Not for anything security-related.
 */

export interface Rng {
  /** Next value, uniform in 0..2^32−1. */
  nextU32(): number;
  /** Uniform integer in 0..n−1 (n a positive integer ≤ 2^32). */
  nextInt(n: number): number;
  /** A uniformly chosen element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const nextU32 = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const nextInt = (n: number): number => {
    if (!Number.isInteger(n) || n <= 0 || n > 0x100000000) throw new RangeError(`nextInt(${n}): n must be an integer in 1..2^32`);
    // Rejection sampling removes modulo bias.
    const limit = 0x100000000 - (0x100000000 % n);
    for (;;) {
      const v = nextU32();
      if (v < limit) return v % n;
    }
  };
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('pick() from an empty array');
    return items[nextInt(items.length)] as T;
  };
  return { nextU32, nextInt, pick };
}
