import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EXPAND_RULES, PAPER_DEFAULTS, UctError, formatUctSpec, parseUctSpec } from '../../../../core/engines/uct/index.ts';

describe('uct spec', () => {
  it('bare uct is the paper: c = 0.34, expand after 60 simulations, strategy and pruning on', () => {
    expect(parseUctSpec('uct')).toEqual(PAPER_DEFAULTS);
    expect(PAPER_DEFAULTS).toMatchObject({ c: 0.34, expand: 60, expandRule: 'count', strategy: true, prune: true, timeMs: null });
    expect(parseUctSpec('uct:')).toEqual(PAPER_DEFAULTS);
  });

  it('reads every key', () => {
    expect(parseUctSpec('uct:playouts=2000,c=0.5,expand=30,strategy=off,seed=7,time=500,rule=confidence,z=2.5,th=0.9,prune=off,nodes=4096')).toEqual({
      playouts: 2000,
      c: 0.5,
      expand: 30,
      strategy: false,
      seed: 7,
      timeMs: 500,
      expandRule: 'confidence',
      confidenceZ: 2.5,
      confidenceTh: 0.9,
      prune: false,
      nodes: 4096,
    });
  });

  it.each([
    ['uct:plays=10', /unknown key "plays"/],
    ['uct:c=abc', /c=abc: expected a number/],
    ['uct:playouts=1.5', /playouts=1\.5: expected a whole number/],
    ['uct:playouts=0', /playouts=0: /],
    ['uct:strategy=maybe', /strategy=maybe: expected on or off/],
    ['uct:rule=best', /rule=best: /],
    ['uct:seed', /seed needs a value/],
    ['uct:c=1,c=2', /c is given twice/],
    ['uct:nodes=10', /nodes=10: /],
    ['mcts', /starts with "uct"/],
  ])('%s is refused with an error naming the key', (spec, message) => {
    let caught: unknown;
    try {
      parseUctSpec(spec);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(UctError);
    expect((caught as UctError).code).toBe('uct-bad-spec');
    expect((caught as UctError).message).toMatch(message);
    expect((caught as UctError).message).toContain(JSON.stringify(spec));
  });

  it('formatUctSpec is the inverse of parseUctSpec', () => {
    const options = fc.record({
      playouts: fc.integer({ min: 1, max: 1_000_000 }),
      timeMs: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
      c: fc.integer({ min: 0, max: 1000 }).map((v) => v / 100),
      expand: fc.integer({ min: 0, max: 1000 }),
      expandRule: fc.constantFrom(...EXPAND_RULES),
      confidenceZ: fc.integer({ min: 1, max: 500 }).map((v) => v / 100),
      confidenceTh: fc.integer({ min: 0, max: 100 }).map((v) => v / 100),
      strategy: fc.boolean(),
      prune: fc.boolean(),
      seed: fc.integer({ min: 0, max: 0xffffffff }),
      nodes: fc.integer({ min: 1024, max: 1 << 20 }),
    });
    fc.assert(
      fc.property(options, (o) => {
        expect(parseUctSpec(formatUctSpec(o))).toEqual(o);
      }),
    );
    expect(formatUctSpec(PAPER_DEFAULTS)).toBe('uct');
  });
});
