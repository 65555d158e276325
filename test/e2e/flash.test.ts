// Flashing with a fake openFPGALoader (first on PATH) shows progress to 100% and the tool's log;
// a failing tool's error is shown in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { haveChromium, openApp, screenshot, type AppSession } from './support.ts';

const FAKE = `#!/bin/sh
# A stand-in for openFPGALoader: prints what the real one prints while loading SRAM.
case "$*" in *broken*) echo "unable to open ftdi device: -3 (device not found)"; echo "JTAG init failed with: unable to open ftdi device"; exit 1;; esac
echo "Open file: DONE"
echo "Parse file: DONE"
echo "load program"
for p in 0 20 40 60 80 100; do echo "Load SRAM: [==========          ] $p.00%"; sleep 0.05; done
echo "Done"
exit 0
`;

describe.skipIf(!haveChromium)('flashing in the browser', () => {
  let app: AppSession;
  let page: Page;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'arena-flash-e2e-'));
    await writeFile(path.join(dir, 'openFPGALoader'), FAKE);
    await chmod(path.join(dir, 'openFPGALoader'), 0o755);
    const svf = '// test design\nFREQUENCY 1.00e+07 HZ;\nTRST OFF;\nSIR 10 TDI (002);\nRUNTEST 100 TCK;\n';
    await writeFile(path.join(dir, 'design.svf'), svf);
    await writeFile(path.join(dir, 'broken.svf'), svf);
    app = await openApp('light', { PATH: `${dir}${path.delimiter}${process.env.PATH ?? ''}` });
    page = app.page;
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('shows progress to 100% and the log', async () => {
    await page.locator('button[data-tab="flash"]').click();
    await page.locator('#flash-profile').selectOption('de2-115');
    await page.locator('#flash-bitstream').fill(path.join(dir, 'design.svf'));
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('.flash-job[data-status="done"]').waitFor({ timeout: 20_000 });
    expect(await page.locator('progress').getAttribute('data-percent')).toBe('100');
    expect(await page.locator('.percent').textContent()).toBe('100%');
    expect(await page.locator('.tool-log').textContent()).toMatch(/Open file: DONE/);
    await screenshot(page, 'flash-done-light');
    await page.getByRole('button', { name: 'switch theme' }).click();
    await screenshot(page, 'flash-done-dark');
    await page.getByRole('button', { name: 'switch theme' }).click();
  }, 60_000);

  it('shows a failure in words, with the advice', async () => {
    await page.locator('#flash-bitstream').fill(path.join(dir, 'broken.svf'));
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('.flash-job[data-status="failed"]').waitFor({ timeout: 20_000 });
    expect(await page.locator('.flash-job .error').textContent()).toMatch(/no usb-blaster cable[\s\S]*hint/i);
  }, 60_000);
});
