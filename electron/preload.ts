/**
 * The preload (sandboxed, bundled to one CommonJS file): exposes `window.arena`, the typed API
 * built from the contract over IPC, and `window.arenaDesktop`, the native file dialog
 * (core/api/desktop.ts). Nothing of Electron or Node reaches the page.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { createApiClient } from '../core/api/client.ts';
import type { EventName } from '../core/api/contract.ts';
import { fromWireError } from '../core/api/errors.ts';
import { IPC_CALL, IPC_EVENT, IPC_PICK_FILE } from '../core/api/ipc-channels.ts';
import { pickFileResultSchema, type DesktopBridge } from '../core/api/desktop.ts';
import type { CallEnvelope } from './ipc.ts';

const listeners = new Map<EventName, Set<(payload: unknown) => void>>();
ipcRenderer.on(IPC_EVENT, (_e, event: EventName, payload: unknown) => {
  for (const l of [...(listeners.get(event) ?? [])]) l(payload);
});

const api = createApiClient({
  async call(method, args) {
    const r = (await ipcRenderer.invoke(IPC_CALL, method, args)) as CallEnvelope;
    if (!r.ok) throw fromWireError(r.error);
    return r.value;
  },
  subscribe(event, listener) {
    let set = listeners.get(event);
    if (!set) listeners.set(event, (set = new Set()));
    set.add(listener);
    return () => void set.delete(listener);
  },
});

contextBridge.exposeInMainWorld('arena', api);

const desktop: DesktopBridge = {
  pickFile: async (request) => pickFileResultSchema.parse(await ipcRenderer.invoke(IPC_PICK_FILE, request)),
};
contextBridge.exposeInMainWorld('arenaDesktop', desktop);
