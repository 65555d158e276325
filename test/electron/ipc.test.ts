// The IPC half of the generic adapter: one handler, the sender check, argument validation, event
// forwarding — with Electron's ipcMain and WebContents faked.
import { describe, expect, it } from 'vitest';
import type { IpcMain, WebContents } from 'electron';
import { installIpcBridge, isTrustedSender, type CallEnvelope } from '../../electron/ipc.ts';
import { IPC_CALL, IPC_EVENT } from '../../core/api/ipc-channels.ts';
import { METHOD_NAMES, type ApiImplementation } from '../../core/api/contract.ts';
import type { ArenaService, EventListener } from '../../host/api/service.ts';

const APP = 'file:///opt/arena/out/renderer/index.html';

function fakes() {
  const handlers = new Map<string, (event: unknown, ...args: unknown[]) => Promise<CallEnvelope>>();
  const ipcMain = {
    handle: (ch: string, h: (event: unknown, ...args: unknown[]) => Promise<CallEnvelope>) => handlers.set(ch, h),
    removeHandler: (ch: string) => handlers.delete(ch),
  } as unknown as IpcMain;
  const sent: unknown[][] = [];
  const target = { isDestroyed: () => false, send: (...a: unknown[]) => sent.push(a) } as unknown as WebContents;
  const impl: Record<string, unknown> = {};
  for (const m of METHOD_NAMES) impl[m] = async () => ({ ok: true });
  impl.connectBoard = async (id: string) => ({ id, kind: 'emulated', label: id, path: null, baudRate: null, game: 'blokus', usb: null, status: 'connected', identity: 'EM', detail: null, inUse: null });
  let listener: EventListener | null = null;
  const service: ArenaService = { api: impl as ApiImplementation, subscribe: (l) => ((listener = l), () => (listener = null)), dispose: async () => {} };
  const remove = installIpcBridge({ ipcMain, service, target: () => target, appUrl: APP });
  const frame = (url: string, parent: unknown = null) => ({ url, parent });
  return { handlers, sent, target, remove, emit: (e: string, p: unknown) => listener?.(e as never, p as never), hasListener: () => listener !== null, frame };
}

describe('IPC bridge', () => {
  it('answers the app window, validated, as an envelope', async () => {
    const f = fakes();
    const call = f.handlers.get(IPC_CALL)!;
    const ok = await call({ sender: f.target, senderFrame: f.frame(APP) }, 'connectBoard', ['emu:blokus']);
    expect(ok).toMatchObject({ ok: true, value: { id: 'emu:blokus', identity: 'EM' } });
    const bad = await call({ sender: f.target, senderFrame: f.frame(APP) }, 'connectBoard', [7]);
    expect(bad).toMatchObject({ ok: false, error: { code: 'api-bad-arguments' } });
    const unknown = await call({ sender: f.target, senderFrame: f.frame(APP) }, 'evil', []);
    expect(unknown).toMatchObject({ ok: false, error: { code: 'api-unknown-method' } });
  });

  it('refuses other senders: another web contents, another page, a subframe', async () => {
    const f = fakes();
    const call = f.handlers.get(IPC_CALL)!;
    const other = {} as WebContents;
    for (const event of [
      { sender: other, senderFrame: f.frame(APP) },
      { sender: f.target, senderFrame: f.frame('https://evil.example/') },
      { sender: f.target, senderFrame: f.frame(APP, { url: APP }) },
      { sender: f.target, senderFrame: null },
    ]) {
      expect(await call(event, 'appInfo', [])).toMatchObject({ ok: false, error: { code: 'api-untrusted-sender' } });
    }
    expect(isTrustedSender({ sender: f.target, senderFrame: f.frame(APP + '?tab=match') } as never, f.target, APP)).toBe(true);
    expect(isTrustedSender({ sender: f.target, senderFrame: f.frame(APP) } as never, null, APP)).toBe(false);
  });

  it('forwards every service event to the window, and removes everything on teardown', () => {
    const f = fakes();
    f.emit('boards', []);
    expect(f.sent).toEqual([[IPC_EVENT, 'boards', []]]);
    f.remove();
    expect(f.handlers.has(IPC_CALL)).toBe(false);
    expect(f.hasListener()).toBe(false);
  });
});
