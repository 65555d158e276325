// The `mcts:` spec: every parameter has a default, options round-trip through their shortest text,
// and a bad key or value is refused naming it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MCTS_DEFAULTS, MctsError, NET_NAMES, formatMctsSpec, parseMctsSpec } from '../../../../core/engines/mcts/index.ts';
import type { MctsOptions } from '../../../../core/engines/mcts/index.ts';

const options: fc.Arbitrary<MctsOptions> = fc.record({
  net: fc.constantFrom(...NET_NAMES),
  threshold: fc.oneof(fc.integer({ min: 0, max: 255 }), fc.constant(Infinity)),
  playouts: fc.integer({ min: 1, max: 10_000_000 }),
  timeMs: fc.option(fc.integer({ min: 1, max: 3_600_000 }), { nil: null }),
  cpuct: fc.oneof(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 1999 }).map((n) => n / 100)),
  reuse: fc.boolean(),
  nodes: fc.integer({ min: 1024, max: 16_000_000 }),
});

describe('mcts: spec', () => {
  it('bare `mcts` is the defaults; `mcts:threshold=2` alone is a complete spec', () => {
    expect(parseMctsSpec('mcts')).toEqual(MCTS_DEFAULTS);
    expect(parseMctsSpec('mcts:threshold=2')).toEqual({ ...MCTS_DEFAULTS, threshold: 2 });
    expect(parseMctsSpec(' mcts:threshold=inf,playouts=50 ')).toEqual({ ...MCTS_DEFAULTS, threshold: Infinity, playouts: 50 });
    expect(MCTS_DEFAULTS).toMatchObject({ net: 'gomoku15', threshold: 2, timeMs: null, reuse: true });
  });

  it('any options survive format → parse, and the text lists only what differs from the defaults', () => {
    fc.assert(
      fc.property(options, (o) => {
        const text = formatMctsSpec(o);
        expect(parseMctsSpec(text)).toEqual(o);
        const keys = text === 'mcts' ? [] : text.slice(5).split(',').map((p) => p.split('=')[0]);
        expect(keys.length).toBe(Object.keys(o).filter((k) => o[k as keyof MctsOptions] !== MCTS_DEFAULTS[k as keyof MctsOptions]).length);
      }),
    );
  });

  it.each([
    ['mcts:threshold=-1', /threshold=-1: expected a whole number or inf/],
    ['mcts:threshold=two', /threshold=two/],
    ['mcts:playouts=0', /playouts=0/],
    ['mcts:net=chess', /net=chess/],
    ['mcts:depth=3', /unknown key "depth"/],
    ['mcts:reuse=maybe', /reuse=maybe: expected on or off/],
    ['mcts:playouts=5,playouts=6', /playouts is given twice/],
    ['mcts:time', /time needs a value/],
    ['mctsx', /starts with "mcts"/],
  ])('%s is refused naming the key', (spec, why) => {
    expect(() => parseMctsSpec(spec)).toThrow(MctsError);
    expect(() => parseMctsSpec(spec)).toThrow(why);
  });

  it('random junk after the colon never escapes as anything but an MctsError', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (junk) => {
        try {
          parseMctsSpec(`mcts:${junk}`);
        } catch (e) {
          expect(e).toBeInstanceOf(MctsError);
        }
      }),
    );
  });
});
