/** The two Electron IPC channels of the API bridge (electron/ipc.ts in main, electron/preload.ts in the page). */
export const IPC_CALL = 'arena:call';
export const IPC_EVENT = 'arena:event';
