/**
 * The generic adapter over Electron IPC: one `invoke` channel for every call, one channel for
 * every event. Calls are answered only for the app's own window and page (the sender check);
 * arguments are validated by the contract's dispatcher. Results travel as an envelope so the
 * error code survives (Electron would otherwise flatten a thrown error into a message).
 */
import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import { createDispatcher } from '../core/api/dispatch.ts';
import { toWireError, type WireError } from '../core/api/errors.ts';
import type { ArenaService } from '../host/api/service.ts';
import { IPC_CALL, IPC_EVENT } from '../core/api/ipc-channels.ts';

export type CallEnvelope = { ok: true; value: unknown } | { ok: false; error: WireError };

export interface IpcBridgeOptions {
  readonly ipcMain: IpcMain;
  readonly service: ArenaService;
  /** The only web contents allowed to call. */
  readonly target: () => WebContents | null;
  /** The page the app loaded (file:// URL of index.html): calls from any other page are refused. */
  readonly appUrl: string;
}

export function isTrustedSender(event: Pick<IpcMainInvokeEvent, 'sender' | 'senderFrame'>, target: WebContents | null, appUrl: string): boolean {
  if (!target || event.sender !== target) return false;
  const url = event.senderFrame?.url ?? '';
  // Compare without the query or hash; the frame must be the top frame of our page.
  const base = (u: string) => u.split(/[?#]/)[0];
  return base(url) === base(appUrl) && event.senderFrame?.parent === null;
}

/** Installs the handler and the event forwarding; returns a function that removes both. */
export function installIpcBridge(o: IpcBridgeOptions): () => void {
  const dispatch = createDispatcher(o.service.api);
  o.ipcMain.handle(IPC_CALL, async (event, method: unknown, args: unknown): Promise<CallEnvelope> => {
    if (!isTrustedSender(event, o.target(), o.appUrl)) return { ok: false, error: { code: 'api-untrusted-sender', message: 'calls are accepted from the app window only' } };
    try {
      return { ok: true, value: await dispatch(method, args) };
    } catch (e) {
      return { ok: false, error: toWireError(e) };
    }
  });
  const unsubscribe = o.service.subscribe((event, payload) => {
    const t = o.target();
    if (t && !t.isDestroyed()) t.send(IPC_EVENT, event, payload);
  });
  return () => {
    o.ipcMain.removeHandler(IPC_CALL);
    unsubscribe();
  };
}
