// The host restarts under an open page: the page shows a banner, reconnects by itself to the new
// host on the same port and token, keeps what the user had set up (no reload), and the restarted
// host's calls and events reach it. The host runs in this process (the same service and server
// `arena web` starts) so it can come back on the very same port and token.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { haveChromium, newPage, playStone, screenshot } from './support.ts';
import { useRestartableHost } from './restartable-host.ts';

const TOKEN = 'ab'.repeat(32);

describe.skipIf(!haveChromium)('browser mode survives a host restart', () => {
  const host = useRestartableHost('arena-reconnect-');
  let page: Page;

  it('shows a banner while the host is down and carries on once it is back', async () => {
    const first = await host.start(0, TOKEN);
    page = await newPage(host.browser(), first.url, 'light');
    await page.locator('#game').selectOption('gomoku');
    await page.locator('.muted', { hasText: 'browser mode' }).waitFor();

    await host.stop();
    const banner = page.locator('[data-link="reconnecting"]');
    await banner.waitFor({ timeout: 5_000 });
    expect(await banner.textContent()).toMatch(/reconnecting \(attempt \d+/);
    await screenshot(page, 'reconnecting-light');

    await host.start(first.port, TOKEN);
    await banner.waitFor({ state: 'detached', timeout: 10_000 });
    // Nothing was reloaded: the setup still says Gomoku.
    expect(await page.locator('#game').inputValue()).toBe('gomoku');
    // Calls reach the new host, and its events reach the page: the emulated board answers a move.
    await page.getByRole('button', { name: 'New game' }).click();
    await playStone(page, 7, 7);
    await page.waitForFunction(() => document.querySelectorAll('.move-list td.code').length >= 2, undefined, { timeout: 15_000 });
    await page.locator('.thinking', { hasText: 'your move' }).waitFor();
  }, 90_000);
});
