// Issue #18 defect 6 in Chromium: a Blokus person who has no legal placement is not told "your
// move" with clickable pieces; the host passes for them and the page says so. The person plays
// the hint's move every turn (the largest piece that fits) against the emulated board (depth 1):
// both are deterministic, so the same game is played every run, and in it the person runs out of
// room before placing all 21 pieces. Console errors fail the test.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { decodeMoveCode } from '../../core/blokus/codec.ts';
import { haveChromium } from './support.ts';
import { emulatorPlayer, screenshotsAllSizes, useWorkbench } from './workbench-play-support.ts';

const moveCount = (page: Page) => page.locator('.move-list td.code').count();

describe.skipIf(!haveChromium)('auto-pass for a person with no legal move', () => {
  const workbench = useWorkbench('light');

  it('passes automatically with a notice, and the person is never asked with nothing to play', async () => {
    const wb = workbench();
    const { page } = wb;
    await emulatorPlayer(page, 2, 1);
    await page.getByRole('button', { name: 'New game' }).click();
    let notice: string | null = null;
    for (let turn = 0; turn < 40; turn++) {
      const state = await Promise.race([
        page.locator('.verdict').waitFor({ timeout: 20_000 }).then(() => 'over' as const),
        page.locator('.side-clock[data-side="1"] .side-clock-status', { hasText: 'your move' }).waitFor({ timeout: 20_000 }).then(() => 'mine' as const),
      ]);
      if (state === 'over') break;
      // Asked to move: the hint always finds a placement (never "pass").
      await page.getByRole('button', { name: 'Hint' }).click();
      const text = await page.locator('.hint-text').innerText();
      const code = /Try (\w{4})/.exec(text)?.[1];
      expect(code, text).toBeTruthy();
      const m = decodeMoveCode(code!);
      if (m.kind !== 'place') throw new Error(code);
      const before = await moveCount(page);
      await page.locator(`.blokus-board [data-x="${m.x}"][data-y="${m.y}"]`).click();
      await page.waitForFunction((n) => document.querySelectorAll('.move-list td.code').length > n, before);
      notice ??= (await page.locator('.match-notice').count()) ? await page.locator('.match-notice').innerText() : null;
    }
    await page.locator('.verdict').waitFor({ timeout: 20_000 });
    notice ??= (await page.locator('.match-notice').count()) ? await page.locator('.match-notice').innerText() : null;
    expect(notice).toMatch(/you had no legal move: passed automatically \(move \d+\)/);
    const rows = await page.locator('.move-list tbody tr').evaluateAll((trs) => trs.map((tr) => [tr.querySelector('.side-dot')?.textContent, tr.querySelector('.code')?.textContent]));
    expect(rows.some(([side, code]) => side === '1' && code === '0000')).toBe(true);
    await screenshotsAllSizes(page, 'workbench-autopass');
    expect(wb.errors).toEqual([]);
  }, 180_000);
});
