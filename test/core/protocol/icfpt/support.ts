/** Shared helpers for the ICFPT protocol tests: move literals, byte helpers, fragmentation, arbitraries. */
import fc from 'fast-check';
import { decodeMoveCode, type MoveCode } from '../../../../core/blokus/codec.ts';
import type { StartSquare } from '../../../../core/blokus/position.ts';
import type { IcfptDialect } from '../../../../core/protocol/icfpt/dialect.ts';
import type { HostMessage } from '../../../../core/protocol/icfpt/messages.ts';

export const mv = (text: string): MoveCode => decodeMoveCode(text);

export function bytes(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let k = 0;
  for (const p of parts) {
    out.set(p, k);
    k += p.length;
  }
  return out;
}

/** Split `data` at the given cut points (taken modulo length + 1, sorted); empty chunks allowed. */
export function split(data: Uint8Array, cuts: readonly number[]): Uint8Array[] {
  const points = cuts.map((c) => c % (data.length + 1)).sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let from = 0;
  for (const p of points) {
    chunks.push(data.slice(from, p));
    from = p;
  }
  chunks.push(data.slice(from));
  return chunks;
}

/** Insert CR/LF bytes before the given positions (taken modulo length + 1). */
export function sprinkleCrLf(data: Uint8Array, spots: readonly number[]): Uint8Array {
  const at = new Map<number, number>();
  for (const s of spots) at.set(s % (data.length + 1), (at.get(s % (data.length + 1)) ?? 0) + 1);
  const out: number[] = [];
  for (let i = 0; i <= data.length; i++) {
    for (let k = 0; k < (at.get(i) ?? 0); k++) out.push(k % 2 === 0 ? 0x0d : 0x0a);
    if (i < data.length) out.push(data[i] as number);
  }
  return Uint8Array.from(out);
}

/** Errors compared by their fields (class instances compare poorly). */
export function plain<T extends object>(event: T): unknown {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(event)) {
    if (v instanceof Error) out[k] = { ...v, name: v.name, message: v.message };
    else if (k === 'result' && v && typeof v === 'object' && 'error' in v) out[k] = plain(v as object);
    else out[k] = v;
  }
  return out;
}

export const dialectArb: fc.Arbitrary<IcfptDialect> = fc.constantFrom('heart-2014', 'icfpt-2013');
export const startArb: fc.Arbitrary<StartSquare> = fc.constantFrom('5', 'a');

export const placeArb: fc.Arbitrary<MoveCode> = fc.record({
  kind: fc.constant('place' as const),
  x: fc.integer({ min: 1, max: 14 }),
  y: fc.integer({ min: 1, max: 14 }),
  piece: fc.integer({ min: 0, max: 20 }),
  orientation: fc.integer({ min: 0, max: 7 }),
});
export const moveArb: fc.Arbitrary<MoveCode> = fc.oneof(
  { weight: 5, arbitrary: placeArb },
  { weight: 1, arbitrary: fc.constant<MoveCode>({ kind: 'pass' }) },
);

/** Any host message the dialect can express. */
export function hostMessageArb(dialect: IcfptDialect): fc.Arbitrary<HostMessage> {
  const common: fc.Arbitrary<HostMessage>[] = [
    fc.constant<HostMessage>({ type: 'identify' }),
    fc.constant<HostMessage>({ type: 'game-over' }),
    startArb.map((start): HostMessage => ({ type: 'first-move', start })),
  ];
  if (dialect === 'heart-2014') {
    return fc.oneof(
      ...common,
      fc.record({ type: fc.constant('second-move' as const), start: startArb, opponent: moveArb }),
      moveArb.map((m): HostMessage => ({ type: 'turn', opponent: [m] })),
    );
  }
  return fc.oneof(...common, fc.array(moveArb, { minLength: 1, maxLength: 2 }).map((ms): HostMessage => ({ type: 'turn', opponent: ms })));
}

/** Bytes biased towards the protocol's alphabet, so random streams reach deep states. */
export const protocolByteArb: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...bytes('0123456789A5abcdefghijklmnopqrstu\r\n')),
  fc.integer({ min: 0, max: 255 }),
);
