// The match layout from 1024×700 to 2560×1440 in real Chromium, both themes: the setup, board and
// information panels never overlap, the board and tray stay inside their panel, nothing scrolls
// sideways, and the board and move list grow with the window (the issue found 26 px cells and a
// 220 px move list at 1920×1080, and the board over the side panels at 1024×700). An empty timing
// chart says "no moves yet" rather than drawing bare axes. Screenshots at every size and theme.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { haveChromium, screenshot, useApp } from './support.ts';

/** The checked sizes, and 2560×1440 to see that the board keeps growing. */
const SIZES = [
  [1024, 700],
  [1280, 800],
  [1920, 1080],
  [2560, 1440],
] as const;

interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** The boxes of the layout's parts, the page's scroll width, and the board's cell size. */
async function measure(page: Page, board: string) {
  return page.evaluate((boardSel) => {
    const box = (sel: string) => {
      const r = document.querySelector(sel)?.getBoundingClientRect();
      return r ? { x: r.x, y: r.y, w: r.width, h: r.height } : null;
    };
    return {
      setup: box('.panel.setup'),
      play: box('.panel.play'),
      info: box('.panel.info'),
      board: box(boardSel),
      tray: box('.tray'),
      moves: box('.move-list'),
      chart: box('.chart'),
      cell: document.querySelector(`${boardSel} > *`)?.getBoundingClientRect().width ?? 0,
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    };
  }, board);
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;
const inside = (inner: Box, outer: Box) => inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.w <= outer.x + outer.w + 0.5 && inner.y + inner.h <= outer.y + outer.h + 0.5;

async function checkLayout(page: Page, board: string, label: string): Promise<{ cell: number; moves: number }> {
  const m = await measure(page, board);
  const [setup, play, info, b] = [m.setup!, m.play!, m.info!, m.board!];
  expect([setup, play, info, b].every(Boolean), label).toBe(true);
  expect(overlap(setup, play), `${label}: setup/board panels`).toBe(false);
  expect(overlap(play, info), `${label}: board/info panels`).toBe(false);
  expect(overlap(setup, info), `${label}: setup/info panels`).toBe(false);
  expect(inside(b, play), `${label}: board inside its panel`).toBe(true);
  if (m.tray) expect(inside(m.tray, play), `${label}: tray inside the board panel`).toBe(true);
  expect(inside(m.moves!, info), `${label}: move list inside the info panel`).toBe(true);
  expect(inside(m.chart!, info), `${label}: chart inside the info panel`).toBe(true);
  expect(m.scrollWidth, `${label}: no sideways scrolling`).toBeLessThanOrEqual(m.innerWidth);
  return { cell: m.cell, moves: m.moves!.w };
}

describe.skipIf(!haveChromium)('match layout at every size, in both themes', () => {
  const session = useApp('light', async (page) => {
    await page.getByRole('button', { name: 'New game' }).waitFor();
  });

  it('an empty timing chart says so instead of drawing axes', async () => {
    const { page } = session();
    await page.locator('#game').selectOption('gomoku');
    await page.getByRole('button', { name: 'New game' }).click();
    await page.locator('.thinking', { hasText: 'your move' }).waitFor();
    expect(await page.locator('.chart .chart-empty').innerText()).toMatch(/^no moves yet/);
    expect(await page.locator('.chart .uplot').count()).toBe(0);
    await screenshot(page, 'workbench-chart-empty-light');
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.locator('.verdict').waitFor();
  }, 60_000);

  for (const [game, board] of [
    ['blokus', '.blokus-board'],
    ['gomoku', '.gomoku-board'],
  ] as const) {
    it(`${game}: no overlap from 1024×700 to 2560×1440, and the board and move list grow with the window`, async () => {
      const { page, errors } = session();
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.locator('#game').selectOption(game);
      // The machine moves first and the human second, so the tray and a timed move are both on screen.
      await page.locator('#p1-kind').selectOption('board');
      await page.locator('#p1-board').selectOption(`emu:${game}`);
      await page.locator('#p2-kind').selectOption('human');
      await page.getByRole('button', { name: 'New game' }).click();
      await page.locator('.thinking', { hasText: 'your move' }).waitFor({ timeout: 20_000 });
      await page.locator('.chart .uplot').waitFor();
      for (const theme of ['light', 'dark'] as const) {
        if ((await page.evaluate(() => document.documentElement.dataset.theme)) !== theme) await page.getByRole('button', { name: 'switch theme' }).click();
        const sizes: { cell: number; moves: number }[] = [];
        for (const [w, h] of SIZES) {
          await page.setViewportSize({ width: w, height: h });
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          sizes.push(await checkLayout(page, board, `${game} ${w}×${h} ${theme}`));
          await screenshot(page, `workbench-layout-${game}-${w}x${h}-${theme}`);
        }
        // Grows with the window: never smaller at a bigger size, and well past the old fixed sizes at 1920×1080.
        for (let i = 1; i < sizes.length; i++) expect(sizes[i]!.cell).toBeGreaterThanOrEqual(sizes[i - 1]!.cell - 0.5);
        expect(sizes[2]!.cell).toBeGreaterThan(game === 'blokus' ? 26 : 31);
        expect(sizes[2]!.moves).toBeGreaterThan(sizes[0]!.moves);
      }
      await page.getByRole('button', { name: 'Stop' }).click();
      await page.locator('.verdict').waitFor();
      expect(errors).toEqual([]);
    }, 120_000);
  }
});
