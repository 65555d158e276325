// The guards on web contents and the session, with `electron` replaced by fakes (no binary here).
// The window's options are checked in main.test.ts, on the real BrowserWindow call.
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_SECURITY_POLICY, guardSession, guardWebContents } from '../../electron/security.ts';
import type { Session, WebContents } from 'electron';

describe('window security guards', () => {
  it('has a strict CSP: scripts from the app only, no eval, no objects, no framing', () => {
    const directives = Object.fromEntries(CONTENT_SECURITY_POLICY.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval/);
  });

  it('blocks navigation, redirects, webviews and new windows', () => {
    const handlers = new Map<string, (e: { preventDefault(): void }) => void>();
    let openHandler: (() => { action: string }) | null = null;
    const contents = {
      on: (name: string, h: (e: { preventDefault(): void }) => void) => handlers.set(name, h),
      setWindowOpenHandler: (h: () => { action: string }) => (openHandler = h),
    } as unknown as WebContents;
    guardWebContents(contents);
    for (const name of ['will-navigate', 'will-redirect', 'will-attach-webview']) {
      const preventDefault = vi.fn();
      handlers.get(name)!({ preventDefault });
      expect(preventDefault, name).toHaveBeenCalled();
    }
    expect(openHandler!()).toEqual({ action: 'deny' });
  });

  it('denies every permission and adds the CSP header to every response', () => {
    let request: ((wc: unknown, p: string, cb: (ok: boolean) => void) => void) | null = null;
    let check: (() => boolean) | null = null;
    let headers: ((d: { responseHeaders?: Record<string, string[]> }, cb: (r: { responseHeaders: Record<string, string[]> }) => void) => void) | null = null;
    const session = {
      setPermissionRequestHandler: (h: typeof request) => (request = h),
      setPermissionCheckHandler: (h: typeof check) => (check = h),
      webRequest: { onHeadersReceived: (h: typeof headers) => (headers = h) },
    } as unknown as Session;
    guardSession(session);
    const cb = vi.fn();
    request!(null, 'media', cb);
    expect(cb).toHaveBeenCalledWith(false);
    expect(check!()).toBe(false);
    const out = vi.fn();
    headers!({ responseHeaders: { 'X-A': ['1'] } }, out);
    expect(out).toHaveBeenCalledWith({ responseHeaders: { 'X-A': ['1'], 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });
});
