// Take-back and game time in Chromium, against the emulated wujian100 Gomoku core (Piskvork: the
// board is sent again after a take-back). The person plays, the emulator replies, Take back
// withdraws both and the board and move list are empty again; then a game time of 3 s runs out
// while the person waits, and the verdict says so. Console errors fail the test.
// Load: the flag needs 3 s of game time to pass; every wait allows 20 s.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { haveChromium } from './support.ts';
import { emulatorPlayer, screenshotsAllSizes, useWorkbench } from './workbench-play-support.ts';

const codesOf = (page: Page) => page.locator('.move-list td.code').allTextContents();
const yourMove = (page: Page) => page.locator('.side-clock[data-side="1"] .side-clock-status', { hasText: 'your move' }).waitFor({ timeout: 20_000 });

describe.skipIf(!haveChromium)('take-back and game time', () => {
  const workbench = useWorkbench('light');

  it('takes back the person’s move and the emulator’s reply, then loses on game time', async () => {
    const wb = workbench();
    const { page } = wb;
    await page.locator('#game').selectOption('gomoku');
    await emulatorPlayer(page, 2, 1);
    await page.getByRole('button', { name: 'New game' }).click();
    await yourMove(page);
    const takeBack = page.getByRole('button', { name: 'Take back' });
    expect(await takeBack.isDisabled()).toBe(true);
    expect(await takeBack.getAttribute('title')).toBe('nothing to take back yet');

    await page.locator('.gomoku-board [data-x="7"][data-y="7"]').click();
    await page.waitForFunction(() => document.querySelectorAll('.move-list td.code').length === 2, undefined, { timeout: 20_000 });
    await yourMove(page);
    const first = await codesOf(page);
    expect(first[0]).toBe('7,7');
    expect(await takeBack.isDisabled()).toBe(false);
    await screenshotsAllSizes(page, 'workbench-takeback-before');
    await takeBack.click();
    await page.waitForFunction(() => document.querySelectorAll('.move-list td.code').length === 0, undefined, { timeout: 20_000 });
    await yourMove(page);
    expect(await page.locator('.gomoku-board .stone').count()).toBe(0);

    // The same move again gets the same reply: the emulator was given the position afresh.
    await page.locator('.gomoku-board [data-x="7"][data-y="7"]').click();
    await page.waitForFunction(() => document.querySelectorAll('.move-list td.code').length === 2, undefined, { timeout: 20_000 });
    expect(await codesOf(page)).toEqual(first);
    await page.getByRole('button', { name: 'Resign' }).click();
    await page.locator('.verdict').waitFor();

    // A game time of 3 s: the person's clock runs down and the game is lost on time.
    await page.locator('#game-time').fill('3s');
    await page.getByRole('button', { name: 'New game' }).click();
    await yourMove(page);
    const gameTime = page.locator('.side-clock[data-side="1"] .game-time');
    expect(Number(await gameTime.getAttribute('data-ms'))).toBeLessThanOrEqual(3000);
    await page.locator('.verdict').waitFor({ timeout: 20_000 });
    expect(await page.locator('.verdict').innerText()).toMatch(/(You lose|loses) on time: its game time ran out/);
    expect(await page.locator('.verdict').getAttribute('data-verdict')).toBe('timeout');
    expect(await gameTime.innerText()).toBe('0.0 s');
    await screenshotsAllSizes(page, 'workbench-gametime-flag');
    expect(wb.errors).toEqual([]);
  }, 180_000);
});
