/**
 * The app page's Content-Security-Policy, defined once. The page's meta tag is written from it at
 * build time (electron.vite.config.ts), Electron sends it as a header, and browser mode sends it
 * with `connect-src` narrowed to its own WebSocket origin (a browser enforces both, so the header
 * only takes away). `frame-ancestors` is ignored in a meta tag (and Chromium logs a console error
 * saying so), so the meta tag leaves it out and the headers carry it.
 */

/** Where the page may connect: itself and the browser-mode WebSocket on this machine. */
export const LOCAL_WEBSOCKETS = `'self' ws://127.0.0.1:* ws://localhost:*`;

export function contentSecurityPolicy(connectSrc: string = LOCAL_WEBSOCKETS): string {
  return [
    `default-src 'self'`,
    `script-src 'self'`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `connect-src ${connectSrc}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
    `form-action 'none'`,
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** Directives a browser honours only in a header. */
const HEADER_ONLY = ['frame-ancestors'];

/** The policy for the page's meta tag: the same, less the header-only directives. */
export const META_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.split('; ')
  .filter((d) => !HEADER_ONLY.some((h) => d.startsWith(`${h} `)))
  .join('; ');

/** The placeholder in renderer/index.html that the build replaces with the policy. */
export const CSP_PLACEHOLDER = '%ARENA_CSP%';
