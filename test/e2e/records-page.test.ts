// The Records page in Chromium against a real `arena web`: records that `arena match` wrote (an
// emulated Blokus game, a Gomoku game, a Hex game between two uct: engines) are listed with the
// Match page's player names, opened into view, stepped with keys and clicks, searched, filtered,
// sorted, exported, imported, deleted, and the page says "not connected" once the host is gone.
// Any console error fails the test. Screenshots at three sizes in both themes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { run as match } from '../../host/cli/commands/match.ts';
import { memoryIo } from '../../host/cli/io.ts';
import { listRecords, type GameRecord } from '../../host/records/reader.ts';
import { collectPageErrors, haveChromium, SCREEN_SIZES, openApp, screenshot, type AppSession } from './support.ts';

async function record(dir: string, args: string[]): Promise<void> {
  const io = memoryIo();
  expect(await match([...args, '--time-limit', '10000', '--record', dir], io), io.stderr()).toBe(0);
}

const step = (page: Page) => page.locator('.replay .step').getAttribute('data-step');

/** Whether most of the window shows the element (the replay must be seen, not below the fold). */
async function inView(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const shown = Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0);
    return shown >= Math.min(r.height, window.innerHeight) * 0.8;
  });
}

describe.skipIf(!haveChromium)('the Records page', () => {
  let app: AppSession;
  let page: Page;
  let consoleErrors: string[] = [];
  let games: GameRecord[] = [];

  beforeAll(async () => {
    app = await openApp('light');
    page = app.page;
    consoleErrors = collectPageErrors(page);
    const dir = app.web.recordsDir;
    await record(dir, ['--game', 'blokus', '--p1', 'emu:depth=1', '--p2', 'emu:depth=2,units=1']);
    await record(dir, ['--game', 'gomoku', '--p1', 'emu:depth=1', '--p2', 'emu:depth=1']);
    await record(dir, ['--game', 'hex', '--p1', 'uct:playouts=40,seed=1', '--p2', 'uct:playouts=40,seed=2']);
    games = (await listRecords(dir)).map((l) => l.record!);
  }, 240_000);

  afterAll(async () => {
    await app?.close();
  });

  it('lists, opens into view, steps, filters, sorts, exports, imports and deletes', async () => {
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.locator('button[data-tab="records"]').click();
    await page.locator('table.records tbody tr').nth(2).waitFor();
    expect(await page.locator('table.records tbody tr').count()).toBe(3);
    // The Match page's names, not the SPEC strings.
    const blokusRow = page.locator('tr', { hasText: 'blokus' });
    expect(await blokusRow.textContent()).toContain('emulator (depth 1, units 3) vs emulator (depth 2, units 1)');

    // Opening shows the replay in view (stacked below the list at this width), at the last move.
    const blokus = games.find((g) => g.start.settings.game === 'blokus')!;
    await blokusRow.locator('button.link').click();
    await page.locator('.replay').waitFor();
    await page.waitForFunction(() => document.activeElement?.classList.contains('replay'));
    await page.waitForTimeout(400); // the smooth scroll
    expect(await inView(page, '.replay')).toBe(true);
    expect(await step(page)).toBe(String(blokus.moves.length));

    // Step keys, then click-to-jump, with the move's recorded facts beside the board.
    await page.keyboard.press('Home');
    expect(await step(page)).toBe('0');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await step(page)).toBe('2');
    await page.keyboard.press('ArrowLeft');
    expect(await step(page)).toBe('1');
    expect(await page.locator('.blokus-board .cell.p1, .blokus-board [data-owner="0"]').count()).toBeGreaterThan(0);
    await page.locator('.replay .move-list tr[data-ply="4"]').click();
    expect(await step(page)).toBe('5');
    expect(await page.locator('.move-facts').textContent()).toContain(`move 5${blokus.moves[4]!.text}`);
    await page.keyboard.press('End');
    expect(await step(page)).toBe(String(blokus.moves.length));

    // The engine's account of a uct: move.
    await page.locator('tr', { hasText: 'hex' }).locator('button.link').click();
    await page.locator('.replay .move-list tr[data-ply="0"]').click();
    expect(await page.locator('.move-facts').textContent()).toMatch(/engine.*playouts=40 visits=\d+ winrate=[01]\.\d{3}/);

    // Search, filters, sort.
    await page.getByLabel('game', { exact: true }).selectOption('gomoku');
    expect(await page.locator('table.records tbody tr').count()).toBe(1);
    await page.getByLabel('game', { exact: true }).selectOption('any');
    await page.getByLabel('search records').fill('units 1');
    expect(await page.locator('table.records tbody tr').count()).toBe(1);
    await page.getByLabel('search records').fill('nobody at all');
    await page.locator('.hint', { hasText: 'No record matches' }).waitFor();
    await page.getByLabel('search records').fill('');
    const today = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('from day').fill(today);
    expect(await page.locator('table.records tbody tr').count()).toBe(0);
    await page.getByLabel('from day').fill('');
    await page.getByRole('button', { name: /^moves/ }).click();
    const plies = async () => (await page.locator('table.records td.num').allTextContents()).map(Number);
    const down = await plies();
    expect(down).toEqual([...down].sort((a, b) => b - a));
    await page.getByRole('button', { name: /^moves/ }).click();
    const up = await plies();
    expect(up).toEqual([...down].reverse());

    // Export the Blokus game as Pentobi's SGF.
    await blokusRow.locator('button.link').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('button[data-format="blksgf"]').click()]);
    expect(download.suggestedFilename()).toMatch(/\.blksgf$/);
    const sgf = await readFile((await download.path())!, 'utf8');
    expect(sgf).toMatch(/^\(;GM\[Blokus Duo\]/);
    expect(sgf.match(/;[BW]\[/g)!.length).toBe(blokus.moves.filter((m) => m.text !== '0000').length);

    // Import it back: a fourth record, opened, replaying to the same move count.
    await page.getByLabel('game file to import').setInputFiles({ name: 'back.blksgf', mimeType: 'text/plain', buffer: Buffer.from(sgf) });
    await page.locator('.notice', { hasText: 'Imported back.blksgf (blksgf' }).waitFor();
    await page.locator('table.records tbody tr').nth(3).waitFor();
    expect(await step(page)).toBe(String(blokus.moves.length));
    // A bad file is refused with its line named.
    await page.getByLabel('game file to import').setInputFiles({ name: 'bad.psq', mimeType: 'text/plain', buffer: Buffer.from('Piskvorky 15x15, 0:0, 0\n8,8,0\n99,1,0\n') });
    await page.locator('[role="alert"]', { hasText: 'psq line 3' }).waitFor();

    // Delete asks first; "Keep" keeps, "Delete for good" removes the file.
    const gomoku = games.find((g) => g.start.settings.game === 'gomoku')!;
    const row = page.locator(`tr[data-record="${path.basename(gomoku.file, '.jsonl')}"]`);
    await row.getByRole('button', { name: /^delete/ }).click();
    await row.getByRole('button', { name: 'Keep' }).click();
    expect(existsSync(gomoku.file)).toBe(true);
    await row.getByRole('button', { name: /^delete/ }).click();
    await row.getByRole('button', { name: 'Delete for good' }).click();
    await row.waitFor({ state: 'detached' });
    expect(existsSync(gomoku.file)).toBe(false);
    expect(await page.locator('table.records tbody tr').count()).toBe(3);
    expect(consoleErrors).toEqual([]);
  }, 120_000);

  it('looks right at three sizes in both themes', async () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const [w, h] of SCREEN_SIZES) {
        // As a user at this size sees it: from the top, open the game, pick a move.
        await page.setViewportSize({ width: w, height: h });
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.locator('tr', { hasText: 'blokus' }).first().locator('button.link').click();
        await page.locator('.replay .move-list tr[data-ply="9"]').click();
        await page.waitForTimeout(400); // the smooth scroll
        expect(await inView(page, '.replay')).toBe(true);
        await screenshot(page, `records-page-${w}x${h}-${theme}`);
        // Nothing wider than the window.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
      await page.getByRole('button', { name: 'switch theme' }).click();
    }
    // A Hex replay (an SVG board that takes the width it is given) beside the list.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator('tr', { hasText: 'hex' }).locator('button.link').click();
    await page.locator('.replay .hex-board').waitFor();
    expect((await page.locator('.replay .hex-board').boundingBox())!.width).toBeGreaterThan(300);
    await screenshot(page, 'records-page-hex-1280x800-light');
    expect(consoleErrors).toEqual([]);
  }, 60_000);

  it('says "not connected" once the host is gone, not "No games yet"', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await app.web.child.kill('SIGTERM');
    await page.locator('.not-connected').waitFor({ timeout: 10_000 });
    expect(await page.locator('.records-list').textContent()).not.toContain('No games yet');
    await screenshot(page, 'records-page-not-connected');
    // The page's own reconnect attempts fail to load while the host is gone; nothing else may.
    expect(consoleErrors.filter((e) => !/WebSocket|ERR_CONNECTION_REFUSED/.test(e))).toEqual([]);
  }, 30_000);
});
