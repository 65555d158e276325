/**
 * Helpers for the bench pages' browser tests: console errors collected (a test fails on any), and
 * one screenshot per window size and theme, in test-artifacts/.
 */
import type { Page } from 'playwright-core';
import { screenshot } from './support.ts';

export const SIZES = [
  { width: 1024, height: 700 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

/**
 * Every console error and uncaught page error from now on, and every failed HTTP response by URL.
 * Chromium's "Failed to load resource" console line names no URL, so those are counted by their
 * response instead; the one exception is /favicon.ico, which the app does not serve yet (#18).
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 400 && new URL(r.url()).pathname !== '/favicon.ico') errors.push(`${r.status()} ${r.url()}`);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

export async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const current = await page.evaluate(() => document.documentElement.dataset.theme);
  if (current !== theme) await page.getByRole('button', { name: 'switch theme' }).click();
  await page.waitForFunction((t) => document.documentElement.dataset.theme === t, theme);
}

/** `name-1024x700-light.png` … for each size and theme; the page is left at 1280×800 in the light theme. */
export async function screenshotsAllSizes(page: Page, name: string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await screenshot(page, `${name}-${size.width}x${size.height}-${theme}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await setTheme(page, 'light');
}
