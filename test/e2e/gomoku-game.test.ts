// A human plays Gomoku against the emulated wujian100 board in Chromium until someone has five:
// the first stone by keyboard, the rest by clicking. Screenshots in both themes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { haveChromium, openApp, screenshot, type AppSession } from './support.ts';

describe.skipIf(!haveChromium)('Gomoku in the browser', () => {
  let app: AppSession;
  let page: Page;

  beforeAll(async () => {
    app = await openApp('dark');
    page = app.page;
  }, 180_000);

  afterAll(async () => {
    await app?.close();
  });

  it('plays to a win by clicking the board', async () => {
    await page.locator('#game').selectOption('gomoku');
    // Player 2 defaults to the connected emulated board; make it a quick one-ply emulator instead.
    await page.locator('#p2-kind').selectOption('emulator');
    await page.locator('#p2-depth').fill('1');
    await page.getByRole('button', { name: 'New game' }).click();
    await page.locator('.gomoku-board').waitFor();
    for (let turn = 0; turn < 113; turn++) {
      const state = await Promise.race([
        page.locator('.verdict').waitFor({ timeout: 20_000 }).then(() => 'over' as const),
        page.locator('.thinking', { hasText: 'your move' }).waitFor({ timeout: 20_000 }).then(() => 'mine' as const),
      ]);
      if (state === 'over') break;
      const taken = new Set(await page.locator('.move-list td.code').allTextContents());
      // Build a row in the middle; the first free cell of rows 7, 6, 8, … otherwise.
      const rows = [7, 6, 8, 5, 9, 4, 10, 3, 11, 2, 12, 1, 13, 0, 14];
      let target: string | null = null;
      for (const y of rows) {
        for (let x = 0; x < 15 && !target; x++) if (!taken.has(`${x},${y}`)) target = `${x},${y}`;
        if (target) break;
      }
      const [x, y] = target!.split(',');
      const before = taken.size;
      if (turn === 0) {
        // The first stone by keyboard: focus the board, arrows from the centre (7,7), Enter.
        const grid = page.locator('.gomoku-board');
        await grid.focus();
        await page.keyboard.press('ArrowUp'); // shows the cursor at the centre
        for (let i = 7; i !== Number(x); i += Math.sign(Number(x) - i)) await page.keyboard.press(Number(x) > i ? 'ArrowRight' : 'ArrowLeft');
        for (let i = 7; i !== Number(y); i += Math.sign(Number(y) - i)) await page.keyboard.press(Number(y) > i ? 'ArrowDown' : 'ArrowUp');
        expect(await grid.getAttribute('data-cursor')).toBe(`${x},${y}`);
        await page.keyboard.press('Enter');
      } else {
        await page.locator(`.gomoku-board [data-x="${x}"][data-y="${y}"]`).click();
      }
      await page.waitForFunction((n) => document.querySelectorAll('.move-list td.code').length > n, before);
    }
    const verdict = page.locator('.verdict');
    await verdict.waitFor();
    expect(await verdict.textContent()).toMatch(/wins?: five in a row/);
    expect(await page.locator('.gcell.win').count()).toBeGreaterThanOrEqual(5);
    // The last stone played carries the mark, and it is the last move in the list.
    const lastCode = (await page.locator('.move-list td.code').allTextContents()).at(-1)!;
    const [lx, ly] = lastCode.split(',');
    expect(await page.locator('.last-mark').count()).toBe(1);
    expect(await page.locator(`.gcell[data-x="${lx}"][data-y="${ly}"] .last-mark`).count()).toBe(1);
    await page.mouse.move(5, 790);
    expect(await page.locator('.u-legend').innerText()).not.toContain('--');
    await screenshot(page, 'gomoku-win-dark');
    await page.getByRole('button', { name: 'switch theme' }).click();
    await screenshot(page, 'gomoku-win-light');
  }, 180_000);
});
