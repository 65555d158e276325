/**
 * Browser mode's link to `arena web` that survives a host restart: when the WebSocket closes it
 * opens a new one after a bounded exponential back-off, and keeps the UI's event listeners, which
 * live here rather than in one socket's channel, so nothing has to subscribe again. Calls made
 * while the link is down fail at once with `api-disconnected` (the UI shows a banner meanwhile).
 */
import type { ApiChannel } from '../core/api/client.ts';
import type { EventName, Unsubscribe } from '../core/api/contract.ts';
import { ApiError } from '../core/api/errors.ts';
import { socketChannel, type MessageSocket } from '../core/api/wire.ts';

/** What a browser WebSocket offers beyond `MessageSocket`: open, error, close. */
export interface ReconnectSocket extends MessageSocket {
  addEventListener(type: 'message', listener: (e: { data: unknown }) => void): void;
  addEventListener(type: 'open' | 'close' | 'error', listener: () => void): void;
  close(): void;
}

export type LinkStatus =
  | { readonly state: 'open'; readonly connections: number }
  | { readonly state: 'reconnecting'; readonly attempt: number; readonly retryInMs: number }
  /** The host answers but refuses our token: `arena web` restarted with a new one; retrying cannot help. */
  | { readonly state: 'refused' };

/**
 * Whether the host's HTTP side answers. A browser cannot read why a WebSocket upgrade failed, so a
 * host that serves pages but refuses the socket twice in a row is taken to refuse the token.
 */
export type HostAnswers = () => Promise<boolean>;

export interface BackOff {
  /** First retry delay. */
  readonly minMs: number;
  /** The delay doubles per failed attempt up to this bound. */
  readonly maxMs: number;
}

export const DEFAULT_BACKOFF: BackOff = { minMs: 250, maxMs: 5000 };

/** Delay before retry `attempt` (1-based): min·2^(attempt−1), capped at max. */
export function backOffDelay(attempt: number, b: BackOff = DEFAULT_BACKOFF): number {
  return Math.min(b.maxMs, b.minMs * 2 ** Math.min(30, Math.max(0, attempt - 1)));
}

export interface ReconnectingLink {
  readonly channel: ApiChannel;
  status(): LinkStatus;
  /** Called on every status change (and not for the first open, which `open()` resolves). */
  onStatus(listener: (s: LinkStatus) => void): Unsubscribe;
  /** Stops reconnecting and closes the socket. */
  close(): void;
}

/**
 * Opens the first socket and resolves when it is open; rejects if that first attempt fails (a
 * wrong token or no host: retrying would hide the mistake). Later drops reconnect on their own,
 * until `hostAnswers` shows the host is up yet refused the socket twice in a row (`refused`).
 */
export function openReconnectingLink(open: () => ReconnectSocket, backOff: BackOff = DEFAULT_BACKOFF, hostAnswers?: HostAnswers): Promise<ReconnectingLink> {
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>();
  const statusListeners = new Set<(s: LinkStatus) => void>();
  let current: ApiChannel | null = null;
  /** Routes every event someone listens to from the current socket into `listeners`. */
  let routeAll: (() => void) | null = null;
  let socket: ReconnectSocket | null = null;
  let status: LinkStatus = { state: 'reconnecting', attempt: 0, retryInMs: 0 };
  let connections = 0;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  /** The last failed attempt found the host answering: one more refusal means the token is refused. */
  let refusedOnce = false;

  const setStatus = (s: LinkStatus) => {
    status = s;
    for (const l of [...statusListeners]) l(s);
  };

  const dispatch = (event: EventName) => (payload: unknown) => {
    for (const l of [...(listeners.get(event) ?? [])]) l(payload);
  };

  // One socket's life: on open it becomes the current channel with every event routed to our
  // listener sets; on close (after having opened, or failing to) the next attempt is scheduled.
  const attemptOnce = (onFirst?: { resolve: () => void; reject: (e: Error) => void }) => {
    const s = open();
    socket = s;
    let opened = false;
    const ch = socketChannel(s);
    const events = new Set<EventName>();
    const route = () => {
      for (const event of listeners.keys()) {
        if (events.has(event)) continue;
        events.add(event);
        ch.subscribe(event, dispatch(event));
      }
    };
    s.addEventListener('open', () => {
      if (closed) return s.close();
      opened = true;
      attempt = 0;
      refusedOnce = false;
      connections++;
      current = ch;
      routeAll = route;
      route();
      if (onFirst) onFirst.resolve();
      else setStatus({ state: 'open', connections });
    });
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      if (current === ch) {
        current = null;
        routeAll = null;
      }
      if (closed) return;
      if (onFirst && !opened) {
        closed = true;
        onFirst.reject(new ApiError('api-unreachable', 'cannot reach the host: is `arena web` running, and is the token in the address right?'));
        return;
      }
      attempt++;
      if (!hostAnswers || opened) {
        refusedOnce = false;
        return retryAfter(backOffDelay(attempt, backOff));
      }
      void hostAnswers().then(afterRefusal, () => afterRefusal(false));
    };
    s.addEventListener('close', end);
    s.addEventListener('error', end);
  };

  const retryAfter = (wait: number) => {
    setStatus({ state: 'reconnecting', attempt, retryInMs: wait });
    timer = setTimeout(() => {
      timer = null;
      if (!closed) attemptOnce();
    }, wait);
  };

  // An attempt that never opened: a host that answers HTTP refused the socket. The first time it may
  // have been coming up between the two, so retry at once; the second time, give up and say so.
  const afterRefusal = (up: boolean) => {
    if (closed) return;
    if (up && refusedOnce) {
      closed = true;
      return setStatus({ state: 'refused' });
    }
    refusedOnce = up;
    retryAfter(up ? backOff.minMs : backOffDelay(attempt, backOff));
  };

  const channel: ApiChannel = {
    call(method, args) {
      if (!current) return Promise.reject(new ApiError('api-disconnected', 'not connected to the host (reconnecting)'));
      return current.call(method, args);
    },
    subscribe(event, listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener);
      routeAll?.();
      return () => void set.delete(listener);
    },
  };

  return new Promise<ReconnectingLink>((resolve, reject) => {
    const link: ReconnectingLink = {
      channel,
      status: () => status,
      onStatus(l) {
        statusListeners.add(l);
        return () => void statusListeners.delete(l);
      },
      close() {
        closed = true;
        if (timer) clearTimeout(timer);
        timer = null;
        socket?.close();
      },
    };
    attemptOnce({
      resolve: () => {
        status = { state: 'open', connections };
        resolve(link);
      },
      reject,
    });
  });
}
