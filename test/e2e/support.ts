/**
 * Browser tests against a real `arena web` child process and a headless Chromium
 * (playwright-core, /usr/bin/chromium). The UI is built once (cached by source mtimes, locked
 * against parallel files). Screenshots go to test-artifacts/ (ignored by git).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { WebSocket } from 'ws';
import { socketChannel, type MessageSocket } from '../../core/api/wire.ts';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { ensureUiBuilt, REPO_ROOT } from '../../host/web/ui-build.ts';
import { bridge } from '../../host/boards/bridge.ts';
import { openPtyPair, type PtyPair } from '../../host/transports/pty-pair.ts';
import { SerialTransport } from '../../host/transports/serial.ts';
import type { Transport } from '../../host/transports/transport.ts';

export const CHROMIUM = process.env.ARENA_CHROMIUM ?? '/usr/bin/chromium';
export const ARTIFACTS = path.join(REPO_ROOT, 'test-artifacts');
export const haveChromium = existsSync(CHROMIUM);

export interface ArenaWeb {
  readonly url: string;
  readonly recordsDir: string;
  readonly child: ChildProcess;
  /** Everything the server printed so far (stdout and stderr, interleaved, the last OUTPUT_KEPT characters). */
  output(): string;
  stop(): Promise<void>;
}

/** How much of the server's output is kept for a failure report. */
const OUTPUT_KEPT = 200_000;

