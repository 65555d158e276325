/** fast-check generators shared by the Piskvork tests. */
import fc from 'fast-check';
import type { PiskvorkCommand } from '../../../../core/protocol/piskvork/index.ts';
import { PiskvorkError } from '../../../../core/protocol/piskvork/index.ts';

const coord = fc.integer({ min: 0, max: 19 });
export const pointArb = fc.record({ x: coord, y: coord });

export const commandArb: fc.Arbitrary<PiskvorkCommand> = fc.oneof(
  fc.record({ kind: fc.constant('start' as const), size: fc.integer({ min: 1, max: 9999 }) }),
  fc.constant({ kind: 'begin' as const }),
  fc.record({ kind: fc.constant('turn' as const), move: pointArb }),
  fc.record({
    kind: fc.constant('board' as const),
    stones: fc.array(fc.record({ x: coord, y: coord, field: fc.constantFrom(1 as const, 2 as const) }), { maxLength: 30 }),
  }),
  fc.record({
    kind: fc.constant('info' as const),
    key: fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,15}$/),
    value: fc.stringMatching(/^([\x21-\x7e]([\x20-\x7e]{0,20}[\x21-\x7e])?)?$/),
  }),
  fc.constant({ kind: 'end' as const }),
  fc.constant({ kind: 'about' as const }),
  fc.constant({ kind: 'restart' as const }),
);

/** Split `bytes` at random cut points (cuts are sorted indices into the array). */
export function fragment(bytes: Uint8Array, cuts: readonly number[]): Uint8Array[] {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const out: Uint8Array[] = [];
  let prev = 0;
  for (const p of [...points, bytes.length]) {
    out.push(bytes.subarray(prev, p));
    prev = p;
  }
  return out;
}

/** Events with errors flattened to plain data, so two runs can be compared with toEqual. */
export function plain<T>(events: readonly T[]): unknown[] {
  return events.map((e) => JSON.parse(JSON.stringify(e, (_k, v: unknown) => (v instanceof PiskvorkError ? describeError(v) : v))) as unknown);
}

function describeError(e: PiskvorkError): Record<string, unknown> {
  return { code: e.code, lineNumber: e.lineNumber, excerpt: e.excerpt, message: e.message };
}

export function ascii(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}
