// The typed client sends what the host's schemas read: a left-out optional argument is absent, not
// `undefined`, which JSON (the browser-mode WebSocket) would turn into a refused `null`.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createApiClient, withoutTrailingUndefined } from '../../../core/api/client.ts';

describe('withoutTrailingUndefined', () => {
  it('drops only trailing undefined arguments, keeping the rest in order (also inner undefined and null)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer(), fc.string())), fc.nat(4), (args, pad) => {
        const out = withoutTrailingUndefined([...args, ...Array<undefined>(pad).fill(undefined)]);
        let n = args.length;
        while (n > 0 && args[n - 1] === undefined) n--;
        expect(out).toEqual(args.slice(0, n));
        if (out.length > 0) expect(out.at(-1)).not.toBe(undefined);
      }),
    );
  });

  it('a client call with a left-out optional argument sends valid JSON with no null in its place', async () => {
    const sent: string[] = [];
    const api = createApiClient({
      call: async (method, args) => void sent.push(JSON.stringify({ method, args })),
      subscribe: () => () => undefined,
    });
    await (api.listRecords as (...args: unknown[]) => Promise<unknown>)(undefined);
    expect(JSON.parse(sent[0]!)).toEqual({ method: 'listRecords', args: [] });
  });
});
