// A human plays a whole Blokus Duo game against the emulated core in Chromium: the first move by
// keyboard only (tray arrows, Enter, R/F, board arrows, Enter), then by clicking: pick a piece in
// the tray, turn and mirror it with the buttons, watch the ghost turn legal, click. Screenshots in
// both themes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BlokusBoard } from '../../core/blokus/board.ts';
import { decodeMoveCode, encodeMoveCode } from '../../core/blokus/codec.ts';
import { legalPlacements } from '../../core/blokus/movegen.ts';
import { canonicalCode } from '../../core/blokus/placements.ts';
import { PIECE_LETTERS, PIECE_SIZES } from '../../core/blokus/pieces.ts';
import { haveChromium, openApp, screenshot, type AppSession } from './support.ts';

describe.skipIf(!haveChromium)('Blokus Duo in the browser', () => {
  let app: AppSession;
  let page: Page;

  beforeAll(async () => {
    app = await openApp('light');
    page = app.page;
  }, 180_000);

  afterAll(async () => {
    await app?.close();
  });

  /** The first move without the mouse: Tab to the tray, arrows and Enter pick, R/F turn, back to the board, arrows, Enter. */
  async function playByKeyboard(m: { x: number; y: number; piece: number; orientation: number }): Promise<void> {
    const grid = page.locator('.blokus-board');
    await grid.focus();
    await page.keyboard.press('Tab'); // Rotate and Flip are disabled until a piece is picked: the tray's stop is next
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.piece)).toBe('a');
    for (let i = 0; i < m.piece; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const selected = page.locator('.tray-selected');
    expect(await selected.getAttribute('data-piece')).toBe(PIECE_LETTERS[m.piece]);
    if (m.orientation & 1) await page.keyboard.press('f');
    for (let i = 0; i < 4 && (await selected.getAttribute('data-orientation')) !== String(m.orientation); i++) await page.keyboard.press('r');
    expect(await selected.getAttribute('data-orientation')).toBe(String(m.orientation));
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab'); // Flip, Rotate, the board
    expect(await grid.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowUp'); // shows the cursor at (7,7)
    for (let x = 7; x !== m.x; x += Math.sign(m.x - x)) await page.keyboard.press(m.x > x ? 'ArrowRight' : 'ArrowLeft');
    for (let y = 7; y !== m.y; y += Math.sign(m.y - y)) await page.keyboard.press(m.y > y ? 'ArrowDown' : 'ArrowUp');
    expect(await grid.getAttribute('data-ghost')).toBe('legal');
    await page.keyboard.press('Enter');
  }

  async function codes(): Promise<string[]> {
    return page.locator('.move-list td.code').allTextContents();
  }

  it('plays a complete game against the emulated board by clicking until the verdict', async () => {
    // First run: the emulated board is connected and the match is one click away.
    await page.getByRole('button', { name: 'New game' }).click();
    await page.locator('.blokus-board').waitFor();
    let humanMoves = 0;
    for (let turn = 0; turn < 60; turn++) {
      const state = await Promise.race([
        page.locator('.verdict').waitFor({ timeout: 20_000 }).then(() => 'over' as const),
        page.locator('.thinking', { hasText: 'your move' }).waitFor({ timeout: 20_000 }).then(() => 'mine' as const),
      ]);
      if (state === 'over') break;
      const played = await codes();
      const board = new BlokusBoard();
      for (const c of played) board.apply(decodeMoveCode(c));
      const ids = legalPlacements(board);
      if (ids.length === 0) {
        await page.getByRole('button', { name: 'Pass' }).click();
      } else {
        // The biggest piece first, so the game ends sooner.
        ids.sort((a, b) => PIECE_SIZES[canonicalCode(b).piece]! - PIECE_SIZES[canonicalCode(a).piece]!);
        const m = canonicalCode(ids[0]!);
        if (humanMoves === 0) {
          await playByKeyboard(m);
          humanMoves++;
          await page.waitForFunction((n) => document.querySelectorAll('.move-list td.code').length > n, played.length);
          continue;
        }
        await page.locator(`.tray-pieces button[data-piece="${PIECE_LETTERS[m.piece]}"]`).click();
        const k = m.orientation >> 1;
        for (let i = 0; i < k; i++) await page.getByRole('button', { name: /Rotate/ }).click();
        if (m.orientation & 1) await page.getByRole('button', { name: /Flip/ }).click();
        // With m = 1 rotation runs the other way: fix up with more turns until the tray agrees.
        for (let i = 0; i < 4 && (await page.locator('.tray-selected').getAttribute('data-orientation')) !== String(m.orientation); i++) {
          await page.getByRole('button', { name: /Rotate/ }).click();
        }
        const cell = page.locator(`.blokus-board .cell[data-x="${m.x}"][data-y="${m.y}"]`);
        await cell.hover();
        expect(await page.locator('.blokus-board').getAttribute('data-ghost')).toBe('legal');
        if (humanMoves === 2) {
          // The ghost's code under the board names the hovered cell as its labels read.
          const ghostCode = encodeMoveCode(m);
          expect(await page.locator('.ghost-status').textContent()).toContain(`${ghostCode}: legal`);
          await screenshot(page, 'blokus-ghost-light');
          await page.getByRole('button', { name: 'switch theme' }).click();
          await cell.hover();
          await screenshot(page, 'blokus-ghost-dark');
          await page.getByRole('button', { name: 'switch theme' }).click();
          await cell.hover();
        }
        await cell.click();
      }
      humanMoves++;
      await page.waitForFunction((n) => document.querySelectorAll('.move-list td.code').length > n, played.length);
    }
    await page.locator('.verdict').waitFor();
    const verdict = await page.locator('.verdict').textContent();
    expect(verdict).toMatch(/wins?:|Draw:/);
    expect(humanMoves).toBeGreaterThan(5);
    // The timing legend shows the last machine move's times, not `--`, when nothing is hovered.
    await page.mouse.move(5, 790);
    const legend = await page.locator('.u-legend').innerText();
    expect(legend).not.toContain('--');
    expect(legend).toMatch(/measured:?\s*[\d.]+ m?s/);
    await screenshot(page, 'blokus-verdict-light');
    await page.getByRole('button', { name: 'switch theme' }).click();
    await screenshot(page, 'blokus-verdict-dark');
    await page.getByRole('button', { name: 'switch theme' }).click();
    // The record is on the Records page, and replays.
    await page.locator('button[data-tab="records"]').click();
    await page.locator('.records button.link').first().click();
    await page.getByRole('button', { name: 'first move' }).click();
    expect(await page.locator('.step').getAttribute('data-step')).toBe('0');
    await page.getByRole('button', { name: 'next move' }).click();
    expect(await page.locator('.step').getAttribute('data-step')).toBe('1');
    await screenshot(page, 'records-light');
    await page.getByRole('button', { name: 'switch theme' }).click();
    await screenshot(page, 'records-dark');
  }, 240_000);
});
