// Defect 13: the host restarts with a new token under an open page. The page must not retry
// forever ("reconnecting (attempt 7…)"): once the host answers but refuses its token it says the
// host restarted and how to reopen, and stops retrying. The host runs in this process (the same
// service and server `arena web` starts) so it can come back on the very same port.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { createArenaService, type ArenaService } from '../../host/api/service.ts';
import { startWebServer, type WebServer } from '../../host/web/server.ts';
import { ensureUiBuilt, UI_DIR } from '../../host/web/ui-build.ts';
import { collectPageErrors, haveChromium, launchBrowser, newPage, screenshot } from './support.ts';

/** What a browser prints by itself for a refused or failed WebSocket or fetch while the host is away or refuses: expected here. */
const LINK_NOISE = /WebSocket connection to .* failed|ERR_CONNECTION_REFUSED|Failed to load resource|^HTTP 40[13] /;

describe.skipIf(!haveChromium)('browser mode after a restart with a new token', () => {
  let home: string;
  let host: { service: ArenaService; server: WebServer } | null = null;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;

  async function startHost(port: number, token: string) {
    const service = await createArenaService({ mode: 'web', version: '0.0.0', recordsDir: path.join(home, 'records'), pollMs: 0 });
    const server = await startWebServer({ service, staticDir: UI_DIR, port, token });
    host = { service, server };
    return server;
  }
  async function stopHost() {
    if (!host) return;
    await host.server.close();
    await host.service.dispose();
    host = null;
  }

  beforeAll(async () => {
    await ensureUiBuilt();
    home = await mkdtemp(path.join(os.tmpdir(), 'arena-refused-'));
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stopHost();
    await rm(home, { recursive: true, force: true });
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`says the host restarted and how to reopen, and stops retrying (${theme})`, async () => {
      const first = await startHost(0, (theme === 'light' ? 'ab' : 'cd').repeat(32));
      page = await newPage(browser.context, first.url, theme);
      const errors = collectPageErrors(page);
      await page.locator('.muted', { hasText: 'browser mode' }).waitFor();

      await stopHost();
      await page.locator('[data-link="reconnecting"]').waitFor({ timeout: 5_000 });
      await startHost(first.port, 'ef'.repeat(32));
      const refused = page.locator('[data-link="refused"]');
      await refused.waitFor({ timeout: 15_000 });
      const text = await refused.innerText();
      expect(text).toMatch(/restarted with a new token/);
      expect(text).toMatch(/Open the address arena web printed when it restarted/);
      await screenshot(page, `workbench-reconnect-refused-${theme}`);
      // It has given up: no more attempts while we wait, and the banner stays.
      const attempts: string[] = [];
      page.on('websocket', (ws) => attempts.push(ws.url()));
      await page.waitForTimeout(6_000);
      expect(attempts).toEqual([]);
      expect(await refused.count()).toBe(1);
      expect(errors.filter((e) => !LINK_NOISE.test(e))).toEqual([]);
      await page.close();
      await stopHost();
    }, 60_000);
  }
});
