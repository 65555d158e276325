// The Boards page against real serial ports (socat pty pairs): a port that is added is identified
// by itself, with a visible busy state; one where nothing answers says so in words after the
// handshake's time limit; a mistyped path can be removed; a board lent to a match shows as busy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { openPtyPair, type PtyPair } from '../../host/transports/pty-pair.ts';
import { EmulatedBlokusBoard } from '../../host/boards/emulated-blokus.ts';
import { collectPageErrors, haveChromium, openApp, screenshotsAllSizes, servePtyBoard, type AppSession } from './support.ts';

const haveSocat = spawnSync('socat', ['-V']).status === 0;

describe.skipIf(!haveChromium || !haveSocat)('Boards page', () => {
  let app: AppSession;
  let page: Page;
  let pair: PtyPair;
  let silent: PtyPair;
  let served: { stop(): Promise<void> };
  let errors: string[];

  beforeAll(async () => {
    ({ pair, ...served } = await servePtyBoard(new EmulatedBlokusBoard({ team: 'PT' })));
    silent = await openPtyPair();
    app = await openApp('light');
    page = app.page;
    errors = collectPageErrors(page);
    await page.locator('button[data-tab="boards"]').click();
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await served?.stop();
    await pair?.close();
    await silent?.close();
  });

  const add = async (path: string) => {
    await page.locator('#port-path').fill(path);
    await page.getByRole('button', { name: 'Add and connect' }).click();
    return page.locator(`tr[data-board="serial:${path}"]`);
  };

  it('identifies a new port by itself and shows one readable row', async () => {
    const row = await add(pair.a);
    await row.locator('.badge.connected').waitFor();
    expect(await row.locator('.identity-text').textContent()).toBe('PT');
    expect(await row.locator('.board-profile').textContent()).toMatch(/DE2-115/);
    expect(await row.locator('td.link').textContent()).toBe(`${pair.a} · 115200 8N1`);
    // The actions cell is a table cell (display:flex on a td breaks the row's alignment).
    expect(await row.locator('td.actions').evaluate((td) => getComputedStyle(td).display)).toBe('table-cell');
  }, 30_000);

  it('shows the handshake running on a silent port, then why it failed, in words', async () => {
    const row = await add(silent.a);
    await row.locator('.badge.identifying[aria-busy="true"]').waitFor({ timeout: 5_000 });
    expect(await row.getByRole('button', { name: 'Identify' }).isDisabled()).toBe(true);
    await row.locator('.badge.connected').waitFor({ timeout: 20_000 });
    const detail = (await row.locator('.detail').textContent()) ?? '';
    expect(detail).toMatch(/^no answer to "0" \(ICFPT\) or "ABOUT" \(Piskvork\) within \d+\.\d s$/);
    expect(detail).not.toMatch(/\\r|\\n/);
    expect(await row.locator('.detail').evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(13);
  }, 40_000);

  it('removes a mistyped port', async () => {
    const row = await add('/dev/ttyNOPE9');
    await row.locator('.badge.error').waitFor({ timeout: 10_000 });
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toMatch(/ttyNOPE9/);
    await row.getByRole('button', { name: 'Remove' }).click();
    await row.waitFor({ state: 'detached' });
  }, 30_000);

  it('shows a board that a match holds as busy, and will not remove it', async () => {
    await page.locator('button[data-tab="match"]').click();
    await page.locator('#p1-kind').selectOption('human');
    await page.locator('#p2-kind').selectOption('board');
    await page.locator('#p2-board').selectOption(`serial:${pair.a}`);
    await page.getByRole('button', { name: 'New game' }).click();
    await page.locator('button[data-tab="boards"]').click();
    const row = page.locator(`tr[data-board="serial:${pair.a}"]`);
    await row.locator('.badge.in-match', { hasText: 'busy: in a match' }).waitFor({ timeout: 10_000 });
    expect(await row.getByRole('button', { name: 'Remove' }).isDisabled()).toBe(true);
    await screenshotsAllSizes(page, 'bench-boards');
    expect(errors).toEqual([]);
  }, 60_000);
});
