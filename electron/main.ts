/**
 * The Electron main process: one window (security.ts), the host service, the IPC bridge.
 * Electron glue only; everything else is host/ (shared/DESIGN.md §2).
 */
import { app, BrowserWindow, dialog, ipcMain, session } from 'electron';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createArenaService, type ArenaService } from '../host/api/service.ts';
import { guardSession, guardWebContents } from './security.ts';
import { installIpcBridge } from './ipc.ts';
import { installFileDialog } from './file-dialog.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const PRELOAD = path.join(here, '../preload/index.cjs');
const INDEX = path.join(here, '../renderer/index.html');

let service: ArenaService | null = null;
let removeBridge: (() => void) | null = null;
let mainWindow: BrowserWindow | null = null;

export async function createMainWindow(): Promise<BrowserWindow> {
  const win = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 960,
    minHeight: 640,
    show: false,
    title: 'FPGA Arena',
    autoHideMenuBar: true,
    webPreferences: {
      preload: PRELOAD,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      spellcheck: false,
      navigateOnDragDrop: false,
      // Middle-click could open links in new windows (Electronegativity AUXCLICK_JS_CHECK).
      disableBlinkFeatures: 'Auxclick',
    },
  });
  mainWindow = win;
  win.once('ready-to-show', () => win.show());
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
  });
  await win.loadFile(INDEX);
  return win;
}

async function boot(): Promise<void> {
  app.on('web-contents-created', (_e, contents) => guardWebContents(contents));
  await app.whenReady();
  guardSession(session.defaultSession);
  service = await createArenaService({ mode: 'electron', version: app.getVersion() });
  const target = () => mainWindow?.webContents ?? null;
  const removeApi = installIpcBridge({ ipcMain, service, target, appUrl: pathToFileURL(INDEX).href });
  const removeDialog = installFileDialog({ ipcMain, dialog, window: () => mainWindow, target, appUrl: pathToFileURL(INDEX).href });
  removeBridge = () => {
    removeApi();
    removeDialog();
  };
  await createMainWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) void createMainWindow();
  });
}

app.on('window-all-closed', () => app.quit());
app.on('will-quit', (event) => {
  if (!service) return;
  event.preventDefault();
  const s = service;
  service = null;
  removeBridge?.();
  void s.dispose().finally(() => app.quit());
});

void boot().catch((e: unknown) => {
  console.error(e);
  app.exit(1);
});
