/**
 * The one API object the UI uses: `window.arena` from the Electron preload, or, in browser mode,
 * the same contract over a WebSocket to `arena web` (token from the page's URL) that reconnects by
 * itself when the host restarts.
 */
import { createApiClient } from '../core/api/client.ts';
import type { ArenaApi } from '../core/api/contract.ts';
import { openReconnectingLink, type LinkStatus, type ReconnectSocket } from './reconnect.ts';

declare global {
  interface Window {
    arena?: ArenaApi;
  }
}

export interface Connection {
  /** A fresh object after every reconnection, so views that load on `api` change reload their data. */
  api(): ArenaApi;
  status(): LinkStatus;
  /** Called on every change of the link (browser mode only); returns an unsubscribe. */
  onStatus(listener: (s: LinkStatus) => void): () => void;
}

export async function connect(): Promise<Connection> {
  const preload = window.arena;
  if (preload) return { api: () => preload, status: () => ({ state: 'open', connections: 1 }), onStatus: () => () => {} };
  const token = new URLSearchParams(location.search).get('token') ?? '';
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const url = `${proto}//${location.host}/api?token=${encodeURIComponent(token)}`;
  // Whether the host's HTTP side is up (its pages need no token): tells a refused token from a host that is down.
  const hostAnswers = () => fetch(`${location.origin}/`, { method: 'HEAD', cache: 'no-store' }).then((r) => r.ok);
  const link = await openReconnectingLink(() => new WebSocket(url) as ReconnectSocket, undefined, hostAnswers);
  let api = createApiClient(link.channel);
  link.onStatus((s) => {
    if (s.state === 'open') api = createApiClient(link.channel);
  });
  return { api: () => api, status: link.status, onStatus: link.onStatus };
}
