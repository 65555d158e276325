// The desktop file picker's IPC handler, with Electron's ipcMain and dialog faked: it answers only
// the app's page, validates the request, passes the board's extensions as filters, and turns a
// cancelled dialog into null.
import { describe, expect, it } from 'vitest';
import type { BrowserWindow, Dialog, IpcMain, WebContents } from 'electron';
import { dialogFilters, installFileDialog } from '../../electron/file-dialog.ts';
import { IPC_PICK_FILE } from '../../core/api/ipc-channels.ts';

const APP = 'file:///opt/arena/out/renderer/index.html';

function fakes(answer: { canceled: boolean; filePaths: string[] }) {
  const handlers = new Map<string, (event: unknown, ...args: unknown[]) => Promise<unknown>>();
  const ipcMain = { handle: (ch: string, h: (event: unknown, ...args: unknown[]) => Promise<unknown>) => handlers.set(ch, h), removeHandler: (ch: string) => handlers.delete(ch) } as unknown as IpcMain;
  const asked: unknown[][] = [];
  const dialog = { showOpenDialog: async (...a: unknown[]) => (asked.push(a), answer) } as unknown as Pick<Dialog, 'showOpenDialog'>;
  const target = {} as WebContents;
  const win = {} as BrowserWindow;
  const remove = installFileDialog({ ipcMain, dialog, window: () => win, target: () => target, appUrl: APP });
  const call = (request: unknown, sender: unknown = target, url = APP) => handlers.get(IPC_PICK_FILE)!({ sender, senderFrame: { url, parent: null } }, request);
  return { handlers, asked, win, remove, call };
}

describe('file dialog', () => {
  it("returns the chosen path, with the board's extensions as the first filter", async () => {
    const f = fakes({ canceled: false, filePaths: ['/home/u/top.rbf'] });
    expect(await f.call({ title: 'bitstream file', extensions: ['.svf', '.rbf'] })).toBe('/home/u/top.rbf');
    expect(f.asked).toEqual([[f.win, { title: 'bitstream file', properties: ['openFile'], filters: [{ name: '.svf, .rbf', extensions: ['svf', 'rbf'] }, { name: 'All files', extensions: ['*'] }] }]]);
  });

  it('gives null when the dialog is cancelled', async () => {
    expect(await fakes({ canceled: true, filePaths: [] }).call({ title: 't', extensions: [] })).toBeNull();
  });

  it('refuses other pages and bad requests without opening a dialog', async () => {
    const f = fakes({ canceled: false, filePaths: ['/x'] });
    await expect(f.call({ title: 't', extensions: [] }, {})).rejects.toThrow(/app window only/);
    await expect(f.call({ title: 't', extensions: [] }, undefined, 'https://evil.example/')).rejects.toThrow(/app window only/);
    await expect(f.call({ title: 't', extensions: ['rbf;rm -rf'] })).rejects.toThrow(/pickFile: bad request: extensions\.0/);
    expect(f.asked).toEqual([]);
    f.remove();
    expect(f.handlers.has(IPC_PICK_FILE)).toBe(false);
  });

  it('offers all files when the board names no extension', () => {
    expect(dialogFilters([])).toEqual([{ name: 'All files', extensions: ['*'] }]);
  });
});
