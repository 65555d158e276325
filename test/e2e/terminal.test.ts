// The terminal shows bytes arriving from a board served on a pseudo-terminal: socat joins two
// ptys, an emulated Blokus board answers on one end (as `arena serve --pty` does), the app opens
// the other end by path, and a `0` typed in the terminal brings back the team code `1EM`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import type { PtyPair } from '../../host/transports/pty-pair.ts';
import { EmulatedBlokusBoard } from '../../host/boards/emulated-blokus.ts';
import { haveChromium, openApp, screenshot, servePtyBoard, type AppSession } from './support.ts';

const haveSocat = spawnSync('socat', ['-V']).status === 0;

describe.skipIf(!haveChromium || !haveSocat)('terminal on a pseudo-terminal board', () => {
  let app: AppSession;
  let page: Page;
  let pair: PtyPair;
  let served: { stop(): Promise<void> };

  beforeAll(async () => {
    ({ pair, ...served } = await servePtyBoard(new EmulatedBlokusBoard({ team: 'PT' })));
    app = await openApp('light');
    page = app.page;
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await served?.stop();
    await pair?.close();
  });

  it('shows the bytes the board sends, in text and hex', async () => {
    await page.locator('button[data-tab="boards"]').click();
    await page.locator('#port-path').fill(pair.a);
    await page.getByRole('button', { name: 'Add and connect' }).click();
    const row = page.locator(`tr[data-board="serial:${pair.a}"]`);
    await row.locator('.badge.connected').waitFor();
    await row.getByRole('button', { name: 'Identify' }).click();
    await row.locator('td.identity', { hasText: 'PT' }).waitFor();
    await screenshot(page, 'boards-light');
    await page.getByRole('button', { name: 'switch theme' }).click();
    await screenshot(page, 'boards-dark');
    await page.getByRole('button', { name: 'switch theme' }).click();
    await row.getByRole('button', { name: 'Terminal' }).click();
    await page.getByLabel('bytes to send').fill('0');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForFunction(() => Number(document.querySelector('[data-rx-bytes]')?.getAttribute('data-rx-bytes')) >= 6);
    const text = await page.locator('.xterm-rows').innerText();
    expect(text.replace(/\s/g, '')).toContain('1PT01PT');
    await page.locator('#term-view').selectOption('hex');
    await page.locator('.xterm-rows', { hasText: 'RX 31 50 54' }).waitFor();
    await page.getByRole('button', { name: 'Save log' }).click();
    await page.locator('.status-line', { hasText: /saved \d+ bytes to .*terminal-serial/ }).waitFor();
    await screenshot(page, 'terminal-hex-light');
    await page.getByRole('button', { name: 'switch theme' }).click();
    await screenshot(page, 'terminal-hex-dark');
    await page.getByRole('button', { name: 'switch theme' }).click();
  }, 60_000);
});
