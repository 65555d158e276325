/** What the workbench's browser tests share: the page's console errors, collected to fail on any. */
import type { Page } from 'playwright-core';

/**
 * The one console error every page load prints, not the workbench's: core/api/csp.ts puts
 * `frame-ancestors` into the meta tag too, where Chromium ignores it and says so (reported).
 */
const KNOWN = /directive 'frame-ancestors' is ignored when delivered via a <meta> element/;

/** The page's console errors and uncaught exceptions from now on, minus KNOWN; every test expects none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && !KNOWN.test(m.text()) && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}
