// The main process wiring, with `electron` and the host service mocked: the window it creates has
// the secure options, every web contents is guarded, the IPC bridge is installed, quitting
// disposes the service.
import { describe, expect, it, vi } from 'vitest';

const created: { options: Record<string, unknown>; loaded: string | null }[] = [];
const appHandlers = new Map<string, (...a: unknown[]) => void>();
const ipcHandlers = new Map<string, unknown>();
const disposed = vi.fn(async () => {});

vi.mock('electron', () => {
  class BrowserWindow {
    static getAllWindows = () => created;
    webContents = { isDestroyed: () => false, send: () => {} };
    private entry: { options: Record<string, unknown>; loaded: string | null };
    constructor(options: Record<string, unknown>) {
      this.entry = { options, loaded: null };
      created.push(this.entry);
    }
    once() {}
    on() {}
    show() {}
    async loadFile(f: string) {
      this.entry.loaded = f;
    }
  }
  const app = {
    on: (name: string, h: (...a: unknown[]) => void) => appHandlers.set(name, h),
    whenReady: async () => {},
    getVersion: () => '9.9.9',
    quit: vi.fn(),
    exit: vi.fn(),
  };
  const session = { defaultSession: { setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn(), webRequest: { onHeadersReceived: vi.fn() } } };
  const ipcMain = { handle: (ch: string, h: unknown) => ipcHandlers.set(ch, h), removeHandler: (ch: string) => ipcHandlers.delete(ch) };
  const dialog = { showOpenDialog: vi.fn() };
  return { app, BrowserWindow, session, ipcMain, dialog, default: { app, BrowserWindow, session, ipcMain, dialog } };
});

vi.mock('../../host/api/service.ts', () => ({
  createArenaService: async (o: { mode: string }) => {
    expect(o.mode).toBe('electron');
    return { api: {}, subscribe: () => () => {}, dispose: disposed };
  },
}));

describe('electron main', () => {
  it('creates one window with context isolation, the sandbox, no Node, web security — loading the built UI, with the bridge and the guards', async () => {
    await import('../../electron/main.ts');
    await vi.waitFor(() => expect(created).toHaveLength(1));
    const w = created[0]!;
    expect(w.options).toMatchObject({ width: 1280, height: 800 });
    expect(w.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
    });
    expect(String((w.options.webPreferences as { preload: string }).preload)).toMatch(/preload[/\\]index\.cjs$/);
    await vi.waitFor(() => expect(w.loaded).toMatch(/renderer[/\\]index\.html$/));
    expect(ipcHandlers.has('arena:call')).toBe(true);
    expect(ipcHandlers.has('arena:pick-file')).toBe(true);
    expect(appHandlers.has('web-contents-created')).toBe(true);
    const guarded = { on: vi.fn(), setWindowOpenHandler: vi.fn() };
    appHandlers.get('web-contents-created')!({}, guarded);
    expect(guarded.setWindowOpenHandler).toHaveBeenCalled();
    const preventDefault = vi.fn();
    appHandlers.get('will-quit')!({ preventDefault });
    expect(preventDefault).toHaveBeenCalled();
    await vi.waitFor(() => expect(disposed).toHaveBeenCalled());
    expect(ipcHandlers.has('arena:call')).toBe(false);
    expect(ipcHandlers.has('arena:pick-file')).toBe(false);
  });
});
