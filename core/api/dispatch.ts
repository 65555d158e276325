/**
 * The host boundary of the API: one dispatcher for every method. It refuses unknown method
 * names, validates the arguments against the contract (a typed `api-bad-arguments` error naming
 * the method and the field), calls the implementation, and checks the result against the
 * contract too, so the UI never sees a shape the contract does not promise.
 */
import type { z } from 'zod';
import { ApiError } from './errors.ts';
import { API_EVENTS, API_METHODS, isMethodName } from './contract.ts';
import type { ApiImplementation, EventName, EventPayload, MethodName } from './contract.ts';

export type Dispatcher = (method: unknown, args: unknown) => Promise<unknown>;

function issues(error: z.ZodError): string {
  return error.issues
    .slice(0, 4)
    .map((i) => `${i.path.length ? i.path.join('.') : '(arguments)'}: ${i.message}`)
    .join('; ');
}

export function createDispatcher(impl: ApiImplementation): Dispatcher {
  return async (method, args) => {
    if (!isMethodName(method)) {
      throw new ApiError('api-unknown-method', `no API method ${JSON.stringify(String(method)).slice(0, 80)}`, { method: String(method).slice(0, 80) });
    }
    const spec = API_METHODS[method];
    const parsed = spec.args.safeParse(args ?? []);
    if (!parsed.success) {
      throw new ApiError('api-bad-arguments', `${method}: bad arguments: ${issues(parsed.error)}`, { method });
    }
    const fn = impl[method] as (...a: unknown[]) => Promise<unknown>;
    const result = await fn.apply(impl, parsed.data as unknown[]);
    const checked = spec.result.safeParse(result);
    if (!checked.success) {
      throw new ApiError('api-bad-result', `${method}: the host produced a result the contract does not allow: ${issues(checked.error)}`, { method });
    }
    return checked.data;
  };
}

/** Validates an event payload before it leaves the host (a bug here must not reach the UI as garbage). */
export function checkEvent<E extends EventName>(event: E, payload: EventPayload<E>): EventPayload<E> {
  const r = API_EVENTS[event].safeParse(payload);
  if (!r.success) throw new ApiError('api-bad-event', `event ${event}: payload the contract does not allow: ${issues(r.error)}`, { event });
  return r.data as EventPayload<E>;
}

export type { MethodName };
