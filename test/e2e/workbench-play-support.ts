/**
 * What the workbench-play browser suites share: the app with every console, page and HTTP error
 * collected (a suite fails on any), and the setup form's emulator player.
 */
import type { Page } from 'playwright-core';
import { collectPageErrors, openApp, type AppSession } from './support.ts';

export { screenshotsAllSizes } from './support.ts';

export interface Workbench {
  readonly app: AppSession;
  readonly page: Page;
  /** Console errors and uncaught page errors so far. */
  readonly errors: string[];
}

export async function openWorkbench(theme: 'light' | 'dark' = 'light'): Promise<Workbench> {
  const app = await openApp(theme);
  return { app, page: app.page, errors: collectPageErrors(app.page) };
}

/** Sets a player to an emulator of depth `depth` (the game's emulator options). */
export async function emulatorPlayer(page: Page, n: 1 | 2, depth: number): Promise<void> {
  await page.locator(`#p${n}-kind`).selectOption('emulator');
  await page.locator(`#p${n}-depth`).fill(String(depth));
}
