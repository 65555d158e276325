/** The two Electron IPC channels of the API bridge (electron/ipc.ts in main, electron/preload.ts in the page). */
export const IPC_CALL = 'arena:call';
export const IPC_EVENT = 'arena:event';
/** The desktop app's file picker (Electron's open dialog): electron/file-dialog.ts answers it. */
export const IPC_PICK_FILE = 'arena:pick-file';
