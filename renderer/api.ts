/**
 * The one API object the UI uses: `window.arena` from the Electron preload, or, in browser mode,
 * the same contract over a WebSocket to `arena web` (token from the page's URL).
 */
import { createApiClient } from '../core/api/client.ts';
import type { ArenaApi } from '../core/api/contract.ts';
import { socketChannel } from '../core/api/wire.ts';

declare global {
  interface Window {
    arena?: ArenaApi;
  }
}

export interface Connection {
  readonly api: ArenaApi;
  /** Called once if the link to the host drops (browser mode). */
  onLost(listener: () => void): void;
}

export async function connect(): Promise<Connection> {
  if (window.arena) return { api: window.arena, onLost: () => {} };
  const token = new URLSearchParams(location.search).get('token') ?? '';
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const socket = new WebSocket(`${proto}//${location.host}/api?token=${encodeURIComponent(token)}`);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve());
    socket.addEventListener('error', () => reject(new Error('cannot reach the host: is `arena web` running, and is the token in the address right?')));
  });
  const api = createApiClient(socketChannel(socket));
  return { api, onLost: (l) => socket.addEventListener('close', l) };
}
