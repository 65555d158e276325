// Defect 13: the host restarts with a new token under an open page. The page must not retry
// forever ("reconnecting (attempt 7…)"): once the host answers but refuses its token it says the
// host restarted and how to reopen, and stops retrying. The host runs in this process (the same
// service and server `arena web` starts) so it can come back on the very same port.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageErrors, haveChromium, newPage, screenshot } from './support.ts';
import { useRestartableHost } from './restartable-host.ts';

/** What a browser prints by itself for a refused or failed WebSocket or fetch while the host is away or refuses: expected here. */
const LINK_NOISE = /WebSocket connection to .* failed|ERR_CONNECTION_REFUSED|Failed to load resource|^HTTP 40[13] /;

describe.skipIf(!haveChromium)('browser mode after a restart with a new token', () => {
  const host = useRestartableHost('arena-refused-');
  let page: Page;

  for (const theme of ['light', 'dark'] as const) {
    it(`says the host restarted and how to reopen, and stops retrying (${theme})`, async () => {
      const first = await host.start(0, (theme === 'light' ? 'ab' : 'cd').repeat(32));
      page = await newPage(host.browser(), first.url, theme);
      const errors = collectPageErrors(page);
      await page.locator('.muted', { hasText: 'browser mode' }).waitFor();

      await host.stop();
      await page.locator('[data-link="reconnecting"]').waitFor({ timeout: 5_000 });
      await host.start(first.port, 'ef'.repeat(32));
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
      await host.stop();
    }, 60_000);
  }
});
