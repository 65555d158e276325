/** React access to the API and to its events. */
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { ArenaApi, EventName, EventPayload } from '../core/api/contract.ts';
import { eventMethodName } from '../core/api/contract.ts';

export const ApiContext = createContext<ArenaApi | null>(null);

export function useApi(): ArenaApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside <ApiContext.Provider>');
  return api;
}

/** Calls `listener` for every event of one kind while the component is mounted. */
export function useApiEvent<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): void {
  const api = useApi();
  useEffect(() => {
    const subscribe = api[eventMethodName(event)] as unknown as (l: (p: EventPayload<E>) => void) => () => void;
    return subscribe(listener);
  }, [api, event, listener]);
}

/** A value loaded from the API (again after a reconnection: `api` changes) and kept up to date by an event. */
export function useLive<E extends EventName>(event: E, load: () => Promise<EventPayload<E>>): EventPayload<E> | null {
  const [value, setValue] = useState<EventPayload<E> | null>(null);
  const api = useApi();
  const loader = useRef(load);
  useEffect(() => {
    const load = loader.current;
    let live = true;
    const subscribe = api[eventMethodName(event)] as unknown as (l: (p: EventPayload<E>) => void) => () => void;
    // An event that arrives before the load resolves is newer than what the load returns.
    let heard = false;
    const off = subscribe((p) => {
      heard = true;
      if (live) setValue(p);
    });
    load().then((v) => live && !heard && setValue(v), () => undefined);
    return () => {
      live = false;
      off();
    };
  }, [api, event]);
  return value;
}

/** A person-readable message from whatever a call threw. */
export function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
