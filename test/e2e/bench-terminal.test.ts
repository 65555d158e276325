// The Terminal page on a board served on a socat pty pair (an emulated Blokus board answering through
// the real serial stack): one row per exchange with times, hex rows with offset/hex/ASCII, search,
// auto-scroll, port settings, saving as text and CSV, and sending into a running match refused
// until the user confirms the warning.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import type { PtyPair } from '../../host/transports/pty-pair.ts';
import { EmulatedBlokusBoard } from '../../host/boards/emulated-blokus.ts';
import { collectPageErrors, haveChromium, openApp, screenshotsAllSizes, servePtyBoard, type AppSession } from './support.ts';

const haveSocat = spawnSync('socat', ['-V']).status === 0;

describe.skipIf(!haveChromium || !haveSocat)('Terminal page', () => {
  let app: AppSession;
  let page: Page;
  let pair: PtyPair;
  let served: { stop(): Promise<void> };
  let errors: string[];

  beforeAll(async () => {
    ({ pair, ...served } = await servePtyBoard(new EmulatedBlokusBoard({ team: 'PT' })));
    app = await openApp('light');
    page = app.page;
    errors = collectPageErrors(page);
    await page.locator('button[data-tab="boards"]').click();
    await page.locator('#port-path').fill(pair.a);
    await page.getByRole('button', { name: 'Add and connect' }).click();
    const row = page.locator(`tr[data-board="serial:${pair.a}"]`);
    await row.locator('.badge.connected').waitFor({ timeout: 20_000 });
    await row.getByRole('button', { name: 'Terminal' }).click();
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await served?.stop();
    await pair?.close();
  });

  const rows = () => page.locator('table.session tbody tr');

  it('shows one row per exchange, with its time, direction and the time after the prompt', async () => {
    // The handshake made on connect is the first exchange: `0` → `1PT`.
    await page.getByLabel('bytes to send').fill('0');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForFunction(() => Number(document.querySelector('[data-rx-bytes]')?.getAttribute('data-rx-bytes')) >= 6);
    const cells = await rows().evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    expect(cells.slice(-4).map(([, dir, , bytes]) => `${dir} ${bytes}`)).toEqual(['TX 0', 'RX 1PT', 'TX 0', 'RX 1PT']);
    for (const [time, dir, since] of cells) {
      expect(time).toMatch(/^\d+\.\d$/);
      expect(since).toMatch(dir === 'RX' ? /^\+\d+\.\d$/ : /^$/);
    }
  }, 30_000);

  it('shows hex rows with offset, hex and ASCII, and searches them', async () => {
    await page.locator('#term-view').selectOption('hex');
    const last = rows().last();
    expect(await last.locator('td').allTextContents()).toEqual([expect.stringMatching(/^\d+\.\d$/), 'RX', '00000003', '31 50 54', '1PT']);
    await page.getByLabel('search the session').fill('30');
    await page.waitForFunction(() => [...document.querySelectorAll('table.session tbody tr td.dir')].every((td) => td.textContent === 'TX'));
    expect(await rows().count()).toBe(2);
    await page.getByLabel('search the session').fill('');
    await page.locator('#term-view').selectOption('exchanges');
  }, 30_000);

  it('follows new rows while auto-scroll is on, and stays put when it is off', async () => {
    await page.setViewportSize({ width: 1024, height: 700 });
    const box = page.locator('.session-box');
    const atBottom = () => box.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight < 2);
    const rx = () => page.locator('[data-rx-bytes]').getAttribute('data-rx-bytes').then(Number);
    // Each `0` is answered (3 bytes) before the next, so each makes its own two rows.
    const ask = async () => {
      const before = await rx();
      await page.getByLabel('bytes to send').fill('0');
      await page.getByRole('button', { name: 'Send' }).click();
      await page.waitForFunction((n) => Number(document.querySelector('[data-rx-bytes]')?.getAttribute('data-rx-bytes')) >= n + 3, before);
    };
    for (let i = 0; i < 14; i++) await ask();
    expect(await box.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await page.waitForFunction(() => {
      const el = document.querySelector('.session-box')!;
      return el.scrollHeight - el.scrollTop - el.clientHeight < 2;
    });
    expect(await atBottom()).toBe(true);
    await page.getByLabel('auto-scroll').uncheck();
    await box.evaluate((el) => (el.scrollTop = 0));
    await ask();
    expect(await box.evaluate((el) => el.scrollTop)).toBe(0);
    await page.getByLabel('auto-scroll').check();
    await page.waitForFunction(() => {
      const el = document.querySelector('.session-box')!;
      return el.scrollHeight - el.scrollTop - el.clientHeight < 2;
    });
    // A window made smaller moves the bottom without a new row: auto-scroll follows it.
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.setViewportSize({ width: 1024, height: 600 });
    await page.waitForFunction(() => {
      const el = document.querySelector('.session-box')!;
      return el.scrollHeight - el.scrollTop - el.clientHeight < 2;
    });
    await page.setViewportSize({ width: 1280, height: 800 });
  }, 30_000);

  it('changes the port settings, reopening the port', async () => {
    await page.getByLabel('baud rate').selectOption('57600');
    await page.getByLabel('parity').selectOption('even');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.locator('.status-line', { hasText: `serial:${pair.a}: 57600 bps, 8E1` }).waitFor();
    await page.getByLabel('baud rate').selectOption('115200');
    await page.getByLabel('parity').selectOption('none');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.locator('.status-line', { hasText: '115200 bps, 8N1' }).waitFor();
  }, 30_000);

  it('saves the session as CSV and as text', async () => {
    await page.getByRole('button', { name: 'Save as CSV' }).click();
    const csvStatus = page.locator('.status-line', { hasText: /saved \d+ bytes to .*\.csv$/ });
    await csvStatus.waitFor();
    const csvFile = /to (.*\.csv)$/.exec((await csvStatus.textContent())!)![1]!;
    const csv = (await readFile(csvFile, 'utf8')).split('\r\n');
    expect(csv[0]).toBe('time_ms,direction,since_prompt_ms,text,hex');
    expect(csv).toContainEqual(expect.stringMatching(/^\d+\.\d,RX,\d+\.\d,1PT,31 50 54$/));
    await page.getByRole('button', { name: 'Save as text' }).click();
    const textStatus = page.locator('.status-line', { hasText: /saved \d+ bytes to .*\.log$/ });
    await textStatus.waitFor();
    const text = await readFile(/to (.*\.log)$/.exec((await textStatus.textContent())!)![1]!, 'utf8');
    expect(text).toMatch(/ms {2}RX {2}1PT {2}\(\+\d+\.\d ms\)/);
  }, 30_000);

  it('refuses to send into a running match until the user confirms the warning', async () => {
    await page.locator('button[data-tab="match"]').click();
    await page.locator('#p1-kind').selectOption('human');
    await page.locator('#p2-kind').selectOption('board');
    await page.locator('#p2-board').selectOption(`serial:${pair.a}`);
    await page.getByRole('button', { name: 'New game' }).click();
    await page.locator('button[data-tab="terminal"]').click();
    await page.locator('p.send-warning', { hasText: /playing in match/ }).waitFor();
    // The page reloads the session when it opens again: count once it is there.
    await page.waitForFunction(() => Number(document.querySelector('.session-box')?.getAttribute('data-rows')) >= 30);
    // The match's own exchanges go on arriving: count only what the page sent.
    const sent = (bytes: string) =>
      rows().evaluateAll((trs, b) => trs.filter((tr) => tr.querySelector('td.dir')?.textContent === 'TX' && tr.querySelector('td.bytes')?.textContent === b).length, bytes);
    const fours = await sent('4');
    const nines = await sent('9');
    await page.getByLabel('bytes to send').fill('4');
    await page.getByRole('button', { name: 'Send' }).click();
    const warning = page.getByRole('alertdialog', { name: 'the board is busy' });
    await warning.waitFor();
    expect(await warning.textContent()).toMatch(/playing in match .*may break it/);
    await page.getByRole('button', { name: 'Don’t send' }).click();
    await warning.waitFor({ state: 'detached' });
    expect(await sent('4')).toBe(fours);
    await page.getByLabel('bytes to send').fill('9');
    await page.getByRole('button', { name: 'Send' }).click();
    await warning.waitFor();
    await screenshotsAllSizes(page, 'bench-terminal-warning');
    await page.getByRole('button', { name: 'Send anyway' }).click();
    await warning.waitFor({ state: 'detached' });
    await expect.poll(() => sent('9'), { timeout: 10_000 }).toBe(nines + 1);
    expect(errors).toEqual([]);
  }, 60_000);
});
