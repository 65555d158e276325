// The host restarts under an open page: the page shows a banner, reconnects by itself to the new
// host on the same port and token, keeps what the user had set up (no reload), and the restarted
// host's calls and events reach it. The host runs in this process (the same service and server
// `arena web` starts) so it can come back on the very same port and token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { createArenaService, type ArenaService } from '../../host/api/service.ts';
import { startWebServer, type WebServer } from '../../host/web/server.ts';
import { ensureUiBuilt, UI_DIR } from '../../host/web/ui-build.ts';
import { haveChromium, launchBrowser, newPage, screenshot } from './support.ts';

const TOKEN = 'ab'.repeat(32);

describe.skipIf(!haveChromium)('browser mode survives a host restart', () => {
  let home: string;
  let host: { service: ArenaService; server: WebServer } | null = null;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;

  async function startHost(port: number) {
    const service = await createArenaService({ mode: 'web', version: '0.0.0', recordsDir: path.join(home, 'records'), pollMs: 0 });
    const server = await startWebServer({ service, staticDir: UI_DIR, port, token: TOKEN });
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
    home = await mkdtemp(path.join(os.tmpdir(), 'arena-reconnect-'));
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stopHost();
    await rm(home, { recursive: true, force: true });
  });

  it('shows a banner while the host is down and carries on once it is back', async () => {
    const first = await startHost(0);
    page = await newPage(browser.context, first.url, 'light');
    await page.locator('#game').selectOption('gomoku');
    await page.locator('.muted', { hasText: 'browser mode' }).waitFor();

    await stopHost();
    const banner = page.locator('[data-link="reconnecting"]');
    await banner.waitFor({ timeout: 5_000 });
    expect(await banner.textContent()).toMatch(/reconnecting \(attempt \d+/);
    await screenshot(page, 'reconnecting-light');

    await startHost(first.port);
    await banner.waitFor({ state: 'detached', timeout: 10_000 });
    // Nothing was reloaded: the setup still says Gomoku.
    expect(await page.locator('#game').inputValue()).toBe('gomoku');
    // Calls reach the new host, and its events reach the page: the emulated board answers a move.
    await page.getByRole('button', { name: 'New game' }).click();
    await page.locator('.gomoku-board [data-x="7"][data-y="7"]').click();
    await page.waitForFunction(() => document.querySelectorAll('.move-list td.code').length >= 2, undefined, { timeout: 15_000 });
    await page.locator('.thinking', { hasText: 'your move' }).waitFor();
  }, 90_000);
});
