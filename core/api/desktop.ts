/**
 * What the desktop app's preload adds beside the API (`window.arenaDesktop`): things only a native
 * window can do, such as the open-file dialog. Browser mode has none of it; the page falls back to
 * the host's file browser (browseFiles).
 */
import { z } from 'zod';
import { extensionListSchema } from './schemas.ts';

export const pickFileRequestSchema = z.object({ title: z.string().min(1).max(200), extensions: extensionListSchema });
export type PickFileRequest = z.infer<typeof pickFileRequestSchema>;
/** The chosen path, or null when the dialog was cancelled. */
export const pickFileResultSchema = z.string().min(1).max(4096).nullable();

export interface DesktopBridge {
  pickFile(request: PickFileRequest): Promise<string | null>;
}
