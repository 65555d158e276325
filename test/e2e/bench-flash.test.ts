// The Flash page with the real openFPGALoader and no JTAG hardware: an empty file field gets a
// sentence next to it; the file is picked in the host's folder browser (HOME is a temp folder);
// the cable search and chain check say "no cable found"; the failed flash stops a red bar, shows
// the advice in the page's words and the tool's log; the wujian100's DebugServer check answers
// for a listening socket and for a closed one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile, realpath } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { collectPageErrors, haveChromium, openApp, screenshotsAllSizes, type AppSession } from './support.ts';

const REAL = '/usr/bin/openFPGALoader';

describe.skipIf(!haveChromium || !existsSync(REAL))('Flash page', () => {
  let app: AppSession;
  let page: Page;
  let home: string;
  let errors: string[];
  let server: net.Server;
  let port: number;

  beforeAll(async () => {
    home = await realpath(await mkdtemp(path.join(os.tmpdir(), 'arena-flash-home-')));
    await mkdir(path.join(home, 'designs'));
    await writeFile(path.join(home, 'designs', 'top.svf'), '// test design\nFREQUENCY 1.00e+07 HZ;\nTRST OFF;\nSIR 10 TDI (002);\nRUNTEST 100 TCK;\n');
    await writeFile(path.join(home, 'designs', 'readme.txt'), 'not a bitstream');
    server = net.createServer((s) => s.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
    app = await openApp('light', { HOME: home, PATH: `/usr/bin${path.delimiter}/bin` });
    page = app.page;
    errors = collectPageErrors(page);
    await page.locator('button[data-tab="flash"]').click();
    await page.locator('#flash-profile').selectOption('de2-115');
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(home, { recursive: true, force: true });
  });

  it('says what is missing next to the file field, and shows no empty log', async () => {
    expect(await page.locator('.tool-log').count()).toBe(0);
    await page.getByRole('button', { name: 'Start' }).click();
    const problem = page.locator('.field-problem');
    await problem.waitFor();
    expect(await problem.textContent()).toBe('Choose a bitstream (.svf, .rbf, .sof) to flash: type its path or use Browse.');
    expect(await page.locator('#flash-bitstream').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.flash-job').count()).toBe(0);
    expect(await page.locator('.flash-view').innerText()).not.toMatch(/bad arguments/);
  }, 30_000);

  it('picks the file in the folder browser, limited to home', async () => {
    await page.getByRole('button', { name: 'browse for the bitstream file' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose the bitstream file' });
    await dialog.waitFor();
    await dialog.locator(`.file-browser-path[data-path="${home}"]`).waitFor();
    expect(await dialog.getByRole('button', { name: '↑ Up' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: /designs/ }).click();
    await dialog.locator('.file-browser-path', { hasText: path.join(home, 'designs') }).waitFor();
    // Only the board's file kinds are offered.
    expect(await dialog.locator('button.entry.file .entry-name').allTextContents()).toEqual(['top.svf']);
    await dialog.getByRole('button', { name: /top\.svf/ }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('#flash-bitstream').inputValue()).toBe(path.join(home, 'designs', 'top.svf'));
    expect(await page.locator('.field-problem').count()).toBe(0);
  }, 30_000);

  it('searches for cables and reads the chain: no cable found, said plainly', async () => {
    expect(await page.locator('#flash-cable').inputValue()).toBe('usb-blaster');
    await page.getByRole('button', { name: 'Find cables' }).click();
    const scan = page.locator('[data-check="scan"][data-ok]');
    await scan.waitFor({ timeout: 20_000 });
    expect(await scan.textContent()).toBe("no cable found: plug in the board's JTAG USB port and switch the board on");
    await page.getByRole('button', { name: 'Check the chain' }).click();
    const chain = page.locator('[data-check="chain"][data-ok]');
    await chain.waitFor({ timeout: 20_000 });
    expect(await chain.textContent()).toBe("no usb-blaster cable found: plug in the board's JTAG USB port and switch the board on");
  }, 60_000);

  it('stops the bar and turns it red on failure, with the advice in the page words and the log', async () => {
    await page.getByRole('button', { name: 'Start' }).click();
    const job = page.locator('.flash-job[data-status="failed"]');
    await job.waitFor({ timeout: 30_000 });
    const bar = job.locator('progress.flash-bar.failed');
    expect(await bar.evaluate((el: HTMLProgressElement) => el.position)).toBeGreaterThanOrEqual(0); // determinate: not animating
    // Red: the theme's --bad colour, the one the error text is written in.
    expect(await bar.evaluate((el) => getComputedStyle(el).accentColor)).toBe(await job.locator('.error').evaluate((el) => getComputedStyle(el).color));
    expect(await job.locator('.badge.failed').textContent()).toBe('failed');
    expect(await job.locator('.percent').textContent()).not.toMatch(/…/);
    const error = (await job.locator('.error').textContent()) ?? '';
    expect(error).toMatch(/no usb-blaster cable found/);
    expect(error).toMatch(/the Cable choice/);
    expect(error).not.toMatch(/--cable|--tool|--to |--fpga-part/);
    expect(await job.locator('.tool-log').textContent()).toMatch(/unable to open ftdi device/);
    await screenshotsAllSizes(page, 'bench-flash-failed');
  }, 60_000);

  it('checks the wujian100 DebugServer address', async () => {
    await page.locator('#flash-profile').selectOption('wujian100');
    expect(await page.locator('#flash-cable').inputValue()).toBe('digilent');
    const address = page.locator('#flash-gdb-server');
    await address.fill(`127.0.0.1:${port}`);
    await page.getByRole('button', { name: 'Check DebugServer' }).click();
    const verdict = page.locator('[data-check="debug-server"][data-ok]');
    await verdict.waitFor({ timeout: 10_000 });
    expect(await verdict.textContent()).toBe(`DebugServer answers at 127.0.0.1:${port}`);
    expect(await verdict.getAttribute('data-ok')).toBe('true');
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const free = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await address.fill(`127.0.0.1:${free}`);
    await page.getByRole('button', { name: 'Check DebugServer' }).click();
    await page.locator('[data-check="debug-server"][data-ok="false"]').waitFor({ timeout: 10_000 });
    const refused = (await page.locator('[data-check="debug-server"]').textContent()) ?? '';
    expect(refused).toMatch(new RegExp(`^nothing listens at 127\\.0\\.0\\.1:${free} \\(ECONNREFUSED\\): start T-Head's DebugServer`));
    expect(refused).toMatch(/name another address with the DebugServer address field$/);
    // The DE2-115's failed job is not shown under the wujian100's form.
    expect(await page.locator('.flash-job').count()).toBe(0);
    // The profile's name fits its field.
    expect(await page.locator('#flash-profile').evaluate((el: HTMLSelectElement) => el.clientWidth)).toBeGreaterThan(500);
    await screenshotsAllSizes(page, 'bench-flash-wujian100');
    expect(errors).toEqual([]);
  }, 60_000);
});
