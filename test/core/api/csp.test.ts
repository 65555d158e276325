// The page's Content-Security-Policy is defined once (core/api/csp.ts): the built meta tag, the
// Electron header and browser mode's header are all made from it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../../electron.vite.config.ts';
import { CONTENT_SECURITY_POLICY, CSP_PLACEHOLDER, META_CONTENT_SECURITY_POLICY, contentSecurityPolicy } from '../../../core/api/csp.ts';
import { CONTENT_SECURITY_POLICY as ELECTRON_HEADER } from '../../../electron/security.ts';
import { serverContentSecurityPolicy } from '../../../host/web/server.ts';
import { REPO_ROOT } from '../../../host/web/ui-build.ts';

type HtmlPlugin = { name: string; transformIndexHtml: (html: string) => string };

async function builtPage(): Promise<string> {
  const html = await readFile(path.join(REPO_ROOT, 'renderer', 'index.html'), 'utf8');
  const plugins = ((config as { renderer?: { plugins?: unknown[] } }).renderer?.plugins ?? []).flat() as HtmlPlugin[];
  const csp = plugins.find((p) => p?.name === 'arena-csp-meta');
  expect(csp, 'the renderer build has the CSP plugin').toBeDefined();
  return csp!.transformIndexHtml(html);
}

describe('Content-Security-Policy', () => {
  it('the page source holds only the placeholder, and the build writes the header policy, less frame-ancestors, into the meta tag', async () => {
    const source = await readFile(path.join(REPO_ROOT, 'renderer', 'index.html'), 'utf8');
    expect(source).toContain(`content="${CSP_PLACEHOLDER}"`);
    expect(source).not.toMatch(/default-src/);
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(await builtPage())?.[1];
    expect(meta).toBe(META_CONTENT_SECURITY_POLICY);
    expect(ELECTRON_HEADER).toBe(CONTENT_SECURITY_POLICY);
    // A meta tag cannot carry frame-ancestors (Chromium logs an error); every other directive is the header's.
    expect(meta).not.toMatch(/frame-ancestors/);
    expect(CONTENT_SECURITY_POLICY.split('; ').filter((d) => !d.startsWith('frame-ancestors '))).toEqual(meta!.split('; '));
  });

  it('browser mode only narrows connect-src to its own WebSocket', () => {
    const header = serverContentSecurityPolicy('http://127.0.0.1:4321');
    expect(header).toBe(contentSecurityPolicy(`'self' ws://127.0.0.1:4321`));
    const withoutConnect = (p: string) => p.split('; ').filter((d) => !d.startsWith('connect-src'));
    expect(withoutConnect(header)).toEqual(withoutConnect(CONTENT_SECURITY_POLICY));
  });

  it('refuses a page without the placeholder rather than building one without a policy', async () => {
    const plugins = ((config as { renderer?: { plugins?: unknown[] } }).renderer?.plugins ?? []).flat() as HtmlPlugin[];
    expect(() => plugins.find((p) => p?.name === 'arena-csp-meta')!.transformIndexHtml('<html></html>')).toThrow(/%ARENA_CSP%/);
  });
});
