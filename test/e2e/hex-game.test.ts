// A human (red) plays Hex against `uct:` (blue) in Chromium, clicking cells until a side has
// joined its edges; the winning chain and the last move are highlighted, the move list carries the
// engine's account. Screenshots at three window sizes in both themes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { haveChromium, openApp, screenshot, type AppSession } from './support.ts';

const SIZE = 11;
/** Where the human tries to play, in order: down the middle column, then anywhere from the centre out. */
function preferences(): string[] {
  const cells: { name: string; d: number }[] = [];
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) cells.push({ name: `${String.fromCharCode(97 + x)}${y + 1}`, d: Math.abs(x - 5) * 20 + Math.abs(y - 5) });
  }
  return cells.sort((a, b) => a.d - b.d).map((c) => c.name);
}

describe.skipIf(!haveChromium)('Hex in the browser', () => {
  let app: AppSession;
  let page: Page;

  beforeAll(async () => {
    app = await openApp('light');
    page = app.page;
  }, 180_000);

  afterAll(async () => {
    await app?.close();
  });

  it('plays a game against uct: by clicking cells, to a connection', async () => {
    await page.locator('#game').selectOption('hex');
    await page.locator('#p1-kind').selectOption('human');
    await page.locator('#p2-kind').selectOption('engine');
    await page.locator('#p2-spec').fill('uct:playouts=300,seed=4');
    await page.getByRole('button', { name: 'New game' }).click();
    await page.locator('.hex-board').waitFor();
    const order = preferences();
    for (let turn = 0; turn < SIZE * SIZE; turn++) {
      const state = await Promise.race([
        page.locator('.verdict').waitFor({ timeout: 30_000 }).then(() => 'over' as const),
        page.locator('.thinking', { hasText: 'your move' }).waitFor({ timeout: 30_000 }).then(() => 'mine' as const),
      ]);
      if (state === 'over') break;
      const taken = new Set(await page.locator('.move-list td.code').allTextContents());
      const target = order.find((c) => !taken.has(c))!;
      await page.locator(`.hex-board [data-cell="${target}"]`).click();
      await page.waitForFunction((n) => document.querySelectorAll('.move-list td.code').length > n, taken.size);
    }
    const verdict = page.locator('.verdict');
    await verdict.waitFor();
    expect(await verdict.textContent()).toMatch(/wins?: edges connected/);
    // The chain joins two opposite edges, so it has at least SIZE cells, all of the winner's colour.
    const chain = page.locator('.hcell.win');
    expect(await chain.count()).toBeGreaterThanOrEqual(SIZE);
    const colours = new Set(await chain.evaluateAll((gs) => gs.map((g) => (g.classList.contains('red') ? 'red' : g.classList.contains('blue') ? 'blue' : 'empty'))));
    expect(colours.size).toBe(1);
    const lastCode = (await page.locator('.move-list td.code').allTextContents()).at(-1)!;
    expect(await page.locator('.hex-board .last-mark').count()).toBe(1);
    expect(await page.locator(`.hcell[data-cell="${lastCode}"] .last-mark`).count()).toBe(1);
    // Blue's moves show the engine's win-rate and visits/playouts; red's (a human's) show none.
    const engineCells = await page.locator('.move-list td.engine').allTextContents();
    expect(engineCells.filter((t) => /^\d+% \d+(\.\d)?k?\/300$/.test(t)).length).toBeGreaterThan(0);
    for (const [w, h] of [[1024, 700], [1280, 800], [1920, 1080]] as const) {
      await page.setViewportSize({ width: w, height: h });
      for (const theme of ['light', 'dark'] as const) {
        const current = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
        if (current !== theme) await page.getByRole('button', { name: 'switch theme' }).click();
        await screenshot(page, `hex-${w}x${h}-${theme}`);
      }
    }
  }, 300_000);

  it('with the swap rule on, a human playing blue swaps uct:\'s first stone', async () => {
    await page.locator('#game').selectOption('hex');
    await page.locator('#swap').selectOption('on');
    await page.locator('#p1-kind').selectOption('engine');
    await page.locator('#p1-spec').fill('uct:playouts=100,seed=2');
    await page.locator('#p2-kind').selectOption('human');
    await page.getByRole('button', { name: 'New game' }).click();
    await page.locator('.thinking', { hasText: 'your move' }).waitFor({ timeout: 30_000 });
    const first = (await page.locator('.move-list td.code').allTextContents())[0]!;
    await page.getByRole('button', { name: 'Swap' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.move-list td.code').length >= 2);
    expect((await page.locator('.move-list td.code').allTextContents())[1]).toBe('swap-pieces');
    // The stone is mirrored in the long diagonal and turns blue (HexGui's swap-pieces).
    const mirrored = `${String.fromCharCode(96 + Number(first.slice(1)))}${first.charCodeAt(0) - 96}`;
    expect(await page.locator(`.hcell.blue[data-cell="${mirrored}"]`).count()).toBe(1);
    if (mirrored !== first) expect(await page.locator(`.hcell.empty[data-cell="${first}"]`).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Swap' }).count()).toBe(0);
  }, 120_000);
});
