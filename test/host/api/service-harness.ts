// The host's UI API service as the API tests drive it: a fresh service per test over its own
// temporary records and logs, every event it emits kept in order, and the contract's dispatcher.
import { afterEach, beforeEach } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createArenaService, type ArenaService } from '../../../host/api/service.ts';
import { createDispatcher, type Dispatcher } from '../../../core/api/dispatch.ts';
import type { EventName } from '../../../core/api/contract.ts';
import type { MatchState } from '../../../core/api/schemas.ts';

export interface ServiceHarness {
  /** The dispatcher IPC and the WebSocket call. */
  readonly call: Dispatcher;
  /** Every event since the test began, in order. */
  readonly events: readonly { readonly event: EventName; readonly payload: unknown }[];
  /** The `match` events' states, in order. */
  matches(): MatchState[];
  /** Polls `f` every 10 ms until it gives a value; throws after `ms` (the harness's default unless given). */
  until<T>(f: () => T | undefined, ms?: number): Promise<T>;
}

/** Registers beforeEach/afterEach for a service under a temporary folder named from `prefix`. */
export function useArenaService(prefix: string, untilMs = 10_000): ServiceHarness {
  let dir = '';
  let service: ArenaService | null = null;
  let call: Dispatcher | null = null;
  let events: { event: EventName; payload: unknown }[] = [];

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), prefix));
    service = await createArenaService({ mode: 'web', recordsDir: path.join(dir, 'records'), logsDir: path.join(dir, 'logs'), pollMs: 0, listPorts: async () => [] });
    events = [];
    service.subscribe((event, payload) => events.push({ event, payload }));
    call = createDispatcher(service.api);
  });

  afterEach(async () => {
    await service?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  const started = <T>(v: T | null): T => {
    if (v === null) throw new Error('the service is made in beforeEach');
    return v;
  };
  return {
    call: (method, args) => started(call)(method, args),
    get events() {
      return events;
    },
    matches: () => events.filter((e) => e.event === 'match').map((e) => e.payload as MatchState),
    async until<T>(f: () => T | undefined, ms = untilMs): Promise<T> {
      const t0 = Date.now();
      while (Date.now() - t0 < ms) {
        const v = f();
        if (v !== undefined) return v;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error('timed out');
    },
  };
}