export async function startArenaWeb(env: Record<string, string> = {}): Promise<ArenaWeb> {
  await ensureUiBuilt();
  const home = await mkdtemp(path.join(os.tmpdir(), 'arena-e2e-'));
  const recordsDir = path.join(home, 'records');
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'bin', 'arena.js'), 'web', '--port', '0', '--no-build', '--poll-ms', '0', '--records', recordsDir], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  // Both streams, in arrival order and stamped, so a failed test can show what the server said.
  let log = '';
  const t0 = Date.now();
  const keep = (stream: string, d: Buffer) => {
    log += `[${((Date.now() - t0) / 1000).toFixed(3)} s ${stream}] ${String(d)}`;
    if (log.length > OUTPUT_KEPT) log = log.slice(-OUTPUT_KEPT);
  };
  child.stderr!.on('data', (d: Buffer) => keep('err', d));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`arena web did not print its URL in 20 s:\n${log}`)), 20_000);
    child.stdout!.on('data', (d: Buffer) => {
      keep('out', d);
      out += d;
      const m = /(http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      keep('exit', Buffer.from(`arena web exited (${code ?? signal})\n`));
      reject(new Error(`arena web exited ${code ?? signal}:\n${log}`));
    });
  });
  return {
    url,
    recordsDir,
    child,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(home, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<{ context: BrowserContext; dataDir: string; close(): Promise<void> }> {
  // A fresh profile every time (playwright wants it as the persistent context's folder).
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'arena-chromium-'));
  const context = await chromium.launchPersistentContext(dataDir, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1280, height: 800 },
    acceptDownloads: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  return {
    context,
    dataDir,
    async close() {
      await context.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function newPage(context: BrowserContext, url: string, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await context.newPage();
  await page.emulateMedia({ colorScheme: theme });
  await page.goto(url);
  return page;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

/**
 * The person's Gomoku stone at x,y, clicked once the page offers it. The board is drawn as soon as
 * a match starts, but a click counts only on the person's turn (the empty cells are `.playable`
 * then); one made earlier is ignored, as on the machine's turn, and a game with no time limit then
 * waits for that person for ever. A loaded machine can make that window seconds long.
 */
export async function playStone(page: Page, x: number, y: number): Promise<void> {
  await page.locator(`.gomoku-board .playable[data-x="${x}"][data-y="${y}"]`).click();
}

/** The window sizes every GUI change is looked at in, in both themes. */
export const SCREEN_SIZES = [
  [1024, 700],
  [1280, 800],
  [1920, 1080],
] as const;

/**
 * Every console error, uncaught page error and failed HTTP response (by URL) from now on; every
 * browser test expects none. Chromium's "Failed to load resource" console line names no URL, so
 * those are counted by their response instead.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(`console: ${m.text()} (${m.location().url})`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`HTTP ${r.status()} ${r.url()}`);
  });
  page.on('pageerror', (e) => errors.push(`page: ${e.message}`));
  return errors;
}

export async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const current = await page.evaluate(() => document.documentElement.dataset.theme);
  if (current !== theme) await page.getByRole('button', { name: 'switch theme' }).click();
  await page.waitForFunction((t) => document.documentElement.dataset.theme === t, theme);
}

/**
 * `name-WxH-theme.png` at every size, the current theme first, scrolled to the top or to show `show`;
 * the page is left in its theme at 1280×800.
 */
export async function screenshotsAllSizes(page: Page, name: string, show?: Locator): Promise<void> {
  const start = (await page.evaluate(() => document.documentElement.dataset.theme)) === 'dark' ? 'dark' : 'light';
  for (const theme of [start, start === 'light' ? 'dark' : 'light'] as const) {
    await setTheme(page, theme);
    for (const [width, height] of SCREEN_SIZES) {
      await page.setViewportSize({ width, height });
      if (show) await show.scrollIntoViewIfNeeded();
      else await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `${name}-${width}x${height}-${theme}`);
    }
  }
  await setTheme(page, start);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** `arena web` plus a Chromium page on it: the setup every browser test starts from. */
export interface AppSession {
  readonly web: ArenaWeb;
  readonly page: Page;
  close(): Promise<void>;
}

export async function openApp(theme: 'light' | 'dark' = 'light', env: Record<string, string> = {}): Promise<AppSession> {
  const web = await startArenaWeb(env);
  const browser = await launchBrowser().catch(async (e: unknown) => {
    await web.stop();
    throw e;
  });
  const page = await newPage(browser.context, web.url, theme);
  return {
    web,
    page,
    close: async () => {
      await browser.close();
      await web.stop();
    },
  };
}

/** A connection to the server's API, through the wire client the page uses (core/api/wire.ts). */
async function connectApi(url: string, ms = 5_000): Promise<{ call(method: string, args?: unknown[]): Promise<unknown>; close(): void }> {
  const u = new URL(url);
  const ws = new WebSocket(`ws://${u.host}/api?token=${u.searchParams.get('token') ?? ''}`);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const channel = socketChannel(ws as unknown as MessageSocket);
  const call = (method: string, args: unknown[] = []): Promise<unknown> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${method}: no answer in ${ms} ms`)), ms)));
    return Promise.race([channel.call(method, args), late]).finally(() => clearTimeout(timer));
  };
  return { call, close: () => ws.close() };
}

/**
 * What the server knew when a test failed: its output, the match, and every emulated board's
 * terminal log (each byte the host and the board exchanged). A hung game leaves no other trace.
 */
export async function serverReport(web: ArenaWeb): Promise<string> {
  const parts = [`--- arena web output ---\n${web.output() || '(nothing)'}`];
  const api = await connectApi(web.url).catch((e: unknown) => (e as Error).message);
  if (typeof api === 'string') return [...parts, `--- API unreachable: ${api} ---`].join('\n');
  try {
    const failed = (e: unknown) => `(failed: ${(e as Error).message})`;
    parts.push(`--- getMatch ---\n${await api.call('getMatch').then((v) => JSON.stringify(v), failed)}`);
    const boards = await api.call('listBoards').catch(() => [] as unknown);
    for (const b of Array.isArray(boards) ? (boards as { id: string; kind: string }[]) : []) {
      if (b.kind !== 'emulated') continue;
      const log = await api.call('terminalLog', [b.id]).catch(failed);
      const lines = Array.isArray(log) ? (log as { direction: string; bytes: string; timeMs: number }[]).map((d) => `${d.timeMs.toFixed(1)} ${d.direction} ${JSON.stringify(d.bytes)}`) : [String(log)];
      parts.push(`--- board ${JSON.stringify(b)} terminal log (ms since the server started) ---\n${lines.join('\n')}`);
    }
  } finally {
    api.close();
  }
  return parts.join('\n');
}

/** An app session with the page's errors collected from the start (collectPageErrors). */
export interface OpenedApp {
  readonly app: AppSession;
  readonly page: Page;
  readonly errors: string[];
}

/**
 * Opens the app for the enclosing suite (call it inside the describe), collects the page's errors,
 * runs `ready` (a reload so the first load's errors are seen too, a tab to open) and closes it
 * after the suite; a test gets the session from the returned getter.
 */
export function useApp(theme: 'light' | 'dark' = 'light', ready?: (page: Page) => Promise<void>): () => OpenedApp {
  let opened: OpenedApp | undefined;
  beforeAll(async () => {
    const app = await openApp(theme);
    opened = { app, page: app.page, errors: collectPageErrors(app.page) };
    await ready?.(app.page);
  }, 180_000);
  // A failed test prints what the server knew (serverReport): the suite shows no server output otherwise.
  beforeEach(({ onTestFailed }) => {
    onTestFailed(async () => {
      if (opened) console.error(`server state after the failure:\n${await serverReport(opened.app.web)}`);
    });
  });
  afterAll(async () => {
    await opened?.app.close();
  });
  return () => {
    if (!opened) throw new Error('the app is opened in beforeAll');
    return opened;
  };
}

/**
 * A board served on a socat pty pair as `arena serve --pty` does: `board` answers on end b through
 * the real serial stack, and the app opens end a by path. `stop()` ends the bridge; closing or
 * killing the pair is the caller's choice (a killed pair is a pulled cable).
 */
export async function servePtyBoard(board: Transport): Promise<{ pair: PtyPair; stop(): Promise<void> }> {
  const pair = await openPtyPair();
  const end = new SerialTransport({ path: pair.b, baudRate: 115200 });
  await end.open();
  await board.open();
  const link = bridge(end, board);
  return { pair, stop: () => link.stop() };
}
