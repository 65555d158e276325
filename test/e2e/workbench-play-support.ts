/**
 * What the workbench-play browser suites share: the app with every console error and page error
 * collected (a suite fails on any), and screenshots at the three checked window sizes in both
 * themes, into test-artifacts/.
 */
import type { Page } from 'playwright-core';
import { openApp, screenshot, type AppSession } from './support.ts';

export const SIZES = [
  [1024, 700],
  [1280, 800],
  [1920, 1080],
] as const;

export interface Workbench {
  readonly app: AppSession;
  readonly page: Page;
  /** Console errors and uncaught page errors so far. */
  readonly errors: string[];
}

export async function openWorkbench(theme: 'light' | 'dark' = 'light'): Promise<Workbench> {
  const app = await openApp(theme);
  const errors: string[] = [];
  app.page.on('console', (m) => {
    // The missing favicon is another branch's fix (issue #18, wb1a); every other error counts.
    if (m.type() === 'error' && !m.location().url.endsWith('/favicon.ico')) errors.push(`console: ${m.text()} (${m.location().url})`);
  });
  app.page.on('pageerror', (e) => errors.push(`page: ${e.message}`));
  return { app, page: app.page, errors };
}

/** `name-WxH-theme.png` at every size, in the current theme and then the other one (switched back after). */
export async function screenshotsAllSizes(page: Page, name: string): Promise<void> {
  for (const round of [0, 1]) {
    const theme = (await page.evaluate(() => document.documentElement.dataset.theme)) ?? 'light';
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `${name}-${w}x${h}-${theme}`);
    }
    await page.getByRole('button', { name: 'switch theme' }).click();
    if (round === 1) break;
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Sets a player to an emulator of depth `depth` (the game's emulator options). */
export async function emulatorPlayer(page: Page, n: 1 | 2, depth: number): Promise<void> {
  await page.locator(`#p${n}-kind`).selectOption('emulator');
  await page.locator(`#p${n}-depth`).fill(String(depth));
}
