/**
 * The guards every web contents and the session get (Electron's security checklist): a strict
 * CSP, no navigation, no new windows, no webviews, no permissions. The window's own options are
 * written out literally in main.ts, where static checkers (Electronegativity) can see them.
 */
import type { Session, WebContents } from 'electron';
import { CONTENT_SECURITY_POLICY } from '../core/api/csp.ts';

export { CONTENT_SECURITY_POLICY };

/** Navigation, new windows and webviews are refused for every web contents. */
export function guardWebContents(contents: WebContents): void {
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}

/** No permission (camera, notifications, serial via Web Serial…) is granted to pages; the host owns devices. */
export function guardSession(session: Session): void {
  session.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });
}
