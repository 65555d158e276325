import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { engineInfoFromLines, mergeEngineInfo, parseEngineLine } from '../../../core/protocol/engine-info.ts';
import { formatCycleReport, parseCycleReport } from '../../../core/protocol/piskvork/cycles.ts';
import { engineCompact, engineFields, engineKeyValues } from '../../../core/match/engine-text.ts';
import { engineMoveInfoSchema } from '../../../core/api/schemas.ts';

// pentobi-gtp --game duo --level 1 --nobook --seed 1, stderr after `genmove b` (captured 2026-11-24).
const PENTOBI_LOG = [
  'MaxCnt 3',
  '[0] Maximum count reached',
  'Val 0.68, ValCnt 4, Vst 3, Sim 3, Chld 66.7%',
  'Nds 316, Tm 00:00, Sim/s 1883, Len 22.7 dev=0.5 [22...23]',
  'Dp 1.0 dev=0.0',
  'Mov 315, Sco 5.7 dev=5.0',
];

describe('parseEngineLine / engineInfoFromLines', () => {
  it("reads Pentobi's search log: win-rate, simulations, nodes, mean depth, expected score", () => {
    expect(engineInfoFromLines(PENTOBI_LOG)).toEqual({ winRate: 0.68, playouts: 3, nodes: 316, depth: 1, eval: 5.7 });
  });

  it('reads our boards’ cycle reports and key=value Gomocup MESSAGE lines; the latest line wins', () => {
    expect(parseEngineLine('cycles=12345 nodes=678 depth=2 clock_hz=20000000')).toEqual({ cycles: 12345, nodes: 678, depth: 2 });
    expect(engineInfoFromLines(['depth=5 eval=-30 nodes=1000', 'depth=6 eval=12 nodes=5400', 'searching…'])).toEqual({ depth: 6, eval: 12, nodes: 5400 });
    expect(parseEngineLine('depth 7 ev 120 n 51234')).toEqual({ depth: 7, eval: 120, nodes: 51234 });
  });

  it('ignores chatter, out-of-range and malformed values', () => {
    for (const line of ['hello world', 'Tm 00:00', 'Sim/s 1883', 'winrate=1.5', 'nodes=-3', 'nodes=2.5', 'depth=abc', '']) expect(parseEngineLine(line), line).toBeNull();
  });

  it('reads back every cycle report the boards write (the two formats agree)', () => {
    fc.assert(
      fc.property(fc.nat(2 ** 40), fc.option(fc.nat(10 ** 9), { nil: undefined }), fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }), (cycles, nodes, depth) => {
        const extra: Record<string, number> = {};
        if (nodes !== undefined) extra['nodes'] = nodes;
        if (depth !== undefined) extra['depth'] = depth;
        const text = formatCycleReport(cycles, extra);
        expect(parseCycleReport(text)?.cycles).toBe(cycles);
        expect(parseEngineLine(text)).toEqual({ cycles, ...extra });
      }),
    );
  });

  it('what it reads always passes the API/records schema, and merging keeps the first source of each field', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 60 }), { maxLength: 5 }), (lines) => {
        const info = engineInfoFromLines(lines);
        if (info) expect(engineMoveInfoSchema.safeParse(info).success).toBe(true);
      }),
    );
    expect(mergeEngineInfo({ depth: 3 }, null, { depth: 4, nodes: 9 })).toEqual({ depth: 3, nodes: 9 });
    expect(mergeEngineInfo(null, undefined)).toBeNull();
  });
});

describe('engine text', () => {
  it('lists fields in one order, for the CLI and the panel', () => {
    expect(engineKeyValues({ winRate: 0.6123, visits: 61, playouts: 150 })).toBe('playouts=150 visits=61 winrate=0.612');
    expect(engineFields({ eval: -5.7, depth: 1.25, cycles: 1_234_567 }).map((f) => `${f.label}:${f.text}`)).toEqual(['depth:1.3', 'eval:-5.7', 'cycles:1234567']);
    expect(engineKeyValues(null)).toBe('');
  });

  it('compacts a move list cell', () => {
    expect(engineCompact({ playouts: 12_000, visits: 4321, winRate: 0.614 })).toBe('61% 4.3k/12k');
    expect(engineCompact({ cycles: 1_234_567, nodes: 3400, depth: 3 })).toBe('d3 3.4k n 1.2M cyc');
    expect(engineCompact({ winRate: 0.68, playouts: 3, nodes: 316, depth: 1, eval: 5.7 })).toBe('68% 3 sims d1 316 n +5.7');
    expect(engineCompact(undefined)).toBe('—');
    expect(engineCompact({})).toBe('—');
  });
});
