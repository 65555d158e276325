/**
 * The emulator's cycle table is the one SPEC §8 prints: the Markdown table of hdl/blokus/SPEC.md is
 * parsed here, so editing a cost in the SPEC without the code (or the code without the SPEC) fails.
 */
import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { STATE_CYCLES, STATE_NAMES, STEPS, STEP_CLOCKS, STEP } from '../../../../core/engines/blokus-core/cycles.ts';
import type { StateName } from '../../../../core/engines/blokus-core/cycles.ts';

const SPEC = readFileSync(new URL('../../../../hdl/blokus/SPEC.md', import.meta.url), 'utf8');

/** The section of the SPEC that starts with `## <n>.`, up to the next `## ` heading. */
function section(n: number): string {
  const start = SPEC.search(new RegExp(`^## ${n}\\. `, 'm'));
  if (start < 0) throw new Error(`hdl/blokus/SPEC.md has no section ${n}`);
  const rest = SPEC.slice(start + 1);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** Rows `| NAME | clocks | when |` of the state table, in order. */
function specTable(): [string, number][] {
  const rows: [string, number][] = [];
  for (const m of section(8).matchAll(/^\| *([A-Z_]+) *\| *(\d+) *\|[^\n]*\|$/gm)) rows.push([m[1]!, Number(m[2])]);
  return rows;
}

describe('blokus core cycle table (SPEC §8)', () => {
  it('holds exactly the states and clocks of the SPEC §8 table, in its order', () => {
    const spec = specTable();
    expect(spec.length).toBeGreaterThanOrEqual(17);
    expect(spec).toEqual(STATE_NAMES.map((name) => [name, STATE_CYCLES[name]]));
  });

  it('charges every state of the table through some step of the search', () => {
    const charged = new Set<StateName>(Object.values(STEPS).flat());
    expect([...charged].sort()).toEqual([...STATE_NAMES].sort());
  });

  it('gives the step costs the SPEC states in words (child 7, leaf-ply pass 5, inner child 3)', () => {
    const words = section(8);
    const child = /a child used by a scan costs (\d+) clocks/.exec(words);
    const pass = /a leaf-ply pass costs\s+(\d+)/.exec(words);
    const inner = /a searched inner child costs (\d+) plus its subtree/.exec(words);
    expect(STEP_CLOCKS[STEP.CHILD_INS]).toBe(Number(child?.[1]));
    expect(STEP_CLOCKS[STEP.CHILD_UPD]).toBe(Number(child?.[1]));
    expect(STEP_CLOCKS[STEP.LEAF_PASS]).toBe(Number(pass?.[1]));
    expect(STEP_CLOCKS[STEP.DESCEND]! + STEP_CLOCKS[STEP.RETURN]!).toBe(Number(inner?.[1]));
    expect(STEP_CLOCKS[STEP.PASS]! + STEP_CLOCKS[STEP.UNPASS]!).toBe(Number(inner?.[1]));
  });
});
