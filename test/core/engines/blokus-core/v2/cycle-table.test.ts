/**
 * The v2 emulator charges from the table SPEC-v2 §8 prints: the Markdown table of
 * hdl/blokus/SPEC-v2.md is parsed here (rows like `| N_ADD / N_DEL / N_UPD | 1 + 1 + 1 |` name
 * several states), so a cost edited in the SPEC without the code, or the reverse, fails.
 */
import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { V2_CORE_OVERHEAD_CYCLES, V2_STATE_CYCLES, V2_STATE_NAMES } from '../../../../../core/engines/blokus-core/v2/cycles.ts';

const SPEC = readFileSync(new URL('../../../../../hdl/blokus/SPEC-v2.md', import.meta.url), 'utf8');

function section8(): string {
  const start = SPEC.search(/^## 8\. /m);
  if (start < 0) throw new Error('hdl/blokus/SPEC-v2.md has no section 8');
  const rest = SPEC.slice(start + 1);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** Every (state, clocks) the §8 table states, a name listed twice keeping its clocks both times. */
function specCosts(): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of section8().matchAll(/^\| *([A-Z_][A-Z_ ,/]*?) *\| *([\d +]+?) *\|[^\n]*\|$/gm)) {
    const names = m[1]!.split(/[,/]/).map((n) => n.trim());
    const clocks = m[2]!.split('+').map((c) => Number(c.trim()));
    if (names.length !== clocks.length) throw new Error(`SPEC-v2 §8 row ${m[0]}: ${names.length} states, ${clocks.length} costs`);
    names.forEach((n, i) => {
      if (out.has(n) && out.get(n) !== clocks[i]) throw new Error(`SPEC-v2 §8 gives ${n} two costs`);
      out.set(n, clocks[i]!);
    });
  }
  return out;
}

describe('blokus core v2 cycle table (SPEC-v2 §8)', () => {
  it('holds exactly the states and clocks the emulator charges, plus the core overhead', () => {
    const spec = specCosts();
    const overhead = (spec.get('APPLY_OPP') ?? NaN) + (spec.get('APPLY_OWN') ?? NaN);
    spec.delete('APPLY_OPP');
    spec.delete('APPLY_OWN');
    expect(Object.fromEntries([...spec].sort())).toEqual(Object.fromEntries(V2_STATE_NAMES.map((n) => [n, V2_STATE_CYCLES[n]]).sort()));
    expect(overhead).toBe(V2_CORE_OVERHEAD_CYCLES);
  });
});
