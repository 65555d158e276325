// The contract-driven adapter: the client has exactly the contract's methods and events, the
// dispatcher validates arguments and results, errors keep their code across the wire.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { API_METHODS, EVENT_NAMES, METHOD_NAMES, eventMethodName, type ApiImplementation } from '../../../core/api/contract.ts';
import { createApiClient } from '../../../core/api/client.ts';
import { createDispatcher } from '../../../core/api/dispatch.ts';
import { ApiError, fromWireError, toWireError } from '../../../core/api/errors.ts';
import { ArenaError } from '../../../core/errors.ts';
import { bytesSchema } from '../../../core/api/schemas.ts';

function fakeImpl(overrides: Partial<ApiImplementation> = {}): ApiImplementation {
  const impl: Record<string, unknown> = {};
  for (const m of METHOD_NAMES) impl[m] = async () => ({ ok: true });
  return { ...(impl as ApiImplementation), ...overrides };
}

describe('API contract adapter', () => {
  it('builds one function per method and one onX per event, nothing else', () => {
    const calls: [string, unknown[]][] = [];
    const api = createApiClient({ call: async (m, a) => (calls.push([m, a]), null), subscribe: () => () => {} });
    expect(Object.keys(api).sort()).toEqual([...METHOD_NAMES, ...EVENT_NAMES.map(eventMethodName)].sort());
    void api.connectBoard('emu:blokus');
    expect(calls).toEqual([['connectBoard', ['emu:blokus']]]);
  });

  it('routes events to the right subscribers and unsubscribes', () => {
    const subs = new Map<string, (p: unknown) => void>();
    const api = createApiClient({ call: async () => null, subscribe: (e, l) => (subs.set(e, l), () => subs.delete(e)) });
    const seen: unknown[] = [];
    const off = api.onTerminal((d) => seen.push(d));
    subs.get('terminal')!({ boardId: 'x' });
    off();
    expect(seen).toEqual([{ boardId: 'x' }]);
    expect(subs.has('terminal')).toBe(false);
  });

  it('refuses unknown methods and bad arguments with typed errors naming the method', async () => {
    const dispatch = createDispatcher(fakeImpl());
    await expect(dispatch('__proto__', [])).rejects.toMatchObject({ code: 'api-unknown-method' });
    await expect(dispatch('constructor', [])).rejects.toMatchObject({ code: 'api-unknown-method' });
    await expect(dispatch('connectBoard', [42])).rejects.toMatchObject({ code: 'api-bad-arguments', message: expect.stringMatching(/^connectBoard: bad arguments/) });
    await expect(dispatch('addSerialPort', ['/etc/passwd'])).rejects.toMatchObject({ code: 'api-bad-arguments' });
    await expect(dispatch('getRecord', ['../../etc/passwd'])).rejects.toMatchObject({ code: 'api-bad-arguments' });
    await expect(dispatch('startMatch', [{ settings: { game: 'chess' }, timeLimitMs: 0, players: [] }])).rejects.toMatchObject({ code: 'api-bad-arguments' });
  });

  it('passes validated arguments through and checks results against the contract', async () => {
    let got: unknown[] = [];
    const dispatch = createDispatcher(
      fakeImpl({
        submitMove: async (...a) => ((got = a), { ok: true }),
        listBoards: async () => [{ id: 'x' }] as never,
      }),
    );
    await expect(dispatch('submitMove', ['m1', '55t2'])).resolves.toEqual({ ok: true });
    expect(got).toEqual(['m1', '55t2']);
    await expect(dispatch('listBoards', [])).rejects.toMatchObject({ code: 'api-bad-result' });
  });

  it('keeps error codes across the wire, hides everything else', () => {
    const w = toWireError(new ArenaError('board-unknown', 'no board x', { secret: 1 }));
    expect(w).toEqual({ code: 'board-unknown', message: 'no board x' });
    const back = fromWireError(w);
    expect(back).toBeInstanceOf(ApiError);
    expect(back.code).toBe('board-unknown');
    expect(fromWireError(null).code).toBe('internal-error');
  });

  it('every method has a tuple of arguments', () => {
    for (const m of METHOD_NAMES) expect(API_METHODS[m].args.def.type).toBe('tuple');
  });

  it('bytes are exactly the strings of chars 0..255', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 64 }), (b) => bytesSchema.safeParse(String.fromCharCode(...b)).success));
    expect(bytesSchema.safeParse('\u0100').success).toBe(false);
  });
});
