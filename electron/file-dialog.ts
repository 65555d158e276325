/**
 * The Flash page's file picker in the desktop app: Electron's open dialog, parented to the app
 * window. Only the app's own page may ask (the same sender check as the API bridge); the request
 * is validated like any other IPC argument.
 */
import type { BrowserWindow, Dialog, IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import { pickFileRequestSchema } from '../core/api/desktop.ts';
import { IPC_PICK_FILE } from '../core/api/ipc-channels.ts';
import { isTrustedSender } from './ipc.ts';

export interface FileDialogOptions {
  readonly ipcMain: IpcMain;
  readonly dialog: Pick<Dialog, 'showOpenDialog'>;
  readonly window: () => BrowserWindow | null;
  readonly target: () => WebContents | null;
  readonly appUrl: string;
}

/** The dialog's filters: the board's extensions (`.rbf` → `rbf`), then any file. */
export function dialogFilters(extensions: readonly string[]): { name: string; extensions: string[] }[] {
  const bare = extensions.map((e) => e.replace(/^\./, ''));
  return [...(bare.length ? [{ name: bare.map((e) => `.${e}`).join(', '), extensions: bare }] : []), { name: 'All files', extensions: ['*'] }];
}

export function installFileDialog(o: FileDialogOptions): () => void {
  o.ipcMain.handle(IPC_PICK_FILE, async (event: IpcMainInvokeEvent, request: unknown): Promise<string | null> => {
    if (!isTrustedSender(event, o.target(), o.appUrl)) throw new Error('calls are accepted from the app window only');
    const r = pickFileRequestSchema.safeParse(request);
    if (!r.success) throw new Error(`pickFile: bad request: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    const win = o.window();
    const options = { title: r.data.title, properties: ['openFile' as const], filters: dialogFilters(r.data.extensions) };
    const result = win ? await o.dialog.showOpenDialog(win, options) : await o.dialog.showOpenDialog(options);
    return result.canceled ? null : (result.filePaths[0] ?? null);
  });
  return () => o.ipcMain.removeHandler(IPC_PICK_FILE);
}
