/**
 * What the workbench-play browser suites share: the app with every console, page and HTTP error
 * collected (a suite fails on any), opened once per suite, and the setup form's emulator player.
 */
import type { Page } from 'playwright-core';

// The workbench for a suite: support.ts useApp, opened before its tests and closed after.
export { screenshotsAllSizes, useApp as useWorkbench } from './support.ts';

/** Sets a player to an emulator of depth `depth` (the game's emulator options). */
export async function emulatorPlayer(page: Page, n: 1 | 2, depth: number): Promise<void> {
  await page.locator(`#p${n}-kind`).selectOption('emulator');
  await page.locator(`#p${n}-depth`).fill(String(depth));
}
