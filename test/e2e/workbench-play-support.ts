/**
 * What the workbench-play browser suites share: the app with every console, page and HTTP error
 * collected (a suite fails on any), opened once per suite, and the setup form's emulator player.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageErrors, openApp, type AppSession } from './support.ts';

export { screenshotsAllSizes } from './support.ts';

export interface Workbench {
  readonly app: AppSession;
  readonly page: Page;
  /** Console errors and uncaught page errors so far. */
  readonly errors: string[];
}

async function openWorkbench(theme: 'light' | 'dark'): Promise<Workbench> {
  const app = await openApp(theme);
  return { app, page: app.page, errors: collectPageErrors(app.page) };
}

/**
 * Opens the workbench before the enclosing suite's tests and closes it after them (call it inside
 * the describe); a test gets it from the returned getter.
 */
export function useWorkbench(theme: 'light' | 'dark' = 'light'): () => Workbench {
  let wb: Workbench | undefined;
  beforeAll(async () => {
    wb = await openWorkbench(theme);
  }, 180_000);
  afterAll(async () => {
    await wb?.app.close();
  });
  return () => {
    if (!wb) throw new Error('the workbench is opened in beforeAll');
    return wb;
  };
}

/** Sets a player to an emulator of depth `depth` (the game's emulator options). */
export async function emulatorPlayer(page: Page, n: 1 | 2, depth: number): Promise<void> {
  await page.locator(`#p${n}-kind`).selectOption('emulator');
  await page.locator(`#p${n}-depth`).fill(String(depth));
}
