/**
 * For the reconnect suites: a host run in this process (the service and server `arena web`
 * starts), so a test can stop it and start it again on the very same port, and a browser. Both
 * live for the enclosing suite: call `useRestartableHost` inside the describe.
 */
import { afterAll, beforeAll } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { createArenaService, type ArenaService } from '../../host/api/service.ts';
import { startWebServer, type WebServer } from '../../host/web/server.ts';
import { ensureUiBuilt, UI_DIR } from '../../host/web/ui-build.ts';
import { launchBrowser } from './support.ts';

export interface RestartableHost {
  /** Starts the host on `port` (0: any free one) with `token`; records go to the suite's folder. */
  start(port: number, token: string): Promise<WebServer>;
  /** Stops the running host, if any. */
  stop(): Promise<void>;
  /** The suite's browser. */
  browser(): BrowserContext;
}

export function useRestartableHost(prefix: string): RestartableHost {
  let home = '';
  let host: { service: ArenaService; server: WebServer } | null = null;
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;

  async function stop(): Promise<void> {
    if (!host) return;
    await host.server.close();
    await host.service.dispose();
    host = null;
  }

  beforeAll(async () => {
    await ensureUiBuilt();
    home = await mkdtemp(path.join(os.tmpdir(), prefix));
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stop();
    if (home) await rm(home, { recursive: true, force: true });
  });

  return {
    async start(port, token) {
      const service = await createArenaService({ mode: 'web', version: '0.0.0', recordsDir: path.join(home, 'records'), pollMs: 0 });
      const server = await startWebServer({ service, staticDir: UI_DIR, port, token });
      host = { service, server };
      return server;
    },
    stop,
    browser() {
      if (!browser) throw new Error('the browser is launched in beforeAll');
      return browser.context;
    },
  };
}
