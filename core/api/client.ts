/**
 * Builds the typed `ArenaApi` object over any channel that can make a call and deliver events:
 * Electron IPC in the preload, a WebSocket in browser mode, a direct in-process link in tests.
 * One method per contract entry, generated from the contract's names — never written by hand.
 */
import { EVENT_NAMES, METHOD_NAMES, eventMethodName } from './contract.ts';
import type { ArenaApi, EventName, Unsubscribe } from './contract.ts';

export interface ApiChannel {
  call(method: string, args: unknown[]): Promise<unknown>;
  subscribe(event: EventName, listener: (payload: unknown) => void): Unsubscribe;
}

/**
 * An optional argument left out is sent as absent, not as `undefined`: JSON turns a trailing
 * `undefined` into `null`, which the host's `.optional()` schemas rightly refuse.
 */
export function withoutTrailingUndefined(args: readonly unknown[]): unknown[] {
  let n = args.length;
  while (n > 0 && args[n - 1] === undefined) n--;
  return args.slice(0, n);
}

export function createApiClient(channel: ApiChannel): ArenaApi {
  const api: Record<string, unknown> = {};
  for (const name of METHOD_NAMES) api[name] = (...args: unknown[]) => channel.call(name, withoutTrailingUndefined(args));
  for (const event of EVENT_NAMES) {
    api[eventMethodName(event)] = (listener: (payload: unknown) => void) => {
      if (typeof listener !== 'function') throw new TypeError(`${eventMethodName(event)} needs a listener function`);
      return channel.subscribe(event, listener);
    };
  }
  return Object.freeze(api) as ArenaApi;
}
