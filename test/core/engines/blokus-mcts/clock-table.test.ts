/**
 * The MCTS draft charges from the table SPEC-v3 §5 prints: its rows name the `CLOCKS` key each
 * cost lives under, so a cost edited in the SPEC without the code, or the reverse, fails.
 */
import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { CLOCKS, PRIOR_CELLS } from '../../../../core/engines/blokus-mcts/clocks.ts';

const SPEC = readFileSync(new URL('../../../../hdl/blokus/SPEC-v3.md', import.meta.url), 'utf8');

function section5(): string {
  const start = SPEC.search(/^## 5\. /m);
  if (start < 0) throw new Error('hdl/blokus/SPEC-v3.md has no section 5');
  const rest = SPEC.slice(start + 1);
  return rest.slice(0, rest.search(/^## /m));
}

describe('MCTS draft clock table (SPEC-v3 §5)', () => {
  it('states every cost the emulator charges, under its key, and nothing else', () => {
    const spec = new Map<string, number>();
    for (const m of section5().matchAll(/^\| *[A-Z_ +]+? *\| *`(\w+)` *\| *(\d+) *\|/gm)) spec.set(m[1]!, Number(m[2]));
    expect(Object.fromEntries([...spec].sort())).toEqual(Object.fromEntries(Object.entries(CLOCKS).sort()));
  });

  it('reads a placement’s prior cells two a clock: X_MOVE is half the most cells a prior sums', () => {
    expect(PRIOR_CELLS).toBe(21);
    expect(CLOCKS.expandMove).toBe(Math.ceil(PRIOR_CELLS / 2));
  });
});
