/**
 * The message envelopes of the WebSocket transport (JSON text frames), and a client channel over
 * a minimal socket interface (the browser's WebSocket fits it; so does `ws` in tests).
 *
 *   UI → host   {type:'call', id, method, args}
 *   host → UI   {type:'result', id, ok:true, value} | {type:'result', id, ok:false, error:{code, message}}
 *               {type:'event', event, payload}
 */
import { z } from 'zod';
import { ApiError, fromWireError, type WireError } from './errors.ts';
import { isEventName, type EventName, type Unsubscribe } from './contract.ts';
import type { ApiChannel } from './client.ts';

export const callMessageSchema = z.object({
  type: z.literal('call'),
  id: z.number().int().nonnegative(),
  method: z.string().max(100),
  args: z.array(z.unknown()).max(16),
});
export type CallMessage = z.infer<typeof callMessageSchema>;

export type ResultMessage = { type: 'result'; id: number; ok: true; value: unknown } | { type: 'result'; id: number; ok: false; error: WireError };
export type EventMessage = { type: 'event'; event: EventName; payload: unknown };
export type HostMessage = ResultMessage | EventMessage;

/** The part of a WebSocket the client needs. */
export interface MessageSocket {
  send(text: string): void;
  addEventListener(type: 'message', listener: (e: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: () => void): void;
  readonly readyState: number;
}

const OPEN = 1;

export function socketChannel(socket: MessageSocket): ApiChannel & { pending(): number } {
  let next = 1;
  const calls = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>();

  socket.addEventListener('message', (e) => {
    if (typeof e.data !== 'string') return;
    let msg: HostMessage;
    try {
      msg = JSON.parse(e.data) as HostMessage;
    } catch {
      return;
    }
    if (msg.type === 'result') {
      const c = calls.get(msg.id);
      if (!c) return;
      calls.delete(msg.id);
      if (msg.ok) c.resolve(msg.value);
      else c.reject(fromWireError(msg.error));
    } else if (msg.type === 'event' && isEventName(msg.event)) {
      for (const l of [...(listeners.get(msg.event) ?? [])]) l(msg.payload);
    }
  });
  socket.addEventListener('close', () => {
    for (const c of calls.values()) c.reject(new ApiError('api-disconnected', 'the connection to the host closed'));
    calls.clear();
  });

  return {
    call(method, args) {
      if (socket.readyState !== OPEN) return Promise.reject(new ApiError('api-disconnected', 'not connected to the host'));
      const id = next++;
      return new Promise((resolve, reject) => {
        calls.set(id, { resolve, reject });
        socket.send(JSON.stringify({ type: 'call', id, method, args } satisfies CallMessage));
      });
    },
    subscribe(event, listener): Unsubscribe {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener);
      return () => void set.delete(listener);
    },
    pending: () => calls.size,
  };
}
