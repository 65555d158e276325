// Watching a machine game in Chromium: two Gomoku emulators started paused with an interval
// between moves; nothing is played while paused, Step plays exactly one move, Resume plays on at
// the chosen pace, Pause holds again, and the move times shown stay the emulators' own (far below
// the interval). The clocks say who is thinking or paused. Console errors fail the test.
// Load: waits are event-driven (up to 20 s each). The page sees moves arrive over a WebSocket, so a
// late-delivered move can shorten the next gap as seen here: the check asks for 350 ms of the
// 500 ms pace (unpaced, depth-1 emulators answer in a few ms); the host test measures it exactly.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { haveChromium } from './support.ts';
import { emulatorPlayer, screenshotsAllSizes, useWorkbench } from './workbench-play-support.ts';

const moveCount = (page: Page) => page.locator('.move-list td.code').count();

describe.skipIf(!haveChromium)('watching a machine game', () => {
  const workbench = useWorkbench('light');

  it('starts paused, steps one move at a time, resumes at the chosen pace and pauses again', async () => {
    const wb = workbench();
    const { page } = wb;
    await page.locator('#game').selectOption('gomoku');
    await emulatorPlayer(page, 1, 1);
    await emulatorPlayer(page, 2, 1);
    await page.locator('#watch-start-speed').selectOption('500');
    await page.getByLabel('start machine games paused').check();
    await page.getByRole('button', { name: 'New game' }).click();

    const controls = page.locator('.watch-controls');
    await controls.waitFor();
    await page.waitForFunction(() => document.querySelector('.watch-controls')?.getAttribute('data-paused') === 'yes');
    expect(await page.locator('#watch-speed').inputValue()).toBe('500');
    expect(await controls.innerText()).toMatch(/move times shown are measured, never paced/);
    await page.waitForTimeout(800);
    expect(await moveCount(page)).toBe(0);
    expect(await page.locator('.side-clock[data-side="1"] .side-clock-status').innerText()).toBe('paused');

    await page.getByRole('button', { name: 'Step ▶❚' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.move-list td.code').length === 1);
    await page.waitForTimeout(800);
    expect(await moveCount(page)).toBe(1);
    await screenshotsAllSizes(page, 'workbench-watch-paused');

    // Resume: moves come about 500 ms apart (as the page sees them arrive).
    await page.evaluate(() => {
      const w = window as unknown as { arrivals: number[] };
      w.arrivals = [];
      const list = document.querySelector('.move-list')!;
      let seen = list.querySelectorAll('td.code').length;
      new MutationObserver(() => {
        const n = list.querySelectorAll('td.code').length;
        if (n > seen) w.arrivals.push(performance.now());
        seen = n;
      }).observe(list, { childList: true, subtree: true });
    });
    await page.getByRole('button', { name: 'Resume ▶' }).click();
    await page.waitForFunction(() => (window as unknown as { arrivals: number[] }).arrivals.length >= 4, undefined, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Pause ❚❚' }).click();
    await page.waitForFunction(() => document.querySelector('.watch-controls')?.getAttribute('data-paused') === 'yes');
    const arrivals = await page.evaluate(() => (window as unknown as { arrivals: number[] }).arrivals);
    for (let i = 1; i < arrivals.length; i++) expect(arrivals[i]! - arrivals[i - 1]!).toBeGreaterThanOrEqual(350);
    await page.waitForTimeout(800); // a request already out when Pause came still finishes
    const held = await moveCount(page);
    await page.waitForTimeout(1200);
    expect(await moveCount(page)).toBe(held);

    // The times shown are the emulators' own (well under the 500 ms pace).
    const times = await page.locator('.move-list tbody tr td:nth-child(4)').allTextContents();
    for (const t of times) expect(t).toMatch(/ms$/);

    // At full speed the game runs to its end.
    await page.locator('#watch-speed').selectOption('0');
    await page.getByRole('button', { name: 'Resume ▶' }).click();
    await page.locator('.verdict').waitFor({ timeout: 60_000 });
    expect(await page.locator('.watch-controls').count()).toBe(0);
    expect(wb.errors).toEqual([]);
  }, 180_000);
});
